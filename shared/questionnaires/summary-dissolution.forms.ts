/**
 * The forms the summary-dissolution questionnaire serves (reference: /work/shared/reference/court-forms.md §3.7; model:
 * forms/model.ts): FL-800 mapped field by field here (the client is Petitioner 1, the spouse or partner Petitioner 2);
 * the judgment FL-825 on its official form (forms/maps/fl-825.ts); the disclosure when the couple chose those forms
 * over the FL-810 worksheets (FL-140 and FL-142 on their official forms, forms/maps/fl-140.ts and fl-142.ts), and FL-150
 * from its fragment. FL-820 is not in the packet:
 * it prints "Use this form ONLY if the Joint Petition for Summary Dissolution (form FL-800) was filed before January 1,
 * 2011", and every petition this product prepares is filed now (FL-825 says the same the other way round).
 */
import { check, checkIf, defineForms, na, staff, text, under } from './forms/build';
import type { FieldRule, PdfFormMap, ValueSpec } from './forms/model';
import { fl150Map } from './forms/maps/fl-150';
import { mapsFor } from './forms/typed';
import type { summaryDissolution } from './summary-dissolution';
import { attorneyBoxAt, caseNumber, standardCourtBox } from './forms/maps/caption';
import { fl140Map } from './forms/maps/fl-140';
import { fl142Map } from './forms/maps/fl-142';
import { fl825Map } from './forms/maps/fl-825';
import { SUMMARY_DISSOLUTION_LIMITS } from './summary-dissolution';
import type { Condition } from './types';

const is = (field: string, value: string | boolean): Condition => ({ field, equals: value });
const MARRIAGE: Condition = { field: 'relationshipType', in: ['marriage', 'both'] };
const PARTNERSHIP: Condition = { field: 'relationshipType', in: ['domesticPartnership', 'both'] };

export const SUMMARY_CAPTION = {
  petitioner: { from: 'you.name' },
  respondent: { from: 'spouse.name' },
} as const satisfies Record<string, ValueSpec>;
const caseName: ValueSpec = { join: [SUMMARY_CAPTION.petitioner, SUMMARY_CAPTION.respondent], separator: ' and ' };

/** A party's mailing address part: the mailing address when they gave a different one, their street address otherwise. */
const mailingPart = (path: string, part: 'street' | 'city' | 'state' | 'zip'): ValueSpec => {
  const value = (p: string): ValueSpec => (part === 'state' ? { raw: `${p}.state` } : { from: `${p}.${part}` });
  return { if: is(`${path}.differentMailing`, true), then: value(`${path}.mailing`), else: value(path) };
};

function mailingRules(list: string, path: string, who: string): Record<string, FieldRule> {
  const l = under(`FL-800[0].Page2[0].${list}[0].Li1[0].`);
  const item = list === 'List21' ? '21' : '22';
  return {
    [l('P1Name_ft[0]')]: text(item, `${who}: name`, { from: `${path}.name` }),
    [l('P1Address_line1_ft[0]')]: text(item, `${who}: mailing address`, mailingPart(path, 'street')),
    [l('P1Address_line2_ft[0]')]: na('The street address fits on the first line', `${who}: address continued`),
    [l('P1Address_line3_ft[0]')]: na('The street address fits on the first line', `${who}: address continued`),
    [l('P1City_ft[0]')]: text(item, `${who}: city`, mailingPart(path, 'city')),
    [l('P1State_ft[0]')]: text(item, `${who}: state`, mailingPart(path, 'state')),
    [l('P1ZipCode_ft[0]')]: text(item, `${who}: ZIP code`, mailingPart(path, 'zip')),
  };
}

export function fl800Map(): PdfFormMap {
  const cap = under('FL-800[0].Page1[0].P1Caption[0].');
  const p1 = under('FL-800[0].Page1[0].');
  const p2 = under('FL-800[0].Page2[0].');
  return {
    kind: 'pdf',
    form: 'FL-800',
    title: 'Joint Petition for Summary Dissolution',
    revision: SUMMARY_DISSOLUTION_LIMITS.revision,
    fields: {
      ...attorneyBoxAt('you', {
        barNumber: cap('AttyInfo[0].AttyBarNo_dc[0]'),
        name: cap('AttyInfo[0].AttyName_ft[0]'),
        firm: cap('AttyInfo[0].AttyFirm_ft[0]'),
        street: cap('AttyInfo[0].AttyStreet_ft[0]'),
        city: cap('AttyInfo[0].AttyCity_ft[0]'),
        state: cap('AttyInfo[0].AttyState_ft[0]'),
        zip: cap('AttyInfo[0].AttyZip_ft[0]'),
        phone: cap('AttyInfo[0].Phone_ft[0]'),
        fax: cap('AttyInfo[0].Fax_ft[0]'),
        email: cap('AttyInfo[0].Email_ft[0]'),
        attorneyFor: cap('AttyInfo[0].AttyFor_ft[0]'),
      }),
      ...standardCourtBox(cap),
      [cap('TitlePartyName[0].Petitioner1_ft[0]')]: text('Caption', 'Petitioner 1', SUMMARY_CAPTION.petitioner),
      [cap('TitlePartyName[0].Petitioner2_ft[0]')]: text('Caption', 'Petitioner 2', SUMMARY_CAPTION.respondent),
      [cap('FormTitle[0].Marriage_rb[0]')]: check('Caption', 'Marriage', MARRIAGE),
      [cap('FormTitle[0].Domestic_Partnership_rb[0]')]: check('Caption', 'Domestic partnership', PARTNERSHIP),
      [cap('CaseNumber[0].CaseNumber_ft[0]')]: caseNumber(),
      [p1('List2[0].Li1[0].We_were_married_cb[0]')]: check('2a', 'We were married', MARRIAGE),
      [p1('List2[0].Li1[0].Date_of_marriage_ft[0]')]: text('2a', 'Date of marriage', { from: 'marriageDate' }),
      [p1('List2[0].Li2[0].We_registered_domestic_partnership_cb[0]')]: check('2b', 'We registered as domestic partners', PARTNERSHIP),
      [p1('List2[0].Li2[0].Date_of_registration_ft[0]')]: text('2b', 'Date of registration', { from: 'registrationDate' }),
      [p1('List3[0].Li1[0].We_separated_cb[0]')]: check('3', 'We separated', { field: 'separationDate', filled: true }),
      [p1('List3[0].Li1[0].on_date_ft[0]')]: text('3', 'Date of separation', { from: 'separationDate' }),
      [p1('List5[0].Li1[0].CA_marriage_residence_reqrmt_cb[0]')]: check('5a', 'Residence, or only a California domestic partnership', {
        field: 'residency',
        in: ['resident', 'caPartnershipOnly'],
      }),
      [p1('List5[0].Li2[0].Same_sex_marriage_residence_cb[0]')]: check(
        '5b',
        'Same sex, married in California, not residents',
        is('residency', 'sameSexCaMarriage'),
      ),
      [p1('List12[0].Li1[0].Lista[0].Lia1[0].WorkheetsfromFL810_cb[0]')]: check(
        '12a(1)',
        'Disclosure: the FL-810 worksheets',
        is('disclosureMethod', 'worksheets'),
      ),
      [p1('List12[0].Li1[0].Lista[0].Lia2[0].DOD_SOAD_PropDec_cb[0]')]: check(
        '12a(2)',
        'Disclosure: FL-140 and FL-142',
        is('disclosureMethod', 'forms'),
      ),
      [p2('Parties[0].Petitioner1_ft[0]')]: text('Caption', 'Petitioner 1', SUMMARY_CAPTION.petitioner),
      [p2('Parties[0].Petitioner2_ft[0]')]: text('Caption', 'Petitioner 2', SUMMARY_CAPTION.respondent),
      [p2('CaseNumber[0].CaseNumber_ft[0]')]: caseNumber(),
      [p2('List13[0].Li1[0].NoCPassetsordebts_tx[0]')]: check('13a', 'No community assets or liabilities', is('propertyDivision', 'none')),
      [p2('List13[0].Li2[0].P1andP1signedagreement_tx[0]')]: check(
        '13b',
        'Signed agreement dividing community assets and liabilities',
        is('propertyDivision', 'agreement'),
      ),
      [p2('List15[0].Li1[0].P1Restoreformername_cb[0]')]: checkIf('15a', 'Petitioner 1’s former name restored', 'restoreFormerName'),
      [p2('List15[0].Li1[0].P1formername_ft[0]')]: text('15a', 'Petitioner 1’s former name', { from: 'formerName' }),
      [p2('List15[0].Li2[0].P2restoreformername_cb[0]')]: checkIf('15b', 'Petitioner 2’s former name restored', 'spouseRestoresName'),
      [p2('List15[0].Li2[0].P2Formername_ft[0]')]: text('15b', 'Petitioner 2’s former name', { from: 'spouseFormerName' }),
      ...mailingRules('List21', 'you', 'Petitioner 1'),
      ...mailingRules('List22', 'spouse', 'Petitioner 2'),
      [p2('List23[0].Li1[0].Numberpagesattached_ft[0]')]: staff('23', 'Number of pages attached', 'count the attachments'),
      [p2('SignSub[0].P1Date_dt[0]')]: staff('Signature', 'Petitioner 1: date of signing', 'the day the client signs'),
      [p2('SignSub[0].Date_dt[0]')]: staff('Signature', 'Petitioner 2: date of signing', 'the day the spouse or partner signs'),
    },
    attachmentCaption: { shortTitle: caseName, caseNumber: { filing: 'caseNumber' } },
  };
}

const FORMS_DISCLOSURE: Condition = is('disclosureMethod', 'forms');

export const summaryDissolutionForms = defineForms({
  type: 'summary-dissolution',
  version: 2,
  forms: [
    fl800Map(),
    fl825Map(SUMMARY_CAPTION),
    fl140Map({ declarant: 'you', caption: SUMMARY_CAPTION, when: FORMS_DISCLOSURE }),
    fl142Map({ declarant: 'you', caption: SUMMARY_CAPTION, when: FORMS_DISCLOSURE }),
    fl150Map(mapsFor<typeof summaryDissolution>(), {
      declarant: 'you',
      ageFrom: 'you.dateOfBirth',
      caption: SUMMARY_CAPTION,
      children: false,
    }),
  ],
});
