/**
 * The Notice to Consumer against the statute (B&P §6410.5(b), stored in shared/contract/sources/bp-6410-5.ts): every
 * line of the English sheet is the statute's line with each bracket filled by one of the designations the bracket
 * allows, in the statute's order, and nothing else; the business's own phone, address and website are not on it; the
 * Spanish translation sheet has the same lines, in the same order, with the same facts.
 */
import { BUSINESS } from '../../shared/business';
import { consumerNotice, longDate, noticeFacts } from '../../shared/contract/consumer-notice';
import { BP_6410_5_FORM } from '../../shared/contract/sources/bp-6410-5';

const facts = noticeFacts('en');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What each bracket of the form may be filled with, from the business profile. */
function allowed(bracket: string): string[] {
  const b = bracket.toLowerCase();
  if (b.startsWith('name of unlawful detainer assistant or legal document assistant')) return [facts.person];
  if (b.startsWith('name of corporation or partnership')) return [facts.business];
  if (b === 'they/name of the business' || b === 'they/name of business') return ['They', 'they', facts.person, facts.business];
  if (b === 'county name') return [`${facts.county} County`, facts.county];
  if (b === 'registration number') return [facts.number];
  if (b === 'date of expiration of registration') return [facts.expires];
  if (b === 'office address') return [facts.clerkAddress];
  if (b === 'office phone number') return [facts.clerkPhone];
  if (b === 'if available, office internet website') return [facts.clerkWebsite];
  if (b === 'or') return ['or', ''];
  throw new Error(`A bracket the test does not know: [${bracket}]`);
}

/** The statute's line as a pattern: its words exactly, each bracket one of its allowed fillings. */
function pattern(line: string): RegExp {
  const parts = line.split(/\[([^\]]+)\]/);
  let source = '';
  parts.forEach((part, i) => {
    if (i % 2 === 0) source += escape(part);
    else {
      const options = allowed(part).map(escape);
      // "[or] " may be left out together with its space.
      source += part === 'or' ? `(?:or)?` : `(?:${options.join('|')})`;
    }
  });
  return new RegExp(`^${source.replace(/\\?\(\?:or\)\? /g, '(?:or )?')}$`);
}

describe('the Notice to Consumer is the statutory form (B&P §6410.5(b))', () => {
  const { statutory } = consumerNotice('en');

  it('has the form’s lines, in its order, each the statute’s words with its brackets filled', () => {
    expect(statutory.lines).toHaveLength(BP_6410_5_FORM.length);
    statutory.lines.forEach((line, i) => expect(line).toMatch(pattern(BP_6410_5_FORM[i])));
  });

  it('names the registrant, the business, the registration and the county clerk’s office', () => {
    const text = statutory.lines.join('\n');
    for (const fact of [BUSINESS.lda.registrant, BUSINESS.name, BUSINESS.lda.registrationNumber, 'March 31, 2027'])
      expect(text).toContain(fact);
    expect(statutory.lines[7]).toBe(
      `To confirm that ${BUSINESS.lda.registrant} is registered, you may contact the Los Angeles County clerk’s office at 12400 Imperial Highway, Norwalk, CA 90650, or (800) 815-2666, or https://www.lavote.gov.`,
    );
  });

  it('carries nothing else: no heading, not the business’s phone, address, email or website', () => {
    expect(statutory.heading).toBeNull();
    const text = statutory.lines.join('\n');
    for (const ours of [BUSINESS.phone, BUSINESS.address.street, BUSINESS.email, BUSINESS.website]) expect(text).not.toContain(ours);
  });

  it('a line that strays from the statute fails the comparison (the test can fail)', () => {
    expect('María Rivera is not an attorney licensed in California.').not.toMatch(pattern(BP_6410_5_FORM[0]));
    expect(`${BUSINESS.lda.registrant} is registered in Los Angeles County.`).not.toMatch(pattern(BP_6410_5_FORM[5]));
  });

  it('an English reader gets the English sheet alone; a Spanish reader also the Spanish translation sheet', () => {
    expect(consumerNotice('en').translation).toBeNull();
    const { translation, statutory: english } = consumerNotice('es');
    expect(english).toEqual(statutory);
    expect(translation?.locale).toBe('es');
    expect(translation?.heading).toMatch(/^Traducción al español del Aviso al Consumidor/);
    expect(translation?.lines).toHaveLength(statutory.lines.length);
    const text = translation!.lines.join('\n');
    for (const fact of [
      BUSINESS.lda.registrationNumber,
      BUSINESS.lda.countyClerk.address,
      BUSINESS.lda.countyClerk.phone,
      longDate(BUSINESS.lda.expires, 'es'),
    ])
      expect(text).toContain(fact);
    expect(text).not.toContain(BUSINESS.phone);
  });
});
