/**
 * Names and answers that read differently from what was typed (docs/security.md F9): direction overrides, isolates and
 * zero-width characters are refused wherever a person types text staff will read — names (sign-up, My Account), the
 * contract's signature, messages and notes, and every text answer of a questionnaire — with the field's own error.
 */
import { UpdateProfileRequestSchema } from '../../../shared/api/profile';
import { SignUpRequestSchema } from '../../../shared/auth/forms';
import { MessageRequestSchema } from '../../../shared/casework';
import { QUESTIONNAIRES } from '../../../shared/questionnaires/registry';
import { SAMPLES } from '../../../shared/questionnaires/samples';
import { validateWith } from '../../../shared/questionnaires/validate';
import { hasHiddenFormatting } from '../../../shared/text-safety';

const SPOOFS = ['Ann\u202Eexe.pdf', 'Lee\u200B\u200D', 'Maria \u2066zeugirdor\u2069 Garcia', 'Ro\uFEFFsa', 'Ana\u200E'];

test.each(SPOOFS)('refuses %j in a name (sign-up and My Account), a signature and a message', (text) => {
  expect(hasHiddenFormatting(text)).toBe(true);
  const profile = UpdateProfileRequestSchema.safeParse({ firstName: text });
  expect(profile.success).toBe(false);
  expect(profile.error?.issues.map((i) => i.message)).toContain('errors.field.firstName');
  expect(SignUpRequestSchema.safeParse({ firstName: 'Ana', lastName: text, email: 'a@example.test', locale: 'en' }).success).toBe(false);
  expect(MessageRequestSchema.safeParse({ body: `Hello ${text}` }).success).toBe(false);
});

test('accepts names in any script and the accents of Spanish', () => {
  for (const name of ['José Ñúñez', 'Nguyễn Thị', 'Zoë O’Brien-Łukasz', '李小龙']) {
    expect(hasHiddenFormatting(name)).toBe(false);
    expect(UpdateProfileRequestSchema.safeParse({ firstName: name }).success).toBe(true);
  }
});

test.each(SPOOFS)('refuses %j in a questionnaire’s one-line and long answers, on the field that holds it', (text) => {
  const dv = QUESTIONNAIRES['domestic-violence'];
  const sample = SAMPLES['domestic-violence'] as { you: Record<string, unknown> } & Record<string, unknown>;
  expect(validateWith(dv, sample).ok).toBe(true);
  const name = validateWith(dv, { ...sample, you: { ...sample.you, name: text } });
  expect(name.ok).toBe(false);
  expect(Object.keys(name.ok ? {} : name.fieldErrors)).toContain('you.name');
  const notes = validateWith(dv, { ...sample, safeContactNotes: `Call my sister ${text}` });
  expect(Object.keys(notes.ok ? {} : notes.fieldErrors)).toContain('safeContactNotes');
});
