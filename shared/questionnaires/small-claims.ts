/**
 * Small claims: SC-100 Plaintiff's Claim and ORDER to Go to Small Claims Court (Rev. January 1, 2026), with SC-100A
 * (more plaintiffs or defendants), SC-103 (fictitious business name) and SC-101 (attorney-client fee dispute) when they
 * apply. Definition version 2: every client item of SC-100 (reference §3.1), the limits as the law has them since
 * 2024 — $12,500 for a natural person (Code Civ. Proc. §116.221), $6,250 for anyone else (§116.220(a)(1)) — and the
 * rule on claims over $2,500: no more than two in California in a calendar year (§116.231). Version 1 is kept in
 * small-claims.v1.ts; its answers are carried here by `UPGRADES` in versions.ts.
 */
import { formatDate, formatMoney } from '../i18n/core';
import { defineQuestionnaire } from './define';
import {
  MAILING,
  OTHER_ADDRESS,
  OTHER_CONTACT_DETAILS,
  PARTY_NAME,
  SELF_ADDRESS,
  SELF_CONTACT_DETAILS,
  SELF_NAME,
} from './fragments/party';
import messages from './small-claims.messages';

/** A natural person's limit (Code Civ. Proc. §116.221, since January 1, 2024), in cents. */
export const SMALL_CLAIMS_PERSON_LIMIT_CENTS = 1_250_000;
/** The limit for a business, a public entity or any plaintiff who is not a natural person (§116.220(a)(1)), in cents. */
export const SMALL_CLAIMS_ENTITY_LIMIT_CENTS = 625_000;
/** Claims over this need the §116.231 confirmation (SC-100 item 10), in cents. */
export const SMALL_CLAIMS_TWO_PER_YEAR_THRESHOLD_CENTS = 250_000;

const f = (path: string) => `q.smallClaims.fields.${path}.label`;
const h = (path: string) => `q.smallClaims.fields.${path}.help`;

export const VENUES = [
  'defendantLives',
  'propertyDamaged',
  'plaintiffInjured',
  'contract',
  'consumerContract',
  'retailInstallment',
  'vehicleFinance',
  'other',
] as const;

export const smallClaims = defineQuestionnaire({
  type: 'small-claims',
  version: 2,
  namespace: 'q.smallClaims',
  messages,
  steps: [
    {
      id: 'you',
      fields: [
        {
          kind: 'radio',
          name: 'plaintiffType',
          required: true,
          help: true,
          options: [{ value: 'person' }, { value: 'entity' }],
        },
        {
          kind: 'object',
          name: 'plaintiff',
          fields: [
            { ...SELF_NAME, labelKey: f('plaintiff.name'), help: h('plaintiff.name') },
            ...SELF_ADDRESS,
            ...MAILING,
            ...SELF_CONTACT_DETAILS,
          ],
        },
        { kind: 'yesno', name: 'licensee', required: true, help: true, showIf: { field: 'plaintiffType', equals: 'entity' } },
        { kind: 'yesno', name: 'usesFictitiousName', required: true, help: true },
        {
          kind: 'object',
          name: 'fictitiousName',
          showIf: { field: 'usesFictitiousName', equals: true },
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true },
            {
              kind: 'select',
              name: 'businessType',
              required: true,
              options: [
                { value: 'individual' },
                { value: 'partnership' },
                { value: 'corporation' },
                { value: 'llc' },
                { value: 'association' },
                { value: 'other' },
              ],
            },
            { kind: 'text', filing: 'place', name: 'county', required: true, maxLength: 80 },
            { kind: 'text', filing: 'asWritten', name: 'statementNumber', maxLength: 60, help: true },
            { kind: 'date', name: 'expires', help: true },
            { kind: 'text', filing: 'asWritten', name: 'signerName', maxLength: 200, help: true, autoComplete: 'name' },
            { kind: 'text', filing: 'term', name: 'signerTitle', maxLength: 80 },
          ],
        },
        { kind: 'yesno', name: 'hasOtherPlaintiffs', required: true, help: true },
        {
          kind: 'group',
          name: 'otherPlaintiffs',
          min: 1,
          max: 10,
          showIf: { field: 'hasOtherPlaintiffs', equals: true },
          // SC-100A item 1 asks it of each plaintiff after the second (issue 25); optional, so a draft made before
          // stays valid and staff ask when it is not answered.
          fields: [
            PARTY_NAME,
            ...OTHER_ADDRESS,
            ...MAILING,
            ...OTHER_CONTACT_DETAILS,
            { kind: 'yesno', name: 'usesFictitiousName', help: true },
          ],
        },
      ],
    },
    {
      id: 'defendant',
      fields: [
        {
          kind: 'radio',
          name: 'defendantType',
          required: true,
          help: true,
          options: [{ value: 'person' }, { value: 'business' }, { value: 'publicEntity' }],
        },
        {
          kind: 'object',
          name: 'defendant',
          fields: [
            { ...PARTY_NAME, labelKey: f('defendant.name'), help: h('defendant.name') },
            ...OTHER_ADDRESS,
            ...MAILING,
            { kind: 'tel', name: 'phone', labelKey: 'q.party.phoneIfKnown.label', autoComplete: 'off' },
          ],
        },
        {
          kind: 'object',
          name: 'agent',
          help: true,
          showIf: { field: 'defendantType', in: ['business', 'publicEntity'] },
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', labelKey: f('agent.name') },
            { kind: 'text', filing: 'term', name: 'jobTitle', maxLength: 80 },
            { kind: 'text', filing: 'asWritten', name: 'street', maxLength: 150, labelKey: 'q.party.street.label' },
            { kind: 'text', filing: 'place', name: 'city', maxLength: 80, labelKey: 'q.party.city.label' },
            {
              kind: 'select',
              name: 'state',
              labelKey: 'q.party.state.label',
              options: SELF_ADDRESS[2].options,
            },
            { kind: 'zip', name: 'zip', labelKey: 'q.party.zip.label' },
          ],
        },
        {
          kind: 'date',
          name: 'publicEntityClaimDate',
          required: true,
          range: 'past',
          help: true,
          showIf: { field: 'defendantType', equals: 'publicEntity' },
        },
        { kind: 'yesno', name: 'hasOtherDefendants', required: true, help: true },
        {
          kind: 'group',
          name: 'otherDefendants',
          min: 1,
          max: 10,
          showIf: { field: 'hasOtherDefendants', equals: true },
          // SC-100A item 2 (issue 25): each other defendant's mailing address, and for a business or public entity the
          // agent for service of process — asked like the first defendant's.
          fields: [
            {
              kind: 'radio',
              name: 'type',
              help: true,
              labelKey: f('defendantType'),
              options: [
                { value: 'person', labelKey: 'q.smallClaims.fields.defendantType.options.person' },
                { value: 'business', labelKey: 'q.smallClaims.fields.defendantType.options.business' },
                { value: 'publicEntity', labelKey: 'q.smallClaims.fields.defendantType.options.publicEntity' },
              ],
            },
            PARTY_NAME,
            ...OTHER_ADDRESS,
            ...MAILING,
            { kind: 'tel', name: 'phone', labelKey: 'q.party.phoneIfKnown.label', autoComplete: 'off' },
            {
              kind: 'object',
              name: 'agent',
              labelKey: f('agent'),
              help: h('agent'),
              showIf: { field: 'type', in: ['business', 'publicEntity'] },
              fields: [
                { kind: 'text', filing: 'asWritten', name: 'name', labelKey: f('agent.name') },
                { kind: 'text', filing: 'term', name: 'jobTitle', maxLength: 80, labelKey: f('agent.jobTitle') },
                { kind: 'text', filing: 'asWritten', name: 'street', maxLength: 150, labelKey: 'q.party.street.label' },
                { kind: 'text', filing: 'place', name: 'city', maxLength: 80, labelKey: 'q.party.city.label' },
                { kind: 'select', name: 'state', labelKey: 'q.party.state.label', options: SELF_ADDRESS[2].options },
                { kind: 'zip', name: 'zip', labelKey: 'q.party.zip.label' },
              ],
            },
          ],
        },
        { kind: 'yesno', name: 'military', required: true, help: true },
        {
          kind: 'text',
          filing: 'names',
          name: 'militaryNames',
          required: true,
          maxLength: 300,
          showIf: { field: 'military', equals: true },
        },
      ],
    },
    {
      id: 'claim',
      fields: [
        {
          kind: 'money',
          name: 'claimAmount',
          required: true,
          minCents: 1,
          maxCents: SMALL_CLAIMS_PERSON_LIMIT_CENTS,
          help: true,
          errors: { tooBig: 'q.smallClaims.errors.claimAmountMax' },
        },
        { kind: 'textarea', name: 'incidentDescription', required: true, help: true },
        { kind: 'radio', name: 'dateKind', required: true, options: [{ value: 'single' }, { value: 'period' }] },
        { kind: 'date', name: 'incidentDate', required: true, range: 'past', help: true, showIf: { field: 'dateKind', equals: 'single' } },
        { kind: 'date', name: 'periodFrom', required: true, range: 'past', showIf: { field: 'dateKind', equals: 'period' } },
        { kind: 'date', name: 'periodTo', required: true, range: 'past', showIf: { field: 'dateKind', equals: 'period' } },
        { kind: 'textarea', name: 'damages', required: true, help: true },
        { kind: 'yesno', name: 'askedToPay', required: true, help: true },
        { kind: 'textarea', name: 'attempts', help: true, showIf: { field: 'askedToPay', equals: true } },
        { kind: 'textarea', name: 'whyNotAsked', required: true, maxLength: 1000, showIf: { field: 'askedToPay', equals: false } },
        { kind: 'textarea', name: 'evidence', help: true },
      ],
    },
    {
      id: 'filing',
      fields: [
        {
          kind: 'radio',
          name: 'venue',
          required: true,
          help: true,
          options: VENUES.map((value) => ({ value })),
        },
        { kind: 'text', name: 'venueOther', required: true, maxLength: 200, showIf: { field: 'venue', equals: 'other' } },
        { kind: 'zip', name: 'venueZip', help: true },
        { kind: 'yesno', name: 'feeDispute', required: true, help: true },
        { kind: 'yesno', name: 'arbitrated', required: true, showIf: { field: 'feeDispute', equals: true } },
        { kind: 'yesno', name: 'manyClaims', required: true, help: true },
        {
          kind: 'checkbox',
          name: 'twoPerYearConfirmed',
          required: true,
          help: true,
          showIf: { field: '/claimAmount', greaterThan: SMALL_CLAIMS_TWO_PER_YEAR_THRESHOLD_CENTS },
          errors: { required: 'q.smallClaims.errors.twoPerYear' },
        },
      ],
    },
  ],
  rules: [
    {
      kind: 'atMost',
      field: 'claimAmount',
      max: SMALL_CLAIMS_ENTITY_LIMIT_CENTS,
      when: { field: 'plaintiffType', equals: 'entity' },
      errorKey: 'q.smallClaims.errors.claimAmountEntityMax',
    },
    { kind: 'dateOrder', earlier: 'periodFrom', later: 'periodTo', errorKey: 'q.common.errors.periodOrder' },
  ],
  summary: (a, { t, locale }) => ({
    clientName: a.plaintiff.name,
    clientEmail: a.plaintiff.email,
    caseDetails: t('q.smallClaims.summary.caseDetails', {
      defendant: a.defendant.name,
      amount: formatMoney(a.claimAmount, locale),
      date:
        a.dateKind === 'period' && a.periodFrom && a.periodTo
          ? t('q.smallClaims.summary.period', { from: formatDate(a.periodFrom, locale), to: formatDate(a.periodTo, locale) })
          : a.incidentDate
            ? formatDate(a.incidentDate, locale)
            : '',
    }),
    specialInstructions: a.attempts ?? a.whyNotAsked ?? '',
  }),
});
