/**
 * Dissolution, legal separation or nullity of a marriage or domestic partnership: the petition (FL-100) or, when both
 * agree and the client chooses it, the joint petition (FL-700, since January 1, 2026), the summons (FL-110), its proof
 * of service (FL-115), the UCCJEA declaration (FL-105) and custody application (FL-311) when there are children, and
 * the preliminary disclosure (FL-140, FL-142, FL-150; Fam. Code §2104).
 *
 * Version 2 (version 1: dissolution.v1.ts): the party blocks with addresses in the form's boxes, registration of a
 * domestic partnership, which spouse meets residency (and the exceptions of FL-100 item 2), nullity grounds (Fam. Code
 * §§2200, 2201, 2210), a child not yet born, the UCCJEA and custody fragments, support per party, itemised assets and
 * debts (community, quasi-community, separate) for FL-100 items 9–10 and FL-142, and FL-150.
 */
import { formatDate } from '../i18n/core';
import { defineQuestionnaire } from './define';
import messages from './dissolution.messages';
import { OTHER_FACTS } from './fragments';
import { ASSETS_AND_DEBTS, DISCLOSURE } from './fragments/assets';
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

const PARTNERSHIP = { field: '/relationshipType', in: ['domesticPartnership', 'both'] } as const;
const MARRIAGE = { field: '/relationshipType', in: ['marriage', 'both'] } as const;
const SUPPORT_CHOICES = [{ value: 'award' }, { value: 'terminate' }, { value: 'reserve' }] as const;

export const dissolution = defineQuestionnaire({
  type: 'dissolution',
  version: 2,
  namespace: 'q.dissolution',
  messages,
  steps: [
    {
      id: 'petitioner',
      fields: [
        { kind: 'object', name: 'petitioner', fields: [SELF_NAME, ...SELF_ADDRESS, ...MAILING, ...SELF_CONTACT_DETAILS, DATE_OF_BIRTH] },
      ],
    },
    {
      id: 'respondent',
      fields: [{ kind: 'object', name: 'respondent', fields: [PARTY_NAME, ...OTHER_ADDRESS_IF_KNOWN, ...OTHER_CONTACT_DETAILS] }],
    },
    {
      id: 'marriage',
      fields: [
        { kind: 'text', filing: 'place', name: 'county', required: true, maxLength: 60, defaultValue: 'Los Angeles', help: true },
        {
          kind: 'radio',
          name: 'relationshipType',
          required: true,
          options: [{ value: 'marriage' }, { value: 'domesticPartnership' }, { value: 'both' }],
        },
        {
          kind: 'radio',
          name: 'partnershipEstablished',
          required: true,
          options: [{ value: 'california' }, { value: 'elsewhere' }],
          showIf: PARTNERSHIP,
        },
        { kind: 'date', name: 'registrationDate', required: true, range: 'past', showIf: PARTNERSHIP },
        {
          kind: 'radio',
          name: 'petitionType',
          required: true,
          help: true,
          options: [{ value: 'dissolution' }, { value: 'legalSeparation' }, { value: 'nullity' }],
        },
        { kind: 'date', name: 'marriageDate', required: true, range: 'past', showIf: MARRIAGE },
        { kind: 'text', name: 'marriagePlace', required: true, maxLength: 120, help: true, showIf: MARRIAGE },
        { kind: 'date', name: 'separationDate', required: true, range: 'past', help: true },
        {
          kind: 'radio',
          name: 'residency',
          required: true,
          help: true,
          options: [
            { value: 'petitioner' },
            { value: 'respondent' },
            { value: 'both' },
            { value: 'caPartnership', showIf: { all: [PARTNERSHIP, { field: 'partnershipEstablished', equals: 'california' }] } },
            { value: 'sameSexCaMarriage', showIf: MARRIAGE },
            { value: 'none', showIf: { field: 'petitionType', in: ['legalSeparation', 'nullity'] } },
          ],
        },
        {
          kind: 'text',
          filing: 'place',
          name: 'petitionerLivesIn',
          required: true,
          maxLength: 120,
          showIf: { field: 'residency', equals: 'sameSexCaMarriage' },
        },
        {
          kind: 'text',
          filing: 'place',
          name: 'respondentLivesIn',
          required: true,
          maxLength: 120,
          showIf: { field: 'residency', equals: 'sameSexCaMarriage' },
        },
        {
          kind: 'radio',
          name: 'grounds',
          required: true,
          help: true,
          showIf: { field: 'petitionType', in: ['dissolution', 'legalSeparation'] },
          options: [{ value: 'irreconcilable' }, { value: 'incapacity' }],
        },
        {
          kind: 'radio',
          name: 'nullityGrounds',
          required: true,
          help: true,
          showIf: { field: 'petitionType', equals: 'nullity' },
          options: [
            { value: 'incest' },
            { value: 'bigamy' },
            { value: 'age' },
            { value: 'priorMarriage' },
            { value: 'unsoundMind' },
            { value: 'fraud' },
            { value: 'force' },
            { value: 'physicalIncapacity' },
          ],
        },
        { kind: 'yesno', name: 'agreesOnTerms', required: true, help: true },
        {
          kind: 'radio',
          name: 'petitionForm',
          required: true,
          help: true,
          options: [{ value: 'petition' }, { value: 'joint' }],
          showIf: {
            all: [
              { field: 'agreesOnTerms', equals: true },
              { field: 'petitionType', in: ['dissolution', 'legalSeparation'] },
            ],
          },
        },
      ],
    },
    {
      id: 'children',
      fields: [
        { kind: 'yesno', name: 'hasMinorChildren', required: true, help: true },
        { kind: 'yesno', name: 'expectingChild', required: true, help: true },
        { ...UCCJEA, showIf: { field: 'hasMinorChildren', equals: true } },
        { kind: 'yesno', name: 'vdpSigned', required: true, help: true, showIf: { field: 'hasMinorChildren', equals: true } },
        { ...CUSTODY, showIf: { field: 'hasMinorChildren', equals: true } },
        { kind: 'yesno', name: 'childSupport', required: true, help: true, showIf: { field: 'hasMinorChildren', equals: true } },
        { kind: 'textarea', name: 'childSupportOther', maxLength: 3000, showIf: { field: 'hasMinorChildren', equals: true } },
      ],
    },
    {
      id: 'property',
      fields: [
        { kind: 'radio', name: 'supportToMe', required: true, help: true, options: SUPPORT_CHOICES },
        { kind: 'radio', name: 'supportToSpouse', required: true, options: SUPPORT_CHOICES },
        { kind: 'textarea', name: 'supportOther', maxLength: 3000 },
        ASSETS_AND_DEBTS,
        DISCLOSURE,
        { kind: 'yesno', name: 'restoreFormerName', required: true },
        { kind: 'text', filing: 'asWritten', name: 'formerName', required: true, showIf: { field: 'restoreFormerName', equals: true } },
        { kind: 'yesno', name: 'attorneyFees', required: true, help: true },
        {
          kind: 'radio',
          name: 'attorneyFeesPaidBy',
          required: true,
          options: [{ value: 'respondent' }, { value: 'petitioner' }],
          showIf: { field: 'attorneyFees', equals: true },
        },
        { kind: 'textarea', name: 'otherRequests', maxLength: 5000 },
      ],
    },
    {
      id: 'finances',
      fields: [
        FL150_WORK,
        FL150_INCOME,
        FL150_HOUSEHOLD,
        FL150_EXPENSES,
        { ...FL150_CHILDREN, showIf: { field: 'childSupport', equals: true } },
        OTHER_FACTS,
      ],
    },
  ],
  rules: [
    { kind: 'dateOrder', earlier: 'marriageDate', later: 'separationDate', errorKey: 'q.dissolution.errors.separationBeforeMarriage' },
    {
      kind: 'dateOrder',
      earlier: 'registrationDate',
      later: 'separationDate',
      errorKey: 'q.dissolution.errors.separationBeforeRegistration',
    },
  ],
  summary: (a, { t, locale }) => ({
    clientName: a.petitioner.name,
    clientEmail: a.petitioner.email,
    caseDetails: [
      t(`q.dissolution.fields.petitionType.options.${a.petitionType}`),
      a.petitionForm === 'joint' ? t('q.dissolution.summary.joint') : '',
      t('q.dissolution.summary.parties', { petitioner: a.petitioner.name, respondent: a.respondent.name }),
      t('q.dissolution.summary.dates', {
        married: formatDate(a.marriageDate ?? a.registrationDate ?? a.separationDate, locale),
        separated: formatDate(a.separationDate, locale),
      }),
      t('q.dissolution.summary.children', { count: a.uccjea?.children.length ?? 0 }),
      t(a.agreesOnTerms ? 'q.dissolution.summary.uncontested' : 'q.dissolution.summary.contested'),
    ]
      .filter(Boolean)
      .join(' · '),
    specialInstructions: a.otherFacts ?? '',
  }),
});
