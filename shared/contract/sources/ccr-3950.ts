/**
 * California Code of Regulations, title 16, §3950 ("Legal Document Assistant Standard Contract", Department of
 * Consumer Affairs), the contract B&P §6410(a) says an LDA must use, as far as public copies could be read here.
 * Stored for the test that compares the product's contract with it (test/web/journey/contract.test.ts). Text, not
 * code: nothing here is rendered.
 *
 * VERIFIED (quoted from two public copies that agree): the heading, the county clerk block, the parties sentence and
 * Important Notices 1–7, then the heading "SELF-HELP SERVICES".
 *  - http://daddyswebpage.com/contract/ ("This is a required Legal Document Assistant Standard Contract … specified in
 *    16 CCR §3950"): the current form, with the county clerk block at the top and notice 7's "principal place of
 *    business … branch office" wording (B&P §6402 as amended in 2016).
 *  - http://legaldocumentassistant.blogspot.com/2007/12/legal-document-assistant-contract.html: the same text, with
 *    its numbering and the "[12-point bold type]" marks on notices 2 and 3 (and the older notice 7).
 * NOT VERIFIED: the rest of the form (the lists of Part I, the services and cost parts, the signature lines) could not
 * be read from any stored copy. The product's contract keeps the form's order there (kinds of services I can / cannot
 * perform, the services to be performed, their cost, signatures) in words built from the statute (B&P §6400(d)
 * self-help service, §6410(b)); counsel must supply the official text (Barclays CCR) and compare (docs/compliance.md).
 */

export const CCR_3950_SOURCES = [
  'http://daddyswebpage.com/contract/',
  'http://legaldocumentassistant.blogspot.com/2007/12/legal-document-assistant-contract.html',
] as const;

export const CCR_3950_TITLE = 'LEGAL DOCUMENT ASSISTANT CONTRACT FOR SELF-HELP SERVICES';

/** The county block at the top of the form: each label, then the registrant's facts. */
export const CCR_3950_COUNTY_BLOCK = [
  'County where Registrant is registered:',
  'Name of County Clerk Office for the county of registration:',
  'Address:',
  'Telephone Number:',
  'Web Site:',
] as const;

/** The parties sentence, with its two blanks. */
export const CCR_3950_PARTIES =
  'This is a contract between me, [name of legal document assistant], and you, [name of client], for the self-help services described in Part I below. I am the “legal document assistant” and you are the “client.”';

export const CCR_3950_NOTICES_HEADING = 'IMPORTANT NOTICES';

/** Important Notices 1–7, in order; `bold` where the form prints them in 12-point bold type. */
export const CCR_3950_NOTICES: ReadonlyArray<{ text: string; bold: boolean }> = [
  {
    text: 'You should read and understand this entire contract before you sign it. You should understand the kinds of services that I can and cannot perform for you (see Part I below).',
    bold: false,
  },
  {
    text: 'I am not an attorney. I cannot perform the legal services that an attorney performs. I cannot engage in the practice of law.',
    bold: true,
  },
  { text: 'The county clerk has not evaluated or approved my knowledge or experience, or the quality of my work.', bold: true },
  {
    text: 'I cannot keep your original documents if you request that I return them to you. I cannot keep your original documents if you and I do not sign this contract or if this contract terminates (ends) for any reason. I cannot keep your original documents after all of the contract services have been provided (see Part I below). It is a violation of California law if I keep your original documents under any of these circumstances.',
    bold: false,
  },
  { text: 'It is a violation of California law if I make any false or misleading statement to you.', bold: false },
  {
    text: 'I cannot obtain special favors from, and I do not have any special influence with, any court or any state or federal agency.',
    bold: false,
  },
  {
    text: 'As required by law, I have filed a bond or made a cash deposit and have registered as a legal document assistant in each county in which my principal place of business is located and in which I maintain a branch office.',
    bold: false,
  },
];

/** The heading that follows the notices (what comes under it is not verified: see above). */
export const CCR_3950_SERVICES_HEADING = 'SELF-HELP SERVICES';

/**
 * B&P §6410(b)(6) (self-law.org copy of §6410): a statement the contract must carry in 12-point bold type, which the
 * stored copies of the form do not show (it was added to the statute in 2016).
 */
export const BP_6410_B6 =
  'The contract shall contain a statement in 12-point boldface type that the consumer may obtain information regarding free or low-cost representation through a local bar association or legal aid foundation and that the consumer may contact local law enforcement, a district attorney, or a legal aid foundation if the consumer believes that they have been a victim of fraud, the unauthorized practice of law, or any other injury.';
