/** shared/compliance.ts: registration/bond/commission expiry, the notice policy, the small claims limits. */
import { BUSINESS } from '../../shared/business';
import {
  californiaDate,
  checkExpiriesForBuild,
  EXPIRY_DATES,
  expiryWarnings,
  ldaRegistrationCurrent,
  contractInForce,
  noticeAwaitsDelivery,
  SMALL_CLAIMS,
} from '../../shared/compliance';

const dates = { ldaRegistration: '2027-03-31', ldaBond: '2027-04-15', notaryCommission: '2028-06-30' };

describe('expiry of the LDA registration, the bond and the notary commission', () => {
  it('are settings in shared/business.ts', () => {
    expect(EXPIRY_DATES).toEqual({
      ldaRegistration: BUSINESS.lda.expires,
      ldaBond: BUSINESS.lda.bond.expires,
      notaryCommission: BUSINESS.notary.commissionExpires,
    });
  });

  it('warns from 60 days before, soonest first, and marks what has expired', () => {
    expect(expiryWarnings('2027-01-29', dates)).toEqual([]);
    expect(expiryWarnings('2027-01-30', dates)).toEqual([{ item: 'ldaRegistration', expires: '2027-03-31', daysLeft: 60, expired: false }]);
    expect(expiryWarnings('2027-03-31', dates).map((w) => [w.item, w.daysLeft, w.expired])).toEqual([
      ['ldaRegistration', 0, false],
      ['ldaBond', 15, false],
    ]);
    expect(expiryWarnings('2027-04-01', dates)[0]).toMatchObject({ item: 'ldaRegistration', daysLeft: -1, expired: true });
  });

  it('the build prints the warnings and refuses to go on with anything expired', () => {
    const lines: string[] = [];
    checkExpiriesForBuild('2027-03-01', (l) => lines.push(l), dates);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/LDA registration .* expires on 2027-03-31 \(30 days left\)/);
    expect(() => checkExpiriesForBuild('2027-04-01', () => undefined, dates)).toThrow(/expired ldaRegistration/);
    expect(() => checkExpiriesForBuild('2020-01-01', () => undefined, dates)).not.toThrow();
  });

  it('the registration is current through its expiry day (California time)', () => {
    expect(ldaRegistrationCurrent('2027-03-31', '2027-03-31')).toBe(true);
    expect(ldaRegistrationCurrent('2027-04-01', '2027-03-31')).toBe(false);
    // 06:59 UTC on 1 April is still 31 March in Los Angeles.
    expect(californiaDate(new Date('2027-04-01T06:59:00Z'))).toBe('2027-03-31');
  });
});

describe('B&P §6410.5(b): a first contact that is not in person', () => {
  it('the contract waits until staff record that the signed notice was given (the owner’s reading, the default)', () => {
    expect(BUSINESS.compliance.noticeWhenNotInPerson).toBe('deliver-before-contract');
    expect(noticeAwaitsDelivery({ notice: { deliveredAt: null } })).toBe(true);
    expect(noticeAwaitsDelivery({ notice: null })).toBe(true);
    expect(noticeAwaitsDelivery({ notice: { deliveredAt: '2026-11-22T10:00:00Z' } })).toBe(false);
  });
  it('a contract stands only if accepted after the notice was given', () => {
    const notice = { deliveredAt: '2026-11-22T10:00:00Z' };
    expect(contractInForce({ notice, agreement: { acceptedAt: '2026-11-22T10:05:00Z' } })).toBe(true);
    expect(contractInForce({ notice, agreement: { acceptedAt: '2026-11-22T09:55:00Z' } })).toBe(false);
    expect(contractInForce({ notice: { deliveredAt: null }, agreement: { acceptedAt: '2026-11-22T09:55:00Z' } })).toBe(false);
    expect(contractInForce({ notice, agreement: null })).toBe(false);
  });
  it('waits for nothing when the owner decides, on counsel’s written advice, that the online signature suffices', () => {
    expect(noticeAwaitsDelivery({ notice: { deliveredAt: null } }, 'online-signature')).toBe(false);
    expect(contractInForce({ notice: { deliveredAt: null }, agreement: { acceptedAt: '2026-11-22T09:55:00Z' } }, 'online-signature')).toBe(
      true,
    );
  });
});

describe('small claims limits (CCP §116.220, §116.221, §116.231, since 2024)', () => {
  it('are $12,500 for a natural person, $6,250 for an entity, two claims over $2,500 a year', () => {
    expect(SMALL_CLAIMS).toEqual({
      naturalPersonLimitCents: 1_250_000,
      entityLimitCents: 625_000,
      frequentClaimThresholdCents: 250_000,
      frequentClaimsPerYear: 2,
    });
  });
});
