/**
 * Version 2 of durable-poa, domestic-relations-order, adult-adoption and business-enterprises: the Spanish-answer
 * samples, the conditional questions each form needs, the rules (one owner for a sole proprietorship, one manager),
 * and the upgrades that carry version 1 answers forward.
 */
import type { QuestionnaireType } from '../../../shared/catalogue';
import { definitionAt, summarize, validateAnswers, validateStep } from '../../../shared/questionnaires/registry';
import {
  adultAdoptionSample,
  businessEnterprisesSample,
  domesticRelationsOrderSample,
  durablePoaSample,
  SAMPLES_ES,
} from '../../../shared/questionnaires/samples';
import type { Answers } from '../../../shared/questionnaires/types';
import { upgradeAnswers } from '../../../shared/questionnaires/versions';
import { adultAdoptionV1Answers, businessEnterprisesV1Answers, domesticRelationsOrderV1Answers, durablePoaV1Answers } from './v1-answers';

const errorsOf = (type: QuestionnaireType, answers: unknown): Record<string, string[]> => {
  const result = validateAnswers(type, answers);
  return result.ok ? {} : result.fieldErrors;
};
const dataOf = (type: QuestionnaireType, answers: unknown) => {
  const result = validateAnswers(type, answers);
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.data;
};
const TYPES = ['durable-poa', 'domestic-relations-order', 'adult-adoption', 'business-enterprises'] as const;

describe.each(TYPES)('%s, the sample answered in Spanish', (type) => {
  const sample = SAMPLES_ES[type]!;

  it('is valid, returned unchanged, and passes every step', () => {
    expect(validateAnswers(type, sample)).toEqual({ ok: true, data: sample });
    for (const step of definitionAt(type, 2)!.steps) expect(validateStep(definitionAt(type, 2)!, step.id, sample)).toEqual({ ok: true });
  });

  it('has Spanish free text with accents or ñ, and summarises in both languages', () => {
    expect(JSON.stringify(sample)).toMatch(/[ñáéíóú]/);
    expect(summarize(type, sample, 'es').clientName).toMatch(/\S/);
    expect(summarize(type, sample, 'en').caseDetails).toMatch(/\S/);
  });
});

describe('durable POA version 2', () => {
  it('asks lines (A)–(M) only when not granting all (N)', () => {
    const all = dataOf('durable-poa', { ...durablePoaSample, powersScope: 'all' });
    expect(all).not.toHaveProperty('powers');
    expect(errorsOf('durable-poa', { ...durablePoaSample, powers: [] })).toEqual({ powers: ['q.common.errors.chooseSome'] });
    expect(errorsOf('durable-poa', { ...durablePoaSample, powers: ['N'] })).toEqual({ 'powers.0': ['q.common.errors.option'] });
  });

  it('requires an answer to every power that needs an express grant (Prob. Code §4264)', () => {
    const { gifts: _gifts, ...rest } = durablePoaSample.expressPowers;
    expect(errorsOf('durable-poa', { ...durablePoaSample, expressPowers: rest })).toMatchObject({
      'expressPowers.gifts': ['q.common.errors.choose'],
    });
    // No gifts granted: the gift limits are not asked, and dropped.
    expect(
      dataOf('durable-poa', { ...durablePoaSample, expressPowers: { ...durablePoaSample.expressPowers, gifts: false } }),
    ).not.toHaveProperty('giftLimits');
  });

  it('asks the principal’s own end-of-life words only when neither statutory choice is made', () => {
    expect(dataOf('durable-poa', { ...durablePoaSample, endOfLifeOwnWords: 'x' })).not.toHaveProperty('endOfLifeOwnWords');
    expect(errorsOf('durable-poa', { ...durablePoaSample, endOfLife: 'ownWords' })).toEqual({
      endOfLifeOwnWords: ['q.common.errors.required'],
    });
  });

  it('asks donation purposes when donating, the parts only for (b), and physicians only when named', () => {
    const none = dataOf('durable-poa', { ...durablePoaSample, donation: 'none' });
    expect(none).not.toHaveProperty('donationPurposes');
    expect(errorsOf('durable-poa', { ...durablePoaSample, donation: 'only' })).toEqual({ donationParts: ['q.common.errors.required'] });
    const noPhysician = dataOf('durable-poa', { ...durablePoaSample, hasPhysician: false });
    expect(noPhysician).not.toHaveProperty('physician');
    expect(noPhysician).not.toHaveProperty('hasAlternatePhysician');
  });

  it('asks how the directive is signed and whether the principal is in a skilled nursing facility', () => {
    const { skilledNursing: _s, ahcdSigning: _a, ...rest } = durablePoaSample;
    expect(errorsOf('durable-poa', rest)).toEqual({ ahcdSigning: ['q.common.errors.choose'], skilledNursing: ['q.common.errors.choose'] });
  });
});

describe('domestic relations order version 2', () => {
  const [account, pension] = domesticRelationsOrderSample.plans;

  it('takes one to four plans', () => {
    expect(errorsOf('domestic-relations-order', { ...domesticRelationsOrderSample, plans: [] })).toEqual({
      plans: ['q.common.errors.groupMin'],
    });
    const five = Array.from({ length: 5 }, () => account);
    expect(errorsOf('domestic-relations-order', { ...domesticRelationsOrderSample, plans: five })).toEqual({
      plans: ['q.common.errors.groupMax'],
    });
  });

  it('asks account questions only of account plans and pension questions only of pensions', () => {
    const crossed = { ...account, pensionApproach: 'sharedPayment', costOfLiving: true };
    const data = dataOf('domestic-relations-order', { ...domesticRelationsOrderSample, plans: [crossed] });
    expect((data.plans as Answers[])[0]).not.toHaveProperty('pensionApproach');
    const militaryWithoutPension = {
      planName: 'Military retired pay',
      planKind: 'military',
      employer: 'U.S. Navy',
      method: 'amount',
      amount: 50_000,
      valuationDate: '2023-01-01',
    };
    expect(
      Object.keys(errorsOf('domestic-relations-order', { ...domesticRelationsOrderSample, plans: [militaryWithoutPension] })).sort(),
    ).toEqual(
      [
        'plans.0.costOfLiving',
        'plans.0.earlyRetirementSubsidy',
        'plans.0.employment',
        'plans.0.hireDate',
        'plans.0.paymentStart',
        'plans.0.pensionApproach',
        'plans.0.postRetirementSurvivor',
        'plans.0.preRetirementSurvivor',
      ].sort(),
    );
  });

  it('asks the time rule’s share and service dates, in order', () => {
    expect(
      errorsOf('domestic-relations-order', { ...domesticRelationsOrderSample, plans: [{ ...pension, communityShare: undefined }] }),
    ).toEqual({
      'plans.0.communityShare': ['q.common.errors.required'],
    });
    const backwards = { ...pension, employment: 'left', employmentEnd: '1999-01-01' };
    expect(errorsOf('domestic-relations-order', { ...domesticRelationsOrderSample, plans: [backwards] })).toEqual({
      'plans.0.employmentEnd': ['q.domesticRelationsOrder.errors.employmentEndBeforeHire'],
    });
  });

  it('asks joinder only for public and other non-ERISA plans, with the address for service when not joined', () => {
    const data = dataOf('domestic-relations-order', { ...domesticRelationsOrderSample, plans: [{ ...account, joinder: 'joined' }] });
    expect((data.plans as Answers[])[0]).not.toHaveProperty('joinder');
    expect(errorsOf('domestic-relations-order', { ...domesticRelationsOrderSample, plans: [{ ...pension, serviceAddress: '' }] })).toEqual({
      'plans.0.serviceAddress': ['q.common.errors.required'],
    });
  });
});

describe('adult adoption version 2', () => {
  it('asks a spouse’s consent only when the spouses are not lawfully separated', () => {
    const separated = dataOf('adult-adoption', { ...adultAdoptionSample, adopterSeparated: true });
    expect(separated).not.toHaveProperty('adopterSpouseConsents');
    const { adopterSpouseConsents: _c, ...rest } = adultAdoptionSample;
    expect(errorsOf('adult-adoption', rest)).toEqual({ adopterSpouseConsents: ['q.common.errors.choose'] });
  });

  it('asks the public interest, the adoptee’s adult children and earlier adoptions with the §9303 facts', () => {
    const { bestInterest: _b, ...noInterest } = adultAdoptionSample;
    expect(errorsOf('adult-adoption', noInterest)).toEqual({ bestInterest: ['q.common.errors.required'] });
    expect(errorsOf('adult-adoption', { ...adultAdoptionSample, hasAdultChildren: true })).toEqual({
      adultChildren: ['q.common.errors.groupMin'],
    });
    expect(errorsOf('adult-adoption', { ...adultAdoptionSample, previousAdoption: true })).toEqual({
      priorAdoptions: ['q.common.errors.groupMin'],
      siblingOfPriorAdoptee: ['q.common.errors.choose'],
      adopteeDisabled: ['q.common.errors.choose'],
    });
  });

  it('keeps the adoptee younger than the adopter (the only age rule for adults, §9320(a))', () => {
    expect(errorsOf('adult-adoption', { ...adultAdoptionSample, adopteeDateOfBirth: '1969-01-01' })).toEqual({
      adopteeDateOfBirth: ['q.adultAdoption.errors.adopteeOlder'],
    });
    // One year younger is enough: no ten-year rule for adults.
    expect(validateAnswers('adult-adoption', { ...adultAdoptionSample, adopteeDateOfBirth: '1971-03-15' }).ok).toBe(true);
  });
});

describe('business formation version 2', () => {
  const [first, second] = businessEnterprisesSample.owners!;
  const soleProprietorship = {
    contact: businessEnterprisesSample.contact,
    entityType: 'soleProprietorship',
    purpose: 'House cleaning.',
    principalAddress: '2100 E 1st St, Los Angeles, CA 90033',
    county: 'Los Angeles',
    owners: [first],
    needsDba: true,
    dbaName: 'Limpieza Brillante',
    fbnFilingType: 'original',
    fbnFirstUse: 'notYet',
    needsEin: false,
    needsSellersPermit: false,
  };

  it('takes exactly one owner for a sole proprietorship, and explains the general partnership', () => {
    expect(validateAnswers('business-enterprises', soleProprietorship).ok).toBe(true);
    expect(errorsOf('business-enterprises', { ...soleProprietorship, owners: [first, second] })).toEqual({
      owners: ['q.businessEnterprises.errors.soleOwner'],
    });
    const partnership = {
      ...soleProprietorship,
      entityType: 'generalPartnership',
      partnershipKind: 'marriedCouple',
      owners: [first, second],
    };
    expect(validateAnswers('business-enterprises', partnership).ok).toBe(true);
  });

  it('takes one manager when the LLC has one manager', () => {
    const two = [
      { name: first.name, address: first.address },
      { name: second.name, address: second.address },
    ];
    expect(errorsOf('business-enterprises', { ...businessEnterprisesSample, managers: two })).toEqual({
      managers: ['q.businessEnterprises.errors.oneManager'],
    });
    expect(validateAnswers('business-enterprises', { ...businessEnterprisesSample, llcManagement: 'managers', managers: two }).ok).toBe(
      true,
    );
  });

  it('asks a corporation’s directors (at least one), board vacancies and the officers’ addresses', () => {
    const corporation = SAMPLES_ES['business-enterprises']!;
    expect(errorsOf('business-enterprises', { ...corporation, directors: [] })).toEqual({ directors: ['q.common.errors.groupMin'] });
    expect(errorsOf('business-enterprises', { ...corporation, cfoAddress: '' })).toEqual({ cfoAddress: ['q.common.errors.required'] });
  });

  it('asks an existing entity’s state and number instead of owners', () => {
    const existing = { ...soleProprietorship, entityType: 'existingEntity', owners: undefined };
    expect(errorsOf('business-enterprises', existing)).toEqual({
      existingKind: ['q.common.errors.choose'],
      formationState: ['q.common.errors.required'],
      sosNumber: ['q.common.errors.required'],
      businessName: ['q.common.errors.required'],
      'signer.name': ['q.common.errors.required'],
      'signer.title': ['q.common.errors.required'],
    });
  });

  it('asks the FBN first-use date only when the name is already used', () => {
    expect(errorsOf('business-enterprises', { ...soleProprietorship, fbnFirstUse: 'used' })).toEqual({
      fbnFirstUseDate: ['q.common.errors.required'],
    });
  });
});

describe('upgrades from version 1', () => {
  /** Version 1 answers carried forward fail only for what version 2 asks anew: never an unknown field or a bad value. */
  const onlyMissing = (type: QuestionnaireType, answers: Answers) => {
    const errors = Object.values(errorsOf(type, answers)).flat();
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((k) => !/errors\.(required|choose|chooseSome|groupMin)$/.test(k))).toEqual([]);
  };

  it.each([
    ['durable-poa', durablePoaV1Answers],
    ['domestic-relations-order', domesticRelationsOrderV1Answers],
    ['adult-adoption', adultAdoptionV1Answers],
    ['business-enterprises', businessEnterprisesV1Answers],
  ] as const)('%s: version 1 still validates its own answers, and they upgrade to version 2’s shape', (type, answers) => {
    expect(definitionAt(type, 1)!.schema.safeParse(answers).success).toBe(true);
    const upgraded = upgradeAnswers(type, 1, answers as Answers)!;
    expect(upgraded).not.toBeNull();
    onlyMissing(type, upgraded);
  });

  it('durable POA: the representatives become the health care agent and alternate; gender is gone; the wishes are kept', () => {
    const up = upgradeAnswers('durable-poa', 1, durablePoaV1Answers as Answers)!;
    expect(up.healthAgent).toEqual({
      name: 'José Luis Hernández',
      address: '789 S Atlantic Blvd, East Los Angeles, CA 90022',
      phone: '(323) 555-0199',
    });
    expect(up.healthAlternates).toEqual([{ name: 'Carlos García', address: '55 Elm St, Pasadena, CA 91101', phone: '(626) 555-0120' }]);
    expect(up.principal).not.toHaveProperty('gender');
    expect(up.otherWishes).toBe('Continue life support if the pregnancy can reach viability.\n\nI wish to donate my organs.');
    expect(up).not.toHaveProperty('terminalCondition');
    expect(up).not.toHaveProperty('pregnancyWishes');
  });

  it('DRO: the one plan becomes the first of the list; a public pension becomes a California public system', () => {
    const up = upgradeAnswers('domestic-relations-order', 1, domesticRelationsOrderV1Answers as Answers)!;
    expect(up.plans).toEqual([
      {
        planName: 'Acme Industries 401(k) Savings Plan',
        planType: 'definedContribution',
        employer: 'Acme Industries, Inc.',
        administrator: 'Fidelity Workplace Services, P.O. Box 770003, Cincinnati, OH 45277',
        method: 'percentage',
        percentage: 50,
        valuationDate: '2021-03-01',
        gainsAndLosses: true,
        outstandingLoans: false,
      },
    ]);
    const publicPlan = upgradeAnswers('domestic-relations-order', 1, {
      ...domesticRelationsOrderV1Answers,
      planType: 'governmental',
    } as Answers)!;
    expect((publicPlan.plans as Answers[])[0]).toMatchObject({ planKind: 'publicCalifornia' });
    expect((publicPlan.plans as Answers[])[0]).not.toHaveProperty('planType');
  });

  it('adult adoption: the free-text birth parents are kept in “other facts”, word for word', () => {
    const up = upgradeAnswers('adult-adoption', 1, { ...adultAdoptionV1Answers, otherFacts: 'Hearing in June, please.' } as Answers)!;
    expect(up.otherFacts).toBe(`${adultAdoptionV1Answers.birthParents}\n\nHearing in June, please.`);
    expect(up).not.toHaveProperty('birthParents');
  });

  it('business: a sole proprietorship’s business name becomes its fictitious business name', () => {
    const v1 = {
      ...businessEnterprisesV1Answers,
      entityType: 'soleProprietorship',
      owners: [businessEnterprisesV1Answers.owners[0]],
      needsDba: false,
      dbaName: undefined,
    };
    const up = upgradeAnswers('business-enterprises', 1, v1 as Answers)!;
    expect(up).toMatchObject({ needsDba: true, dbaName: 'García Family Bakery LLC' });
    expect(up).not.toHaveProperty('businessName');
    expect(up).not.toHaveProperty('agentName');
  });
});
