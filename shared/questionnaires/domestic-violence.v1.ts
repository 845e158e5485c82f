/**
 * VERSION 1, frozen: kept so that drafts and submissions written under it still render, print and build a packet
 * (registry.ts PAST_VERSIONS; the current version and the upgrade from this one: versions.ts). Do not edit.
 *
 * The domestic-violence questionnaire as first written: one mailing address line, a free-text description of the
 * other person, one relationship, one abuse description plus "earlier abuse", and six order types.
 */
import { defineQuestionnaire } from './define';
import { OTHER_FACTS } from './fragments';
import messages from './domestic-violence.v1.messages';

const ORDERS = ['personalConduct', 'stayAway', 'moveOut', 'childCustody', 'animals', 'other'] as const;

export const domesticViolenceV1 = defineQuestionnaire({
  type: 'domestic-violence',
  namespace: 'q.domesticViolenceV1',
  messages,
  steps: [
    {
      id: 'you',
      fields: [
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'name',
          required: true,
          labelKey: 'q.common.fields.fullName.label',
          autoComplete: 'name',
        },
        { kind: 'number', name: 'age', required: true, min: 0, max: 120 },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'mailingAddress',
          required: true,
          maxLength: 300,
          help: true,
          autoComplete: 'street-address',
        },
        { kind: 'tel', name: 'phone', required: true, labelKey: 'q.common.fields.phone.label', autoComplete: 'tel' },
        { kind: 'email', name: 'email', required: true, labelKey: 'q.common.fields.email.label', autoComplete: 'email' },
        { kind: 'yesno', name: 'safeToContact', required: true, help: true },
        { kind: 'text', name: 'safeContactNotes', maxLength: 300, showIf: { field: 'safeToContact', equals: false } },
      ],
    },
    {
      id: 'otherParty',
      fields: [
        { kind: 'text', name: 'otherName', required: true, labelKey: 'q.common.fields.fullName.label', autoComplete: 'off' },
        { kind: 'number', name: 'otherAge', min: 0, max: 120, help: true },
        { kind: 'date', name: 'otherDateOfBirth', range: 'past', labelKey: 'q.common.fields.dateOfBirth.label', autoComplete: 'off' },
        { kind: 'text', name: 'otherAddress', maxLength: 300, labelKey: 'q.common.fields.addressIfKnown.label', autoComplete: 'off' },
        { kind: 'textarea', name: 'description', maxLength: 1000, help: true },
        {
          kind: 'radio',
          name: 'relationship',
          required: true,
          help: true,
          options: [
            { value: 'married' },
            { value: 'divorced' },
            { value: 'dating' },
            { value: 'engaged' },
            { value: 'childTogether' },
            { value: 'livedTogether' },
            { value: 'related' },
          ],
        },
        { kind: 'yesno', name: 'livesWithYou', required: true },
      ],
    },
    {
      id: 'abuse',
      fields: [
        { kind: 'date', name: 'recentDate', required: true, range: 'past', help: true },
        { kind: 'textarea', name: 'recentAbuse', required: true, help: true },
        { kind: 'yesno', name: 'injured', required: true },
        { kind: 'yesno', name: 'policeCame', required: true },
        { kind: 'textarea', name: 'previousAbuse', help: true },
        { kind: 'radio', name: 'firearms', required: true, help: true, options: [{ value: 'yes' }, { value: 'no' }, { value: 'unknown' }] },
        { kind: 'textarea', name: 'firearmsDetails', required: true, maxLength: 1000, showIf: { field: 'firearms', equals: 'yes' } },
      ],
    },
    {
      id: 'orders',
      fields: [
        { kind: 'checkboxes', name: 'orders', required: true, help: true, options: ORDERS.map((value) => ({ value })) },
        {
          kind: 'number',
          name: 'stayAwayYards',
          required: true,
          min: 1,
          max: 1000,
          help: true,
          showIf: { field: 'orders', includes: 'stayAway' },
        },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'moveOutAddress',
          required: true,
          maxLength: 300,
          showIf: { field: 'orders', includes: 'moveOut' },
        },
        {
          kind: 'group',
          name: 'children',
          min: 1,
          max: 10,
          showIf: { field: 'orders', includes: 'childCustody' },
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label' },
            { kind: 'date', name: 'birthDate', required: true, range: 'past', labelKey: 'q.common.fields.dateOfBirth.label' },
          ],
        },
        { kind: 'textarea', name: 'animals', required: true, maxLength: 1000, showIf: { field: 'orders', includes: 'animals' } },
        { kind: 'textarea', name: 'otherOrders', required: true, maxLength: 2000, showIf: { field: 'orders', includes: 'other' } },
        {
          kind: 'group',
          name: 'protectedPeople',
          min: 0,
          max: 10,
          help: true,
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label' },
            { kind: 'number', name: 'age', required: true, min: 0, max: 120 },
            { kind: 'text', filing: 'term', name: 'relationship', required: true, maxLength: 100 },
          ],
        },
        { kind: 'yesno', name: 'temporaryOrders', required: true, help: true },
      ],
    },
    { id: 'additional', fields: [OTHER_FACTS] },
  ],
  summary: (a, { t }) => ({
    clientName: a.name,
    clientEmail: a.email,
    caseDetails: [
      t('q.domesticViolenceV1.summary.against', { name: a.otherName }),
      a.orders.map((o) => t(`q.domesticViolenceV1.fields.orders.options.${o}`)).join(', '),
      a.temporaryOrders ? t('q.domesticViolenceV1.summary.temporary') : '',
    ]
      .filter(Boolean)
      .join(' · '),
    specialInstructions: [
      a.safeToContact ? '' : t('q.domesticViolenceV1.summary.notSafe', { notes: a.safeContactNotes ?? '' }),
      a.otherFacts ?? '',
    ]
      .filter(Boolean)
      .join('\n'),
  }),
});
