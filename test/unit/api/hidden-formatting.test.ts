/**
 * Names and answers that read differently from what was typed (docs/security.md F9): direction overrides, isolates and
 * zero-width characters never reach what staff read: names (sign-up, My Account), the contract's signature, messages and
 * notes refuse them with the field's own error; a questionnaire's text answers are stored as the court form prints them,
 * with those characters removed (shared/questionnaires/printable.ts), so staff, search and the packet read one text.
 */
import { UpdateProfileRequestSchema } from '../../../shared/api/profile';
import { SignUpRequestSchema } from '../../../shared/auth/forms';
import { MessageRequestSchema } from '../../../shared/casework';
import { QUESTIONNAIRES } from '../../../shared/questionnaires/registry';
import { SAMPLES } from '../../../shared/questionnaires/samples';
import { validateWith } from '../../../shared/questionnaires/validate';
import { HIDDEN_FORMATTING, hasHiddenFormatting } from '../../../shared/text-safety';

const SPOOFS = ['Ann\u202Eexe.pdf', 'Lee\u200B\u200D', 'Maria \u2066zeugirdor\u2069 Garcia', 'Ro\uFEFFsa', 'Ana\u200E'];

test.each(SPOOFS)('refuses %j in a name (sign-up and My Account), a signature and a message', (text) => {
  expect(hasHiddenFormatting(text)).toBe(true);
  const profile = UpdateProfileRequestSchema.safeParse({ firstName: text });
  expect(profile.success).toBe(false);
  expect(profile.error?.issues.map((i) => i.message)).toContain('errors.field.nameCharacters');
  expect(SignUpRequestSchema.safeParse({ firstName: 'Ana', lastName: text, email: 'a@example.test', locale: 'en' }).success).toBe(false);
  expect(MessageRequestSchema.safeParse({ body: `Hello ${text}` }).success).toBe(false);
});

test('accepts names in any script and the accents of Spanish', () => {
  for (const name of ['José Ñúñez', 'Nguyễn Thị', 'Zoë O’Brien-Łukasz', '李小龙']) {
    expect(hasHiddenFormatting(name)).toBe(false);
    expect(UpdateProfileRequestSchema.safeParse({ firstName: name }).success).toBe(true);
  }
});

const visible = (text: string) => text.replace(new RegExp(`[${HIDDEN_FORMATTING}]`, 'gu'), '');

test.each(SPOOFS)('stores %j in a questionnaire’s one-line and long answers without its hidden formatting', (text) => {
  const dv = QUESTIONNAIRES['domestic-violence'];
  const sample = SAMPLES['domestic-violence'] as { you: Record<string, unknown> } & Record<string, unknown>;
  const result = validateWith(dv, { ...sample, you: { ...sample.you, name: text }, safeContactNotes: `Call my sister ${text}` });
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.fieldErrors)}`);
  const data = result.data as { you: { name: string }; safeContactNotes: string };
  expect(data.you.name).toBe(visible(text).trim());
  expect(hasHiddenFormatting(data.you.name)).toBe(false);
  expect(data.safeContactNotes).toBe(`Call my sister ${visible(text)}`.trim());
  expect(hasHiddenFormatting(data.safeContactNotes)).toBe(false);
});
