/**
 * VERSION 1, frozen: kept so that drafts and submissions written under it still render, print and build a packet
 * (registry.ts PAST_VERSIONS; the current version and the upgrade from this one: versions.ts). Do not edit.
 *
 * Dissolution of marriage or domestic partnership (FL-100 petition, FL-110 summons, FL-115 proof of service,
 * FL-140/FL-142 disclosure). FL-100's items: the parties, residence requirements (Fam. Code §2320), dates of marriage
 * and separation, grounds, minor children with custody and visitation, spousal support, property and debts,
 * restoration of a former name, attorney's fees.
 */
import { formatDate } from '../i18n/core';
import { defineQuestionnaire } from './define';
import { CUSTODY_OPTIONS, OTHER_CONTACT, OTHER_FACTS, SELF_CONTACT } from './fragments';
import messages from './dissolution.v1.messages';

export const dissolutionV1 = defineQuestionnaire({
  type: 'dissolution',
  namespace: 'q.dissolutionV1',
  messages,
  steps: [
    { id: 'petitioner', fields: [{ kind: 'object', name: 'petitioner', fields: SELF_CONTACT }] },
    { id: 'respondent', fields: [{ kind: 'object', name: 'respondent', fields: OTHER_CONTACT }] },
    {
      id: 'marriage',
      fields: [
        {
          kind: 'radio',
          name: 'relationshipType',
          required: true,
          options: [{ value: 'marriage' }, { value: 'domesticPartnership' }, { value: 'both' }],
        },
        {
          kind: 'radio',
          name: 'petitionType',
          required: true,
          help: true,
          options: [{ value: 'dissolution' }, { value: 'legalSeparation' }, { value: 'nullity' }],
        },
        { kind: 'date', name: 'marriageDate', required: true, range: 'past' },
        { kind: 'text', name: 'marriagePlace', required: true, maxLength: 120, help: true },
        { kind: 'date', name: 'separationDate', required: true, range: 'past', help: true },
        { kind: 'yesno', name: 'meetsResidency', required: true, help: true },
        {
          kind: 'radio',
          name: 'grounds',
          required: true,
          showIf: { field: 'petitionType', in: ['dissolution', 'legalSeparation'] },
          options: [{ value: 'irreconcilable' }, { value: 'incapacity' }],
        },
        { kind: 'yesno', name: 'agreesOnTerms', required: true, help: true },
      ],
    },
    {
      id: 'children',
      fields: [
        { kind: 'yesno', name: 'hasMinorChildren', required: true, help: true },
        {
          kind: 'group',
          name: 'children',
          min: 1,
          max: 10,
          showIf: { field: 'hasMinorChildren', equals: true },
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label' },
            { kind: 'date', name: 'birthDate', required: true, range: 'past', labelKey: 'q.common.fields.dateOfBirth.label' },
          ],
        },
        {
          kind: 'radio',
          name: 'legalCustody',
          required: true,
          help: true,
          showIf: { field: 'hasMinorChildren', equals: true },
          options: CUSTODY_OPTIONS,
        },
        {
          kind: 'radio',
          name: 'physicalCustody',
          required: true,
          help: true,
          showIf: { field: 'hasMinorChildren', equals: true },
          options: CUSTODY_OPTIONS,
        },
        { kind: 'textarea', name: 'visitation', maxLength: 3000, help: true, showIf: { field: 'hasMinorChildren', equals: true } },
        { kind: 'yesno', name: 'childSupport', required: true, showIf: { field: 'hasMinorChildren', equals: true } },
      ],
    },
    {
      id: 'property',
      fields: [
        {
          kind: 'radio',
          name: 'spousalSupport',
          required: true,
          help: true,
          options: [{ value: 'toMe' }, { value: 'toSpouse' }, { value: 'terminate' }, { value: 'reserve' }],
        },
        { kind: 'textarea', name: 'communityProperty', help: true },
        { kind: 'textarea', name: 'separateProperty', help: true },
        { kind: 'textarea', name: 'debts', help: true },
        { kind: 'yesno', name: 'restoreFormerName', required: true },
        { kind: 'text', filing: 'asWritten', name: 'formerName', required: true, showIf: { field: 'restoreFormerName', equals: true } },
        { kind: 'yesno', name: 'attorneyFees', required: true, help: true },
      ],
    },
    { id: 'additional', fields: [OTHER_FACTS] },
  ],
  rules: [
    { kind: 'dateOrder', earlier: 'marriageDate', later: 'separationDate', errorKey: 'q.dissolutionV1.errors.separationBeforeMarriage' },
  ],
  summary: (a, { t, locale }) => ({
    clientName: a.petitioner.name,
    clientEmail: a.petitioner.email,
    caseDetails: [
      t(`q.dissolutionV1.fields.petitionType.options.${a.petitionType}`),
      t('q.dissolutionV1.summary.parties', { petitioner: a.petitioner.name, respondent: a.respondent.name }),
      t('q.dissolutionV1.summary.dates', { married: formatDate(a.marriageDate, locale), separated: formatDate(a.separationDate, locale) }),
      t('q.dissolutionV1.summary.children', { count: a.children?.length ?? 0 }),
      t(a.agreesOnTerms ? 'q.dissolutionV1.summary.uncontested' : 'q.dissolutionV1.summary.contested'),
    ].join(' · '),
    specialInstructions: a.otherFacts ?? '',
  }),
});
