/**
 * VERSION 1, frozen: kept so that drafts and submissions written under it still render, print and build a packet
 * (registry.ts PAST_VERSIONS; the current version and the upgrade from this one: versions.ts). Do not edit.
 *
 * Probate conservatorship (GC-310 petition, GC-312 confidential supplemental information, GC-320 citation,
 * GC-340 order). The facts the petition and the confidential supplement ask for: who petitions, who needs the
 * conservatorship and why, of the person, the estate or both, less restrictive alternatives, and the relatives who
 * must receive notice (Prob. Code §1821).
 */
import { defineQuestionnaire } from './define';
import { OTHER_CONTACT, OTHER_FACTS, SELF_CONTACT } from './fragments';
import messages from './conservatorship.v1.messages';

const OF_PERSON = { field: '/conservatorshipOf', in: ['person', 'both'] } as const;
const OF_ESTATE = { field: '/conservatorshipOf', in: ['estate', 'both'] } as const;

export const conservatorshipV1 = defineQuestionnaire({
  type: 'conservatorship',
  namespace: 'q.conservatorshipV1',
  messages,
  steps: [
    {
      id: 'petitioner',
      fields: [
        { kind: 'object', name: 'petitioner', fields: SELF_CONTACT },
        { kind: 'text', filing: 'term', name: 'relationship', required: true, maxLength: 100 },
        { kind: 'yesno', name: 'petitionerIsConservator', required: true, help: true },
      ],
    },
    {
      id: 'conservatee',
      fields: [
        { kind: 'text', filing: 'asWritten', name: 'conservateeName', required: true },
        { kind: 'date', name: 'conservateeDateOfBirth', required: true, range: 'past' },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'conservateeAddress',
          required: true,
          maxLength: 300,
          help: 'q.common.fields.address.help',
        },
        {
          kind: 'radio',
          name: 'livesIn',
          required: true,
          options: [{ value: 'ownHome' }, { value: 'relativeHome' }, { value: 'careFacility' }, { value: 'hospital' }, { value: 'other' }],
        },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'facilityName',
          required: true,
          maxLength: 200,
          showIf: { field: 'livesIn', in: ['careFacility', 'hospital', 'other'] },
        },
        { kind: 'yesno', name: 'canAttendHearing', required: true, help: true },
      ],
    },
    {
      id: 'appointment',
      fields: [
        {
          kind: 'radio',
          name: 'conservatorshipOf',
          required: true,
          help: true,
          options: [{ value: 'person' }, { value: 'estate' }, { value: 'both' }],
        },
        { kind: 'object', name: 'proposedConservator', showIf: { field: 'petitionerIsConservator', equals: false }, fields: OTHER_CONTACT },
        { kind: 'yesno', name: 'developmentalDisability', required: true, help: true },
        { kind: 'yesno', name: 'dementiaPowers', required: true, help: true, showIf: OF_PERSON },
        { kind: 'textarea', name: 'personalNeeds', required: true, help: true, showIf: OF_PERSON },
        { kind: 'textarea', name: 'financialNeeds', required: true, help: true, showIf: OF_ESTATE },
        {
          kind: 'checkboxes',
          name: 'alternatives',
          help: true,
          options: [
            { value: 'powerOfAttorney' },
            { value: 'healthCareDirective' },
            { value: 'trust' },
            { value: 'representativePayee' },
            { value: 'supportedDecisionMaking' },
            { value: 'voluntaryHelp' },
          ],
        },
        { kind: 'textarea', name: 'whyNotAlternatives', required: true, maxLength: 3000 },
      ],
    },
    {
      id: 'estate',
      fields: [
        { kind: 'money', name: 'personalPropertyValue', required: true, help: true, showIf: OF_ESTATE },
        { kind: 'money', name: 'annualIncome', required: true, help: true, showIf: OF_ESTATE },
        { kind: 'money', name: 'realPropertyValue', showIf: OF_ESTATE },
        {
          kind: 'group',
          name: 'relatives',
          min: 0,
          max: 30,
          help: true,
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label' },
            { kind: 'text', filing: 'term', name: 'relationship', required: true, maxLength: 100 },
            {
              kind: 'text',
              filing: 'asWritten',
              name: 'address',
              required: true,
              maxLength: 300,
              labelKey: 'q.common.fields.address.label',
            },
          ],
        },
      ],
    },
    { id: 'additional', fields: [OTHER_FACTS] },
  ],
  summary: (a, { t }) => ({
    clientName: a.petitioner.name,
    clientEmail: a.petitioner.email,
    caseDetails: t(`q.conservatorshipV1.summary.${a.conservatorshipOf}`, { conservatee: a.conservateeName }),
    specialInstructions: a.otherFacts ?? '',
  }),
});
