/**
 * VERSION 1, frozen: kept so that drafts and submissions written under it still render, print and build a packet
 * (registry.ts PAST_VERSIONS; the current version and the upgrade from this one: versions.ts). Do not edit.
 *
 * The name-change questionnaire as first written: one address line, no place of birth, the other parent's name only,
 * and publication assumed for every petition.
 */
import { defineQuestionnaire } from './define';
import { OTHER_FACTS, SELF_CONTACT } from './fragments';
import messages from './name-change.v1.messages';

const MINOR = { field: 'isMinor', equals: true } as const;

export const nameChangeV1 = defineQuestionnaire({
  type: 'name-change',
  namespace: 'q.nameChangeV1',
  messages,
  steps: [
    {
      id: 'petitioner',
      fields: [
        { kind: 'object', name: 'petitioner', fields: SELF_CONTACT },
        {
          kind: 'date',
          name: 'dateOfBirth',
          required: true,
          range: 'past',
          labelKey: 'q.common.fields.dateOfBirth.label',
          autoComplete: 'bday',
        },
      ],
    },
    {
      id: 'names',
      fields: [
        {
          kind: 'group',
          name: 'people',
          min: 1,
          max: 6,
          help: true,
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'presentName', required: true },
            { kind: 'text', filing: 'asWritten', name: 'proposedName', required: true },
            { kind: 'yesno', name: 'isMinor', required: true },
            {
              kind: 'date',
              name: 'birthDate',
              required: true,
              range: 'past',
              labelKey: 'q.common.fields.dateOfBirth.label',
              showIf: MINOR,
            },
            { kind: 'text', filing: 'term', name: 'relationship', required: true, maxLength: 100, showIf: MINOR },
            { kind: 'text', filing: 'asWritten', name: 'otherParentName', maxLength: 200, help: true, showIf: MINOR },
            {
              kind: 'radio',
              name: 'otherParentPosition',
              required: true,
              showIf: { all: [MINOR, { field: 'otherParentName', filled: true }] },
              options: [{ value: 'signs' }, { value: 'agrees' }, { value: 'objects' }, { value: 'unknown' }],
            },
            {
              kind: 'radio',
              name: 'reason',
              required: true,
              options: [{ value: 'preference' }, { value: 'family' }, { value: 'cultural' }, { value: 'professional' }, { value: 'other' }],
            },
            { kind: 'textarea', name: 'reasonDetails', required: true, maxLength: 2000, help: true },
          ],
        },
      ],
    },
    {
      id: 'background',
      fields: [
        { kind: 'yesno', name: 'sexOffenderRegistration', required: true, help: true },
        { kind: 'yesno', name: 'underSupervision', required: true, help: true },
        { kind: 'yesno', name: 'pendingCases', required: true, help: true },
        {
          kind: 'textarea',
          name: 'backgroundDetails',
          required: true,
          maxLength: 2000,
          showIf: {
            any: [
              { field: 'sexOffenderRegistration', equals: true },
              { field: 'underSupervision', equals: true },
              { field: 'pendingCases', equals: true },
            ],
          },
        },
      ],
    },
    {
      id: 'court',
      fields: [
        { kind: 'text', filing: 'place', name: 'county', required: true, maxLength: 60, defaultValue: 'Los Angeles', help: true },
        { kind: 'text', filing: 'asWritten', name: 'newspaper', maxLength: 200, help: true },
        OTHER_FACTS,
      ],
    },
  ],
  summary: (a, { t }) => ({
    clientName: a.petitioner.name,
    clientEmail: a.petitioner.email,
    caseDetails: a.people.map((p) => t('q.nameChangeV1.summary.change', { from: p.presentName, to: p.proposedName })).join(' · '),
    specialInstructions: a.otherFacts ?? '',
  }),
});
