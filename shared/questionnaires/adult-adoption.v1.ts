/**
 * VERSION 1, frozen: kept so that drafts and submissions written under it still render, print and build a packet
 * (registry.ts PAST_VERSIONS; the current version and the upgrade from this one: versions.ts). Do not edit.
 *
 * Adult adoption, as first written (it named ADOPT-200/215, which are minor-adoption forms; version 2 prepares the
 * pleading-paper documents of Fam. Code §§9320–9321). The adoptee must be younger than the adopter (§9320(a)); the
 * spouses of a married adopter and of a married adoptee must consent (§9301, §9302).
 */
import { defineQuestionnaire } from './define';
import { OTHER_FACTS, SELF_CONTACT } from './fragments';
import messages from './adult-adoption.v1.messages';

export const adultAdoptionV1 = defineQuestionnaire({
  type: 'adult-adoption',
  namespace: 'q.adultAdoptionV1',
  messages,
  steps: [
    {
      id: 'adopter',
      fields: [
        { kind: 'object', name: 'adopter', fields: SELF_CONTACT },
        {
          kind: 'date',
          name: 'adopterDateOfBirth',
          required: true,
          range: 'past',
          labelKey: 'q.common.fields.dateOfBirth.label',
          autoComplete: 'bday',
        },
        { kind: 'yesno', name: 'adopterMarried', required: true },
        { kind: 'text', filing: 'asWritten', name: 'adopterSpouseName', required: true, showIf: { field: 'adopterMarried', equals: true } },
        { kind: 'yesno', name: 'adopterSpouseConsents', required: true, help: true, showIf: { field: 'adopterMarried', equals: true } },
      ],
    },
    {
      id: 'adoptee',
      fields: [
        { kind: 'text', filing: 'asWritten', name: 'adopteeName', required: true },
        { kind: 'date', name: 'adopteeDateOfBirth', required: true, range: 'past', labelKey: 'q.common.fields.dateOfBirth.label' },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'adopteeAddress',
          required: true,
          maxLength: 300,
          labelKey: 'q.common.fields.address.label',
          help: 'q.common.fields.address.help',
        },
        { kind: 'email', name: 'adopteeEmail', labelKey: 'q.common.fields.email.label' },
        { kind: 'text', filing: 'place', name: 'adopteeBirthPlace', required: true, maxLength: 120 },
        { kind: 'yesno', name: 'adopteeMarried', required: true },
        { kind: 'text', filing: 'asWritten', name: 'adopteeSpouseName', required: true, showIf: { field: 'adopteeMarried', equals: true } },
        { kind: 'yesno', name: 'nameChange', required: true },
        { kind: 'text', filing: 'asWritten', name: 'newName', required: true, showIf: { field: 'nameChange', equals: true } },
      ],
    },
    {
      id: 'relationship',
      fields: [
        { kind: 'text', filing: 'term', name: 'relationship', required: true, maxLength: 200, help: true },
        { kind: 'number', name: 'yearsKnown', required: true, min: 0, max: 100 },
        { kind: 'textarea', name: 'reason', required: true, help: true },
        { kind: 'textarea', name: 'birthParents', maxLength: 2000, help: true },
        { kind: 'yesno', name: 'previousAdoption', required: true, help: true },
      ],
    },
    { id: 'additional', fields: [OTHER_FACTS] },
  ],
  rules: [
    { kind: 'dateOrder', earlier: 'adopterDateOfBirth', later: 'adopteeDateOfBirth', errorKey: 'q.adultAdoptionV1.errors.adopteeOlder' },
  ],
  summary: (a, { t }) => ({
    clientName: a.adopter.name,
    clientEmail: a.adopter.email,
    caseDetails: t('q.adultAdoptionV1.summary.caseDetails', { adopter: a.adopter.name, adoptee: a.adopteeName }),
    specialInstructions: a.otherFacts ?? '',
  }),
});
