/**
 * SC-103 Fictitious Business Name (Rev. January 1, 2026), the official form (issue 27: it was a worksheet), attached
 * to SC-100 when the plaintiff does business under a fictitious name (Code Civ. Proc. §116.430). Filled from the
 * small-claims answers: the business name, its address and mailing address (item 1), the kind of business (item 2,
 * one box as the form says), the county, number and expiry of the fictitious business name statement (items 3–5),
 * and under the declaration the name and title of the person who signs for the business — the owner or an officer,
 * as the form requires (asked; for a plaintiff suing as a person, that person). Another plaintiff who also uses a
 * fictitious name needs an SC-103 of their own: the questionnaire does not ask their statement, so staff prepare it
 * (the worksheet line in small-claims.forms.ts names them).
 */
import type { smallClaims } from '../../small-claims';
import { mapsFor } from '../typed';
import { caseNumber, oneLineAddress } from './caption';

const m = mapsFor<typeof smallClaims>();
const { ask, check, court, is, na, pdf, spec, staff, text } = m;

export const SC103_REVISION = 'Rev. January 1, 2026';

const p = (name: string) => `SC-103[0].Page1[0].${name}`;
const TYPE = (t: 'individual' | 'partnership' | 'corporation' | 'llc' | 'association' | 'other') => is('fictitiousName.businessType', t);

export const sc103 = pdf({
  kind: 'pdf',
  form: 'SC-103',
  title: 'Fictitious Business Name',
  revision: SC103_REVISION,
  when: is('usesFictitiousName', true),
  fields: {
    [p('Header[0].case[0].CaseNumber_ft[0]')]: caseNumber(),
    [p('Attachement[0].CheckBox1[0]')]: check('Caption', 'This form is attached to form SC-100', { all: [] }),
    [p('Attachement[0].CheckBox2[0]')]: na(
      'The packet prepares the plaintiff’s claim, not a defendant’s claim (SC-120)',
      'Attached to form SC-120',
    ),
    [p('List1[0].item1[0].FillText1[0]')]: text('1', 'Business name of the person suing', 'fictitiousName.name'),
    [p('List1[0].item1[0].FillText2[0]')]: text('1', 'Business address (not a P.O. box)', oneLineAddress('plaintiff')),
    [p('List1[0].item1[0].FillText3[0]')]: text(
      '1',
      'Mailing address (if different)',
      spec({ if: is('plaintiff.differentMailing', true), then: oneLineAddress('plaintiff.mailing') }),
    ),
    [p('List2[0].item2[0].CheckBox6[0]')]: check('2', 'Does business as an individual', TYPE('individual')),
    [p('List2[0].item2[0].CheckBox6[1]')]: check('2', 'Does business as a corporation', TYPE('corporation')),
    [p('List2[0].item2[0].CheckBox6[2]')]: check('2', 'Does business as an association', TYPE('association')),
    [p('List2[0].item2[0].CheckBox6[3]')]: check('2', 'Does business as a limited liability company', TYPE('llc')),
    [p('List2[0].item2[0].CheckBox6[4]')]: check('2', 'Does business as a partnership', TYPE('partnership')),
    [p('List2[0].item2[0].CheckBox6[5]')]: check('2', 'Does business as other', TYPE('other')),
    [p('List2[0].item2[0].FillText4[0]')]: ask('2', 'Other kind of business (specify)', 'only when the client chose “other”'),
    [p('List3[0].item3[0].FillText5[0]')]: text(
      '3',
      'County where the fictitious business name statement was filed',
      'fictitiousName.county',
    ),
    [p('List4[0].item4[0].FillText6[0]')]: text('4', 'Fictitious business name statement number', 'fictitiousName.statementNumber'),
    [p('List5[0].item5[0].FillText7[0]')]: text('5', 'Date the statement expires', 'fictitiousName.expires'),
    [p('List5[0].item5[0].FillText8[0]')]: na('The date takes one line', 'Item 5: continued'),
    [p('List6[0].item6[0].FillText9[0]')]: staff('6', 'Date of signing', 'the day the owner or officer signs'),
    [p('List6[0].item6[0].FillText10[0]')]: text(
      '6',
      'Type or print your name and title',
      spec({
        if: { field: 'fictitiousName.signerName', filled: true },
        then: { join: [{ from: 'fictitiousName.signerName' }, { from: 'fictitiousName.signerTitle' }], separator: ', ' },
        else: { if: is('plaintiffType', 'person'), then: { from: 'plaintiff.name' } },
      }),
    ),
    [p('NeedHelp[0].FillText81[0]')]: court('The county’s Small Claims Advisor (local information)', 'Need help?'),
  },
  attachmentCaption: { shortTitle: { from: 'fictitiousName.name' }, caseNumber: { filing: 'caseNumber' } },
});
