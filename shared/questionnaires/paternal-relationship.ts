/**
 * Petition to determine parental relationship (FL-200, with the summons FL-210; the respondent's FL-220 is served
 * blank): who the legal parents are, with custody and visitation (FL-311), support (FL-150), the pregnancy and birth
 * expenses (Fam. Code §7637), fees and costs, and a child's name change (§7638). The UCCJEA declaration (FL-105) is
 * filed with it.
 *
 * Version 2 (version 1: paternal-relationship.v1.ts): the petitioner's standing in FL-200's own words (item 1), the
 * court's jurisdiction over the respondent (item 3) and the venue (item 4: where the children live now), a child not
 * yet born, the UCCJEA and custody fragments, the voluntary declaration of parentage's date and whether it was filed or
 * rescinded, who pays fees and costs, and FL-150 when support is requested.
 */
import { defineQuestionnaire } from './define';
import { OTHER_FACTS } from './fragments';
import { CUSTODY } from './fragments/custody';
import { FL150_CHILDREN, FL150_EXPENSES, FL150_HOUSEHOLD, FL150_INCOME, FL150_WORK } from './fragments/fl150';
import {
  DATE_OF_BIRTH,
  MAILING,
  OTHER_ADDRESS,
  OTHER_ADDRESS_IF_KNOWN,
  OTHER_CONTACT_DETAILS,
  PARTY_NAME,
  SELF_ADDRESS,
  SELF_CONTACT_DETAILS,
  SELF_NAME,
} from './fragments/party';
import { UCCJEA } from './fragments/uccjea';
import messages from './paternal-relationship.messages';

const BORN = { field: '/childrenBorn', in: ['born', 'both'] } as const;
const SUPPORT = { field: '/childSupport', equals: true } as const;
const WHO_PAYS = [{ value: 'me' }, { value: 'otherParent' }, { value: 'joint' }, { value: 'none' }] as const;

export const paternalRelationship = defineQuestionnaire({
  type: 'paternal-relationship',
  version: 2,
  namespace: 'q.paternalRelationship',
  messages,
  steps: [
    {
      id: 'you',
      fields: [
        { kind: 'object', name: 'you', fields: [SELF_NAME, ...SELF_ADDRESS, ...MAILING, ...SELF_CONTACT_DETAILS, DATE_OF_BIRTH] },
        {
          kind: 'radio',
          name: 'yourRole',
          required: true,
          help: true,
          options: [{ value: 'gaveBirth' }, { value: 'parent' }, { value: 'notParent' }, { value: 'child' }, { value: 'other' }],
        },
        { kind: 'textarea', name: 'parentReason', required: true, maxLength: 2000, showIf: { field: 'yourRole', equals: 'parent' } },
        { kind: 'textarea', name: 'notParentReason', required: true, maxLength: 2000, showIf: { field: 'yourRole', equals: 'notParent' } },
        {
          kind: 'text',
          name: 'representative',
          required: true,
          maxLength: 200,
          help: true,
          showIf: { field: 'yourRole', equals: 'child' },
        },
        { kind: 'text', name: 'roleOther', required: true, maxLength: 300, showIf: { field: 'yourRole', equals: 'other' } },
        { kind: 'text', filing: 'place', name: 'county', required: true, maxLength: 60, defaultValue: 'Los Angeles', help: true },
      ],
    },
    {
      id: 'otherParent',
      fields: [
        { kind: 'object', name: 'otherParent', fields: [PARTY_NAME, ...OTHER_ADDRESS_IF_KNOWN, ...OTHER_CONTACT_DETAILS] },
        {
          kind: 'checkboxes',
          name: 'jurisdiction',
          required: true,
          help: true,
          options: [{ value: 'livesHere' }, { value: 'conception' }, { value: 'other' }],
        },
        { kind: 'text', name: 'jurisdictionOther', required: true, maxLength: 300, showIf: { field: 'jurisdiction', includes: 'other' } },
        { kind: 'yesno', name: 'otherParentAgrees', required: true, help: true },
      ],
    },
    {
      id: 'children',
      fields: [
        { kind: 'radio', name: 'childrenBorn', required: true, options: [{ value: 'born' }, { value: 'unborn' }, { value: 'both' }] },
        { ...UCCJEA, showIf: BORN },
        {
          kind: 'radio',
          name: 'childrenLiveWith',
          required: true,
          options: [{ value: 'me' }, { value: 'otherParent' }, { value: 'someoneElse' }],
          showIf: BORN,
        },
        {
          kind: 'object',
          name: 'childrenAddress',
          showIf: { all: [BORN, { not: { field: 'childrenLiveWith', equals: 'me' } }] },
          fields: OTHER_ADDRESS,
        },
        { kind: 'radio', name: 'venue', required: true, help: true, options: [{ value: 'childrenLiveHere' }, { value: 'estate' }] },
        { kind: 'yesno', name: 'declarationSigned', required: true, help: true },
        { kind: 'date', name: 'vdpDate', range: 'past', showIf: { field: 'declarationSigned', equals: true } },
        {
          kind: 'radio',
          name: 'vdpFiled',
          required: true,
          help: true,
          options: [{ value: 'filed' }, { value: 'notFiled' }, { value: 'unknown' }],
          showIf: { field: 'declarationSigned', equals: true },
        },
        { kind: 'yesno', name: 'vdpRescinded', required: true, help: true, showIf: { field: 'declarationSigned', equals: true } },
        { kind: 'yesno', name: 'geneticTesting', required: true, help: true },
        {
          kind: 'radio',
          name: 'testingWho',
          required: true,
          options: [{ value: 'me' }, { value: 'otherParent' }],
          showIf: { field: 'geneticTesting', equals: true },
        },
      ],
    },
    {
      id: 'requests',
      fields: [
        { kind: 'checkboxes', name: 'parentIs', help: true, options: [{ value: 'me' }, { value: 'otherParent' }] },
        { kind: 'checkboxes', name: 'notParentIs', options: [{ value: 'me' }, { value: 'otherParent' }] },
        { ...CUSTODY, showIf: BORN },
        { kind: 'textarea', name: 'custodyFacts', maxLength: 5000, help: true, showIf: BORN },
        { kind: 'yesno', name: 'childSupport', required: true, help: true },
        { kind: 'yesno', name: 'failedToSupport', required: true },
        { kind: 'yesno', name: 'publicAssistance', required: true, help: true },
        { kind: 'yesno', name: 'birthExpenses', required: true, help: true },
        {
          kind: 'object',
          name: 'expenses',
          showIf: { field: 'birthExpenses', equals: true },
          fields: [
            { kind: 'text', filing: 'term', name: 'paidBy', required: true, maxLength: 150, help: true },
            {
              kind: 'group',
              name: 'items',
              min: 1,
              max: 12,
              fields: [
                { kind: 'money', name: 'amount', required: true, minCents: 1 },
                { kind: 'text', filing: 'asWritten', name: 'payableTo', required: true, maxLength: 150 },
                { kind: 'text', name: 'for', required: true, maxLength: 200 },
              ],
            },
            { kind: 'radio', name: 'payBy', required: true, options: [{ value: 'me' }, { value: 'otherParent' }, { value: 'joint' }] },
            { kind: 'textarea', name: 'details', maxLength: 2000 },
          ],
        },
        { kind: 'radio', name: 'attorneyFeesBy', required: true, help: true, options: WHO_PAYS },
        { kind: 'radio', name: 'costsBy', required: true, help: true, options: WHO_PAYS },
        { kind: 'yesno', name: 'changeChildName', required: true, help: true },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'newChildName',
          required: true,
          maxLength: 300,
          showIf: { field: 'changeChildName', equals: true },
        },
        { kind: 'textarea', name: 'otherOrders', maxLength: 3000 },
      ],
    },
    {
      id: 'finances',
      fields: [
        { ...FL150_WORK, showIf: SUPPORT },
        { ...FL150_INCOME, showIf: SUPPORT },
        { ...FL150_HOUSEHOLD, showIf: SUPPORT },
        { ...FL150_EXPENSES, showIf: SUPPORT },
        { ...FL150_CHILDREN, showIf: SUPPORT },
        OTHER_FACTS,
      ],
    },
  ],
  summary: (a, { t }) => ({
    clientName: a.you.name,
    clientEmail: a.you.email,
    caseDetails: t('q.paternalRelationship.summary.caseDetails', {
      you: a.you.name,
      other: a.otherParent.name,
      children: [
        ...(a.uccjea?.children.map((c) => c.name) ?? []),
        ...(a.childrenBorn === 'born' ? [] : [t('q.paternalRelationship.summary.unborn')]),
      ].join(', '),
    }),
    specialInstructions: a.otherFacts ?? '',
  }),
});
