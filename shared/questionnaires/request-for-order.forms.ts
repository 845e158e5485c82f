/**
 * The forms the request-for-order questionnaire serves (reference: /work/shared/reference/court-forms.md §3.5; model:
 * forms/model.ts): FL-300 (forms/maps/fl-300.ts), FL-311, FL-105 and FL-150 from their shared modules; for temporary
 * emergency orders, FL-303 and FL-305 (forms/maps/fl-303.ts, fl-305.ts).
 */
import { firstPhone, withRules } from './family-forms';
import { defineForms, text } from './forms/build';
import { fl105aWorksheet, fl105Map } from './forms/maps/fl-105';
import { fl150Map } from './forms/maps/fl-150';
import { CUSTODY_ORDERS, FINANCIAL_ORDERS, fl300Map, RFO_CAPTION_TYPED, RFO_ROLES } from './forms/maps/fl-300';
import { fl303 } from './forms/maps/fl-303';
import { fl305 } from './forms/maps/fl-305';
import { fl311Map, fl312Worksheet } from './forms/maps/fl-311';
import { composedCond, mapsFor } from './forms/typed';
import type { requestForOrder } from './request-for-order';

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
    fl303,
    fl305,
  ],
});
