/**
 * VERSION 1, frozen: kept so that drafts and submissions written under it still render, print and build a packet
 * (registry.ts PAST_VERSIONS; the current version and the upgrade from this one: versions.ts). Do not edit.
 *
 * Petition for custody and support of minor children (FL-260 petition, FL-270 response, FL-311 child custody and
 * visitation application): for parents who are not divorcing but need custody, visitation and support orders.
 * The petition needs the children's five-year residence history (UCCJEA declaration, FL-105).
 */
import { defineQuestionnaire } from './define';
import { CUSTODY_OPTIONS, OTHER_CONTACT, OTHER_FACTS, residencesGroup, RESIDENCE_RULES, SELF_CONTACT } from './fragments';
import messages from './parental-relationships.v1.messages';

export const parentalRelationshipsV1 = defineQuestionnaire({
  type: 'parental-relationships',
  namespace: 'q.parentalRelationshipsV1',
  messages,
  steps: [
    {
      id: 'parents',
      fields: [
        { kind: 'object', name: 'you', fields: SELF_CONTACT },
        { kind: 'object', name: 'otherParent', fields: OTHER_CONTACT },
        {
          kind: 'radio',
          name: 'relationship',
          required: true,
          help: true,
          options: [{ value: 'married' }, { value: 'partners' }, { value: 'parentageEstablished' }],
        },
      ],
    },
    {
      id: 'children',
      fields: [
        {
          kind: 'group',
          name: 'children',
          min: 1,
          max: 10,
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label' },
            { kind: 'date', name: 'birthDate', required: true, range: 'past', labelKey: 'q.common.fields.dateOfBirth.label' },
            residencesGroup(),
          ],
          rules: RESIDENCE_RULES,
        },
      ],
    },
    {
      id: 'custody',
      fields: [
        { kind: 'radio', name: 'legalCustody', required: true, help: true, options: CUSTODY_OPTIONS },
        { kind: 'radio', name: 'physicalCustody', required: true, help: true, options: CUSTODY_OPTIONS },
        {
          kind: 'radio',
          name: 'visitation',
          required: true,
          options: [{ value: 'reasonable' }, { value: 'schedule' }, { value: 'supervised' }, { value: 'none' }],
        },
        {
          kind: 'textarea',
          name: 'visitationDetails',
          required: true,
          maxLength: 3000,
          help: true,
          showIf: { field: 'visitation', in: ['schedule', 'supervised'] },
        },
        { kind: 'textarea', name: 'safetyConcerns', maxLength: 3000, help: true },
      ],
    },
    {
      id: 'support',
      fields: [
        { kind: 'yesno', name: 'childSupport', required: true },
        {
          kind: 'yesno',
          name: 'spousalSupport',
          required: true,
          help: true,
          showIf: { field: 'relationship', in: ['married', 'partners'] },
        },
        { kind: 'money', name: 'yourMonthlyIncome', required: true, help: true },
        { kind: 'money', name: 'otherMonthlyIncome' },
        { kind: 'number', name: 'yourTimeshare', min: 0, max: 100, help: true },
      ],
    },
    { id: 'additional', fields: [OTHER_FACTS] },
  ],
  summary: (a, { t }) => ({
    clientName: a.you.name,
    clientEmail: a.you.email,
    caseDetails: t('q.parentalRelationshipsV1.summary.caseDetails', {
      other: a.otherParent.name,
      children: a.children.map((c) => c.name).join(', '),
    }),
    specialInstructions: a.otherFacts ?? '',
  }),
});
