/**
 * The mobile notary's service area: Los Angeles County, by ZIP code (GeoNames' county of each ZIP code,
 * la-county-zips.generated.ts), and the travel zone by straight-line distance between ZIP-code centroids and the
 * office's. A ZIP code that straddles the county line counts where GeoNames puts it; the notary confirms the address
 * when calling before the visit.
 */
import { BUSINESS } from '../business';
import { LA_COUNTY_ZIPS } from './la-county-zips.generated';
import type { TravelQuote } from './rules';
import { AFTER_HOURS, TRAVEL_ZONES } from './settings';

let table: Map<string, [number, number]> | null = null;
function zips(): Map<string, [number, number]> {
  table ??= new Map(
    LA_COUNTY_ZIPS.split(';').map((entry) => {
      const [zip, coords] = entry.split(':');
      const [lat, lon] = coords.split(',').map(Number);
      return [zip, [lat, lon] as [number, number]];
    }),
  );
  return table;
}

/** The five digits of a ZIP or ZIP+4, or null. */
export const zip5 = (zip: string): string | null => /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(zip)?.[1] ?? null;

export const inLosAngelesCounty = (zip: string): boolean => {
  const z = zip5(zip);
  return z !== null && zips().has(z);
};

const toRad = (deg: number) => (deg * Math.PI) / 180;
/** Great-circle miles between two points. */
export function milesBetween(a: [number, number], b: [number, number]): number {
  const dLat = toRad(b[0] - a[0]);
  const dLon = toRad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a[0])) * Math.cos(toRad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(h));
}

/** Straight-line miles between two ZIP codes of the county (null if either is not one), one decimal. */
export function milesBetweenZips(from: string, to: string): number | null {
  const a = zips().get(zip5(from) ?? '');
  const b = zips().get(zip5(to) ?? '');
  return a && b ? Math.round(milesBetween(a, b) * 10) / 10 : null;
}

/**
 * The travel fee to a ZIP code of the county for a visit starting at an office-time clock on a weekday, or null
 * outside the county.
 */
export function travelQuote(zip: string, visit: { weekday: string; time: string }): TravelQuote | null {
  const miles = milesBetweenZips(BUSINESS.address.zip, zip);
  if (miles === null) return null;
  const zone = TRAVEL_ZONES.findIndex((z) => z.upToMiles === null || miles <= z.upToMiles);
  const baseCents = TRAVEL_ZONES[zone].cents;
  const hour = Number(visit.time.slice(0, 2));
  const afterHours = visit.weekday === 'saturday' || visit.weekday === 'sunday' || hour >= AFTER_HOURS.fromHour;
  const afterHoursCents = afterHours ? AFTER_HOURS.cents : 0;
  return { zone: zone + 1, miles, baseCents, afterHoursCents, totalCents: baseCents + afterHoursCents };
}
