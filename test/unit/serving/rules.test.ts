/**
 * Process serving's rules as data with dates of effect (issue 32, shared/serving/rules.ts): the diligence rule in
 * force on the day the papers are left, the evidence rule on each attempt's day, the 10th day after mailing, the
 * deadlines the papers print, and the court box of the proof forms.
 */
import { courtAfterPrintedPrefix, courtLinesOf } from '../../../shared/serving/forms/answers';
import { deadlineOf, registrationStatus } from '../../../shared/serving/jobs';
import {
  attemptsLackingEvidence,
  checkDiligence,
  substitutedCompleteOn,
  timeBandOf,
  type AttemptFacts,
} from '../../../shared/serving/rules';

/** An office-time instant (Los Angeles: PST, UTC−8, in November–January). */
const la = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00-08:00`);
let n = 0;
const attempt = (date: string, hhmm: string, over: Partial<AttemptFacts> = {}): AttemptFacts => ({
  id: `t${++n}`,
  at: la(date, hhmm).toISOString(),
  addressKind: 'home',
  outcome: 'no_answer',
  photo: false,
  gps: false,
  reason: false,
  ...over,
});

describe('reasonable diligence before substituted service', () => {
  it('until 2026: two attempts on one day are not enough; on two days they are (the office’s floor)', () => {
    const sameDay = checkDiligence([attempt('2026-11-16', '08:10'), attempt('2026-11-16', '08:40')], la('2026-11-16', '09:05'));
    expect(sameDay.rule.id).toBe('case-law');
    expect(sameDay.met).toBe(false);
    expect(sameDay.missing).toEqual([{ key: 'days', need: 2, have: 1 }]);
    const twoDays = checkDiligence([attempt('2026-11-16', '08:10'), attempt('2026-11-17', '13:20')], la('2026-11-18', '18:00'));
    expect(twoDays).toMatchObject({ met: true, attempts: 2, days: 2 });
  });

  it('from 2027 (AB 747): 3 attempts on 3 days at 3 times of day, one at the home', () => {
    const mornings = [attempt('2027-01-04', '08:00'), attempt('2027-01-05', '09:00'), attempt('2027-01-06', '10:00')];
    const leftOn = la('2027-01-07', '18:30');
    const check = checkDiligence(mornings, leftOn);
    expect(check.rule.id).toBe('ab747');
    expect(check.missing).toEqual([{ key: 'bands', need: 3, have: 1 }]);

    const spread = [attempt('2027-01-04', '08:00'), attempt('2027-01-05', '13:00'), attempt('2027-01-06', '19:45')];
    expect(checkDiligence(spread, leftOn)).toMatchObject({ met: true, days: 3, bands: ['morning', 'afternoon', 'evening'] });

    const atWork = spread.map((a) => ({ ...a, addressKind: 'work' as const }));
    expect(checkDiligence(atWork, leftOn).missing).toEqual([{ key: 'dwelling', need: 1, have: 0 }]);
  });

  it('counts only unsuccessful attempts at a proper address made before the papers were left', () => {
    const attempts = [
      attempt('2027-01-04', '08:00'),
      attempt('2027-01-05', '13:00', { outcome: 'bad_address' }),
      attempt('2027-01-06', '19:45', { addressKind: 'other' }),
      attempt('2027-01-08', '12:00'),
    ];
    const check = checkDiligence(attempts, la('2027-01-07', '18:30'));
    expect(check.attempts).toBe(1);
    expect(check.met).toBe(false);
  });

  it('decides the rule by the day the papers are left, not by the attempts’ days', () => {
    const december = [attempt('2026-12-29', '08:00'), attempt('2026-12-30', '09:00')];
    expect(checkDiligence(december, la('2026-12-31', '20:00')).met).toBe(true);
    expect(checkDiligence(december, la('2027-01-01', '10:00'))).toMatchObject({ met: false, rule: { id: 'ab747' } });
  });

  it('puts a time in its band by office time', () => {
    expect(timeBandOf(la('2026-11-16', '11:59'))).toBe('morning');
    expect(timeBandOf(la('2026-11-16', '12:00'))).toBe('afternoon');
    expect(timeBandOf(la('2026-11-16', '17:00'))).toBe('evening');
  });
});

describe('what each attempt of a proof carries', () => {
  it('from 2027, a photo with GPS or a written reason; before, nothing more', () => {
    const before = attempt('2026-12-31', '10:00');
    const bare = attempt('2027-01-02', '10:00');
    const withPhoto = attempt('2027-01-02', '11:00', { photo: true, gps: true });
    const photoNoGps = attempt('2027-01-02', '12:00', { photo: true });
    const withReason = attempt('2027-01-02', '13:00', { reason: true });
    expect(attemptsLackingEvidence([before, bare, withPhoto, photoNoGps, withReason])).toEqual([bare.id, photoNoGps.id]);
  });
});

describe('dates', () => {
  it('substituted service is complete on the 10th day after the mailing, across a year’s end', () => {
    expect(substitutedCompleteOn('2026-12-25')).toBe('2027-01-04');
  });

  it('small claims: served 15 days before the trial (20 outside the county), substituted 10 days earlier, proof 5 days before', () => {
    expect(deadlineOf({ basis: 'small_claims', hearingDate: '2026-12-20', outsideCounty: false })).toMatchObject({
      serveBy: '2026-12-05',
      substituteBy: '2026-11-25',
      proofBy: '2026-12-15',
    });
    expect(deadlineOf({ basis: 'small_claims', hearingDate: '2026-12-20', outsideCounty: true }).serveBy).toBe('2026-11-30');
  });

  it('a registration is current until the earlier of its own and its bond’s expiry, with alerts at 60 and 30 days', () => {
    const r = { registrationExpires: '2027-06-30', bondExpires: '2027-01-15' };
    expect(registrationStatus(r, '2026-11-28')).toMatchObject({ current: true, expiresOn: '2027-01-15', alert: 60 });
    expect(registrationStatus(r, '2026-12-20')).toMatchObject({ current: true, alert: 30 });
    expect(registrationStatus(r, '2027-01-16')).toMatchObject({ current: false });
  });
});

describe('the court box of SC-104 and DV-200 (the form prints “Superior Court of California, County of”)', () => {
  it('starts with the county and never repeats the printed words', () => {
    expect(courtAfterPrintedPrefix('Superior Court of California, County of Los Angeles, Stanley Mosk Courthouse, 111 N. Hill St.')).toBe(
      'Los Angeles, Stanley Mosk Courthouse, 111 N. Hill St.',
    );
    expect(courtAfterPrintedPrefix('Stanley Mosk Courthouse, 111 N. Hill St., Los Angeles, CA 90012')).toBe(
      'Los Angeles\nStanley Mosk Courthouse, 111 N. Hill St., Los Angeles, CA 90012',
    );
    expect(courtAfterPrintedPrefix(null)).toBe('Los Angeles');
  });
});

describe('the court lines of POS-010, FL-115, FL-330 and FL-335 (street, mailing, city and zip, branch name)', () => {
  it('puts the courthouse’s name alone on BRANCH NAME and its addresses from the courthouse table', () => {
    expect(courtLinesOf('Superior Court of California, County of Los Angeles, Stanley Mosk Courthouse')).toEqual({
      branch: 'Stanley Mosk Courthouse',
      street: '111 North Hill Street',
      mailing: '111 North Hill Street, Los Angeles, CA 90012-3014',
      cityZip: 'Los Angeles, CA 90012',
    });
  });

  it('leaves an address line blank for a courthouse the table does not know, rather than guess it', () => {
    expect(courtLinesOf('Superior Court of California, County of Los Angeles, Somewhere Courthouse, 1 Main St')).toEqual({
      branch: 'Somewhere Courthouse',
      street: '',
      mailing: '',
      cityZip: '',
    });
    expect(courtLinesOf(null)).toEqual({ branch: '', street: '', mailing: '', cityZip: '' });
  });
});
