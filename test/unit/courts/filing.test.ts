/**
 * The courthouse a case is filed in (issue 25): proposed from the case type and the place the filing rule looks at,
 * changed by staff on the case, and written into the captions.
 */
import { COURTHOUSES, courthouseById } from '../../../shared/courts/courthouses';
import { cityOfLine, filingOf, filingParts, proposeCourthouse, type FilingChoice } from '../../../shared/courts/filing';
import { QUESTIONNAIRE_TYPES } from '../../../shared/questionnaire-types';
import { SAMPLES } from '../../../shared/questionnaires/samples';

const staff = { sub: 'staff-1', name: 'Rosa Rivera' };

describe('the courthouse table', () => {
  it('gives every entry what a caption prints, and a source for each', () => {
    expect(COURTHOUSES.length).toBeGreaterThan(5);
    for (const c of COURTHOUSES) {
      expect(c.street).toMatch(/\S/);
      expect(c.zip).toMatch(/^9\d{4}$/);
      expect(c.hears.length).toBeGreaterThan(0);
      expect(c.sources.length).toBeGreaterThan(0);
      for (const s of c.sources) expect(s.url).toMatch(/^https?:\/\//);
    }
    expect(new Set(COURTHOUSES.map((c) => c.id)).size).toBe(COURTHOUSES.length);
  });
});

describe('proposeCourthouse', () => {
  it('files probate at Stanley Mosk, where the court consolidated it', () => {
    const p = proposeCourthouse('probate', { decedentAddress: '1420 N Lake Ave, Pasadena, CA 91104', countyOfDeath: 'Los Angeles' });
    expect(p).toEqual({ courthouseId: 'stanley-mosk', reason: 'probateCentral', values: { city: 'Pasadena', what: 'decedent' } });
  });

  it('leaves an Antelope Valley probate matter to staff (its courthouse is not in the table)', () => {
    const p = proposeCourthouse('guardianship-minor', { uccjea: { residences: [{ city: 'Palmdale', from: '2020-01-01' }] } });
    expect(p.courthouseId).toBeNull();
    expect(p.reason).toBe('antelopeValley');
  });

  it('files a family case where a family courthouse sits in the client’s city, accents and case aside', () => {
    expect(proposeCourthouse('dissolution', { county: 'Los Ángeles', petitioner: { city: 'PASADENA' } })).toEqual({
      courthouseId: 'pasadena',
      reason: 'sameCity',
      values: { city: 'PASADENA', what: 'client', kind: 'family' },
    });
    expect(proposeCourthouse('request-for-order', { county: 'Los Angeles', you: { city: 'Torrance' } }).courthouseId).toBe('torrance');
  });

  it('proposes the Central District otherwise, saying why, and never a courthouse that does not hear the case type', () => {
    const p = proposeCourthouse('domestic-violence', { you: { city: 'Whittier' } });
    expect(p).toEqual({
      courthouseId: 'stanley-mosk',
      reason: 'centralDefault',
      values: { city: 'Whittier', what: 'client', kind: 'family' },
    });
    // Santa Monica hears small claims only in the table: a family case there goes to the default.
    expect(proposeCourthouse('dissolution', { petitioner: { city: 'Santa Monica' } }).courthouseId).toBe('stanley-mosk');
    expect(proposeCourthouse('small-claims', { venue: 'defendantLives', defendant: { city: 'Santa Monica' } }).courthouseId).toBe(
      'santa-monica',
    );
  });

  it('proposes nothing for another county, or for a questionnaire nothing of which is filed in court', () => {
    expect(proposeCourthouse('dissolution', { county: 'Orange', petitioner: { city: 'Pasadena' } })).toEqual({
      courthouseId: null,
      reason: 'otherCounty',
      values: { county: 'Orange' },
    });
    expect(proposeCourthouse('durable-poa', {}).reason).toBe('notFiled');
  });

  it('answers for every questionnaire’s sample without throwing', () => {
    for (const type of QUESTIONNAIRE_TYPES) expect(() => proposeCourthouse(type, SAMPLES[type])).not.toThrow();
  });

  it('reads the city of a one-line address', () => {
    expect(cityOfLine('987 Cypress Ave, Los Angeles, CA 90065')).toBe('Los Angeles');
    expect(cityOfLine('somewhere')).toBe('');
  });
});

describe('filingOf and the captions', () => {
  it('uses staff’s courthouse and case number over the proposal and the answers', () => {
    const choice: FilingChoice = { courthouseId: 'van-nuys-east', caseNumber: ' 24VEFL01234 ', by: staff, at: '2026-11-20T10:00:00Z' };
    const filing = filingOf('request-for-order', { county: 'Los Angeles', caseNumber: '23STFL00871', you: { city: 'Pasadena' } }, choice);
    expect(filing.proposal.courthouseId).toBe('pasadena');
    expect(filing.courthouse).toBe(courthouseById('van-nuys-east'));
    expect(filing.caseNumber).toBe('24VEFL01234');
    expect(filingParts(filing)).toEqual({
      county: 'Los Angeles',
      courthouse: 'Van Nuys Courthouse East',
      street: '6230 Sylmar Avenue',
      mailing: '',
      cityZip: 'Van Nuys, CA 91401',
      branch: 'Van Nuys Courthouse East',
      courtBlock: 'Superior Court of California, County of Los Angeles\nVan Nuys Courthouse East\n6230 Sylmar Avenue, Van Nuys, CA 91401',
      caseNumber: '24VEFL01234',
    });
  });

  it('keeps the client’s case number of an existing case when staff entered none', () => {
    const choice: FilingChoice = { courthouseId: null, caseNumber: null, by: staff, at: '2026-11-20T10:00:00Z' };
    const filing = filingOf('request-for-order', { caseNumber: '23STFL00871', you: { city: 'Pasadena' } }, choice);
    expect(filing.courthouse?.id).toBe('pasadena');
    expect(filingParts(filing).caseNumber).toBe('23STFL00871');
  });

  it('writes the mailing address where the table has one', () => {
    const parts = filingParts(filingOf('probate', { decedentAddress: '1 Main St, Los Angeles, CA 90012' }));
    expect(parts.mailing).toBe('111 North Hill Street, Los Angeles, CA 90012-3014');
    expect(parts.branch).toBe('Stanley Mosk Courthouse');
  });

  it('names only the county when no courthouse is chosen', () => {
    const parts = filingParts(filingOf('dissolution', { county: 'Orange', petitioner: { city: 'Irvine' } }));
    expect(parts).toMatchObject({ county: 'Orange', street: '', branch: '', courtBlock: 'Superior Court of California, County of Orange' });
  });
});
