/**
 * FL-210 Summons (Parentage—Custody and Support) (Rev. January 1, 2015), the official form (issue 27: it was a
 * worksheet), for the parentage and the custody-and-support petitions: the respondent and the petitioner named on the
 * caption, and item 2's name, address and telephone of the petitioner without an attorney; the court's name and
 * address (item 1) and the case number from the case's filing (forms/maps/caption.ts); the date and clerk the court's. The form prints each caption box
 * twice (English and Spanish): the name is written once, on the English line, as on FL-110.
 */
import { nameAddressPhone } from '../../family-forms';
import { court, na, text, under } from '../build';
import type { PdfFormMap, ValueSpec } from '../model';
import { caseNumber, courtNameAndAddress } from './caption';

export const FL210_REVISION = 'Rev. January 1, 2015';

const SPANISH_LINE = 'The same box in Spanish: the name is written once, on the English line';

/** FL-210 for a petitioner at `petitionerPath` (name, address, mailing, phone) and the respondent's name. */
export function fl210Map(petitionerPath: string, respondent: ValueSpec): PdfFormMap {
  const p = under('topmostSubform[0].Page1[0].');
  return {
    kind: 'pdf',
    form: 'FL-210',
    title: 'Summons (Parentage—Custody and Support)',
    revision: FL210_REVISION,
    fields: {
      [p('Caption_sf[0].T7[0]')]: text('Caption', 'Notice to respondent (name)', respondent),
      [p('Caption_sf[0].T105[0]')]: na(SPANISH_LINE, 'Aviso al demandado (nombre)'),
      [p('Caption_sf[0].T16[0]')]: text('Caption', 'Petitioner’s name', `${petitionerPath}.name`),
      [p('Caption_sf[0].T107[0]')]: na(SPANISH_LINE, 'El nombre del demandante'),
      [p('Caption_sf[0].T18[0]')]: caseNumber(),
      [p('OtherSpecify_tf[0]')]: courtNameAndAddress('1'),
      [p('OtherSpecify_tf[1]')]: text(
        '2',
        'Name, address and telephone number of the petitioner without an attorney',
        nameAddressPhone(petitionerPath, { from: `${petitionerPath}.phone` }),
      ),
      [p('T103[0]')]: court('Date'),
      [p('T69[0]')]: court('Clerk, by'),
    },
    attachmentCaption: {
      shortTitle: { join: [{ from: `${petitionerPath}.name` }, respondent], separator: ' v. ' },
      caseNumber: { filing: 'caseNumber' },
    },
  };
}
