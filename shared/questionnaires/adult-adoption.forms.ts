/**
 * The documents the adult-adoption questionnaire serves (reference: /work/shared/reference/court-forms.md §3.11; model:
 * forms/model.ts). Adult adoptions have no Judicial Council forms: each document is typed on pleading paper, so each
 * is generated on pleading paper (functions/lib/documents/adoption.ts, issue 27) — the adoption agreement (Fam. Code
 * §9320), the petition for its approval (§9321(b) items (1)–(6), the spouses' consents and the §9303 facts), each
 * spouse's consent (§9301, §9302), the order of adoption. Their worksheet maps list each document's items in its order
 * (the coverage counts them; the packet falls back to them if a generator fails). The optional VS-44 report for an
 * amended California birth record stays a worksheet: it is a Department of Public Health form, not a court paper, and
 * no blank of it is held.
 */
import { defineForms } from './forms/build';
import { generated } from './forms/generated';
import type { ValueSpec, WorksheetItem, WorksheetMap } from './forms/model';

const value = (item: string, label: string, v: ValueSpec | string): WorksheetItem => ({
  kind: 'value',
  item,
  label,
  value: typeof v === 'string' ? { from: v } : v,
});

const PLEADING = 'no Judicial Council form: typed on pleading paper (Cal. Rules of Court 2.100–2.119)';
const nameAfter: ValueSpec = { if: { field: 'nameChange', equals: true }, then: { from: 'newName' }, else: { from: 'adopteeName' } };
const SPOUSE_CONSENTS = (who: 'adopter' | 'adoptee') => ({
  all: [
    { field: `${who}Married`, equals: true },
    { field: `${who}Separated`, equals: false },
  ],
});

/** The caption of every document of the case ("In the Matter of the Adoption Petition of …"). */
const caption: WorksheetItem[] = [
  value('Caption', 'Petitioners without attorney: names, addresses, telephone, email', {
    join: [
      { from: 'adopter.name' },
      { from: 'adopter.address' },
      { from: 'adopter.phone' },
      { from: 'adopter.email' },
      { from: 'adopteeName' },
      { from: 'adopteeAddress' },
      { from: 'adopteeEmail' },
    ],
    separator: ' · ',
  }),
  value('Caption', 'Superior Court of California, County of', 'county'),
  value('Caption', 'In the Matter of the Adoption Petition of', {
    join: [{ from: 'adopter.name' }, { from: 'adopteeName' }],
    separator: ' and ',
  }),
  { kind: 'value', item: 'Caption', label: 'Case number', value: { filing: 'caseNumber' } },
];

const agreement: WorksheetMap = {
  kind: 'worksheet',
  form: 'Adoption agreement (Fam. Code §9320)',
  title: 'Adoption agreement, drafted on pleading paper (Family Code §9320)',
  reason: PLEADING,
  items: [
    ...caption,
    value('1', 'Prospective adoptive parent: name and address', { join: [{ from: 'adopter.name' }, { from: 'adopter.address' }] }),
    value('1', 'Prospective adoptive parent: date of birth', 'adopterDateOfBirth'),
    value('1', 'Prospective adoptive parent: place of birth', 'adopterBirthPlace'),
    value('2', 'Proposed adoptee: name and address', { join: [{ from: 'adopteeName' }, { from: 'adopteeAddress' }] }),
    value('2', 'Proposed adoptee: date of birth (younger than the adoptive parent, §9320(a))', 'adopteeDateOfBirth'),
    value('2', 'Proposed adoptee: place of birth', 'adopteeBirthPlace'),
    {
      kind: 'staff',
      item: '3',
      label: 'Agreement to assume toward each other the legal relationship of parent and child (§9320(b))',
      note: 'statutory wording',
    },
    value('4', 'Name of the adoptee after the adoption', nameAfter),
    {
      kind: 'staff',
      item: 'Sign',
      label: 'Dated signatures of the adoptive parent and the adoptee',
      note: 'signed at the appointment',
    },
  ],
};

const petition: WorksheetMap = {
  kind: 'worksheet',
  form: 'Petition for approval of adoption agreement (Fam. Code §9321)',
  title: 'Petition for approval of the adoption agreement, drafted on pleading paper (Family Code §9321)',
  reason: PLEADING,
  items: [
    ...caption,
    value('1', 'Petitioners and where they live (venue: county where either resides, §9321(a))', {
      join: [
        { join: [{ from: 'adopter.name' }, { from: 'adopter.address' }], separator: ', ' },
        { join: [{ from: 'adopteeName' }, { from: 'adopteeAddress' }], separator: ', ' },
      ],
      separator: ' / ',
    }),
    value('2', 'Dates and places of birth (adoptive parent older, §9320(a))', {
      join: [
        { join: [{ text: 'Adoptive parent:' }, { join: [{ from: 'adopterDateOfBirth' }, { from: 'adopterBirthPlace' }] }], separator: ' ' },
        { join: [{ text: 'Adoptee:' }, { join: [{ from: 'adopteeDateOfBirth' }, { from: 'adopteeBirthPlace' }] }], separator: ' ' },
      ],
      separator: ' / ',
    }),
    value('3', '§9321(b)(1) Length and nature of the relationship', {
      join: [{ join: [{ text: 'Known for' }, { from: 'yearsKnown' }, { text: 'years.' }], separator: ' ' }, { from: 'relationship' }],
      separator: ' ',
    }),
    value('4', '§9321(b)(2) Degree of kinship, if any', {
      if: { field: 'related', equals: true },
      then: { from: 'kinship' },
      else: { text: 'None' },
    }),
    value('5', '§9321(b)(3) Reason the adoption is sought', 'reason'),
    value('6', '§9321(b)(4) Why the adoption is in the best interest of both parties and of the public', 'bestInterest'),
    {
      kind: 'rows',
      item: '7',
      label: '§9321(b)(5) Living birth parents of the adoptee: names and addresses',
      source: ['birthParents'],
      columns: [
        { label: 'Name', value: { from: 'name' } },
        { label: 'Address', value: { from: 'address' } },
      ],
    },
    {
      kind: 'rows',
      item: '8',
      label: '§9321(b)(5) Adult children of the adoptee: names and addresses',
      source: ['adultChildren'],
      columns: [
        { label: 'Name', value: { from: 'name' } },
        { label: 'Address', value: { from: 'address' } },
      ],
    },
    value('9', '§9321(b)(6) Earlier adult adoption by the adoptive parent or the adoptive parent’s spouse', 'previousAdoption'),
    {
      kind: 'rows',
      item: '9',
      label: '§9321(b)(6) Name of the adult, date and place of each earlier adoption',
      source: ['priorAdoptions'],
      columns: [
        { label: 'Adopted by', value: { option: 'adoptedBy', labels: { me: 'Petitioner', spouse: 'Petitioner’s spouse' } } },
        { label: 'Name of the adult', value: { from: 'name' } },
        { label: 'Date', value: { from: 'date' } },
        { label: 'Place (court)', value: { from: 'place' } },
      ],
    },
    value('10', '§9303 Adoptee is a biological sibling of an adult adopted earlier', {
      if: { field: 'previousAdoption', equals: true },
      then: { from: 'siblingOfPriorAdoptee' },
      else: { text: 'Not applicable' },
    }),
    value('10', '§9303(a) Adoptee has a disability', {
      if: { field: 'previousAdoption', equals: true },
      then: { from: 'adopteeDisabled' },
      else: { text: 'Not applicable' },
    }),
    value('11', '§9301 Adoptive parent’s marital status and spouse’s consent', {
      if: { field: 'adopterMarried', equals: true },
      then: {
        join: [
          { from: 'adopterSpouseName' },
          { if: { field: 'adopterSeparated', equals: true }, then: { text: 'lawfully separated: consent not required' } },
          { if: { field: 'adopterSpouseConsents', equals: true }, then: { text: 'consents (consent attached)' } },
          { if: { field: 'adopterSpouseConsents', equals: false }, then: { text: 'does NOT consent' } },
        ],
      },
      else: { text: 'Not married' },
    }),
    value('12', '§9302 Adoptee’s marital status and spouse’s consent', {
      if: { field: 'adopteeMarried', equals: true },
      then: {
        join: [
          { from: 'adopteeSpouseName' },
          { if: { field: 'adopteeSeparated', equals: true }, then: { text: 'lawfully separated: consent not required' } },
          { if: { field: 'adopteeSpouseConsents', equals: true }, then: { text: 'consents (consent attached)' } },
          { if: { field: 'adopteeSpouseConsents', equals: false }, then: { text: 'does NOT consent' } },
        ],
      },
      else: { text: 'Not married' },
    }),
    value('13', 'Name the adoptee will be known by after the adoption', nameAfter),
    value('14', 'Other facts petitioners ask the court to consider', 'otherFacts'),
    { kind: 'staff', item: 'Prayer', label: 'Request that the court approve the agreement and order the adoption' },
    {
      kind: 'staff',
      item: 'Verify',
      label: 'Verification under penalty of perjury, dated and signed by both petitioners',
      note: 'signed at the appointment',
    },
  ],
};

const consent = (who: 'adopter' | 'adoptee'): WorksheetMap => ({
  kind: 'worksheet',
  form: who === 'adopter' ? 'Consent of spouse of adopting parent (Fam. Code §9301)' : 'Consent of spouse of adoptee (Fam. Code §9302)',
  title:
    who === 'adopter'
      ? 'Consent of the adopting parent’s spouse to the adoption, drafted on pleading paper (Family Code §9301)'
      : 'Consent of the adoptee’s spouse to the adoption, drafted on pleading paper (Family Code §9302)',
  when: SPOUSE_CONSENTS(who),
  reason: PLEADING,
  items: [
    ...caption,
    value('1', 'Name of the consenting spouse', `${who}SpouseName`),
    value(
      '2',
      who === 'adopter' ? 'Spouse of (the adoptive parent)' : 'Spouse of (the adoptee)',
      who === 'adopter' ? 'adopter.name' : 'adopteeName',
    ),
    value('3', 'Consent to the adoption of (adoptee) by (adoptive parent)', {
      join: [{ from: 'adopteeName' }, { from: 'adopter.name' }],
      separator: ' by ',
    }),
    value('4', 'The spouse consents', `${who}SpouseConsents`),
    {
      kind: 'staff',
      item: 'Sign',
      label: 'Date and signature of the consenting spouse',
      note: 'signed before a Notary Public or at the appointment',
    },
  ],
});

const order: WorksheetMap = {
  kind: 'worksheet',
  form: 'Order of adoption',
  title: 'Order approving the adoption agreement and of adoption, drafted on pleading paper',
  reason: PLEADING,
  items: [
    ...caption,
    { kind: 'court', item: 'Hearing', label: 'Date, time and department of the hearing' },
    value('1', 'Adoptive parent', 'adopter.name'),
    value('2', 'Adoptee (name before adoption)', 'adopteeName'),
    value('3', 'The adoptee shall hereafter be known as', nameAfter),
    { kind: 'court', item: 'Findings', label: 'Findings: in the best interest of the parties and the public; agreement approved' },
    { kind: 'court', item: 'Sign', label: 'Judicial officer’s signature and date' },
  ],
};

const vs44: WorksheetMap = {
  kind: 'worksheet',
  form: 'VS-44',
  title: 'Report of Adoption (California Department of Public Health), for an amended birth certificate',
  when: { field: 'amendedBirthRecord', equals: true },
  reason: 'not in the verified forms folder: a CDPH form, completed from these answers and the court’s order',
  items: [
    value('Adoptee', 'Name before adoption', 'adopteeName'),
    value('Adoptee', 'Name after adoption', nameAfter),
    value('Adoptee', 'Date of birth', 'adopteeDateOfBirth'),
    value('Adoptee', 'Place of birth (city, county, state)', 'adopteeBirthPlace'),
    {
      kind: 'ask',
      item: 'Adoptee',
      label: 'Sex and birth-certificate details as printed on the original certificate',
      note: 'copy them from the client’s certified birth certificate',
    },
    {
      kind: 'rows',
      item: 'Parents',
      label: 'Birth parents as shown on the original certificate',
      source: ['birthParents'],
      columns: [{ label: 'Name', value: { from: 'name' } }],
    },
    value('Parent', 'Name', 'adopter.name'),
    value('Parent', 'Date of birth', 'adopterDateOfBirth'),
    value('Parent', 'Place of birth', 'adopterBirthPlace'),
    value('Court', 'County of the court', 'county'),
    { kind: 'court', item: 'Court', label: 'Case number and date of the order of adoption' },
  ],
};

export const adultAdoptionForms = defineForms({
  type: 'adult-adoption',
  version: 2,
  forms: [
    generated(agreement, { generator: 'adoption-agreement', statutes: ['Fam. Code §9320', 'Cal. Rules of Court 2.100–2.119'] }),
    generated(petition, {
      generator: 'adoption-petition',
      statutes: [
        'Fam. Code §9321',
        'Fam. Code §9301',
        'Fam. Code §9302',
        'Fam. Code §9303',
        'Fam. Code §9328',
        'Cal. Rules of Court 2.100–2.119',
      ],
    }),
    generated(consent('adopter'), { generator: 'adoption-consent', args: { who: 'adopter' }, statutes: ['Fam. Code §9301'] }),
    generated(consent('adoptee'), { generator: 'adoption-consent', args: { who: 'adoptee' }, statutes: ['Fam. Code §9302'] }),
    generated(order, { generator: 'adoption-order', statutes: ['Fam. Code §9328', 'Cal. Rules of Court 2.100–2.119'] }),
    vs44,
  ],
});
