/**
 * VERSION 1, frozen: kept so that drafts and submissions written under it still render, print and build a packet
 * (registry.ts PAST_VERSIONS; the current version and the upgrade from this one: versions.ts). Do not edit.
 *
 * Request for order (FL-300, with FL-311 for custody/visitation and FL-150 for support). Steps and fields from the
 * product spec §2–§5; each required item has its own message (q.requestForOrderV1.errors.*).
 */
import { defineQuestionnaire } from './define';
import { residencesGroup, RESIDENCE_RULES } from './fragments';
import messages from './request-for-order.v1.messages';
import type { Rule } from './types';

const E = (name: string) => `q.requestForOrderV1.errors.${name}`;
const P = (name: string) => `q.requestForOrderV1.fields.party.${name}.label`;

const PHONE_RULES: readonly Rule[] = [{ kind: 'atLeastOne', fields: ['homePhone', 'workPhone', 'cellPhone'], errorKey: E('phone') }];

const CHILD_ORDERS = ['childSupport', 'childCustody', 'childVisitation'] as const;

/** Both parties' details (FL-300 caption and FL-150). The other party's phone, email and birth date may be unknown. */
const party = <const N extends string, const R extends boolean>(name: N, self: R) =>
  ({
    kind: 'object',
    name,
    fields: [
      {
        kind: 'text',
        filing: 'asWritten',
        name: 'name',
        required: true,
        labelKey: P('name'),
        autoComplete: self ? 'name' : 'off',
        errors: { required: E('name') },
      },
      {
        kind: 'text',
        filing: 'asWritten',
        name: 'address',
        required: true,
        maxLength: 300,
        labelKey: P('address'),
        help: 'q.common.fields.address.help',
        autoComplete: self ? 'street-address' : 'off',
        errors: { required: E('address') },
      },
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
      { kind: 'ssn4', name: 'ssn4', labelKey: 'q.common.fields.ssn4.label', help: 'q.common.fields.ssn4.help', autoComplete: 'off' },
    ],
    rules: self ? PHONE_RULES : [],
  }) as const;

export const requestForOrderV1 = defineQuestionnaire({
  type: 'request-for-order',
  namespace: 'q.requestForOrderV1',
  messages,
  steps: [
    {
      id: 'orderType',
      fields: [
        {
          kind: 'radio',
          name: 'orderType',
          required: true,
          options: [{ value: 'new' }, { value: 'modify' }],
          errors: { required: E('orderType') },
        },
        { kind: 'text', filing: 'asWritten', name: 'caseNumber', maxLength: 40, help: true },
        { kind: 'text', filing: 'place', name: 'county', maxLength: 60, defaultValue: 'Los Angeles' },
        { kind: 'date', name: 'fileStampedDate', range: 'past', help: true, showIf: { field: 'orderType', equals: 'modify' } },
        {
          kind: 'checkboxes',
          name: 'orders',
          required: true,
          options: [
            { value: 'childSupport' },
            { value: 'childCustody' },
            { value: 'childVisitation' },
            { value: 'spousalSupport' },
            { value: 'propertyRestraint' },
            { value: 'propertyControl' },
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
          maxLength: 2000,
          showIf: { field: 'orders', includes: 'other' },
          errors: { required: E('otherOrder') },
        },
        { kind: 'yesno', name: 'expedited', required: true, help: true, errors: { required: E('expedited') } },
      ],
    },
    { id: 'yourInfo', fields: [party('you', true)] },
    { id: 'otherParty', fields: [party('otherParty', false)] },
    {
      id: 'children',
      fields: [
        {
          kind: 'group',
          name: 'children',
          min: 1,
          max: 10,
          showIf: { any: CHILD_ORDERS.map((order) => ({ field: 'orders', includes: order })) },
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, errors: { required: E('childName') } },
            { kind: 'number', name: 'age', required: true, min: 0, max: 18, errors: { required: E('childAge') } },
            { kind: 'date', name: 'birthDate', required: true, range: 'past', errors: { required: E('childBirthDate') } },
            {
              kind: 'text',
              filing: 'place',
              name: 'placeOfBirth',
              required: true,
              maxLength: 120,
              help: true,
              errors: { required: E('childPlaceOfBirth') },
            },
            { kind: 'ssn4', name: 'ssn4', labelKey: 'q.common.fields.ssn4.label', help: 'q.common.fields.ssn4.help' },
            residencesGroup({
              from: E('residenceFrom'),
              address: E('residenceAddress'),
              livedWith: E('residenceLivedWith'),
              relationship: E('residenceRelationship'),
            }),
          ],
          rules: RESIDENCE_RULES,
        },
      ],
    },
    {
      id: 'additional',
      fields: [
        { kind: 'yesno', name: 'previousCases', required: true, help: true, errors: { required: E('previousCases') } },
        {
          kind: 'textarea',
          name: 'previousCasesDetails',
          required: true,
          maxLength: 2000,
          showIf: { field: 'previousCases', equals: true },
        },
        { kind: 'textarea', name: 'facts', help: true },
      ],
    },
  ],
  summary: (a, { t }) => ({
    clientName: a.you.name,
    clientEmail: a.you.email,
    caseDetails: [
      t(`q.requestForOrderV1.fields.orderType.options.${a.orderType}`),
      a.orders.map((o) => t(`q.requestForOrderV1.fields.orders.options.${o}`)).join(', '),
      a.expedited ? t('q.requestForOrderV1.summary.expedited') : '',
      a.caseNumber ? t('q.requestForOrderV1.summary.caseNumber', { caseNumber: a.caseNumber }) : '',
    ]
      .filter(Boolean)
      .join(' · '),
    specialInstructions: a.facts ?? '',
  }),
});
