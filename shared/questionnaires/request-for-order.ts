/**
 * Request for Order (FL-300), filed in an existing family case, with FL-311 (custody and visitation), FL-105 (UCCJEA),
 * FL-150 (income and expense, whenever support or fees are requested) and, for temporary emergency orders, the
 * FL-303 notice facts and FL-305. Version 3 (version 2: request-for-order.v2.ts; issue 25): when the client is the
 * other parent/party, the case's other existing party (the captions name both the petitioner and the respondent), and
 * between whom the restraining orders in effect are (FL-300 item 1). Version 2 (version 1: request-for-order.v1.ts): the existing case and the client's
 * role in it are required (a Request for Order cannot start a case), the orders themselves are asked (custody and
 * visitation per FL-311, support amounts, property control, attorney's fees, time for service) and "property
 * restraint" is gone (it is not an FL-300 item: it goes under "other orders").
 *
 * The spec's required items keep their own messages (q.requestForOrder.errors.*): order type, orders, expedited,
 * name, address, a phone number, email, date of birth; the children's residence history is the UCCJEA's, and the
 * "other court cases" answer is the UCCJEA's when children are involved, `previousCases` otherwise.
 */
import { defineQuestionnaire } from './define';
import { PROTECTIVE_ORDERS } from './fragments/court-cases';
import { CUSTODY } from './fragments/custody';
import { FL150_CHILDREN, FL150_EXPENSES, FL150_HOUSEHOLD, FL150_INCOME, FL150_WORK } from './fragments/fl150';
import { MAILING, OTHER_ADDRESS, OTHER_ADDRESS_IF_KNOWN, PARTY_NAME, SELF_ADDRESS, SELF_NAME, SSN4 } from './fragments/party';
import { UCCJEA } from './fragments/uccjea';
import messages from './request-for-order.messages';
import type { Condition, Rule } from './types';

const E = (name: string) => `q.requestForOrder.errors.${name}`;
const P = (name: string) => `q.requestForOrder.fields.party.${name}.label`;

const PHONE_RULES: readonly Rule[] = [{ kind: 'atLeastOne', fields: ['homePhone', 'workPhone', 'cellPhone'], errorKey: E('phone') }];

const ordered = (order: string): Condition => ({ field: '/orders', includes: order });
const anyOrder = (...orders: string[]): Condition => ({ any: orders.map(ordered) });
/** Orders about children: the children step (UCCJEA) applies. */
export const CHILD_ORDERS = anyOrder('childCustody', 'childVisitation', 'childSupport');
/** Custody or visitation: FL-311 and FL-105 apply. */
export const CUSTODY_ORDERS = anyOrder('childCustody', 'childVisitation');
/** Support or fees: FL-150 applies (FL-300 items 3c, 4d, 6a). */
export const FINANCIAL_ORDERS = anyOrder('childSupport', 'spousalSupport', 'attorneyFees');
const modifying: Condition = { field: '/orderType', equals: 'modify' };

/** A party's phones, email, date of birth and identifiers (FL-300 caption and FL-150). */
const contact = <const R extends boolean>(self: R) =>
  [
    { kind: 'tel', name: 'homePhone', labelKey: P('homePhone'), autoComplete: self ? 'tel' : 'off' },
    { kind: 'tel', name: 'workPhone', labelKey: P('workPhone'), autoComplete: 'off' },
    { kind: 'tel', name: 'cellPhone', labelKey: P('cellPhone'), autoComplete: 'off' },
    {
      kind: 'email',
      name: 'email',
      required: self,
      labelKey: P('email'),
      autoComplete: self ? 'email' : 'off',
      errors: { required: E('email'), invalid: E('email') },
    },
    {
      kind: 'date',
      name: 'dateOfBirth',
      required: self,
      range: 'past',
      labelKey: P('dateOfBirth'),
      autoComplete: self ? 'bday' : 'off',
      errors: { required: E('dateOfBirth') },
    },
    { kind: 'text', filing: 'asWritten', name: 'driversLicense', maxLength: 30, labelKey: P('driversLicense'), autoComplete: 'off' },
    SSN4,
  ] as const;

export const requestForOrder = defineQuestionnaire({
  type: 'request-for-order',
  version: 3,
  namespace: 'q.requestForOrder',
  messages,
  steps: [
    {
      id: 'orderType',
      fields: [
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'caseNumber',
          required: true,
          maxLength: 40,
          help: true,
          errors: { required: E('caseNumber') },
        },
        {
          kind: 'text',
          filing: 'place',
          name: 'county',
          required: true,
          maxLength: 60,
          defaultValue: 'Los Angeles',
          errors: { required: E('county') },
        },
        {
          kind: 'radio',
          name: 'role',
          required: true,
          help: true,
          options: [{ value: 'petitioner' }, { value: 'respondent' }, { value: 'otherParent' }],
          errors: { required: E('role') },
        },
        {
          kind: 'radio',
          name: 'otherPartyRole',
          required: true,
          options: [{ value: 'petitioner' }, { value: 'respondent' }],
          showIf: { field: 'role', equals: 'otherParent' },
        },
        {
          // Version 3: the case's other existing party, when the client is the other parent/party (the captions name
          // both the petitioner and the respondent; both are served).
          kind: 'object',
          name: 'secondParty',
          help: true,
          showIf: { field: 'role', equals: 'otherParent' },
          fields: [{ ...PARTY_NAME, errors: { required: E('name') } }, ...OTHER_ADDRESS_IF_KNOWN],
        },
        {
          kind: 'radio',
          name: 'orderType',
          required: true,
          options: [{ value: 'new' }, { value: 'modify' }],
          errors: { required: E('orderType') },
        },
        { kind: 'date', name: 'fileStampedDate', range: 'past', help: true, showIf: { field: 'orderType', equals: 'modify' } },
        {
          kind: 'checkboxes',
          name: 'orders',
          required: true,
          options: [
            { value: 'childCustody' },
            { value: 'childVisitation' },
            { value: 'childSupport' },
            { value: 'spousalSupport' },
            { value: 'propertyControl' },
            { value: 'attorneyFees' },
            { value: 'changeOfVenue' },
            { value: 'bifurcation' },
            { value: 'other' },
          ],
          errors: { required: E('orders') },
        },
        {
          kind: 'textarea',
          name: 'otherOrder',
          required: true,
          maxLength: 3000,
          help: true,
          showIf: {
            any: [
              { field: 'orders', includes: 'other' },
              { field: 'orders', includes: 'changeOfVenue' },
              { field: 'orders', includes: 'bifurcation' },
            ],
          },
          errors: { required: E('otherOrder') },
        },
        { kind: 'yesno', name: 'expedited', required: true, help: true, errors: { required: E('expedited') } },
      ],
    },
    {
      id: 'yourInfo',
      fields: [
        {
          kind: 'object',
          name: 'you',
          fields: [
            { ...SELF_NAME, errors: { required: E('name') } },
            { ...SELF_ADDRESS[0], errors: { required: E('address') } },
            SELF_ADDRESS[1],
            SELF_ADDRESS[2],
            SELF_ADDRESS[3],
            ...MAILING,
            ...contact(true),
          ],
          rules: PHONE_RULES,
        },
      ],
    },
    {
      id: 'otherParty',
      fields: [
        {
          kind: 'object',
          name: 'otherParty',
          fields: [
            { ...PARTY_NAME, errors: { required: E('name') } },
            { ...OTHER_ADDRESS[0], errors: { required: E('address') } },
            OTHER_ADDRESS[1],
            OTHER_ADDRESS[2],
            OTHER_ADDRESS[3],
            ...contact(false),
          ],
        },
      ],
    },
    {
      id: 'children',
      fields: [
        { ...UCCJEA, showIf: CHILD_ORDERS },
        { ...CUSTODY, showIf: CUSTODY_ORDERS },
        { kind: 'textarea', name: 'bestInterest', maxLength: 5000, help: true, showIf: CUSTODY_ORDERS },
        {
          kind: 'textarea',
          name: 'currentCustodyOrder',
          required: true,
          maxLength: 3000,
          help: true,
          showIf: { all: [modifying, ordered('childCustody')] },
        },
        { kind: 'date', name: 'currentCustodyOrderDate', range: 'past', showIf: { all: [modifying, ordered('childCustody')] } },
        {
          kind: 'textarea',
          name: 'currentVisitationOrder',
          required: true,
          maxLength: 3000,
          showIf: { all: [modifying, ordered('childVisitation')] },
        },
        { kind: 'date', name: 'currentVisitationOrderDate', range: 'past', showIf: { all: [modifying, ordered('childVisitation')] } },
      ],
    },
    {
      id: 'additional',
      fields: [
        {
          kind: 'object',
          name: 'childSupport',
          showIf: ordered('childSupport'),
          fields: [
            { kind: 'radio', name: 'basis', required: true, help: true, options: [{ value: 'guideline' }, { value: 'amount' }] },
            { kind: 'money', name: 'perChild', required: true, minCents: 1, showIf: { field: 'basis', equals: 'amount' } },
            { kind: 'textarea', name: 'currentOrder', required: true, maxLength: 3000, showIf: modifying },
            { kind: 'date', name: 'currentOrderDate', range: 'past', showIf: modifying },
            { kind: 'textarea', name: 'reasons', maxLength: 5000 },
          ],
        },
        {
          kind: 'object',
          name: 'spousalSupport',
          showIf: ordered('spousalSupport'),
          fields: [
            { kind: 'radio', name: 'change', required: true, options: [{ value: 'change' }, { value: 'end' }], showIf: modifying },
            { kind: 'money', name: 'amount', required: true, minCents: 1, help: true, showIf: { not: { field: 'change', equals: 'end' } } },
            { kind: 'money', name: 'currentAmount', showIf: modifying },
            { kind: 'date', name: 'currentOrderDate', range: 'past', showIf: modifying },
            { kind: 'yesno', name: 'afterJudgment', required: true, help: true, showIf: modifying },
            { kind: 'textarea', name: 'reasons', maxLength: 5000 },
          ],
        },
        {
          kind: 'object',
          name: 'property',
          showIf: ordered('propertyControl'),
          fields: [
            { kind: 'radio', name: 'useBy', required: true, options: [{ value: 'me' }, { value: 'otherParty' }] },
            { kind: 'radio', name: 'ownership', required: true, options: [{ value: 'ownOrBuying' }, { value: 'leaseOrRent' }] },
            { kind: 'textarea', name: 'description', required: true, maxLength: 3000, help: true },
            { kind: 'radio', name: 'debtsPaidBy', help: true, options: [{ value: 'me' }, { value: 'otherParty' }] },
            {
              kind: 'group',
              name: 'debts',
              min: 1,
              max: 12,
              showIf: { field: 'debtsPaidBy', filled: true },
              fields: [
                { kind: 'text', filing: 'asWritten', name: 'payTo', required: true, maxLength: 100 },
                { kind: 'text', name: 'for', required: true, maxLength: 100 },
                { kind: 'money', name: 'amount', required: true },
                { kind: 'date', name: 'dueDate', required: true },
              ],
            },
            { kind: 'date', name: 'currentOrderDate', range: 'past', showIf: modifying },
            { kind: 'textarea', name: 'reasons', required: true, maxLength: 5000, help: true },
          ],
        },
        { kind: 'money', name: 'attorneyFeesAmount', required: true, minCents: 1, help: true, showIf: ordered('attorneyFees') },
        {
          kind: 'object',
          name: 'emergency',
          help: true,
          showIf: { field: 'expedited', equals: true },
          fields: [
            {
              kind: 'checkboxes',
              name: 'orders',
              options: [
                { value: 'childCustody', showIf: CUSTODY_ORDERS },
                { value: 'propertyControl', showIf: ordered('propertyControl') },
                { value: 'other' },
              ],
            },
            { kind: 'textarea', name: 'harm', required: true, maxLength: 5000, help: true },
            { kind: 'yesno', name: 'noticeGiven', required: true, help: true },
            {
              kind: 'text',
              filing: 'term',
              name: 'noticeTo',
              required: true,
              maxLength: 150,
              showIf: { field: 'noticeGiven', equals: true },
            },
            { kind: 'date', name: 'noticeDate', required: true, showIf: { field: 'noticeGiven', equals: true } },
            { kind: 'text', name: 'noticeTime', maxLength: 20, showIf: { field: 'noticeGiven', equals: true } },
            {
              kind: 'radio',
              name: 'noticeHow',
              required: true,
              options: [
                { value: 'inPerson' },
                { value: 'phone' },
                { value: 'email' },
                { value: 'text' },
                { value: 'voicemail' },
                { value: 'other' },
              ],
              showIf: { field: 'noticeGiven', equals: true },
            },
            {
              kind: 'radio',
              name: 'noticeResponse',
              options: [{ value: 'agree' }, { value: 'oppose' }, { value: 'noResponse' }, { value: 'unknown' }],
              showIf: { field: 'noticeGiven', equals: true },
            },
            { kind: 'textarea', name: 'noNoticeReason', required: true, maxLength: 3000, showIf: { field: 'noticeGiven', equals: false } },
          ],
        },
        { kind: 'yesno', name: 'shortenTime', required: true, help: true },
        { kind: 'number', name: 'serviceDays', min: 1, max: 30, showIf: { field: 'shortenTime', equals: true } },
        { kind: 'checkbox', name: 'hearingSooner', showIf: { field: 'shortenTime', equals: true } },
        { kind: 'textarea', name: 'shortenReason', required: true, maxLength: 3000, showIf: { field: 'shortenTime', equals: true } },
        // FL-300 item 1. With orders about children the UCCJEA asks it (FL-105 item 5), so it is asked here only without them.
        {
          ...PROTECTIVE_ORDERS[0],
          name: 'restrainingOrdersInEffect',
          help: 'q.requestForOrder.fields.restrainingOrdersInEffect.help',
          showIf: { not: CHILD_ORDERS },
        },
        { ...PROTECTIVE_ORDERS[1], name: 'restrainingOrders', showIf: { field: 'restrainingOrdersInEffect', equals: true } },
        {
          // Version 3: FL-300 item 1 says between whom the orders are; the form must not guess.
          kind: 'checkboxes',
          name: 'restrainingBetween',
          required: true,
          help: true,
          showIf: {
            any: [
              { field: 'restrainingOrdersInEffect', equals: true },
              { field: 'uccjea.ordersInEffect', equals: true },
            ],
          },
          options: [
            { value: 'me' },
            { value: 'otherParty' },
            { value: 'secondParty', showIf: { field: '/role', equals: 'otherParent' } },
            { value: 'someoneElse' },
          ],
        },
        {
          kind: 'yesno',
          name: 'previousCases',
          required: true,
          help: true,
          showIf: { not: CHILD_ORDERS },
          errors: { required: E('previousCases') },
        },
        {
          kind: 'textarea',
          name: 'previousCasesDetails',
          required: true,
          maxLength: 2000,
          showIf: { field: 'previousCases', equals: true },
        },
        { kind: 'textarea', name: 'facts', maxLength: 5000, help: true },
      ],
    },
    {
      id: 'finances',
      fields: [
        { ...FL150_WORK, showIf: FINANCIAL_ORDERS },
        { ...FL150_INCOME, showIf: FINANCIAL_ORDERS },
        { ...FL150_HOUSEHOLD, showIf: FINANCIAL_ORDERS },
        { ...FL150_EXPENSES, showIf: FINANCIAL_ORDERS },
        { ...FL150_CHILDREN, showIf: ordered('childSupport') },
      ],
    },
  ],
  summary: (a, { t }) => ({
    clientName: a.you.name,
    clientEmail: a.you.email,
    caseDetails: [
      t(`q.requestForOrder.fields.orderType.options.${a.orderType}`),
      a.orders.map((o) => t(`q.requestForOrder.fields.orders.options.${o}`)).join(', '),
      a.expedited ? t('q.requestForOrder.summary.expedited') : '',
      t('q.requestForOrder.summary.caseNumber', { caseNumber: a.caseNumber }),
      t(`q.requestForOrder.fields.role.options.${a.role}`),
    ]
      .filter(Boolean)
      .join(' · '),
    specialInstructions: a.facts ?? '',
  }),
});
