/** The spec's constants and the engine's rules, each with answers built from a valid sample. */
import { addDays, addYears, todayIso } from '../../../shared/questionnaires/dates';
import { durablePoa } from '../../../shared/questionnaires/durable-poa';
import requestForOrderMessages from '../../../shared/questionnaires/request-for-order.messages';
import {
  getQuestionnaire,
  questionnaireTranslator,
  validateAnswers,
  validateStep,
  visibleSteps,
} from '../../../shared/questionnaires/registry';
import { smallClaims } from '../../../shared/questionnaires/small-claims';
import {
  durablePoaSample,
  probateSample,
  probateSampleEs,
  requestForOrderSample,
  smallClaimsSample,
  summaryDissolutionSample,
  summaryDissolutionSampleEs,
} from '../../../shared/questionnaires/samples';
import { coversPeriod } from '../../../shared/questionnaires/schema';
import type { QuestionnaireType } from '../../../shared/catalogue';

const errorsOf = (type: QuestionnaireType, answers: unknown): Record<string, string[]> => {
  const result = validateAnswers(type, answers);
  return result.ok ? {} : result.fieldErrors;
};
const dataOf = (type: QuestionnaireType, answers: unknown) => {
  const result = validateAnswers(type, answers);
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.data;
};

const today = todayIso();
const uccjea = requestForOrderSample.uccjea!;
/** The request for order's sample with one child born on `birthDate` whose homes are `residences` (UCCJEA item 3a). */
const withHomes = (birthDate: string, residences: readonly Record<string, unknown>[]) => ({
  ...requestForOrderSample,
  uccjea: { ...uccjea, childCount: 1, livedTogether: undefined, children: [{ ...uccjea.children[0], birthDate }], residences },
});

describe('SSN fields take exactly the last 4 digits', () => {
  it.each(['12345', '123', '12a4', '123-45-6789', ' 1234 5'])('rejects %j', (ssn4) => {
    expect(errorsOf('probate', { ...probateSample, decedentSsn4: ssn4 })).toEqual({ decedentSsn4: ['q.common.errors.ssn4'] });
    expect(errorsOf('request-for-order', { ...requestForOrderSample, you: { ...requestForOrderSample.you, ssn4 } })).toEqual({
      'you.ssn4': ['q.common.errors.ssn4'],
    });
  });

  it('accepts 4 digits, trimmed', () => {
    expect(dataOf('probate', { ...probateSample, decedentSsn4: ' 0042 ' })).toMatchObject({ decedentSsn4: '0042' });
  });
});

describe('small claims', () => {
  const person = (claimAmount: number) => ({
    ...smallClaimsSample,
    claimAmount,
    ...(claimAmount > 250_000 ? { twoPerYearConfirmed: true } : {}),
  });
  const entity = (claimAmount: number) => ({ ...person(claimAmount), plaintiffType: 'entity', licensee: false });

  it('takes up to $12,500 from a person (Code Civ. Proc. §116.221) and says so when it is more', () => {
    expect(validateAnswers('small-claims', person(1_250_000)).ok).toBe(true);
    expect(errorsOf('small-claims', person(1_250_001))).toEqual({ claimAmount: ['q.smallClaims.errors.claimAmountMax'] });
  });

  it('takes up to $6,250 from a business or other entity (§116.220)', () => {
    expect(validateAnswers('small-claims', entity(625_000)).ok).toBe(true);
    expect(errorsOf('small-claims', entity(625_001))).toEqual({ claimAmount: ['q.smallClaims.errors.claimAmountEntityMax'] });
    expect(errorsOf('small-claims', entity(1_250_001))).toEqual({
      claimAmount: ['q.smallClaims.errors.claimAmountMax', 'q.smallClaims.errors.claimAmountEntityMax'],
    });
  });

  it('asks the §116.231 confirmation only for a claim over $2,500, and requires it then', () => {
    expect(dataOf('small-claims', { ...smallClaimsSample, claimAmount: 250_000, twoPerYearConfirmed: true })).not.toHaveProperty(
      'twoPerYearConfirmed',
    );
    expect(errorsOf('small-claims', { ...smallClaimsSample, claimAmount: 250_001 })).toEqual({
      twoPerYearConfirmed: ['q.smallClaims.errors.twoPerYear'],
    });
    expect(errorsOf('small-claims', { ...smallClaimsSample, claimAmount: 250_001, twoPerYearConfirmed: false })).toEqual({
      twoPerYearConfirmed: ['q.smallClaims.errors.twoPerYear'],
    });
  });

  it('states the limits in English and Spanish', () => {
    for (const locale of ['en', 'es'] as const) {
      const t = questionnaireTranslator(locale);
      expect(t('q.smallClaims.errors.claimAmountMax')).toMatch(/\$12,500.*116\.221/);
      expect(t('q.smallClaims.errors.claimAmountEntityMax')).toMatch(/\$6,250.*116\.220/);
      expect(t('q.smallClaims.errors.twoPerYear')).toMatch(/\$2,500.*116\.231/);
      expect(t('q.smallClaims.fields.claimAmount.help')).toMatch(/\$12,500.*\$6,250/);
      expect(JSON.stringify(smallClaims.messages[locale])).not.toContain('10,000');
    }
  });

  it('takes money as integer cents', () => {
    expect(errorsOf('small-claims', { ...smallClaimsSample, claimAmount: 12.5 })).toEqual({ claimAmount: ['q.common.errors.money'] });
    expect(errorsOf('small-claims', { ...smallClaimsSample, claimAmount: '100' })).toEqual({ claimAmount: ['q.common.errors.money'] });
    expect(errorsOf('small-claims', { ...smallClaimsSample, claimAmount: 0 })).toEqual({ claimAmount: ['q.common.errors.moneyMin'] });
  });

  it('asks why not when the client has not asked the defendant to pay (item 4), and the claim date for a public entity (item 8)', () => {
    expect(errorsOf('small-claims', { ...smallClaimsSample, askedToPay: false })).toEqual({ whyNotAsked: ['q.common.errors.required'] });
    expect(errorsOf('small-claims', { ...smallClaimsSample, defendantType: 'publicEntity' })).toEqual({
      publicEntityClaimDate: ['q.common.errors.required'],
    });
  });

  it('keeps a period of time in order', () => {
    const period = { ...smallClaimsSample, dateKind: 'period', incidentDate: undefined, periodFrom: '2025-06-14', periodTo: '2025-06-01' };
    expect(errorsOf('small-claims', period)).toEqual({ periodTo: ['q.common.errors.periodOrder'] });
  });

  it('keeps the optional fields optional', () => {
    const { attempts: _a, evidence: _e, venueZip: _z, agent: _g, ...rest } = smallClaimsSample;
    expect(validateAnswers('small-claims', rest).ok).toBe(true);
  });
});

describe('durable power of attorney', () => {
  const attorney = durablePoaSample.attorneys[0];

  it('refuses a fourth attorney-in-fact', () => {
    const errors = errorsOf('durable-poa', { ...durablePoaSample, attorneys: [...durablePoaSample.attorneys, attorney] });
    expect(errors.attorneys).toEqual(expect.arrayContaining(['q.common.errors.groupMax', 'q.durablePoa.errors.attorneyCount']));
  });

  it('requires the number of attorneys-in-fact and the list to agree', () => {
    expect(errorsOf('durable-poa', { ...durablePoaSample, numberOfAttorneys: '2' })).toMatchObject({
      attorneys: ['q.durablePoa.errors.attorneyCount'],
    });
    expect(errorsOf('durable-poa', { ...durablePoaSample, numberOfAttorneys: '4' })).toMatchObject({
      numberOfAttorneys: ['q.common.errors.option'],
    });
  });

  it('accepts a single attorney-in-fact (co-agents and alternates are then not asked)', () => {
    const one = {
      ...durablePoaSample,
      numberOfAttorneys: '1',
      attorneys: [{ name: attorney.name, address: attorney.address, telephone: attorney.telephone, alternateFor: 'none' }],
    };
    const data = dataOf('durable-poa', one);
    expect(data).not.toHaveProperty('coAgents');
    expect(data.attorneys).toEqual([{ name: attorney.name, address: attorney.address, telephone: attorney.telephone }]);
  });

  it('names a health care agent who need not be an attorney-in-fact, with up to two alternates', () => {
    const outsider = { name: 'Beatriz Ocaña', address: '77 Orange Grove Blvd, Pasadena, CA 91105', phone: '(626) 555-0101' };
    expect(durablePoaSample.attorneys.map((a) => a.name)).not.toContain(outsider.name);
    expect(validateAnswers('durable-poa', { ...durablePoaSample, healthAgent: outsider, healthAlternates: [] }).ok).toBe(true);
    const three = Array.from({ length: 3 }, () => outsider);
    expect(errorsOf('durable-poa', { ...durablePoaSample, healthAlternates: three })).toEqual({
      healthAlternates: ['q.common.errors.groupMax'],
    });
    expect(errorsOf('durable-poa', { ...durablePoaSample, healthAgent: { ...outsider, phone: '' } })).toEqual({
      'healthAgent.phone': ['q.common.errors.required'],
    });
  });

  it('asks no gender and gates nothing on it: the old fields are refused, other wishes are for everyone', () => {
    expect(errorsOf('durable-poa', { ...durablePoaSample, principal: { ...durablePoaSample.principal, gender: 'female' } })).toEqual({
      'principal.gender': ['q.common.errors.unknownField'],
    });
    expect(errorsOf('durable-poa', { ...durablePoaSample, pregnancyWishes: 'x' })).toEqual({
      pregnancyWishes: ['q.common.errors.unknownField'],
    });
    expect(dataOf('durable-poa', durablePoaSample)).toHaveProperty('otherWishes');
  });

  it('requires the named doctors only when the principal names them', () => {
    const { doctorNames: _d, ...rest } = durablePoaSample;
    expect(errorsOf('durable-poa', rest)).toEqual({ doctorNames: ['q.common.errors.required'] });
    expect(validateAnswers('durable-poa', { ...rest, incapacityMethod: 'twoChosen' }).ok).toBe(true);
  });

  it('requires the acknowledgment to be checked', () => {
    expect(errorsOf('durable-poa', { ...durablePoaSample, acknowledgment: false })).toEqual({
      acknowledgment: ['q.durablePoa.errors.acknowledgment'],
    });
  });

  it('has six steps (the spec’s five and the health care instructions), the last one the review and signature', () => {
    expect(durablePoa.steps.map((s) => s.id)).toEqual(['personal', 'setup', 'attorneys', 'healthcare', 'wishes', 'sign']);
    expect(durablePoa.steps[5].review).toBe(true);
  });
});

describe('residence history covers the last 5 years', () => {
  const period = (from: string, to?: string) => ({
    from,
    ...(to ? { to } : {}),
    city: 'Los Angeles',
    state: 'California',
    livedWith: 'Ana',
    livedWithAddress: '1 Main St, Los Angeles, CA 90012',
    relationship: 'Mother',
  });

  it('fails when the periods start less than 5 years ago', () => {
    const errors = errorsOf('request-for-order', withHomes('2012-01-01', [period(addYears(today, -2))]));
    expect(errors).toEqual({ 'uccjea.residences': ['q.common.errors.residenceHistory'] });
  });

  it('fails when the periods leave a gap of more than a month', () => {
    const start = addYears(today, -6);
    const residences = [period(start, addYears(today, -3)), period(addDays(addYears(today, -3), 60))];
    expect(errorsOf('request-for-order', withHomes('2012-01-01', residences))).toEqual({
      'uccjea.residences': ['q.common.errors.residenceHistory'],
    });
  });

  it('fails when the last period ended long ago', () => {
    const residences = [period(addYears(today, -6), addYears(today, -1))];
    expect(errorsOf('request-for-order', withHomes('2012-01-01', residences))).toEqual({
      'uccjea.residences': ['q.common.errors.residenceHistory'],
    });
  });

  it('accepts periods since birth for a child younger than 5', () => {
    const birthDate = addYears(today, -3);
    expect(validateAnswers('request-for-order', withHomes(birthDate, [period(birthDate)])).ok).toBe(true);
  });

  it('accepts overlapping and unordered periods', () => {
    const residences = [period(addYears(today, -2)), period(addYears(today, -7), addDays(addYears(today, -2), 10))];
    expect(validateAnswers('request-for-order', withHomes('2012-01-01', residences)).ok).toBe(true);
  });

  it('requires each period to end after it starts', () => {
    const residences = [period(addYears(today, -6), addYears(today, -7)), period(addYears(today, -7))];
    expect(errorsOf('request-for-order', withHomes('2012-01-01', residences))).toEqual({
      'uccjea.residences.0.to': ['q.common.errors.periodOrder'],
    });
  });

  it('coversPeriod measures the covered span', () => {
    expect(coversPeriod([{ from: '2020-01-01' }], '2020-01-01', '2025-01-01')).toBe(true);
    expect(coversPeriod([{ from: '2020-03-01' }], '2020-01-01', '2025-01-01')).toBe(false);
    expect(coversPeriod([], '2020-01-01', '2025-01-01')).toBe(false);
  });
});

describe('request for order', () => {
  const en = requestForOrderMessages.en.q.requestForOrder.errors;

  it('words the spec’s required-field messages', () => {
    expect(en.orderType).toBe('Please select an order type');
    expect(en.orders).toBe('Select at least one order');
    expect(requestForOrderMessages.en.q.requestForOrder.submit.successText).toBe('Request for Order submitted successfully!');
    expect(requestForOrderMessages.en.q.requestForOrder.submit.errorText).toBe('Error submitting request. Please try again.');
  });

  it('requires the existing case: its number, county, the client’s role in it and, for the other parent/party, both parties (version 3)', () => {
    const { caseNumber: _c, role: _r, ...noCase } = requestForOrderSample;
    expect(errorsOf('request-for-order', noCase)).toEqual({
      caseNumber: ['q.requestForOrder.errors.caseNumber'],
      role: ['q.requestForOrder.errors.role'],
    });
    expect(errorsOf('request-for-order', { ...requestForOrderSample, role: 'otherParent' })).toEqual({
      otherPartyRole: ['q.common.errors.choose'],
      'secondParty.name': ['q.requestForOrder.errors.name'],
    });
    expect(
      errorsOf('request-for-order', {
        ...requestForOrderSample,
        role: 'otherParent',
        otherPartyRole: 'respondent',
        secondParty: { name: 'José Núñez-O’Brien' },
      }),
    ).toEqual({});
  });

  it('no longer offers "property restraint" (not an FL-300 item)', () => {
    expect(errorsOf('request-for-order', { ...requestForOrderSample, orders: ['childCustody', 'propertyRestraint'] })).toEqual({
      'orders.1': ['q.common.errors.option'],
    });
  });

  it('requires at least one phone number of the requesting party', () => {
    const you = { ...requestForOrderSample.you, cellPhone: undefined };
    expect(errorsOf('request-for-order', { ...requestForOrderSample, you })).toEqual({
      'you.homePhone': ['q.requestForOrder.errors.phone'],
    });
    expect(validateAnswers('request-for-order', { ...requestForOrderSample, you: { ...you, workPhone: '213-555-0100' } }).ok).toBe(true);
  });

  it('requires a valid email', () => {
    const you = { ...requestForOrderSample.you, email: 'maria@' };
    expect(errorsOf('request-for-order', { ...requestForOrderSample, you })).toEqual({ 'you.email': ['q.requestForOrder.errors.email'] });
  });

  it('requires the description of an "other" order only when chosen', () => {
    const other = { ...requestForOrderSample, orders: ['other'] };
    // Without orders about children, FL-300 item 1 (restraining orders) and the other cases are asked here.
    expect(errorsOf('request-for-order', other)).toEqual({
      otherOrder: ['q.requestForOrder.errors.otherOrder'],
      previousCases: ['q.requestForOrder.errors.previousCases'],
      restrainingOrdersInEffect: ['q.common.errors.choose'],
    });
  });

  it('asks about children only for child-related orders, and finances only for support or fees', () => {
    const spousal = { ...requestForOrderSample, orders: ['spousalSupport'] };
    expect(dataOf('request-for-order', { ...spousal, previousCases: false, restrainingOrdersInEffect: false })).not.toHaveProperty(
      'uccjea',
    );
    expect(visibleSteps(getQuestionnaire('request-for-order'), spousal).map((s) => s.id)).toEqual([
      'orderType',
      'yourInfo',
      'otherParty',
      'additional',
      'finances',
    ]);
    const venue = { ...requestForOrderSample, orders: ['changeOfVenue'] };
    expect(visibleSteps(getQuestionnaire('request-for-order'), venue).map((s) => s.id)).toEqual([
      'orderType',
      'yourInfo',
      'otherParty',
      'additional',
    ]);
    expect(visibleSteps(getQuestionnaire('request-for-order'), requestForOrderSample)).toHaveLength(6);
  });

  it('reports only the current step’s errors step by step', () => {
    const def = getQuestionnaire('request-for-order');
    const partial = {
      caseNumber: '23STFL01234',
      county: 'Los Angeles',
      role: 'petitioner',
      orderType: 'new',
      orders: ['childCustody'],
      expedited: false,
    };
    expect(validateStep(def, 'orderType', partial)).toEqual({ ok: true });
    const children = validateStep(def, 'children', { ...partial, uccjea: { childCount: 1, children: [{}] } });
    expect(children.ok ? {} : children.fieldErrors).toMatchObject({
      'uccjea.children.0.name': ['q.common.errors.required'],
      'uccjea.children.0.birthDate': ['q.common.errors.required'],
      'uccjea.children.0.placeOfBirth': ['q.common.errors.required'],
      'uccjea.residences': ['q.common.errors.groupMin'],
      'custody.legal': ['q.common.errors.choose'],
    });
  });
});

describe('summary dissolution', () => {
  const sample = summaryDissolutionSample;

  it('computes the five-year rule from the dates (Fam. Code §2400(a)(3))', () => {
    expect(errorsOf('summary-dissolution', { ...sample, marriageDate: '2019-01-10', separationDate: '2024-01-10' })).toEqual({
      separationDate: ['q.summaryDissolution.errors.fiveYears'],
    });
    expect(validateAnswers('summary-dissolution', { ...sample, marriageDate: '2019-01-11', separationDate: '2024-01-10' }).ok).toBe(true);
  });

  it('asks California-registered partners no residence, and offers them the partnership-only answer', () => {
    expect(validateAnswers('summary-dissolution', summaryDissolutionSampleEs).ok).toBe(true);
    expect(errorsOf('summary-dissolution', { ...sample, residency: 'caPartnershipOnly' })).toEqual({
      residency: ['q.common.errors.option'],
    });
  });

  it('requires the appeal waiver and the FL-810 acknowledgment', () => {
    expect(errorsOf('summary-dissolution', { ...sample, waiveAppeal: false, readBooklet: false })).toEqual({
      readBooklet: ['q.summaryDissolution.errors.notEligible'],
      waiveAppeal: ['q.summaryDissolution.errors.notEligible'],
    });
  });
});

describe('values', () => {
  it('trims text, drops blank optional answers and normalises line breaks', () => {
    const data = dataOf('probate', { ...probateSample, decedentName: '  Roberto García ', creditors: '   ', otherFacts: 'a\r\nb' });
    expect(data).toMatchObject({ decedentName: 'Roberto García', otherFacts: 'a\nb' });
    expect(data).not.toHaveProperty('creditors');
  });

  it('limits text length (200 for names, 5000 for long text)', () => {
    expect(errorsOf('probate', { ...probateSample, decedentName: 'x'.repeat(201) })).toEqual({ decedentName: ['q.common.errors.tooLong'] });
    expect(errorsOf('probate', { ...probateSample, otherFacts: 'x'.repeat(5001) })).toEqual({ otherFacts: ['q.common.errors.tooLong'] });
    expect(validateAnswers('probate', { ...probateSample, otherFacts: 'x'.repeat(5000) }).ok).toBe(true);
  });

  it('removes control characters from text and refuses what no court form prints (issue 25)', () => {
    expect(errorsOf('probate', { ...probateSample, decedentName: 'Ro\u0000berto' })).toEqual({});
    expect(errorsOf('probate', { ...probateSample, decedentName: 'Roberto \u{1f54a}' })).toEqual({
      decedentName: ['q.common.errors.unprintable'],
    });
  });

  it('checks dates: real calendar dates, not in the future for past events, in order', () => {
    expect(errorsOf('probate', { ...probateSample, decedentDateOfDeath: '2025-02-30' })).toEqual({
      decedentDateOfDeath: ['q.common.errors.date'],
    });
    expect(errorsOf('probate', { ...probateSample, decedentDateOfDeath: addDays(today, 5) })).toEqual({
      decedentDateOfDeath: ['q.common.errors.dateNotFuture'],
    });
    expect(errorsOf('probate', { ...probateSample, decedentDateOfDeath: '1940-01-01' })).toEqual({
      decedentDateOfDeath: ['q.probate.errors.deathBeforeBirth', 'q.probate.errors.deathBeforeWill'],
    });
  });

  it('reports format errors and missing answers together', () => {
    const { name: _n, ...petitioner } = probateSample.petitioner;
    expect(
      errorsOf('probate', { ...probateSample, decedentDateOfDeath: '2025-02-30', petitioner, heirs: [...probateSample.heirs, {}] }),
    ).toEqual({
      decedentDateOfDeath: ['q.common.errors.date'],
      'petitioner.name': ['q.common.errors.required'],
      'heirs.4.name': ['q.common.errors.required'],
      'heirs.4.address': ['q.common.errors.required'],
      'heirs.4.relationship': ['q.common.errors.required'],
    });
  });

  it('refuses values of the wrong type and unknown options', () => {
    expect(errorsOf('probate', { ...probateSample, hasWill: 'yes' })).toMatchObject({ hasWill: ['q.common.errors.invalid'] });
    expect(errorsOf('probate', { ...probateSample, maritalStatus: 'complicated' })).toEqual({ maritalStatus: ['q.common.errors.option'] });
    expect(errorsOf('probate', { ...probateSample, heirs: 'none' })).toEqual({ heirs: ['q.common.errors.invalid'] });
    expect(errorsOf('probate', 'answers')).toEqual({ _root: ['q.common.errors.invalid'] });
  });

  it('rejects unknown fields inside objects and group items', () => {
    const heirs = [{ ...probateSample.heirs[0], ssn: '123-45-6789' }];
    expect(errorsOf('probate', { ...probateSample, heirs })).toEqual({ 'heirs.0.ssn': ['q.common.errors.unknownField'] });
  });

  it('does not require the will location without a will, and drops a stale one', () => {
    const data = dataOf('probate', { ...probateSampleEs, willLocation: 'Stale answer' });
    expect(data).not.toHaveProperty('willLocation');
    const { willLocation: _w, ...noLocation } = probateSample;
    expect(errorsOf('probate', noLocation)).toEqual({ willLocation: ['q.common.errors.required'] });
  });
});

describe('answers with keys that name Object.prototype', () => {
  it.each(['__proto__', 'constructor', 'toString'])('report %j as an unknown field instead of failing', (key) => {
    const answers = JSON.parse(JSON.stringify(smallClaimsSample).replace(/^\{/, `{"${key}":"x",`)) as unknown;
    const errors = errorsOf('small-claims', answers);
    expect(Object.keys(errors)).toEqual([key]);
    expect(Object.getOwnPropertyDescriptor(errors, key)?.value).toEqual(['q.common.errors.unknownField']);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });
});
