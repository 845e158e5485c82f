/**
 * SC-100A Other Plaintiffs or Defendants (Rev. January 1, 2017), the official attachment to SC-100 (issue 25: it was a
 * worksheet), filled from the small-claims answers: the plaintiffs after the two SC-100 holds (item 1), each other
 * defendant with their mailing address and, for a business or public entity, the agent for service of process (item
 * 2), the $2,500 question (item 3) and the plaintiffs' names under the declaration. The form has rows for two more
 * plaintiffs and one more defendant ("fill out and attach another form SC-100A" for more); the packet continues the rest
 * on MC-025 pages in the form's own columns and checks the form's "more than" boxes.
 */
import type { smallClaims } from '../../small-claims';
import { under } from '../build';
import { mapsFor } from '../typed';
import { caseNumber, oneLineAddress } from './caption';
import { caseName } from './sc-100';

const { attached, cell, cellCheck, check, pdf, spec, staff, text } = mapsFor<typeof smallClaims>();

const p = under('topmostSubform[0].Page1[0].');
const overTwentyFiveHundred = { field: 'claimAmount', greaterThan: 250_000 } as const;

/** One plaintiff block of item 1 (top or bottom), its fields as the form numbers them. */
const plaintiffRow = (n: 0 | 1) => {
  const [dbaYes, dbaNo] = n === 0 ? ['CheckBox8[0]', 'CheckBox8[1]'] : ['CheckBox2[0]', 'CheckBox2[1]'];
  const [name, street, phone, city, state, zip, mailing, mCity, mState, mZip] =
    n === 0
      ? [
          'FillText42[0]',
          'FillText41[0]',
          'FillText104[0]',
          'FillText40[0]',
          'T100[0]',
          'T103[0]',
          'T86[0]',
          'FillText40[1]',
          'T100[1]',
          'T96[0]',
        ]
      : [
          'FillText42[3]',
          'FillText41[1]',
          'FillText104[1]',
          'FillText40[2]',
          'T100[2]',
          'T96[1]',
          'T86[1]',
          'FillText40[3]',
          'T100[3]',
          'T96[2]',
        ];
  return {
    [p(name)]: cell('name'),
    [p(street)]: cell('street'),
    [p(phone)]: cell('phone'),
    [p(city)]: cell('city'),
    [p(state)]: cell({ raw: 'state' }),
    [p(zip)]: cell('zip'),
    [p(mailing)]: cell('mailing.street'),
    [p(mCity)]: cell('mailing.city'),
    [p(mState)]: cell({ raw: 'mailing.state' }),
    [p(mZip)]: cell('mailing.zip'),
    // "Is this plaintiff doing business under a fictitious name?" — neither box when the client did not answer.
    [p(dbaYes)]: cellCheck({ field: 'usesFictitiousName', equals: true }),
    [p(dbaNo)]: cellCheck({ field: 'usesFictitiousName', equals: false }),
  };
};

const agentLine = spec({
  join: [{ from: 'agent.name' }, { from: 'agent.jobTitle' }, oneLineAddress('agent')],
  separator: ', ',
});

export const sc100a = pdf({
  kind: 'pdf',
  form: 'SC-100A',
  title: 'Other Plaintiffs or Defendants (Attachment to Plaintiff’s Claim and ORDER to Go to Small Claims Court)',
  revision: 'Rev. January 1, 2017',
  when: {
    any: [
      { field: 'otherPlaintiffs', greaterThan: 1 },
      { field: 'hasOtherDefendants', equals: true },
    ],
  },
  fields: {
    [p('P1Header2_gp[0].CaseNumber_ft[0]')]: caseNumber(),
    [p('CheckBox6[1]')]: check('Caption', 'This form is attached to form SC-100, item 1 or 2', { all: [] }),
    [p('#area[0].FillText110[0]')]: staff('Footer', 'Page number', 'the page of the packet’s SC-100A'),
    [p('#area[0].FillText111[0]')]: staff('Footer', 'Number of SC-100A pages'),
    // 1. The plaintiffs' rows (with the fictitious-name question SC-100A asks of each) are the row group below.
    [p('CheckBox6[0]')]: attached('1', 'More than 4 plaintiffs (another SC-100A)', ['sc100aPlaintiffs']),
    // 2. The agent for service of process of the defendant on this form.
    [p('FillText42[2]')]: text('2', 'Agent for service of process: name', 'otherDefendants.0.agent.name'),
    [p('FillText42[4]')]: text('2', 'Agent for service of process: job title', 'otherDefendants.0.agent.jobTitle'),
    [p('FillText41[3]')]: text('2', 'Agent for service of process: address', 'otherDefendants.0.agent.street'),
    [p('FillText40[6]')]: text('2', 'Agent for service of process: city', 'otherDefendants.0.agent.city'),
    [p('T100[6]')]: text('2', 'Agent for service of process: state', { raw: 'otherDefendants.0.agent.state' }),
    [p('T103[2]')]: text('2', 'Agent for service of process: ZIP', 'otherDefendants.0.agent.zip'),
    [p('CheckBox1[0]')]: attached('2', 'More than two defendants (another SC-100A)', ['sc100aDefendants']),
    // 3. Over $2,500 (Code Civ. Proc. §116.231), as on SC-100 item 10.
    [p('More2500_cb[1]')]: check('3', 'Claim for more than $2,500: Yes', overTwentyFiveHundred),
    [p('More2500_cb[0]')]: check('3', 'Claim for more than $2,500: No', {
      all: [{ field: 'claimAmount', filled: true }, { not: overTwentyFiveHundred }],
    }),
    // The declaration: the plaintiffs sign, as on SC-100.
    [p('FillText5[0]')]: staff('Signature', 'Date the plaintiff signs', 'the day the client signs'),
    [p('FillText105[0]')]: text('Signature', 'Plaintiff types or prints name', 'plaintiff.name'),
    [p('FillText106[0]')]: staff('Signature', 'Date the second plaintiff signs', 'only with a second plaintiff'),
    [p('FillText107[0]')]: text('Signature', 'Second plaintiff types or prints name', 'otherPlaintiffs.0.name'),
  },
  rowGroups: [
    {
      id: 'sc100aPlaintiffs',
      item: '1',
      label: 'Other plaintiffs (after the two on SC-100)',
      source: ['otherPlaintiffs'],
      skip: 1,
      rows: [plaintiffRow(0), plaintiffRow(1)],
      overflow: {
        kind: 'attachment',
        title: 'SC-100A, item 1 — Other plaintiffs (continued)',
        columns: [
          { label: 'Name', value: { from: 'name' } },
          { label: 'Street address', value: oneLineAddress('') },
          { label: 'Phone', value: { from: 'phone' } },
          {
            label: 'Mailing address (if different)',
            value: { if: { field: 'differentMailing', equals: true }, then: oneLineAddress('mailing') },
          },
          {
            label: 'Does business under a fictitious name',
            value: {
              if: { field: 'usesFictitiousName', equals: true },
              then: { text: 'Yes' },
              else: { if: { field: 'usesFictitiousName', equals: false }, then: { text: 'No' } },
            },
          },
        ],
      },
    },
    {
      id: 'sc100aDefendants',
      item: '2',
      label: 'Other defendants',
      source: ['otherDefendants'],
      rows: [
        {
          [p('FillText42[1]')]: cell('name'),
          [p('FillText41[2]')]: cell('street'),
          [p('FillText104[2]')]: cell('phone'),
          [p('FillText40[4]')]: cell('city'),
          [p('T100[4]')]: cell({ raw: 'state' }),
          [p('T103[1]')]: cell('zip'),
          [p('T86[2]')]: cell({ if: { field: 'differentMailing', equals: true }, then: { from: 'mailing.street' } }),
          [p('FillText40[5]')]: cell({ if: { field: 'differentMailing', equals: true }, then: { from: 'mailing.city' } }),
          [p('T100[5]')]: cell({ if: { field: 'differentMailing', equals: true }, then: { raw: 'mailing.state' } }),
          [p('T96[3]')]: cell({ if: { field: 'differentMailing', equals: true }, then: { from: 'mailing.zip' } }),
        },
      ],
      overflow: {
        kind: 'attachment',
        title: 'SC-100A, item 2 — Other defendants (continued)',
        columns: [
          { label: 'Name', value: { from: 'name' } },
          { label: 'Street address', value: oneLineAddress('') },
          { label: 'Phone', value: { from: 'phone' } },
          {
            label: 'Mailing address (if different)',
            value: { if: { field: 'differentMailing', equals: true }, then: oneLineAddress('mailing') },
          },
          { label: 'Agent for service of process (name, job title, address)', value: agentLine },
        ],
      },
    },
  ],
  attachmentCaption: { shortTitle: caseName, caseNumber: { filing: 'caseNumber' } },
});
