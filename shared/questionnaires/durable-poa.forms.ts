/**
 * The forms the durable-poa questionnaire serves (reference: /work/shared/reference/court-forms.md §3.4; model:
 * forms/model.ts). Neither statutory form exists as an official fillable PDF (the Legislature publishes them only as
 * statute text), so the packet generates each in the statute's words (functions/lib/documents/poa.ts and ahcd.ts,
 * issue 27): the Uniform Statutory Form Power of Attorney of Prob. Code §4401 and the Advance Health Care Directive of
 * Prob. Code §4701. The worksheet maps below list each form's items in its order: the coverage counts them, and the
 * packet falls back to them if a generator fails.
 */
import { STATUTORY_POWERS, EXPRESS_POWERS } from './durable-poa';
import { defineForms } from './forms/build';
import { generated } from './forms/generated';
import type { ValueSpec, WorksheetItem, WorksheetMap } from './forms/model';

const value = (item: string, label: string, v: ValueSpec | string): WorksheetItem => ({
  kind: 'value',
  item,
  label,
  value: typeof v === 'string' ? { from: v } : v,
});
/** An optional text answer, or what leaving it blank means on the form. */
const orElse = (path: string, blank: string): ValueSpec => ({
  if: { field: path, filled: true },
  then: { from: path },
  else: { text: blank },
});
const yesNoWords = (path: string, yes: string, no: string): ValueSpec => ({ option: path, labels: { true: yes, false: no } });

const POWER_LINES: Record<(typeof STATUTORY_POWERS)[number], string> = {
  A: 'Real property transactions',
  B: 'Tangible personal property transactions',
  C: 'Stock and bond transactions',
  D: 'Commodity and option transactions',
  E: 'Banking and other financial institution transactions',
  F: 'Business operating transactions',
  G: 'Insurance and annuity transactions',
  H: 'Estate, trust, and other beneficiary transactions',
  I: 'Claims and litigation',
  J: 'Personal and family maintenance',
  K: 'Benefits from social security, medicare, medicaid, or other governmental programs, or civil or military service',
  L: 'Retirement plan transactions',
  M: 'Tax matters',
};

const EXPRESS_LINES: Record<(typeof EXPRESS_POWERS)[number], string> = {
  createTrust: 'Create, modify, or revoke a trust',
  fundTrust: 'Fund with the principal’s property a trust not created by the principal',
  gifts: 'Make or revoke a gift of the principal’s property, in trust or otherwise',
  survivorship: 'Create or change survivorship interests in the principal’s property',
  beneficiaries: 'Designate or change the designation of beneficiaries to receive property on the principal’s death',
  disclaimers: 'Reject, disclaim, release, or consent to a reduction in a share of an estate, trust, or other fund',
  delegate: 'Authorize another person to exercise the authority granted under the power of attorney',
};

const ALTERNATE = { field: 'alternateFor', in: ['1', '2', '3'] } as const;
const agentColumns = [
  { label: 'Name', value: { from: 'name' } },
  { label: 'Address', value: { from: 'address' } },
  { label: 'Telephone', value: { from: 'telephone' } },
] as const;

const powerOfAttorney: WorksheetMap = {
  kind: 'worksheet',
  form: 'Statutory Form Power of Attorney (Prob. Code §4401)',
  title: 'Uniform Statutory Form Power of Attorney (Probate Code §4401)',
  reason: 'no official fillable PDF exists: typed from the statutory form of Probate Code §4401, in its order',
  items: [
    value('Intro', 'Principal’s name and address', {
      join: [
        { from: 'principal.name' },
        { from: 'principal.address' },
        { from: 'principal.city' },
        { join: [{ from: 'principal.state' }, { from: 'principal.zip' }], separator: ' ' },
      ],
    }),
    {
      kind: 'rows',
      item: 'Intro',
      label: 'Agents (attorneys-in-fact): name and address of each',
      source: ['attorneys'],
      where: { not: ALTERNATE },
      columns: agentColumns,
    },
    ...STATUTORY_POWERS.map((line) =>
      value(`(${line})`, POWER_LINES[line], {
        if: { field: 'powersScope', equals: 'all' },
        then: { text: 'Covered by line (N): leave blank' },
        else: { if: { field: 'powers', includes: line }, then: { text: 'Initial: granted' }, else: { text: 'Withheld: do not initial' } },
      }),
    ),
    value('(N)', 'All of the powers listed above', {
      option: 'powersScope',
      labels: { all: 'Initial: all powers (A)–(M) granted', some: 'Do not initial (only the lines above)' },
    }),
    ...EXPRESS_POWERS.map((power) =>
      value(
        'Instr.',
        `Express grant (Prob. Code §4264): ${EXPRESS_LINES[power]}`,
        yesNoWords(`expressPowers.${power}`, 'Granted expressly: state it', 'Not granted'),
      ),
    ),
    value('Instr.', 'Limits on gifts', {
      if: { field: 'expressPowers.gifts', equals: true },
      then: orElse('giftLimits', 'No limits stated'),
      else: { text: 'Not applicable (no gifts granted)' },
    }),
    value('Instr.', 'When the power of attorney takes effect', {
      if: { field: 'effective', equals: 'incapacity' },
      then: {
        join: [
          {
            join: [
              { text: 'Only upon incapacity, as determined by' },
              {
                option: 'incapacityMethod',
                labels: {
                  oneChosen: 'one physician chosen by the agent',
                  oneNamed: 'one physician named by the principal',
                  twoChosen: 'two physicians chosen by the agent',
                  twoNamed: 'two physicians named by the principal',
                },
              },
            ],
            separator: ' ',
          },
          { from: 'doctorNames' },
        ],
        separator: ': ',
      },
      else: { text: 'Immediately (the form’s default: no instruction needed)' },
    }),
    value('Instr.', 'Periodic reports by the agent', {
      if: { field: 'periodicReports', equals: true },
      then: { join: [{ text: 'The agent accounts periodically to' }, { from: 'reportRecipient' }], separator: ' ' },
      else: { text: 'None requested' },
    }),
    {
      kind: 'rows',
      item: 'Instr.',
      label: 'Successor agents (act only if the agent they replace cannot or will not serve)',
      source: ['attorneys'],
      where: ALTERNATE,
      columns: [
        ...agentColumns,
        {
          label: 'Replaces',
          value: { option: 'alternateFor', labels: { 1: 'Attorney-in-fact 1', 2: 'Attorney-in-fact 2', 3: 'Attorney-in-fact 3' } },
        },
      ],
    },
    value('Instr.', 'Other instructions limiting or extending the powers', orElse('specialInstructions', 'None')),
    {
      kind: 'staff',
      item: 'Durable',
      label: 'This power of attorney will continue to be effective even though I become incapacitated',
      note: 'keep: the service prepares a durable power of attorney',
    },
    value('Exercise', 'If more than one agent is designated, the agents are to act', {
      if: { field: 'coAgents', equals: true },
      then: { join: [{ text: 'JOINTLY' }, { from: 'coAgentDescription' }], separator: ' — ' },
      else: { if: { field: 'coAgents', equals: false }, then: { text: 'SEPARATELY' }, else: { text: 'Not applicable (one agent)' } },
    }),
    {
      kind: 'staff',
      item: 'Sign',
      label: 'Signed this day of, (principal’s signature)',
      note: 'signed at the appointment, before a Notary Public',
    },
    { kind: 'staff', item: 'Sign', label: 'State of California, County of', note: 'the county where the principal signs' },
    {
      kind: 'staff',
      item: 'Sign',
      label: 'Principal’s social security number',
      note: 'collect in the office (confidential); never collected online',
    },
    {
      kind: 'staff',
      item: 'Notary',
      label: 'Certificate of acknowledgment of a Notary Public',
      note: 'the Notary Public completes it',
    },
  ],
};

const contact = (item: string, who: string, path: string): WorksheetItem[] => [
  value(item, `${who}: name`, `${path}.name`),
  value(item, `${who}: address`, `${path}.address`),
  value(item, `${who}: home phone`, `${path}.phone`),
  value(item, `${who}: work phone`, `${path}.otherPhone`),
];

const healthCareDirective: WorksheetMap = {
  kind: 'worksheet',
  form: 'Advance Health Care Directive (Prob. Code §4701)',
  title: 'Advance Health Care Directive (Probate Code §4701)',
  reason: 'no official fillable PDF exists: typed from the statutory form of Probate Code §4701, in its order',
  items: [
    ...contact('1.1', 'Agent', 'healthAgent'),
    {
      kind: 'rows',
      item: '1.1',
      label: 'Optional first and second alternate agents',
      source: ['healthAlternates'],
      columns: [
        { label: 'Name', value: { from: 'name' } },
        { label: 'Address', value: { from: 'address' } },
        { label: 'Home phone', value: { from: 'phone' } },
        { label: 'Work phone', value: { from: 'otherPhone' } },
      ],
    },
    value('1.2', 'Agent’s authority: except as I state here', orElse('healthAgentLimits', 'No limits stated')),
    value('1.3', 'When agent’s authority becomes effective', {
      option: 'healthAgentEffective',
      labels: {
        incapacity: 'Box not marked: when the primary physician determines the principal cannot decide',
        immediately: 'Box marked: effective immediately',
      },
    }),
    value('1.5', 'Agent’s postdeath authority: except as I state here', {
      if: { field: 'postDeath', equals: 'limits' },
      then: { from: 'postDeathLimits' },
      else: { text: 'No limits stated' },
    }),
    value('1.6', 'Nomination of conservator', yesNoWords('nominateConservator', 'Keep the nomination', 'Strike the nomination')),
    value('2.1', 'End-of-life decisions', {
      option: 'endOfLife',
      labels: {
        notProlong: 'Mark (a) Choice not to prolong life',
        prolong: 'Mark (b) Choice to prolong life',
        ownWords: 'Mark neither: the principal’s own instructions are in 2.3',
      },
    }),
    value('2.2', 'Relief from pain: except as I state in the following space', {
      if: { field: 'painRelief', equals: 'exceptions' },
      then: { from: 'painReliefExceptions' },
      else: { text: 'No exceptions stated' },
    }),
    value('2.3', 'Other wishes', {
      join: [
        {
          if: { field: 'endOfLifeOwnWords', filled: true },
          then: { join: [{ text: 'End-of-life instructions:' }, { from: 'endOfLifeOwnWords' }], separator: ' ' },
        },
        { from: 'otherWishes' },
      ],
      separator: '\n\n',
    }),
    value('3.1', 'Donation of organs at death', {
      option: 'donation',
      labels: {
        any: 'Mark (a) I give any needed organs, tissues, or parts',
        only: 'Mark (b) I give the following organs, tissues, or parts only',
        none: 'Leave Part 3 blank',
      },
    }),
    value('3.1(b)', 'The following organs, tissues, or parts only', 'donationParts'),
    value('3.1(c)', 'My gift is for the following purposes (strike any not wanted)', {
      if: { field: 'donation', in: ['any', 'only'] },
      then: { join: [{ text: 'Keep:' }, { from: 'donationPurposes' }], separator: ' ' },
    }),
    ...contact('4.1', 'Primary physician', 'physician'),
    ...contact('4.1', 'Alternate primary physician', 'alternatePhysician'),
    { kind: 'staff', item: '5.2', label: 'Date and principal’s signature', note: 'signed at the appointment' },
    value('5.2', 'Address', {
      join: [
        { from: 'principal.address' },
        { from: 'principal.city' },
        { join: [{ from: 'principal.state' }, { from: 'principal.zip' }], separator: ' ' },
      ],
    }),
    value('5.2', 'Print your name', 'principal.name'),
    value('5.3', 'Witnesses or Notary Public', {
      option: 'ahcdSigning',
      labels: {
        witnesses: 'Two qualified witnesses sign 5.3 (one of them also 5.4)',
        notary: 'Acknowledged before a Notary Public (certificate attached)',
      },
    }),
    {
      kind: 'staff',
      item: '5.3',
      label: 'Statement of witnesses: names, addresses, dates, signatures',
      note: 'witnesses chosen at signing (not the agent, not a health care provider)',
    },
    { kind: 'staff', item: '5.4', label: 'Additional statement of witnesses (not related, not entitled to the estate)' },
    value(
      '6',
      'Special witness requirement: principal is a patient in a skilled nursing facility',
      yesNoWords('skilledNursing', 'Yes: a patient advocate or ombudsman signs 6.1 (Prob. Code §4675)', 'No: Part 6 not needed'),
    ),
    {
      kind: 'staff',
      item: '6.1',
      label: 'Statement of patient advocate or ombudsman',
      note: 'only when the principal is in a skilled nursing facility',
    },
  ],
};

export const durablePoaForms = defineForms({
  type: 'durable-poa',
  version: 2,
  forms: [
    generated(powerOfAttorney, {
      generator: 'statutory-poa',
      statutes: ['Prob. Code §4401', 'Prob. Code §4402', 'Prob. Code §4264', 'Civ. Code §1189'],
    }),
    generated(healthCareDirective, {
      generator: 'advance-directive',
      statutes: ['Prob. Code §4701', 'Prob. Code §4673', 'Prob. Code §4674', 'Prob. Code §4675', 'Civ. Code §1189'],
    }),
  ],
});
