/**
 * FL-825 Judgment of Dissolution and Notice of Entry of Judgment (New January 1, 2012), the official form (issue 27: it
 * was a worksheet), which the joint petitioners submit with their Joint Petition for Summary Dissolution (FL-800): the
 * caption (Petitioner 1 without an attorney, the court's county, both petitioners, marriage or domestic partnership),
 * item 1b–1c's former names to restore, and the two addresses the clerk mails the notice of entry to (page 2). The
 * court writes the effective date (1a), signs, and the clerk completes the notice of entry and the certificate of
 * mailing. FL-825 is for a joint petition filed after January 1, 2011 — every petition this product prepares (FL-820,
 * the form for older petitions, is not in the packet).
 */
import type { Condition } from '../../types';
import { check, checkIf, court, each, na, text, under } from '../build';
import type { PdfFormMap, ValueSpec } from '../model';
import { caseNumber, courtBox } from './caption';

export const FL825_REVISION = 'New January 1, 2012';

const MARRIAGE: Condition = { field: 'relationshipType', in: ['marriage', 'both'] };
const PARTNERSHIP: Condition = { field: 'relationshipType', in: ['domesticPartnership', 'both'] };

/** A petitioner's mailing address (the one they gave for mail, else their street address), on two lines. */
const mailing = (path: string): ValueSpec => {
  const lines = (p: string): ValueSpec => ({
    join: [
      { from: `${p}.street` },
      { join: [{ from: `${p}.city` }, { join: [{ raw: `${p}.state` }, { from: `${p}.zip` }], separator: ' ' }] },
    ],
    separator: '\n',
  });
  return { if: { field: `${path}.differentMailing`, equals: true }, then: lines(`${path}.mailing`), else: lines(path) };
};
const nameAndMailing = (path: string): ValueSpec => ({ join: [{ from: `${path}.name` }, mailing(path)], separator: '\n' });

/** FL-825 for the summary dissolution's caption (Petitioner 1 the client at `you`, Petitioner 2 the spouse at `spouse`). */
export function fl825Map(caption: { readonly petitioner: ValueSpec; readonly respondent: ValueSpec }): PdfFormMap {
  const p1 = under('FL-825[0].Page1[0].');
  const cap = under('FL-825[0].Page1[0].P1Caption[0].');
  const p2 = under('FL-825[0].Page2[0].');
  return {
    kind: 'pdf',
    form: 'FL-825',
    title: 'Judgment of Dissolution and Notice of Entry of Judgment',
    revision: FL825_REVISION,
    fields: {
      [cap('Subform[0].AttyPartyInfo[0].TextField1[0]')]: text(
        'Caption',
        'Party without attorney: name and address',
        nameAndMailing('you'),
      ),
      [cap('Subform[0].AttyPartyInfo[0].Phone[0]')]: text('Caption', 'Party without attorney: telephone', 'you.phone'),
      [cap('Subform[0].AttyPartyInfo[0].Fax[0]')]: na('Not collected: clients are reached by phone and email', 'Fax number'),
      [cap('Subform[0].AttyPartyInfo[0].Email[0]')]: text('Caption', 'Party without attorney: email', 'you.email'),
      [cap('Subform[0].AttyPartyInfo[0].Email1[0]')]: text('Caption', 'Attorney for', { text: 'Self-represented' }),
      ...courtBox({
        county: cap('CourtInfo[0].CrtCounty[0]'),
        street: cap('CourtInfo[0].CrtStreet[0]'),
        mailing: cap('CourtInfo[0].CrtMailingAdd[0]'),
        cityZip: cap('CourtInfo[0].CrtCityZip[0]'),
        branch: cap('CourtInfo[0].CrtBranch[0]'),
      }),
      ...each(
        [cap('TitlePartyName[0].Party1[0]'), p2('PxCaption[0].TitlePartyName[0].Party1[0]')],
        text('Caption', 'Petitioner 1', caption.petitioner),
      ),
      ...each(
        [cap('TitlePartyName[0].Party2[0]'), p2('PxCaption[0].TitlePartyName[0].Party2[0]')],
        text('Caption', 'Petitioner 2', caption.respondent),
      ),
      ...each([cap('Subform[0].CaseNumber[0].CaseNumber[0]'), p2('PxCaption[0].CaseNumber[0].CaseNumber[0]')], caseNumber()),
      [cap('FormTitle[0].Yes[0]')]: check('Caption', 'Marriage', MARRIAGE),
      [cap('FormTitle[0].Yes1[0]')]: check('Caption', 'Domestic partnership', PARTNERSHIP),
      [p1('List1[0].LI1[0].FillText1[0]')]: court('Judgment effective (date)', '1a'),
      [p1('List1[0].LI2[0].#area[0].CheckBox1[0]')]: checkIf('1b', 'The former name of Petitioner 1 is restored', 'restoreFormerName'),
      [p1('List1[0].LI2[0].FillText1[0]')]: text('1b', 'Petitioner 1’s former name', 'formerName'),
      [p1('List1[0].LI3[0].#area[0].CheckBox19[0]')]: checkIf('1c', 'The former name of Petitioner 2 is restored', 'spouseRestoresName'),
      [p1('List1[0].LI3[0].FillText1[0]')]: text('1c', 'Petitioner 2’s former name', 'spouseFormerName'),
      [p1('SubForm1[0].SigDate[0]')]: court('Date of the judgment (judicial officer)', '1'),
      [p1('List2[0].LI1[0].#area[0].Choice1[0]')]: court('Notice of entry: marriage', '2a'),
      [p1('List2[0].LI2[0].#area[0].Choice1[0]')]: court('Notice of entry: domestic partnership', '2b'),
      [p1('List2[0].LI2[0].FillText1[0]')]: court('Judgment entered on (date)', '2'),
      [p1('SubForm2[0].SigDate1[0]')]: court('Notice of entry: date (clerk)', '2'),
      [p2('SubForm1[0].FillText1[0]')]: court('Clerk’s certificate of mailing: place'),
      [p2('SubForm1[0].FillText2[0]')]: court('Clerk’s certificate of mailing: date'),
      [p2('SubForm1[0].SigDate[0]')]: court('Clerk’s certificate of mailing: date signed'),
      [p2('#area[0].FillText3[0]')]: text('Mailing', 'Address of Petitioner 1', nameAndMailing('you')),
      [p2('#area[1].FillText4[0]')]: text('Mailing', 'Address of Petitioner 2', nameAndMailing('spouse')),
    },
    attachmentCaption: {
      shortTitle: { join: [caption.petitioner, caption.respondent], separator: ' and ' },
      caseNumber: { filing: 'caseNumber' },
    },
  };
}
