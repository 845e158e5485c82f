/**
 * DE-140 Order for Probate (Rev. January 1, 1998), the official form (issue 27: it was a worksheet), prepared from the
 * probate answers as the proposed order lodged with the petition: the caption and the order's title as requested on
 * DE-111 (executor, administrator with the will annexed, administrator or special administrator; independent
 * administration with full or limited authority), the facts the court finds from the petition (item 2: date of death,
 * residence, will and codicil dates) and the orders asked for (item 3: the person and the office; item 4: the
 * authority; item 5: bond not required, a bond, or a blocked account with its amount and institution). What only the
 * court decides stays blank: the hearing (item 1), the minute order admitting the will, powers and expiry of a special
 * administration, the order withholding possession (5d), the probate referee (item 6), the date and the judge's
 * signature. The bond amount is the preparer's, computed from DE-111 item 3d.
 */
import type { probate } from '../../probate';
import { MINOR_HEIR } from '../../probate';
import { pagesAttached, under } from '../build';
import { mapsFor } from '../typed';
import { caseNumber, oneLineAddress } from './caption';
import { NO_WILL, representativeName, WILL } from './de-111';

const m = mapsFor<typeof probate>();
const { check, court, is, na, pdf, spec, staff, text } = m;

export const DE140_REVISION = 'Rev. January 1, 1998';

const p1 = under('DE-140[0].Page1[0].');
const cap = under('DE-140[0].Page1[0].P1Caption[0].');

const TYPE = (t: 'executor' | 'administratorWithWill' | 'administrator' | 'specialAdministrator') => is('appointmentType', t);
const IAEA = m.cond({ field: 'iaea', in: ['full', 'limited'] });
/** Bond is not required: the will waives it, or every heir or beneficiary (all adults) waived it on DE-142. */
export const NO_BOND = m.cond({ any: [is('bond', 'willWaives'), { all: [is('bond', 'allWaive'), { not: MINOR_HEIR }] }] });

export const de140 = pdf({
  kind: 'pdf',
  form: 'DE-140',
  title: 'Order for Probate',
  revision: DE140_REVISION,
  fields: {
    [cap('AttyPartyInfo[0].TextField1[0]')]: text('Caption', 'Party without attorney: name and address', {
      join: [
        { from: 'petitioner.name' },
        {
          if: is('petitioner.differentMailing', true),
          then: oneLineAddress('petitioner.mailing'),
          else: oneLineAddress('petitioner'),
        },
      ],
      separator: '\n',
    }),
    [cap('AttyPartyInfo[0].Phone[0]')]: text('Caption', 'Telephone (no fax)', 'petitioner.phone'),
    [cap('AttyPartyInfo[0].Email[0]')]: text('Caption', 'Attorney for', { text: 'Self-represented' }),
    [cap('CourtInfo[0].CrtCounty[0]')]: text('Caption', 'Superior Court of California, county of', { filing: 'county' }),
    [cap('CourtInfo[0].CrtStreet[0]')]: text('Caption', 'Court street address', { filing: 'street' }),
    [cap('CourtInfo[0].CrtMailingAdd[0]')]: text('Caption', 'Court mailing address', { filing: 'mailing' }),
    [cap('CourtInfo[0].CrtCityZip[0]')]: text('Caption', 'Court city and ZIP code', { filing: 'cityZip' }),
    [cap('CourtInfo[0].CrtBranch[0]')]: text('Caption', 'Court branch name', { filing: 'branch' }),
    [cap('TitlePartyName[0].Party1_ft[0]')]: text('Caption', 'Estate of (name)', 'decedentName'),
    [cap('CaseNumber[0].CaseNumber[0]')]: caseNumber(),
    // The title: the order appointing, as petitioned.
    [cap('FormTitle[0].CheckBox23[0]')]: check('Title', 'Order appointing executor', TYPE('executor')),
    [cap('FormTitle[0].CheckBox22[0]')]: check('Title', 'Order appointing administrator with will annexed', TYPE('administratorWithWill')),
    [cap('FormTitle[0].CheckBox21[0]')]: check('Title', 'Order appointing administrator', TYPE('administrator')),
    [cap('FormTitle[0].CheckBox20[0]')]: check('Title', 'Order appointing special administrator', TYPE('specialAdministrator')),
    [cap('FormTitle[0].CheckBox17[0]')]: check('Title', 'Order authorizing independent administration of estate', IAEA),
    [cap('FormTitle[0].CheckBox18[1]')]: check('Title', 'Independent administration with full authority', is('iaea', 'full')),
    [cap('FormTitle[0].CheckBox18[0]')]: check('Title', 'Independent administration with limited authority', is('iaea', 'limited')),
    // Item 1: the hearing.
    [p1('HearingDate[0]')]: court('Date of hearing', '1'),
    [p1('HearingTime[0]')]: court('Time', '1'),
    [p1('HearingDept[0]')]: court('Dept./Room', '1'),
    [p1('HearingRm[0]')]: court('Judge', '1'),
    // Item 2: the court finds.
    [p1('FillText143[0]')]: text('2b', 'Decedent died on (date)', 'decedentDateOfDeath'),
    [p1('CheckBox45[0]')]: check('2b(1)', 'A resident of the California county named above', is('livedInCalifornia', true)),
    [p1('CheckBox45[1]')]: check('2b(2)', 'A nonresident of California who left an estate in the county', is('livedInCalifornia', false)),
    [p1('CheckBox89[0]')]: check('2c(1)', 'Decedent died intestate', NO_WILL),
    [p1('CheckBox89[1]')]: check('2c(2)', 'Decedent died testate', WILL),
    [p1('FillText1[0]')]: text('2c(2)', "Decedent's will dated", 'willDate'),
    [p1('FillText1[1]')]: text('2c(2)', 'And each codicil dated', { each: 'codicils', value: { from: 'date' } }),
    [p1('FillText1[2]')]: court('Will admitted to probate by minute order on (date)', '2c(2)'),
    // Item 3: the court orders the appointment.
    [p1('FillText1[3]')]: text('3', 'Name of the personal representative appointed', representativeName),
    [p1('Choice1[0]')]: check('3a', "Executor of the decedent's will", TYPE('executor')),
    [p1('Choice1[1]')]: check('3b', 'Administrator with will annexed', TYPE('administratorWithWill')),
    [p1('Choice1[2]')]: check('3c', 'Administrator', TYPE('administrator')),
    [p1('Choice2[0]')]: check('3d', 'Special administrator', TYPE('specialAdministrator')),
    [p1('CheckBox5[0]')]: check('3d(1)', 'Special administrator with general powers', {
      all: [TYPE('specialAdministrator'), is('specialGeneralPowers', true)],
    }),
    [p1('CheckBox6[0]')]: staff(
      '3d(2)',
      'With special powers as specified in Attachment 3d(2)',
      'the powers asked for in DE-111 Attachment 3g(3), written as Attachment 3d(2) when the court grants special powers only',
    ),
    [p1('CheckBox7[0]')]: court('Special administrator appointed without notice of hearing', '3d(3)'),
    [p1('CheckBox8[0]')]: court('Letters of special administration will expire', '3d(4)'),
    [p1('SigDate[1]')]: court('Date the letters of special administration expire', '3d(4)'),
    // Item 4: independent administration.
    [p1('CheckBox41[0]')]: check('4a', 'Full authority under the Independent Administration of Estates Act', is('iaea', 'full')),
    [p1('CheckBox41[1]')]: check('4b', 'Limited authority under the Independent Administration of Estates Act', is('iaea', 'limited')),
    // Item 5: bond.
    [p1('Choice1[3]')]: check('5a', 'Bond is not required', NO_BOND),
    [p1('Choice1[4]')]: check('5b', 'Bond is fixed', is('bond', 'bond')),
    [p1('HearingTime[1]')]: staff(
      '5b',
      'Bond amount',
      'computed from DE-111 item 3d under Prob. Code §8482, as asked on DE-111 item 2d(2)',
    ),
    [p1('Choice1[5]')]: check('5c', 'Deposits ordered placed in a blocked account', is('bond', 'blockedAccount')),
    [p1('HearingTime[2]')]: text(
      '5c',
      'Amount of the deposits',
      spec({ if: is('bond', 'blockedAccount'), then: { from: 'blockedAmount' } }),
    ),
    [p1('FillText1[4]')]: text(
      '5c',
      'Blocked account: institution and location',
      spec({ if: is('bond', 'blockedAccount'), then: { from: 'blockedInstitution' } }),
    ),
    [p1('limited[0]')]: court('Additional orders in Attachment 5c', '5c'),
    [p1('Choice1[6]')]: court('The personal representative may not take possession without a specific court order', '5d'),
    // Item 6, the date and the judge's signature, the pages.
    [p1('CheckBox5[1]')]: court('A probate referee is appointed', '6'),
    [p1('FillText1[5]')]: court('Name of the probate referee', '6'),
    [p1('SigDate[0]')]: court('Date of the order', 'Signature'),
    [p1('NumericField1[0]')]: pagesAttached('7', 'Number of pages attached'),
    [p1('limited[1]')]: na(
      'The packet puts any attachment after the order’s signature page: the box stays unchecked',
      'Signature follows last attachment',
    ),
  },
  attachmentCaption: {
    shortTitle: { join: [{ text: 'Estate of' }, { from: 'decedentName' }], separator: ' ' },
    caseNumber: { filing: 'caseNumber' },
  },
});
