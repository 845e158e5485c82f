/**
 * FL-140 Declaration of Disclosure (Rev. July 1, 2013), the official form (issue 27: it was a worksheet), for the
 * client's preliminary declaration of disclosure (Fam. Code §§2104, 2107), served on the other party with the petition
 * or within 60 days of it, never filed: the caption; the client's declaration ("Petitioner's", "Preliminary" — the final
 * declaration comes later, and summary dissolutions need none, Fam. Code §2109); the attachments — the Schedule of
 * Assets and Debts (FL-142, item 1) and the Income and Expense Declaration (FL-150, item 2), both in the packet; the
 * tax returns of the last two years when the client filed any (item 3, copies collected in the office); and the
 * client's statements of the material facts on the community's assets (4) and obligations (5) and of the investment
 * opportunities since the separation (6), each continued on an attachment when longer than its line. The client dates
 * and signs under penalty of perjury.
 */
import type { Condition } from '../../types';
import { check, na, staff, text, textBelowLabel, under } from '../build';
import type { PdfFormMap, ValueSpec } from '../model';
import { caseNumber, standardCourtBox } from './caption';

export const FL140_REVISION = 'Rev. July 1, 2013';

export interface Fl140Options {
  /** The client's answers (name, address, mailing, phone, email): "petitioner" or "you". */
  readonly declarant: string;
  readonly caption: { readonly petitioner: ValueSpec; readonly respondent: ValueSpec };
  readonly when?: Condition;
}

const always: Condition = { all: [] };
const D = 'disclosure';
const PROPERTY_DECLARATION = 'The packet attaches the Schedule of Assets and Debts (FL-142), not a Property Declaration (FL-160)';

export function fl140Map(options: Fl140Options): PdfFormMap {
  const { declarant, caption } = options;
  const hdr = under('form1[0].Page1[0].StdP1Header_sf[0].');
  const p1 = under('form1[0].Page1[0].');
  const item = under('form1[0].Page1[0].Disclose_cb[0].');
  const address = (p: string): ValueSpec => ({
    join: [{ from: `${p}.street` }, { from: `${p}.city` }, { join: [{ raw: `${p}.state` }, { from: `${p}.zip` }], separator: ' ' }],
  });
  const filled = (path: string): Condition => ({ field: `${D}.${path}`, filled: true });
  return {
    kind: 'pdf',
    form: 'FL-140',
    title: 'Declaration of Disclosure',
    revision: FL140_REVISION,
    ...(options.when ? { when: options.when } : {}),
    fields: {
      // The box's top line holds the form's own label ("ATTORNEY OR PARTY WITHOUT ATTORNEY …"): the name starts below it.
      [hdr('AddInfo[0].PartyAttyAddInfo_ft[0]')]: textBelowLabel('Caption', 'Party without attorney: name and address', {
        join: [
          { from: `${declarant}.name` },
          {
            if: { field: `${declarant}.differentMailing`, equals: true },
            then: address(`${declarant}.mailing`),
            else: address(declarant),
          },
        ],
        separator: '\n',
      }),
      [hdr('OtherContact[0].Phone_ft[0]')]: text('Caption', 'Party without attorney: telephone', `${declarant}.phone`),
      [hdr('OtherContact[0].Fax_ft[0]')]: na('Not collected: clients are reached by phone and email', 'Fax number'),
      [hdr('OtherContact[0].Email_ft[0]')]: text('Caption', 'Party without attorney: email', `${declarant}.email`),
      [hdr('OtherContact[0].AttyFor_ft[0]')]: text('Caption', 'Attorney for', { text: 'Self-represented' }),
      ...standardCourtBox(hdr),
      [hdr('TitlePartyName[0].Party1_ft[0]')]: text('Caption', 'Petitioner', caption.petitioner),
      [hdr('TitlePartyName[0].Party2_ft[0]')]: text('Caption', 'Respondent', caption.respondent),
      [hdr('TitlePartyName[0].TextField2[0]')]: na(
        'A marriage or domestic partnership case has no other parent/party',
        'Other parent/party',
      ),
      [hdr('CaseNumber[0].CaseNumber_ft[0]')]: caseNumber(),
      [hdr('FormTitle[0].caption_cb[0].CheckBox61[0]')]: check('Caption', 'Petitioner’s declaration', always),
      [hdr('FormTitle[0].caption_cb[1].respondent_cb[0]')]: na('The client is the petitioner', 'Respondent’s declaration'),
      [hdr('FormTitle[0].caption_cb[2].preliminary_cb[0]')]: check('Caption', 'Preliminary', always),
      [hdr('FormTitle[0].caption_cb[3].final_cb[0]')]: na(
        'The packet prepares the preliminary declaration served with the petition; the final one is prepared before judgment',
        'Final',
      ),
      [item('#area[2].Schedule_or_Prop_cb[0]')]: check('1', 'A completed Schedule of Assets and Debts (FL-142)', always),
      [item('caption_cb[0].petitioner_cb[0]')]: na(PROPERTY_DECLARATION, 'A Property Declaration (FL-160)'),
      [item('#area[7].CheckBox61[1]')]: na(PROPERTY_DECLARATION, 'FL-160 for community and quasi-community property'),
      [item('#area[8].CheckBox61[2]')]: na(PROPERTY_DECLARATION, 'FL-160 for separate property'),
      [p1('Date_name_gp[0].IandE_cb[0]')]: check('2', 'A completed Income and Expense Declaration (FL-150)', always),
      [item('#area[3].taxreturns_cb[0]')]: check('3', 'All tax returns filed in the two years before serving the disclosure', {
        field: `${D}.taxReturns`,
        equals: true,
      }),
      [item('TextField2[0]')]: na(
        'Item 3 attaches the returns themselves (collected in the office); nothing is written on its line',
        'Tax returns: line',
      ),
      [item('#area[6].CheckBox61[0]')]: check(
        '4',
        'A statement of the material facts on the valuation of community assets',
        filled('valuationFacts'),
      ),
      [item('Mtl_facts_ft[0]')]: text('4', 'Material facts on the valuation of community assets', `${D}.valuationFacts`),
      [item('#area[4].obligations_stmt_cb[0]')]: check(
        '5',
        'A statement of the material facts on community obligations',
        filled('obligationFacts'),
      ),
      [item('obligations_ft[0]')]: text('5', 'Material facts on community obligations', `${D}.obligationFacts`),
      [item('#area[4].#area[5].investment_opp_db[0]')]: check(
        '6',
        'A disclosure of investment opportunities since the separation',
        filled('opportunities'),
      ),
      [p1('investmt_opp_ft[0]')]: text(
        '6',
        'Investment, business or income-producing opportunities since the separation',
        `${D}.opportunities`,
      ),
      [p1('Date[0]')]: staff('Signature', 'Date', 'the day the client signs'),
      [p1('print_name_ft[0]')]: text('Signature', 'Type or print name', `${declarant}.name`),
    },
    attachmentCaption: {
      shortTitle: { join: [caption.petitioner, caption.respondent], separator: ' v. ' },
      caseNumber: { filing: 'caseNumber' },
    },
  };
}
