/**
 * GC-348 Duties of Conservator and Acknowledgment of Receipt of Handbook (Rev. January 1, 2011), the official form
 * (issue 27: it was a worksheet), filled from the conservatorship answers: the caption (the petitioner without an
 * attorney, the conservatorship of the person, the estate or both) and the proposed conservator's typed name under the
 * acknowledgment of receipt on page 7 (Prob. Code §1834), which they date and sign after reading the duties and
 * receiving the handbook. The duties are printed on the form. The court and the case number come from the case's
 * filing (forms/maps/caption.ts).
 *
 * An AcroForm-only form (no XFA): its fields are the plain names of the PDF, placed as follows (page 1 unless said):
 * FillText01–04 the party box's lines, 05 telephone, 06 fax, 07 email, 08 attorney for; 09 county, 10–13 the court's
 * street, mailing address, city and ZIP, branch; CheckBox01 person, CheckBox02 estate; FillText14 the conservatee's
 * name and FillText15 the case number (repeated in every page's caption); page 7: FillText16/17, 18/19, 20/21 the
 * three date and name lines of the acknowledgment.
 */
import type { conservatorship } from '../../conservatorship';
import { mapsFor } from '../typed';
import { caseNumber, cityStateZip, courtBox } from './caption';

const { check, cond, na, pdf, spec, staff, text } = mapsFor<typeof conservatorship>();

export const GC348_REVISION = 'Rev. January 1, 2011';

const PETITIONER_IS_CONSERVATOR = cond({ field: 'petitionerIsConservator', equals: true });
const MAILING = cond({ field: 'petitioner.differentMailing', equals: true });
const petitionerStreet = spec({ if: MAILING, then: { from: 'petitioner.mailing.street' }, else: { from: 'petitioner.street' } });
const petitionerCity = spec({ if: MAILING, then: cityStateZip('petitioner.mailing'), else: cityStateZip('petitioner') });

const NOTICE = 'The form’s on-screen privacy notice (“Clear This Form”), not printed data';
const ONE_CONSERVATOR = 'The questionnaire proposes one conservator';

export const gc348 = pdf({
  kind: 'pdf',
  form: 'GC-348',
  title: 'Duties of Conservator and Acknowledgment of Receipt of Handbook',
  revision: GC348_REVISION,
  fields: {
    FillText01: text('Caption', 'Party without attorney: name', 'petitioner.name'),
    FillText02: text('Caption', 'Party without attorney: street address', petitionerStreet),
    FillText03: text('Caption', 'Party without attorney: city, state and ZIP', petitionerCity),
    FillText04: na('The party’s name and address take three lines', 'Party box: fourth line'),
    FillText05: text('Caption', 'Telephone', 'petitioner.phone'),
    FillText06: na('Not collected: clients are reached by phone and email', 'Fax number'),
    FillText07: text('Caption', 'Email address', 'petitioner.email'),
    FillText08: text('Caption', 'Attorney for', { text: 'Self-represented' }),
    ...courtBox({ county: 'FillText09', street: 'FillText10', mailing: 'FillText11', cityZip: 'FillText12', branch: 'FillText13' }),
    CheckBox01: check('Caption', 'Conservatorship of the person', { field: 'conservatorshipOf', in: ['person', 'both'] }),
    CheckBox02: check('Caption', 'Conservatorship of the estate', { field: 'conservatorshipOf', in: ['estate', 'both'] }),
    FillText14: text('Caption', 'Conservatorship of (name)', 'conservateeName'),
    FillText15: caseNumber(),
    FillText16: staff('Acknowledgment', 'Date the conservator signs', 'signed after reading the duties and receiving the handbook'),
    FillText17: text('Acknowledgment', '(Proposed) conservator: type or print name', {
      if: PETITIONER_IS_CONSERVATOR,
      then: { from: 'petitioner.name' },
      else: { from: 'proposedConservator.name' },
    }),
    FillText18: na(ONE_CONSERVATOR, 'Second conservator: date'),
    FillText19: na(ONE_CONSERVATOR, 'Second conservator: name'),
    FillText20: na(ONE_CONSERVATOR, 'Third conservator: date'),
    FillText21: na(ONE_CONSERVATOR, 'Third conservator: name'),
    NoticeHeaderMulti2: na(NOTICE),
    NoticeFooter1: na(NOTICE),
  },
  attachmentCaption: {
    shortTitle: { join: [{ text: 'Conservatorship of' }, { from: 'conservateeName' }], separator: ' ' },
    caseNumber: { filing: 'caseNumber' },
  },
});
