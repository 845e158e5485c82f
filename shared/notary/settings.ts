/**
 * The owner's settings of the notary line (decisions, not law): travel zones and their fees, the evening and weekend
 * surcharge on travel, appointment lengths, quiet hours for texts, and the availability used until staff set their
 * own. Recorded in docs/compliance.md ("Notary"); a change is a reviewed commit.
 */
import { BUSINESS } from '../business';

/** The office's time zone: every slot, reminder and quiet hour is in it. */
export const OFFICE_TIME_ZONE = 'America/Los_Angeles';

/** Slots are made of units of this many minutes (one DynamoDB item each, written conditionally). */
export const UNIT_MINUTES = 30;
/** Units an appointment holds: an office signing 30 minutes, a mobile visit an hour (signing and settling in). */
export const UNITS = { office: 1, mobile: 2 } as const;

/**
 * Travel fee zones by straight-line distance from the office (miles, ZIP-code centroids): agreed before booking and
 * shown apart from the notarial fees (it is not a §8211 fee). Beyond the last zone, the rest of the county.
 */
export const TRAVEL_ZONES: ReadonlyArray<{ upToMiles: number | null; cents: number }> = [
  { upToMiles: 10, cents: 4000 },
  { upToMiles: 20, cents: 6000 },
  { upToMiles: 35, cents: 8000 },
  { upToMiles: null, cents: 12000 },
];
/** Evening (starting at or after 18:00) or weekend visits: added to the travel fee only. */
export const AFTER_HOURS = { fromHour: 18, cents: 2500 } as const;

/** No texts between these hours, office time (the TCPA's calling window, 8 a.m.–9 p.m., kept for texts too). */
export const QUIET_HOURS = { startHour: 21, endHour: 8 } as const;

/** The notary on duty by default (staff set others in the console). */
export const DEFAULT_NOTARY: string = BUSINESS.notary.name;

export interface AvailabilityBlock {
  /** "HH:MM", office time, on the unit grid. */
  start: string;
  end: string;
  office: boolean;
  mobile: boolean;
  /** The notary on duty in this block (display name). */
  notary: string;
}

export type WeeklyHours = Record<'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday', AvailabilityBlock[]>;

const day = (start: string, end: string): AvailabilityBlock => ({ start, end, office: true, mobile: true, notary: DEFAULT_NOTARY });

/** Weekdays and evenings, Saturday into the evening, Sunday closed: used until staff save their own. */
export const DEFAULT_WEEKLY: WeeklyHours = {
  monday: [day('09:00', '20:00')],
  tuesday: [day('09:00', '20:00')],
  wednesday: [day('09:00', '20:00')],
  thursday: [day('09:00', '20:00')],
  friday: [day('09:00', '20:00')],
  saturday: [day('10:00', '20:00')],
  sunday: [],
};
