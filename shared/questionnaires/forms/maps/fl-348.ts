/**
 * FL-348 Pension Benefits—Attachment to Judgment (New January 1, 2009), the official form (issue 27: it was a
 * worksheet), filled from the domestic-relations-order answers when the judgment is not entered yet: the caption, the
 * two parties' names and addresses, the dates of marriage and separation, and item 1's list of each employer and its
 * plan (with the plan administrator where the client knows it). The form's orders (to the plan administrator and to
 * the parties, items 2–5) are printed on it; nothing else is filled. A list longer than item 1's box continues on an
 * MC-025 page and checks the form's "See Attached" box, as the form allows ("or on a page attached").
 *
 * An AcroForm-only form (no XFA): its fields are the plain names of the PDF.
 */
import type { domesticRelationsOrder } from '../../domestic-relations-order';
import { mapsFor } from '../typed';

const { attached, cond, na, pdf, spec, text } = mapsFor<typeof domesticRelationsOrder>();

export const FL348_REVISION = 'New January 1, 2009';

const YOU_ARE_PARTICIPANT = cond({ field: 'yourRole', equals: 'participant' });
const YOU_ARE_PETITIONER = cond({ field: 'caseRole', equals: 'petitioner' });

/** The client's answers and the other spouse's or partner's, by the client's role in the plan. */
const yourName = spec({ if: YOU_ARE_PARTICIPANT, then: { from: 'participant.name' }, else: { from: 'alternatePayee.name' } });
const theirName = spec({ if: YOU_ARE_PARTICIPANT, then: { from: 'alternatePayee.name' }, else: { from: 'participant.name' } });
const yourAddress = spec({ if: YOU_ARE_PARTICIPANT, then: { from: 'participant.address' }, else: { from: 'alternatePayee.address' } });
const theirAddress = spec({ if: YOU_ARE_PARTICIPANT, then: { from: 'alternatePayee.address' }, else: { from: 'participant.address' } });
/** The petitioner's and the respondent's, by the client's role in the case. */
const petitioner = {
  name: spec({ if: YOU_ARE_PETITIONER, then: yourName, else: theirName }),
  address: spec({ if: YOU_ARE_PETITIONER, then: yourAddress, else: theirAddress }),
};
const respondent = {
  name: spec({ if: YOU_ARE_PETITIONER, then: theirName, else: yourName }),
  address: spec({ if: YOU_ARE_PETITIONER, then: theirAddress, else: yourAddress }),
};

/** Item 1: one line per plan — the employer, the plan, and the plan administrator when the client knows it. */
const employersAndPlans = spec({
  each: 'plans',
  value: {
    join: [
      { join: [{ text: 'Employer:' }, { from: 'employer' }], separator: ' ' },
      { join: [{ text: 'Plan:' }, { from: 'planName' }], separator: ' ' },
      {
        if: { field: 'administrator', filled: true },
        then: { join: [{ text: 'Plan administrator:' }, { from: 'administrator' }], separator: ' ' },
      },
    ],
    separator: '; ',
  },
  separator: '\n',
});

const NOTICE = 'The form’s on-screen privacy notice (“Clear This Form”), not printed data';

export const fl348 = pdf({
  kind: 'pdf',
  form: 'FL-348',
  title: 'Pension Benefits—Attachment to Judgment',
  revision: FL348_REVISION,
  when: { field: 'judgmentDate', filled: false },
  fields: {
    FillText25: text('Caption', 'Petitioner/plaintiff', petitioner.name),
    FillText180: text('Caption', 'Respondent/defendant', respondent.name),
    FillText17: text('Caption', 'Case number', 'caseNumber'),
    FillText21: text('Parties', 'Name of petitioner', petitioner.name),
    FillText26: text('Parties', 'Address of petitioner', petitioner.address),
    FillText30: text('Parties', 'Name of respondent', respondent.name),
    FillText34: text('Parties', 'Address of respondent', respondent.address),
    FillText42: text('Parties', 'Date of marriage or registration of domestic partnership', 'marriageDate'),
    FillText38: text('Parties', 'Date of separation', 'separationDate'),
    FillText51: text('1', 'Name and address of each employer, and each plan', employersAndPlans),
    CheckBox23: attached('1', 'See Attached', ['FillText51']),
    WhiteOut: na(NOTICE),
    NoticeHeader1: na(NOTICE),
    NoticeFooter1: na(NOTICE),
  },
  attachmentCaption: {
    shortTitle: { join: [petitioner.name, respondent.name], separator: ' / ' },
    caseNumber: { from: 'caseNumber' },
  },
});
