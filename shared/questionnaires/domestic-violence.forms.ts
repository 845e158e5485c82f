/**
 * The forms the domestic-violence questionnaire serves (reference: /work/shared/reference/court-forms.md §2; model:
 * forms/model.ts), each mapped in its own module under forms/maps/ (issue 25 item 6): DV-100 (Rev. January 1, 2025),
 * CLETS-001 (Rev. January 1, 2026), DV-105 (Rev. January 1, 2026), DV-108 (Rev. January 1, 2023), DV-109 and DV-110
 * (Rev. January 1, 2025) filled field by field (every AcroForm field has its rule; DV-109 and DV-110 only what the
 * petitioner completes); FL-150 from the shared fragment when support is asked for; DV-105(A) a worksheet in its item
 * order (no blank found). What the DV maps share is in forms/maps/dv-common.ts.
 */
import { defineForms } from './forms/build';
import { clets001 } from './forms/maps/clets-001';
import { dv100 } from './forms/maps/dv-100';
import { dv105 } from './forms/maps/dv-105';
import { dv105a } from './forms/maps/dv-105a';
import { dv108 } from './forms/maps/dv-108';
import { dv109 } from './forms/maps/dv-109';
import { dv110 } from './forms/maps/dv-110';
import { fl150Map } from './forms/maps/fl-150';
import { mapsFor } from './forms/typed';
import type { domesticViolence } from './domestic-violence';

export const domesticViolenceForms = defineForms({
  type: 'domestic-violence',
  version: 2,
  forms: [
    dv100,
    clets001,
    dv105,
    dv105a,
    dv108,
    dv109,
    dv110,
    fl150Map(mapsFor<typeof domesticViolence>(), {
      declarant: 'you',
      ageFrom: 'you.age',
      mailing: false,
      caption: { petitioner: { from: 'you.name' }, respondent: { from: 'other.name' } },
      when: {
        any: [
          { field: 'childOrders', includes: 'support' },
          { field: 'moneyOrders', includes: 'spousalSupport' },
        ],
      },
    }),
  ],
});
