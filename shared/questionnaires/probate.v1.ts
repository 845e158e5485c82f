/**
 * VERSION 1, frozen: kept so that drafts and submissions written under it still render, print and build a packet
 * (registry.ts PAST_VERSIONS; the current version and the upgrade from this one: versions.ts). Do not edit.
 *
 * Probate: petition for probate or letters of administration (DE-111, with DE-121 notice, DE-140 order, DE-147 duties).
 * Steps and fields from the product spec §2–§3.
 */
import { formatDate } from '../i18n/core';
import { defineQuestionnaire } from './define';
import { OTHER_FACTS, SELF_CONTACT } from './fragments';
import messages from './probate.v1.messages';

export const probateV1 = defineQuestionnaire({
  type: 'probate',
  namespace: 'q.probateV1',
  messages,
  steps: [
    {
      id: 'decedent',
      fields: [
        { kind: 'text', filing: 'asWritten', name: 'decedentName', required: true, autoComplete: 'off' },
        { kind: 'date', name: 'decedentDateOfBirth', required: true, range: 'past' },
        { kind: 'date', name: 'decedentDateOfDeath', required: true, range: 'past' },
        { kind: 'ssn4', name: 'decedentSsn4', labelKey: 'q.common.fields.ssn4.label', help: 'q.common.fields.ssn4.help' },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'decedentAddress',
          required: true,
          maxLength: 300,
          help: 'q.common.fields.address.help',
        },
        { kind: 'text', filing: 'place', name: 'countyOfDeath', required: true, maxLength: 60, defaultValue: 'Los Angeles' },
        {
          kind: 'select',
          name: 'maritalStatus',
          required: true,
          options: [{ value: 'single' }, { value: 'married' }, { value: 'domesticPartner' }, { value: 'divorced' }, { value: 'widowed' }],
        },
      ],
    },
    {
      id: 'estate',
      fields: [
        { kind: 'yesno', name: 'hasWill', required: true },
        { kind: 'text', name: 'willLocation', required: true, maxLength: 300, help: true, showIf: { field: 'hasWill', equals: true } },
        { kind: 'text', name: 'nominatedExecutor', required: true, help: true },
        { kind: 'money', name: 'estimatedValue', required: true, help: true },
        { kind: 'textarea', name: 'realProperty', help: true },
        { kind: 'textarea', name: 'personalProperty', help: true },
        { kind: 'textarea', name: 'bankAccounts', help: true },
      ],
    },
    {
      id: 'petitioner',
      fields: [
        { kind: 'object', name: 'petitioner', fields: SELF_CONTACT },
        {
          kind: 'select',
          name: 'relationship',
          required: true,
          options: [
            { value: 'spouse' },
            { value: 'child' },
            { value: 'parent' },
            { value: 'sibling' },
            { value: 'otherRelative' },
            { value: 'namedExecutor' },
            { value: 'other' },
          ],
        },
        { kind: 'textarea', name: 'appointmentReason', required: true, maxLength: 2000, help: true },
      ],
    },
    {
      id: 'heirs',
      fields: [
        {
          kind: 'group',
          name: 'heirs',
          min: 1,
          max: 30,
          help: true,
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label' },
            {
              kind: 'text',
              filing: 'asWritten',
              name: 'address',
              required: true,
              maxLength: 300,
              labelKey: 'q.common.fields.address.label',
            },
            { kind: 'text', filing: 'term', name: 'relationship', required: true, maxLength: 100 },
            { kind: 'number', name: 'age', required: true, min: 0, max: 130 },
          ],
        },
      ],
    },
    {
      id: 'debts',
      fields: [
        { kind: 'textarea', name: 'creditors', help: true },
        { kind: 'textarea', name: 'outstandingDebts' },
        { kind: 'money', name: 'funeralExpenses' },
        { kind: 'textarea', name: 'pendingLegalActions', help: true },
      ],
    },
    { id: 'additional', fields: [OTHER_FACTS] },
  ],
  rules: [
    { kind: 'dateOrder', earlier: 'decedentDateOfBirth', later: 'decedentDateOfDeath', errorKey: 'q.probateV1.errors.deathBeforeBirth' },
  ],
  summary: (a, { t, locale }) => ({
    clientName: a.petitioner.name,
    clientEmail: a.petitioner.email,
    caseDetails: t('q.probateV1.summary.caseDetails', {
      decedent: a.decedentName,
      dateOfDeath: formatDate(a.decedentDateOfDeath, locale),
      county: a.countyOfDeath,
      will: t(a.hasWill ? 'q.probateV1.summary.withWill' : 'q.probateV1.summary.withoutWill'),
    }),
    specialInstructions: a.otherFacts ?? '',
  }),
});
