/**
 * VERSION 1, frozen: kept so that drafts and submissions written under it still render, print and build a packet
 * (registry.ts PAST_VERSIONS; the current version and the upgrade from this one: versions.ts). Do not edit.
 *
 * Business formation (California Secretary of State: Articles of Organization LLC-1, Articles of Incorporation
 * ARTS-GS, the initial Statement of Information LLC-12 / SI-550; county Fictitious Business Name statement).
 * What those filings ask: the name, the addresses, the agent for service of process, the management or the
 * officers and shares, and the owners.
 */
import { defineQuestionnaire } from './define';
import { OTHER_FACTS, SELF_CONTACT } from './fragments';
import messages from './business-enterprises.v1.messages';

const LLC = { field: 'entityType', equals: 'llc' } as const;
const CORPORATION = { field: 'entityType', equals: 'corporation' } as const;

export const businessEnterprisesV1 = defineQuestionnaire({
  type: 'business-enterprises',
  namespace: 'q.businessEnterprisesV1',
  messages,
  steps: [
    { id: 'contact', fields: [{ kind: 'object', name: 'contact', fields: SELF_CONTACT }] },
    {
      id: 'business',
      fields: [
        {
          kind: 'radio',
          name: 'entityType',
          required: true,
          help: true,
          options: [{ value: 'llc' }, { value: 'corporation' }, { value: 'soleProprietorship' }],
        },
        { kind: 'text', filing: 'asWritten', name: 'businessName', required: true, help: true },
        { kind: 'text', filing: 'asWritten', name: 'alternativeName', help: true },
        { kind: 'textarea', name: 'purpose', required: true, maxLength: 1000, help: true },
        { kind: 'text', filing: 'asWritten', name: 'principalAddress', required: true, maxLength: 300, help: true },
        { kind: 'text', filing: 'asWritten', name: 'mailingAddress', maxLength: 300, help: true },
        { kind: 'text', filing: 'place', name: 'county', required: true, maxLength: 60, defaultValue: 'Los Angeles' },
      ],
    },
    {
      id: 'owners',
      fields: [
        {
          kind: 'group',
          name: 'owners',
          min: 1,
          max: 10,
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
            { kind: 'text', name: 'title', maxLength: 100, help: true },
            { kind: 'number', name: 'ownershipPercent', min: 0, max: 100, integer: false },
          ],
        },
      ],
    },
    {
      id: 'management',
      fields: [
        {
          kind: 'radio',
          name: 'llcManagement',
          required: true,
          help: true,
          showIf: LLC,
          options: [{ value: 'oneManager' }, { value: 'managers' }, { value: 'members' }],
        },
        { kind: 'text', filing: 'asWritten', name: 'ceo', required: true, showIf: CORPORATION },
        { kind: 'text', filing: 'asWritten', name: 'secretary', required: true, showIf: CORPORATION },
        { kind: 'text', filing: 'asWritten', name: 'cfo', required: true, showIf: CORPORATION },
        { kind: 'number', name: 'authorizedShares', required: true, min: 1, max: 1_000_000_000, help: true, showIf: CORPORATION },
        {
          kind: 'radio',
          name: 'agentType',
          required: true,
          help: true,
          showIf: { not: { field: 'entityType', equals: 'soleProprietorship' } },
          options: [{ value: 'individual' }, { value: 'company' }],
        },
        { kind: 'text', filing: 'asWritten', name: 'agentName', required: true, showIf: { field: 'agentType', filled: true } },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'agentAddress',
          required: true,
          maxLength: 300,
          help: true,
          showIf: { field: 'agentType', equals: 'individual' },
        },
      ],
    },
    {
      id: 'filings',
      fields: [
        { kind: 'yesno', name: 'needsDba', required: true, help: true },
        { kind: 'text', filing: 'asWritten', name: 'dbaName', required: true, showIf: { field: 'needsDba', equals: true } },
        { kind: 'yesno', name: 'needsEin', required: true, help: true },
        { kind: 'yesno', name: 'needsSellersPermit', required: true, help: true },
        OTHER_FACTS,
      ],
    },
  ],
  summary: (a, { t }) => ({
    clientName: a.contact.name,
    clientEmail: a.contact.email,
    caseDetails: [t(`q.businessEnterprisesV1.fields.entityType.options.${a.entityType}`), a.businessName, a.county].join(' · '),
    specialInstructions: a.otherFacts ?? '',
  }),
});
