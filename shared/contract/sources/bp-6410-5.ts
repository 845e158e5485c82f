/**
 * California Business and Professions Code §6410.5, as found in public copies (stored for the tests that compare the
 * product's Notice to Consumer with it: test/unit/consumer-notice.test.ts). Text, not code: nothing here is rendered.
 *
 * Sources (read through the project's search tool; neither is the official text):
 *  - subdivision (a) and the opening of (b): https://self-law.org/code/ca/business-and-professions-code/6410-5
 *  - the rest of (b): https://www.legalcnetwork.com/blog/12669378 ("Compliance: Notice to Consumer BPC 6410.5", 2021)
 *  - the lines of the form: https://www.legalcnetwork.com/blog/12117210 ("When Can Legal Document Assistants Accept
 *    Compensation?", 2021), which labels them "the following oral statement" but quotes the bracketed form of (b).
 * Counsel: compare with the official text (leginfo.legislature.ca.gov, BPC §6410.5) before launch (docs/compliance.md).
 */

export const BP_6410_5_SOURCES = [
  'https://self-law.org/code/ca/business-and-professions-code/6410-5',
  'https://www.legalcnetwork.com/blog/12669378',
  'https://www.legalcnetwork.com/blog/12117210',
] as const;

/** Subdivision (b), the paragraphs about the notice (quoted). */
export const BP_6410_5_B = [
  'After allowing the prospective client time to read the notice, the legal document assistant or unlawful detainer assistant shall ask the prospective client to sign and date the notice.',
  'If the first contact is not in person, the legal document assistant or unlawful detainer assistant shall provide the notice to the prospective client at the first in-person meeting or mail the notice to the prospective client before entering into a contract or agreement for services or accepting any compensation.',
  'The notice shall be set forth in black, bold, 12-point type on a separate, white, 81/2 by 11 inch sheet of paper that contains no other print or graphics, and shall be in the form set forth below. The notice shall contain only the appropriate name or other designation from those indicated in brackets below.',
  'At the time a prospective client signs the notice and before that prospective client is offered any contract or agreement for signature, the legal document assistant or unlawful detainer assistant shall give the prospective client a clearly legible copy of the signed notice.',
  'A legal document assistant or unlawful detainer assistant shall not ask or require a prospective client or a client to sign any other form of acknowledgment regarding this notice.',
] as const;

/**
 * The form, line by line, with its brackets as quoted. A bracket lists the designations the statute allows, separated
 * by "/" ("[They/name of the business]"); "[or]" joins the clerk's contact details.
 */
export const BP_6410_5_FORM = [
  '[Name of unlawful detainer assistant or legal document assistant] is not an attorney.',
  '[Name of corporation or partnership, if any, that is offering legal document assistant services or unlawful detainer assistant services] is not a law firm.',
  '[They/name of the business] cannot represent you in court.',
  '[They/name of the business] cannot advise you about your legal rights or the law.',
  '[They/name of the business] cannot select legal forms for you.',
  '[They/name of the business] is registered in [county name] and the registration number is [registration number].',
  '[They/name of the business]’s registration is valid until [date of expiration of registration], after which it must be renewed.',
  'To confirm that [they/name of business] is registered, you may contact the [county name] clerk’s office at [office address], [or] [office phone number], [or] [if available, office internet website].',
] as const;
