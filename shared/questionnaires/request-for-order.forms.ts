/**
 * The forms the request-for-order questionnaire serves (reference: /work/shared/reference/court-forms.md §3.5; model:
 * forms/model.ts): FL-300 (forms/maps/fl-300.ts), FL-311, FL-105 and FL-150 from their shared modules; FL-303 and
 * FL-305 (temporary emergency orders), which the project does not hold, as worksheets.
 */
import { firstPhone, withRules } from './family-forms';
import { defineForms, text } from './forms/build';
import type { WorksheetMap } from './forms/model';
import { fl105aWorksheet, fl105Map } from './forms/maps/fl-105';
import { fl150Map } from './forms/maps/fl-150';
import {
  all,
  caseName,
  custodyName,
  CUSTODY_ORDERS,
  FINANCIAL_ORDERS,
  fl300Map,
  RFO_CAPTION,
  RFO_CAPTION_TYPED,
  RFO_ROLES,
} from './forms/maps/fl-300';
import { fl311Map, fl312Worksheet } from './forms/maps/fl-311';
import { composedCond, mapsFor } from './forms/typed';
import type { requestForOrder } from './request-for-order';

/** FL-303, the declaration about notice of a request for temporary emergency orders (not held): the client's facts. */
function fl303Worksheet(): WorksheetMap {
  const E = 'emergency';
  return {
    kind: 'worksheet',
    form: 'FL-303',
    title: 'Declaration Regarding Notice and Service of Request for Temporary Emergency (Ex Parte) Orders',
    reason: 'not in the verified forms folder; items listed in the form’s order — check the numbers against the current revision',
    when: { field: 'expedited', equals: true },
    items: [
      {
        kind: 'value',
        item: 'Caption',
        label: 'Petitioner / Respondent / Other parent',
        value: { join: [RFO_CAPTION.petitioner, RFO_CAPTION.respondent] },
      },
      { kind: 'value', item: 'Caption', label: 'Case number', value: RFO_CAPTION.caseNumber },
      {
        kind: 'value',
        item: '1',
        label: 'Notice given: to whom, when and how',
        value: {
          if: { field: `${E}.noticeGiven`, equals: true },
          then: {
            join: [{ from: `${E}.noticeTo` }, { from: `${E}.noticeDate` }, { from: `${E}.noticeTime` }, { from: `${E}.noticeHow` }],
            separator: ' — ',
          },
        },
      },
      { kind: 'value', item: '1', label: 'The other party’s response to the notice', value: { from: `${E}.noticeResponse` } },
      { kind: 'value', item: '2', label: 'Notice not given: why', value: { from: `${E}.noNoticeReason` } },
      { kind: 'value', item: '—', label: 'The immediate danger or irreparable harm', value: { from: `${E}.harm` } },
      {
        kind: 'staff',
        item: '—',
        label: 'Service of the papers on the other party, signature and date',
        note: 'after the hearing date is set',
      },
    ],
  };
}

/** FL-305, the temporary emergency orders the client proposes (not held). */
function fl305Worksheet(): WorksheetMap {
  const custody = { field: 'emergency.orders', includes: 'childCustody' } as const;
  const property = { field: 'emergency.orders', includes: 'propertyControl' } as const;
  return {
    kind: 'worksheet',
    form: 'FL-305',
    title: 'Temporary Emergency (Ex Parte) Orders',
    reason: 'not in the verified forms folder; items listed in the form’s order — check the numbers against the current revision',
    when: { field: 'expedited', equals: true },
    items: [
      { kind: 'value', item: 'Caption', label: 'Parties', value: caseName },
      { kind: 'value', item: 'Caption', label: 'Case number', value: RFO_CAPTION.caseNumber },
      {
        kind: 'value',
        item: '—',
        label: 'Property control: exclusive temporary use, possession and control',
        value: {
          if: property,
          then: { join: [{ from: 'property.useBy' }, { from: 'property.description' }], separator: ': ' },
        },
      },
      {
        kind: 'value',
        item: '—',
        label: 'Child custody: legal and physical custody to',
        value: {
          if: custody,
          then: {
            join: [
              { join: [{ text: 'Legal:' }, custodyName('custody.legal')], separator: ' ' },
              { join: [{ text: 'Physical:' }, custodyName('custody.physical')], separator: ' ' },
            ],
            separator: '; ',
          },
        },
      },
      { kind: 'value', item: '—', label: 'Visitation (parenting time)', value: { if: custody, then: { from: 'custody.visitation' } } },
      {
        kind: 'value',
        item: '—',
        label: 'Travel with the children',
        value: {
          if: all(custody, { field: 'custody.travelRestriction', equals: true }),
          then: {
            join: [
              {
                if: { field: 'custody.travel.outOfState', equals: true },
                then: { text: 'No travel out of California without permission' },
              },
              { from: 'custody.travel.counties' },
              { from: 'custody.travel.otherPlaces' },
            ],
            separator: '; ',
          },
        },
      },
      {
        kind: 'value',
        item: '—',
        label: 'Other orders',
        value: { if: { field: 'emergency.orders', includes: 'other' }, then: { from: 'otherOrder' } },
      },
      { kind: 'court', item: '—', label: 'The judge’s orders, date and signature' },
    ],
  };
}

const fl105 = withRules(
  fl105Map(mapsFor<typeof requestForOrder>(), { declarant: 'you', caption: RFO_CAPTION_TYPED, when: composedCond(CUSTODY_ORDERS) }),
  {
    'FL-105[0].Page1[0].P1Caption[0].AttyInfo[0].Phone[0]': text('Caption', 'Party without attorney: telephone', firstPhone('you')),
  },
);
const fl150 = withRules(
  fl150Map(mapsFor<typeof requestForOrder>(), {
    declarant: 'you',
    ageFrom: 'you.dateOfBirth',
    caption: RFO_CAPTION_TYPED,
    when: composedCond(FINANCIAL_ORDERS),
  }),
  {
    'FL-150[0].Page1[0].StdP1Header_sf[0].AttyInfo[0].Phone_ft[0]': text('Caption', 'Party without attorney: telephone', firstPhone('you')),
  },
);

export const requestForOrderForms = defineForms({
  type: 'request-for-order',
  version: 3,
  forms: [
    fl300Map(),
    fl311Map(mapsFor<typeof requestForOrder>(), {
      attachedTo: 'requestForOrder',
      caption: RFO_CAPTION_TYPED,
      children: 'uccjea.children',
      roles: RFO_ROLES,
      custodyRequested: { field: 'orders', includes: 'childCustody' },
      visitationRequested: { field: 'orders', includes: 'childVisitation' },
      when: composedCond(CUSTODY_ORDERS),
    }),
    fl312Worksheet(CUSTODY_ORDERS),
    fl105,
    fl105aWorksheet(CUSTODY_ORDERS),
    fl150,
    fl303Worksheet(),
    fl305Worksheet(),
  ],
});
