/**
 * VERSION 1, frozen: kept so that drafts and submissions written under it still render, print and build a packet
 * (registry.ts PAST_VERSIONS; the current version and the upgrade from this one: versions.ts). Do not edit.
 *
 * Petition to determine parental relationship (FL-200 petition, FL-210 summons, FL-220 response): establishing who
 * the legal parents are, with custody, visitation, support, and the pregnancy and birth expenses the petition can
 * ask for (Fam. Code §7637).
 */
import { defineQuestionnaire } from './define';
import { CUSTODY_OPTIONS, OTHER_CONTACT, OTHER_FACTS, SELF_CONTACT } from './fragments';
import messages from './paternal-relationship.v1.messages';

export const paternalRelationshipV1 = defineQuestionnaire({
  type: 'paternal-relationship',
  namespace: 'q.paternalRelationshipV1',
  messages,
  steps: [
    {
      id: 'you',
      fields: [
        { kind: 'object', name: 'you', fields: SELF_CONTACT },
        { kind: 'radio', name: 'yourRole', required: true, options: [{ value: 'mother' }, { value: 'father' }, { value: 'otherParent' }] },
      ],
    },
    {
      id: 'otherParent',
      fields: [
        { kind: 'object', name: 'otherParent', fields: OTHER_CONTACT },
        { kind: 'yesno', name: 'otherParentAgrees', required: true, help: true },
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
            { kind: 'text', filing: 'place', name: 'placeOfBirth', required: true, maxLength: 120 },
            { kind: 'text', name: 'livesWith', required: true, maxLength: 120 },
          ],
        },
        { kind: 'yesno', name: 'declarationSigned', required: true, help: true },
        { kind: 'yesno', name: 'geneticTesting', required: true },
      ],
    },
    {
      id: 'requests',
      fields: [
        { kind: 'radio', name: 'legalCustody', required: true, options: CUSTODY_OPTIONS },
        { kind: 'radio', name: 'physicalCustody', required: true, options: CUSTODY_OPTIONS },
        { kind: 'textarea', name: 'visitation', maxLength: 3000, help: true },
        { kind: 'yesno', name: 'childSupport', required: true },
        { kind: 'yesno', name: 'birthExpenses', required: true, help: true },
        { kind: 'yesno', name: 'changeChildName', required: true },
        { kind: 'text', filing: 'asWritten', name: 'newChildName', required: true, showIf: { field: 'changeChildName', equals: true } },
      ],
    },
    { id: 'additional', fields: [OTHER_FACTS] },
  ],
  summary: (a, { t }) => ({
    clientName: a.you.name,
    clientEmail: a.you.email,
    caseDetails: t('q.paternalRelationshipV1.summary.caseDetails', {
      you: a.you.name,
      other: a.otherParent.name,
      children: a.children.map((c) => c.name).join(', '),
    }),
    specialInstructions: a.otherFacts ?? '',
  }),
});
