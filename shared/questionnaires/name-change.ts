/**
 * Change of name (NC-100 petition, NC-110 attachment for minors, NC-120 order to show cause, NC-121 proof of
 * service). NC-100 covers the petitioner and any minor children: for each person the present and proposed names and
 * the reason; for a minor, the parents (the other parent must be notified unless they sign the petition). The court
 * must be told about sex-offender registration (Code Civ. Proc. §1279.5). Publication in a newspaper of general
 * circulation is required.
 */
import { defineQuestionnaire } from './define';
import { OTHER_FACTS, SELF_CONTACT } from './fragments';
import messages from './name-change.messages';

const MINOR = { field: 'isMinor', equals: true } as const;

export const nameChange = defineQuestionnaire({
  type: 'name-change',
  namespace: 'q.nameChange',
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
            { kind: 'text', name: 'presentName', required: true },
            { kind: 'text', name: 'proposedName', required: true },
            { kind: 'yesno', name: 'isMinor', required: true },
            {
              kind: 'date',
              name: 'birthDate',
              required: true,
              range: 'past',
              labelKey: 'q.common.fields.dateOfBirth.label',
              showIf: MINOR,
            },
            { kind: 'text', name: 'relationship', required: true, maxLength: 100, showIf: MINOR },
            { kind: 'text', name: 'otherParentName', maxLength: 200, help: true, showIf: MINOR },
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
        { kind: 'text', name: 'county', required: true, maxLength: 60, defaultValue: 'Los Angeles', help: true },
        { kind: 'text', name: 'newspaper', maxLength: 200, help: true },
        OTHER_FACTS,
      ],
    },
  ],
  summary: (a, { t }) => ({
    clientName: a.petitioner.name,
    clientEmail: a.petitioner.email,
    caseDetails: a.people.map((p) => t('q.nameChange.summary.change', { from: p.presentName, to: p.proposedName })).join(' · '),
    specialInstructions: a.otherFacts ?? '',
  }),
});
