/**
 * DE-147 Duties and Liabilities of Personal Representative (Rev. January 1, 2002), the official form (issue 27: it was a
 * worksheet), filled from the probate answers: the caption (the petitioner without an attorney, the estate), and the
 * acknowledgment of receipt on page 2 — the personal representative's address and telephone (item 2) and typed name.
 * The statement of duties itself is printed on the form; the representative dates and signs the acknowledgment before
 * letters issue. The court and the case number come from the case's filing (forms/maps/caption.ts).
 */
import type { probate } from '../../probate';
import { under } from '../build';
import { mapsFor } from '../typed';
import { caseNumber, oneLineAddress, standardCourtBox } from './caption';

const { cond, each, na, pdf, spec, staff, text } = mapsFor<typeof probate>();

export const DE147_REVISION = 'Rev. January 1, 2002';

const SELF = cond({ field: 'petitionerIsRepresentative', equals: true });

const p1 = under('DE-147[0].Page1[0].');
const p2 = under('DE-147[0].Page2[0].');

export const de147 = pdf({
  kind: 'pdf',
  form: 'DE-147',
  title: 'Duties and Liabilities of Personal Representative',
  revision: DE147_REVISION,
  fields: {
    [p1('AttyPartyInfo[0].TextField1[0]')]: text('Caption', 'Party without attorney: name and address', {
      join: [
        { from: 'petitioner.name' },
        {
          if: { field: 'petitioner.differentMailing', equals: true },
          then: oneLineAddress('petitioner.mailing'),
          else: oneLineAddress('petitioner'),
        },
      ],
      separator: '\n',
    }),
    [p1('AttyPartyInfo[0].Phone[0]')]: text('Caption', 'Party without attorney: telephone', 'petitioner.phone'),
    [p1('AttyPartyInfo[0].Fax[0]')]: na('Not collected: clients are reached by phone and email', 'Fax number'),
    [p1('AttyPartyInfo[0].Email[0]')]: text('Caption', 'Party without attorney: email', 'petitioner.email'),
    [p1('AttyPartyInfo[0].Email[1]')]: text('Caption', 'Attorney for', { text: 'Self-represented' }),
    ...standardCourtBox(p1),
    ...each([p1('TitlePartyName[0].name_tf[0]'), p2('TitlePartyName[0].name_tf[0]')], text('Caption', 'Estate of (name)', 'decedentName')),
    ...each([p1('CaseNumber[0].CaseNumber_ft[0]'), p2('CaseNumber[0].CaseNumber_ft[0]')], caseNumber()),
    [p2('TEXT\\.5\\.1\\.1[0]')]: text(
      '2',
      'My address and telephone number are',
      spec({
        if: SELF,
        then: { join: [oneLineAddress('petitioner'), { from: 'petitioner.phone' }], separator: '\n' },
        else: { join: [oneLineAddress('representative'), { from: 'representative.phone' }], separator: '\n' },
      }),
    ),
    [p2('SigDate[0]')]: staff('Acknowledgment', 'Date of signing', 'signed before letters issue'),
    [p2('SigName[0]')]: text(
      'Acknowledgment',
      'Personal representative: type or print name',
      spec({ if: SELF, then: { from: 'petitioner.name' }, else: { from: 'representative.name' } }),
    ),
    [p2('SigDate[1]')]: na('The questionnaire names one personal representative', 'Second petitioner: date'),
    [p2('SigName[1]')]: na('The questionnaire names one personal representative', 'Second petitioner: name'),
  },
  attachmentCaption: {
    shortTitle: { join: [{ text: 'Estate of' }, { from: 'decedentName' }], separator: ' ' },
    caseNumber: { filing: 'caseNumber' },
  },
});
