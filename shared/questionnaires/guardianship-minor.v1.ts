/**
 * VERSION 1, frozen: kept so that drafts and submissions written under it still render, print and build a packet
 * (registry.ts PAST_VERSIONS; the current version and the upgrade from this one: versions.ts). Do not edit.
 *
 * Guardianship of a minor (GC-210 petition, GC-210(CA) child information attachment with the five-year residence
 * history of the UCCJEA, GC-212 confidential guardian screening form, GC-240 order). One petition can cover
 * brothers and sisters, so the children are a repeatable group.
 */
import { defineQuestionnaire } from './define';
import { OTHER_FACTS, residencesGroup, RESIDENCE_RULES, SELF_CONTACT } from './fragments';
import messages from './guardianship-minor.v1.messages';

const PARENT = (name: string) => `q.guardianshipMinorV1.fields.parent.${name}`;

/** A parent of the children: their status decides whether they must be served or can consent. */
const parent = <const N extends string>(name: N) =>
  ({
    kind: 'object',
    name,
    fields: [
      {
        kind: 'text',
        filing: 'asWritten',
        name: 'name',
        required: true,
        labelKey: 'q.common.fields.fullName.label',
        autoComplete: 'off',
        help: `${PARENT('name')}.help`,
      },
      {
        kind: 'radio',
        name: 'status',
        required: true,
        labelKey: `${PARENT('status')}.label`,
        options: ['consents', 'objects', 'unknownWhereabouts', 'deceased', 'unknown'].map((value) => ({
          value,
          labelKey: `${PARENT('status')}.options.${value}`,
        })),
      },
      {
        kind: 'text',
        filing: 'asWritten',
        name: 'address',
        maxLength: 300,
        labelKey: 'q.common.fields.addressIfKnown.label',
        autoComplete: 'off',
        showIf: { field: 'status', in: ['consents', 'objects'] },
      },
    ],
  }) as const;

export const guardianshipMinorV1 = defineQuestionnaire({
  type: 'guardianship-minor',
  namespace: 'q.guardianshipMinorV1',
  messages,
  steps: [
    {
      id: 'guardian',
      fields: [
        { kind: 'object', name: 'guardian', fields: SELF_CONTACT },
        {
          kind: 'date',
          name: 'guardianDateOfBirth',
          required: true,
          range: 'past',
          labelKey: 'q.common.fields.dateOfBirth.label',
          autoComplete: 'bday',
        },
        { kind: 'text', filing: 'term', name: 'relationship', required: true, maxLength: 100 },
        { kind: 'textarea', name: 'household', maxLength: 2000, help: true },
        { kind: 'yesno', name: 'criminalHistory', required: true, help: true },
        {
          kind: 'textarea',
          name: 'criminalHistoryDetails',
          required: true,
          maxLength: 2000,
          showIf: { field: 'criminalHistory', equals: true },
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
          max: 8,
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label' },
            { kind: 'date', name: 'birthDate', required: true, range: 'past', labelKey: 'q.common.fields.dateOfBirth.label' },
            { kind: 'text', filing: 'place', name: 'placeOfBirth', required: true, maxLength: 120 },
            { kind: 'yesno', name: 'livesWithYou', required: true },
            residencesGroup(),
          ],
          rules: RESIDENCE_RULES,
        },
      ],
    },
    { id: 'parents', fields: [parent('mother'), parent('father')] },
    {
      id: 'guardianship',
      fields: [
        {
          kind: 'radio',
          name: 'guardianshipOf',
          required: true,
          help: true,
          options: [{ value: 'person' }, { value: 'estate' }, { value: 'both' }],
        },
        { kind: 'textarea', name: 'reason', required: true, help: true },
        { kind: 'yesno', name: 'temporaryNeeded', required: true, help: true },
        { kind: 'textarea', name: 'temporaryReason', required: true, maxLength: 3000, showIf: { field: 'temporaryNeeded', equals: true } },
        { kind: 'money', name: 'childrenAssets', required: true, help: true, showIf: { field: 'guardianshipOf', in: ['estate', 'both'] } },
        {
          kind: 'radio',
          name: 'nativeAmerican',
          required: true,
          help: true,
          options: [{ value: 'no' }, { value: 'yes' }, { value: 'unknown' }],
        },
        { kind: 'yesno', name: 'otherCases', required: true, help: true },
        { kind: 'textarea', name: 'otherCasesDetails', required: true, maxLength: 2000, showIf: { field: 'otherCases', equals: true } },
      ],
    },
    { id: 'additional', fields: [OTHER_FACTS] },
  ],
  summary: (a, { t }) => ({
    clientName: a.guardian.name,
    clientEmail: a.guardian.email,
    caseDetails: t(`q.guardianshipMinorV1.summary.${a.guardianshipOf}`, { children: a.children.map((c) => c.name).join(', ') }),
    specialInstructions: a.otherFacts ?? '',
  }),
});
