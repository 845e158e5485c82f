/**
 * Petition for custody and support of minor children (FL-260, with the summons FL-210; the respondent's FL-270 is
 * served blank): for parents who are married or registered partners and are not divorcing, or who are not married and
 * whose parentage is already established (a signed voluntary declaration, an adoption, or a juvenile or child support
 * court's determination) — FL-260 item 2. It asks custody and visitation (FL-311), child support (FL-150) and fees; it
 * has no spousal-support request. The UCCJEA declaration (FL-105) is filed with it.
 *
 * Version 2 (version 1: parental-relationships.v1.ts): FL-260 item 2's reasons with the declaration's date and copy,
 * the confirmation that no other family case exists, the UCCJEA fragment (items 4–6, each person's present address,
 * places of birth), the custody fragment, FL-150 when support is requested, attorney's fees; no spousal support.
 */
import { defineQuestionnaire } from './define';
import { OTHER_FACTS } from './fragments';
import { CUSTODY } from './fragments/custody';
import { FL150_CHILDREN, FL150_EXPENSES, FL150_HOUSEHOLD, FL150_INCOME, FL150_WORK } from './fragments/fl150';
import {
  DATE_OF_BIRTH,
  MAILING,
  OTHER_ADDRESS_IF_KNOWN,
  OTHER_CONTACT_DETAILS,
  PARTY_NAME,
  SELF_ADDRESS,
  SELF_CONTACT_DETAILS,
  SELF_NAME,
} from './fragments/party';
import { UCCJEA } from './fragments/uccjea';
import messages from './parental-relationships.messages';

const SUPPORT = { field: '/childSupport', equals: true } as const;

export const parentalRelationships = defineQuestionnaire({
  type: 'parental-relationships',
  version: 2,
  namespace: 'q.parentalRelationships',
  messages,
  steps: [
    {
      id: 'parents',
      fields: [
        { kind: 'object', name: 'you', fields: [SELF_NAME, ...SELF_ADDRESS, ...MAILING, ...SELF_CONTACT_DETAILS, DATE_OF_BIRTH] },
        { kind: 'object', name: 'otherParent', fields: [PARTY_NAME, ...OTHER_ADDRESS_IF_KNOWN, ...OTHER_CONTACT_DETAILS] },
        {
          kind: 'checkboxes',
          name: 'basis',
          required: true,
          help: true,
          options: [{ value: 'married' }, { value: 'vdp' }, { value: 'adopted' }, { value: 'determined' }],
        },
        { kind: 'date', name: 'vdpDate', required: true, range: 'past', showIf: { field: 'basis', includes: 'vdp' } },
        { kind: 'yesno', name: 'vdpCopy', required: true, help: true, showIf: { field: 'basis', includes: 'vdp' } },
        {
          kind: 'object',
          name: 'determination',
          showIf: { field: 'basis', includes: 'determined' },
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'caseNumber', maxLength: 60 },
            { kind: 'text', filing: 'place', name: 'county', required: true, maxLength: 80 },
            { kind: 'text', filing: 'place', name: 'state', required: true, maxLength: 80, defaultValue: 'California' },
            { kind: 'text', filing: 'place', name: 'country', maxLength: 80, help: true },
          ],
        },
        {
          kind: 'checkbox',
          name: 'noOtherCase',
          required: true,
          help: true,
          errors: { required: 'q.parentalRelationships.errors.noOtherCase' },
        },
        { kind: 'text', filing: 'place', name: 'county', required: true, maxLength: 60, defaultValue: 'Los Angeles', help: true },
      ],
    },
    { id: 'children', fields: [UCCJEA] },
    { id: 'custody', fields: [CUSTODY] },
    {
      id: 'support',
      fields: [
        { kind: 'yesno', name: 'childSupport', required: true, help: true },
        {
          kind: 'radio',
          name: 'attorneyFees',
          required: true,
          help: true,
          options: [{ value: 'otherParent' }, { value: 'me' }, { value: 'eachOwn' }, { value: 'none' }],
        },
        { kind: 'textarea', name: 'otherOrders', maxLength: 5000 },
      ],
    },
    {
      id: 'finances',
      fields: [
        { ...FL150_WORK, showIf: SUPPORT },
        { ...FL150_INCOME, showIf: SUPPORT },
        { ...FL150_HOUSEHOLD, showIf: SUPPORT },
        { ...FL150_EXPENSES, showIf: SUPPORT },
        { ...FL150_CHILDREN, showIf: SUPPORT },
        OTHER_FACTS,
      ],
    },
  ],
  summary: (a, { t }) => ({
    clientName: a.you.name,
    clientEmail: a.you.email,
    caseDetails: t('q.parentalRelationships.summary.caseDetails', {
      other: a.otherParent.name,
      children: a.uccjea.children.map((c) => c.name).join(', '),
    }),
    specialInstructions: a.otherFacts ?? '',
  }),
});
