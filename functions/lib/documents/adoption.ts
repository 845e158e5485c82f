/**
 * The adult-adoption papers on California pleading paper (pleading.ts), from the adult-adoption questionnaire's
 * answers, under Fam. Code §§9300–9328 (shared/statutes/fam-9300-9328.txt):
 *  - the adoption agreement (§9320): in writing, signed by both, stating the words §9320(b) requires;
 *  - the petition for its approval (§9321): the six statements of §9321(b), each under the statute's own words, the
 *    spouses' consents (§§9301, 9302), the facts §9303 asks after an earlier adult adoption, the name after adoption,
 *    the request for the order of §9328(b), and a verification under penalty of perjury (Code Civ. Proc. §2015.5);
 *  - each consent of a spouse who is not lawfully separated (§9301 for the adoptive parent's, §9302 for the adoptee's);
 *  - the proposed order (§9328), its findings in the statute's words, left for the judge to sign.
 * Every quotation of the statute is one of `FAM_QUOTES`: test/unit/documents/statutes.test.ts checks each against the
 * stored text and finds it in the generated PDF. Answers are the client's own words; the documents are in English (a
 * Spanish answer is flagged on the cover sheet for translation before filing, Code Civ. Proc. §185).
 */
import type { PDFDocument } from 'pdf-lib';
import type { adultAdoption } from '../../../shared/questionnaires/adult-adoption';
import type { Left } from '../../../shared/questionnaires/forms/evaluate';
import type { AnswersFor } from '../../../shared/questionnaires/types';
import { PLEADING_AREA, PleadingPaper, type Caption } from './pleading';
import { formatLongDate, str, yearsOld } from './text';
import type { GeneratedPdf, GeneratorInput } from './types';

type AdoptionAnswers = AnswersFor<typeof adultAdoption>;

/** The statute's words the papers quote, each verbatim from shared/statutes/fam-9300-9328.txt. */
export const FAM_QUOTES = {
  agreement:
    'agree to assume toward each other the legal relationship of parent and child and to have all of the rights and be subject to all of the duties and responsibilities of that relationship',
  b1: 'The length and nature of the relationship between the prospective adoptive parent and the proposed adoptee.',
  b2: 'The degree of kinship, if any.',
  b3: 'The reason the adoption is sought.',
  b4: 'A statement as to why the adoption would be in the best interest of the prospective adoptive parent, the proposed adoptee, and the public.',
  b5: 'The names and addresses of any living birth parents or adult children of the proposed adoptee.',
  b6: "Whether the prospective adoptive parent or the prospective adoptive parent's spouse has previously adopted any other adult and, if so, the name of the adult, together with the date and place of the adoption.",
  noParentsConsent: 'The consent of the parents of the proposed adoptee, of the department, or of any other person is not required.',
  findings:
    'the adoption will be in the best interests of the persons seeking the adoption and in the public interest and that there is no reason why the petition should not be granted',
} as const;

const upper = (s: string) => s.toLocaleUpperCase('en-US');
const nameAfter = (a: AdoptionAnswers) => (a.nameChange && str(a.newName) ? str(a.newName) : a.adopteeName);

function caption(a: AdoptionAnswers, documentTitle: readonly string[], hearing = false): Caption {
  const party = [
    a.adopter.name,
    a.adopter.address,
    `Telephone: ${a.adopter.phone}`,
    `Email: ${a.adopter.email}`,
    '',
    a.adopteeName,
    a.adopteeAddress,
    ...(str(a.adopteeEmail) ? [`Email: ${str(a.adopteeEmail)}`] : []),
    'Petitioners, self-represented',
  ];
  return {
    party,
    court: ['SUPERIOR COURT OF THE STATE OF CALIFORNIA', `FOR THE COUNTY OF ${upper(a.county || 'Los Angeles')}`],
    caseTitle: [
      'In the Matter of the Adoption Petition of',
      `${upper(a.adopter.name)}, Prospective Adoptive Parent,`,
      'and',
      `${upper(a.adopteeName)}, Proposed Adoptee,`,
      'Petitioners.',
    ],
    caseNumber: '',
    documentTitle,
    hearing,
  };
}

/** Whether the spouse of the adoptive parent or of the adoptee must consent (married, not lawfully separated). */
const consentNeeded = (a: AdoptionAnswers, who: 'adopter' | 'adoptee') =>
  who === 'adopter' ? a.adopterMarried === true && a.adopterSeparated === false : a.adopteeMarried === true && a.adopteeSeparated === false;

const LEFT_SIGN = (who: string): Left => ({ item: 'Sign', label: `Date and signature of ${who}`, note: 'signed at the appointment' });

export function adoptionAgreement(input: GeneratorInput, doc: PDFDocument): GeneratedPdf {
  const a = input.answers as unknown as AdoptionAnswers;
  const paper = new PleadingPaper(
    doc,
    'ADOPTION AGREEMENT (FAM. CODE §9320)',
    caption(a, ['ADOPTION AGREEMENT', '(Adult Adoption, Fam. Code §9320)']),
  );
  paper.paragraph(
    `This adoption agreement is made by ${a.adopter.name}, the prospective adoptive parent, born ${formatLongDate(a.adopterDateOfBirth)} in ${a.adopterBirthPlace}, residing at ${a.adopter.address}, and ${a.adopteeName}, the proposed adoptee, born ${formatLongDate(a.adopteeDateOfBirth)} in ${a.adopteeBirthPlace}, residing at ${a.adopteeAddress}.`,
    { role: 'fill' },
  );
  paper.paragraph(
    `1. The proposed adoptee is an adult and is younger than the prospective adoptive parent (Fam. Code §9320(a)).${
      a.adopterMarried === false || (str(a.adopterSpouseName) && str(a.adopterSpouseName) !== a.adopteeName)
        ? ' The proposed adoptee is not the spouse of the prospective adoptive parent.'
        : ''
    }`,
  );
  paper.paragraph(`2. The prospective adoptive parent and the proposed adoptee ${FAM_QUOTES.agreement} (Fam. Code §9320(b)).`);
  paper.paragraph(
    a.nameChange && str(a.newName)
      ? `3. After the adoption, the adoptee will be known as ${str(a.newName)}.`
      : `3. After the adoption, the adoptee will keep the name ${a.adopteeName}.`,
  );
  // The last paragraph stays on the page with the signatures: a signature never stands alone on a page.
  paper.keep(9);
  paper.paragraph('4. The parties ask the Superior Court to approve this agreement (Fam. Code §9321).');
  paper.blank();
  paper.signature(a.adopter.name, 'Prospective Adoptive Parent');
  paper.signature(a.adopteeName, 'Proposed Adoptee');
  paper.ldaBlock('parties');
  paper.finish();
  return {
    doc,
    canvas: paper.canvas,
    area: PLEADING_AREA,
    staff: [LEFT_SIGN('the prospective adoptive parent'), LEFT_SIGN('the proposed adoptee')],
    court: 1,
    notes: [],
  };
}

function spouseSentence(a: AdoptionAnswers, who: 'adopter' | 'adoptee'): string {
  const person = who === 'adopter' ? `The prospective adoptive parent, ${a.adopter.name},` : `The proposed adoptee, ${a.adopteeName},`;
  const married = who === 'adopter' ? a.adopterMarried : a.adopteeMarried;
  const spouse = str(who === 'adopter' ? a.adopterSpouseName : a.adopteeSpouseName);
  const separated = who === 'adopter' ? a.adopterSeparated : a.adopteeSeparated;
  const consents = who === 'adopter' ? a.adopterSpouseConsents : a.adopteeSpouseConsents;
  const section = who === 'adopter' ? '9301' : '9302(a)';
  if (!married) return `${person} is not married.`;
  if (separated)
    return `${person} is married to ${spouse} and is lawfully separated from that spouse, whose consent is therefore not required (Fam. Code §${section}).`;
  return consents
    ? `${person} is married to ${spouse}, who is not lawfully separated from ${who === 'adopter' ? 'the prospective adoptive parent' : 'the proposed adoptee'} and who consents to the adoption; the written consent is filed with this petition (Fam. Code §${section}).`
    : `${person} is married to ${spouse}, who is not lawfully separated from ${who === 'adopter' ? 'the prospective adoptive parent' : 'the proposed adoptee'} and who has not consented to the adoption (Fam. Code §${section}).`;
}

export function adoptionPetition(input: GeneratorInput, doc: PDFDocument): GeneratedPdf {
  const a = input.answers as unknown as AdoptionAnswers;
  const paper = new PleadingPaper(
    doc,
    'PETITION FOR APPROVAL OF ADOPTION AGREEMENT',
    caption(a, ['PETITION FOR APPROVAL OF ADOPTION AGREEMENT', '(Adult Adoption, Fam. Code §§9320–9328)'], true),
  );
  const ageOf = (dob: string) => yearsOld(dob, input.today);
  const adopterAge = ageOf(a.adopterDateOfBirth);
  const adopteeAge = ageOf(a.adopteeDateOfBirth);
  paper.paragraph(`Petitioners ${a.adopter.name} (the prospective adoptive parent) and ${a.adopteeName} (the proposed adoptee) state:`, {
    role: 'fill',
  });
  paper.paragraph(
    `1. The prospective adoptive parent, ${a.adopter.name}, was born on ${formatLongDate(a.adopterDateOfBirth)} in ${a.adopterBirthPlace}${adopterAge === null ? '' : `, is ${adopterAge} years old,`} and resides at ${a.adopter.address}.`,
  );
  paper.paragraph(
    `2. The proposed adoptee, ${a.adopteeName}, was born on ${formatLongDate(a.adopteeDateOfBirth)} in ${a.adopteeBirthPlace}${adopteeAge === null ? '' : `, is ${adopteeAge} years old,`} and resides at ${a.adopteeAddress}. The proposed adoptee is an adult and is younger than the prospective adoptive parent (Fam. Code §9320(a)).`,
  );
  paper.paragraph(
    `3. Petitioners file this petition in the County of ${a.county || 'Los Angeles'} (Fam. Code §§9321(a), 9321.5). Petitioners have signed the adoption agreement filed with this petition (Fam. Code §9320(b)).`,
  );
  paper.paragraph('4. As Family Code section 9321(b) requires, petitioners state:', { keepWith: 2 });
  const statement = (label: string, quote: string, answer: string) => {
    paper.item(label, quote, { role: 'statute', indent: 36 });
    paper.paragraph(answer, { role: 'fill', left: 72, first: 0 });
  };
  statement('(1)', FAM_QUOTES.b1, `Petitioners have known each other for ${a.yearsKnown} years. ${a.relationship}`);
  statement('(2)', FAM_QUOTES.b2, a.related ? str(a.kinship) : 'None.');
  statement('(3)', FAM_QUOTES.b3, a.reason);
  statement('(4)', FAM_QUOTES.b4, a.bestInterest);
  const parents = (a.birthParents ?? []).map((p) => `${p.name}, ${p.address}`);
  const children = a.hasAdultChildren ? (a.adultChildren ?? []).map((c) => `${c.name}, ${c.address}`) : [];
  statement(
    '(5)',
    FAM_QUOTES.b5,
    [
      parents.length
        ? `Living birth parents: ${parents.join('; ')}.`
        : 'The proposed adoptee has no living birth parent known to petitioners.',
      children.length ? `Adult children: ${children.join('; ')}.` : 'The proposed adoptee has no adult children.',
    ].join(' '),
  );
  const prior = a.previousAdoption ? (a.priorAdoptions ?? []) : [];
  statement(
    '(6)',
    FAM_QUOTES.b6,
    prior.length
      ? prior
          .map(
            (x) =>
              `${x.adoptedBy === 'spouse' ? 'The prospective adoptive parent’s spouse' : 'The prospective adoptive parent'} adopted ${x.name} on ${formatLongDate(x.date)} in ${x.place}.`,
          )
          .join(' ')
      : 'Neither the prospective adoptive parent nor the prospective adoptive parent’s spouse has previously adopted an adult.',
  );
  let n = 5;
  if (a.previousAdoption) {
    paper.paragraph(
      `${n++}. Regarding Family Code section 9303: the proposed adoptee ${a.siblingOfPriorAdoptee ? 'is' : 'is not'} a biological sibling of a person previously adopted as an adult by the prospective adoptive parent or that parent’s spouse, and ${a.adopteeDisabled ? 'is' : 'is not'} disabled or physically handicapped.`,
    );
  }
  paper.paragraph(`${n++}. ${spouseSentence(a, 'adopter')}`);
  paper.paragraph(`${n++}. ${spouseSentence(a, 'adoptee')}`);
  paper.paragraph(`${n++}. ${FAM_QUOTES.noParentsConsent} (Fam. Code §9302(b)).`);
  paper.paragraph(
    a.nameChange && str(a.newName)
      ? `${n++}. The proposed adoptee asks to be known after the adoption as ${str(a.newName)} (Fam. Code §9304).`
      : `${n++}. The proposed adoptee will keep the name ${a.adopteeName}.`,
  );
  if (str(a.otherFacts)) paper.paragraph(`${n++}. Other facts petitioners ask the court to consider: ${str(a.otherFacts)}`);
  paper.paragraph('WHEREFORE, petitioners request that the court:', { first: 0, keepWith: 2 });
  paper.item('1.', 'Approve the adoption agreement of the prospective adoptive parent and the proposed adoptee;');
  paper.item('2.', `Make an order of adoption declaring that ${a.adopteeName} is the child of ${a.adopter.name} (Fam. Code §9328(b));`);
  paper.item('3.', `Order that the adoptee be known as ${nameAfter(a)}; and`);
  paper.item('4.', 'Make any other order the court considers proper.');
  paper.keep(11);
  paper.heading('VERIFICATION');
  paper.paragraph(
    'We, the petitioners, have read this petition. We declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct.',
  );
  paper.signature(a.adopter.name, 'Petitioner, Prospective Adoptive Parent');
  paper.signature(a.adopteeName, 'Petitioner, Proposed Adoptee');
  paper.ldaBlock('petitioners');
  paper.finish();
  const staff: Left[] = [
    { item: 'Verify', label: 'Dated verification signed by both petitioners', note: 'signed at the appointment' },
    ...(['adopter', 'adoptee'] as const)
      .filter((w) => consentNeeded(a, w))
      .map((w) => ({
        item: 'Consent',
        label: `Attach the signed consent of the ${w === 'adopter' ? 'adoptive parent’s' : 'adoptee’s'} spouse`,
      })),
  ];
  return { doc, canvas: paper.canvas, area: PLEADING_AREA, staff, court: 2, notes: [] };
}

export function adoptionConsent(input: GeneratorInput, doc: PDFDocument): GeneratedPdf {
  const a = input.answers as unknown as AdoptionAnswers;
  const who = input.entry.args?.who === 'adoptee' ? 'adoptee' : 'adopter';
  const spouse = str(who === 'adopter' ? a.adopterSpouseName : a.adopteeSpouseName);
  const title = who === 'adopter' ? 'CONSENT OF SPOUSE OF PROSPECTIVE ADOPTIVE PARENT' : 'CONSENT OF SPOUSE OF PROPOSED ADOPTEE';
  const section = who === 'adopter' ? '9301' : '9302(a)';
  const paper = new PleadingPaper(doc, `${title} (FAM. CODE §${section})`, caption(a, [title, `(Fam. Code §${section})`]));
  const married = who === 'adopter' ? a.adopter.name : a.adopteeName;
  const role = who === 'adopter' ? 'the prospective adoptive parent' : 'the proposed adoptee';
  paper.paragraph(`I, ${spouse}, am the spouse of ${married}, ${role} in this proceeding. We are not lawfully separated.`, {
    role: 'fill',
  });
  paper.keep(7);
  paper.paragraph(
    `I consent to the adoption of ${a.adopteeName} by ${a.adopter.name}, and to the court’s approval of their adoption agreement (Fam. Code §${section}).`,
  );
  paper.blank();
  paper.signature(spouse, who === 'adopter' ? 'Spouse of the Prospective Adoptive Parent' : 'Spouse of the Proposed Adoptee');
  paper.ldaBlock(who === 'adopter' ? 'adoptive parent' : 'adoptee');
  paper.finish();
  return {
    doc,
    canvas: paper.canvas,
    area: PLEADING_AREA,
    staff: [{ item: 'Sign', label: `Date and signature of ${spouse}`, note: 'signed at the appointment or before a notary public' }],
    court: 1,
    notes: [],
  };
}

export function adoptionOrder(input: GeneratorInput, doc: PDFDocument): GeneratedPdf {
  const a = input.answers as unknown as AdoptionAnswers;
  const paper = new PleadingPaper(
    doc,
    'ORDER OF ADOPTION (ADULT)',
    caption(a, ['[PROPOSED] ORDER APPROVING ADOPTION AGREEMENT AND ORDER OF ADOPTION', '(Adult Adoption, Fam. Code §9328)'], true),
  );
  paper.paragraph(
    `The petition of ${a.adopter.name}, prospective adoptive parent, and ${a.adopteeName}, proposed adoptee, for approval of their adoption agreement came on for hearing on ______________________ in Department ________ of this court. The court examined the parties (Fam. Code §9328(a)).`,
  );
  paper.paragraph(`THE COURT FINDS that ${FAM_QUOTES.findings} (Fam. Code §9328(b)).`);
  paper.keep(9);
  paper.paragraph('IT IS ORDERED:', { first: 0, keepWith: 2 });
  paper.item('1.', `The adoption agreement of ${a.adopter.name} and ${a.adopteeName} is approved.`);
  paper.item('2.', `${a.adopteeName} is the child of ${a.adopter.name}, the adoptive parent (Fam. Code §9328(b)).`);
  paper.item('3.', `The adoptee shall hereafter be known as ${nameAfter(a)}.`);
  paper.blank();
  paper.signature('Judge of the Superior Court', '');
  paper.ldaBlock('petitioners');
  paper.finish();
  return {
    doc,
    canvas: paper.canvas,
    area: PLEADING_AREA,
    staff: [],
    court: 3,
    notes: [],
  };
}
