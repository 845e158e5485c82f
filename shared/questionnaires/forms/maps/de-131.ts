/**
 * DE-131 Proof of Subscribing Witness (Rev. January 1, 1998), the official form (issue 27: it was a worksheet), in the
 * packet when the will is a witnessed one (Prob. Code §8220: one attesting witness's proof; not needed when the will
 * is self-proving, which staff read from its attestation clause — DE-111 item 3f(2)). Filled from the probate answers:
 * the caption and the first witness the client named, with their address, under the declaration. What the witness
 * declares under penalty of perjury — how the decedent signed or acknowledged the instrument (items 1a–1c), what the
 * witness understood it to be (item 2) — is the witness's own account: staff complete it with the witness, who dates
 * and signs. The attorney's certification is not used (the client represents themselves; a copy of the will is
 * attached as Attachment 1).
 *
 * An AcroForm-only form (no XFA): TEXT.1.0–1.3 the party box's lines, 1.4–1.6 telephone and fax, 1.7 attorney for,
 * 1.8 county, 1.9–1.12 the court's street, mailing address, city and ZIP, branch, 1.13.0 the estate, 1.14 the case
 * number; CB.0.0–0.8 items 1a–1c, 0.9/0.10 item 2; 1.15–1.17 the witness's date, name and address; 1.18/1.19 and
 * CB.0.11/0.12 the attorney's certification.
 */
import type { probate } from '../../probate';
import { mapsFor } from '../typed';
import { caseNumber, cityStateZip, courtBox } from './caption';
import { WILL } from './de-111';

const m = mapsFor<typeof probate>();
const { cond, is, na, pdf, spec, staff, text } = m;

export const DE131_REVISION = 'Rev. January 1, 1998';

const MAILING = cond({ field: 'petitioner.differentMailing', equals: true });
const WITNESS = 'the witness’s own account under penalty of perjury: staff complete it with the witness';
const NO_ATTORNEY = 'The client represents themselves: no attorney certifies the copy of the will';
const NOTICE = 'The form’s on-screen privacy notice (“Clear This Form”), not printed data';

export const de131 = pdf({
  kind: 'pdf',
  form: 'DE-131',
  title: 'Proof of Subscribing Witness',
  revision: DE131_REVISION,
  when: { all: [WILL, is('willType', 'witnessed')] },
  fields: {
    'TEXT.1.0': text('Caption', 'Party without attorney: name', 'petitioner.name'),
    'TEXT.1.1': text(
      'Caption',
      'Party without attorney: street address',
      spec({ if: MAILING, then: { from: 'petitioner.mailing.street' }, else: { from: 'petitioner.street' } }),
    ),
    'TEXT.1.2': text(
      'Caption',
      'Party without attorney: city, state and ZIP',
      spec({ if: MAILING, then: cityStateZip('petitioner.mailing'), else: cityStateZip('petitioner') }),
    ),
    'TEXT.1.3': text('Caption', 'Party without attorney: email', 'petitioner.email'),
    'TEXT.1.4': text('Caption', 'Telephone', 'petitioner.phone'),
    'TEXT.1.5': na('Not collected: clients are reached by phone and email', 'Fax number'),
    'TEXT.1.6': na('The telephone takes one line', 'Telephone and fax: third line'),
    'TEXT.1.7': text('Caption', 'Attorney for', { text: 'Self-represented' }),
    ...courtBox({ county: 'TEXT.1.8', street: 'TEXT.1.9', mailing: 'TEXT.1.10', cityZip: 'TEXT.1.11', branch: 'TEXT.1.12' }),
    'TEXT.1.13.0': text('Caption', 'Estate of (name)', 'decedentName'),
    'TEXT.1.14': caseNumber(),
    'CB.0.0': staff('1a', 'The decedent’s name was signed in the presence of the witnesses present at the same time', WITNESS),
    'CB.0.1': staff('1a(1)', 'by the decedent personally', WITNESS),
    'CB.0.2': staff('1a(2)', 'by another person in the decedent’s presence and by the decedent’s direction', WITNESS),
    'CB.0.3': staff('1b', 'The decedent acknowledged in the witnesses’ presence that the name was signed', WITNESS),
    'CB.0.4': staff('1b(1)', 'by the decedent personally', WITNESS),
    'CB.0.5': staff('1b(2)', 'by another person in the decedent’s presence and by the decedent’s direction', WITNESS),
    'CB.0.6': staff('1c', 'The decedent acknowledged in the witnesses’ presence that the instrument was theirs', WITNESS),
    'CB.0.7': staff('1c(1)', 'will', WITNESS),
    'CB.0.8': staff('1c(2)', 'codicil', WITNESS),
    'CB.0.9': staff('2', 'When I signed, I understood it was the decedent’s will', WITNESS),
    'CB.0.10': staff('2', 'When I signed, I understood it was the decedent’s codicil', WITNESS),
    'TEXT.1.15': staff('Signature', 'Date the witness signs', 'the witness dates and signs; a copy of the will is Attachment 1'),
    'TEXT.1.16': text('Signature', 'Witness: type or print name', 'witnesses.0.name'),
    'TEXT.1.17': text('Signature', 'Witness: address', 'witnesses.0.address'),
    'CB.0.11': na(NO_ATTORNEY, "Attorney's certification: will"),
    'CB.0.12': na(NO_ATTORNEY, "Attorney's certification: codicil"),
    'TEXT.1.18': na(NO_ATTORNEY, "Attorney's certification: date"),
    'TEXT.1.19': na(NO_ATTORNEY, "Attorney's certification: name"),
    NoticeHeaderMulti2: na(NOTICE),
    WhiteOut: na(NOTICE),
    NoticeFooter1: na(NOTICE),
  },
  attachmentCaption: {
    shortTitle: { join: [{ text: 'Estate of' }, { from: 'decedentName' }], separator: ' ' },
    caseNumber: { filing: 'caseNumber' },
  },
});
