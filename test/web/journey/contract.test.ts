/**
 * The LDA contract (B&P §6410) against the DCA standard contract (16 CCR §3950, stored as far as it could be verified
 * in shared/contract/sources/ccr-3950.ts): the form's heading, county block, parties and Important Notices 1–7 word for
 * word and in order, then its self-help services, Part I and Part II; the statutory additions; the business's own terms
 * apart in a labelled addendum; every element for every service in both languages.
 */
import { BUSINESS } from '../../../shared/business';
import { CATALOGUE, QUESTIONNAIRE_TYPES } from '../../../shared/catalogue';
import {
  contractSignatures,
  LDA_CONTRACT_VERSION,
  ldaContract,
  ldaFacts,
  serviceForms,
  type ContractDocument,
} from '../../../shared/contract/lda-contract';
import {
  CCR_3950_COUNTY_BLOCK,
  CCR_3950_NOTICES,
  CCR_3950_NOTICES_HEADING,
  CCR_3950_PARTIES,
  CCR_3950_SERVICES_HEADING,
  CCR_3950_TITLE,
} from '../../../shared/contract/sources/ccr-3950';
import { formatMoney } from '../../../shared/i18n/core';

const blockText = (b: ContractDocument['sections'][number]['blocks'][number]): string[] =>
  'text' in b ? [b.text] : b.kind === 'list' ? b.items : b.items.map((f) => `${f.label}: ${f.value}`);
const text = (doc: ContractDocument) =>
  [
    doc.title,
    ...doc.county.map((f) => `${f.label} ${f.value}`),
    doc.parties,
    ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockText)]),
    doc.addendum.heading,
    doc.addendum.intro,
    ...doc.addendum.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockText)]),
    doc.acceptance,
  ].join('\n');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the standard contract of 16 CCR §3950, in its order and words', () => {
  const doc = ldaContract({ locale: 'en', type: 'probate', clientName: 'Elena Torres', forms: ['DE-111', 'DE-121'] });

  it('the heading and the county block, with the county of registration and its clerk’s office', () => {
    expect(doc.title).toBe(CCR_3950_TITLE);
    expect(doc.county.map((f) => f.label)).toEqual([...CCR_3950_COUNTY_BLOCK]);
    const clerk = BUSINESS.lda.countyClerk;
    expect(doc.county.map((f) => f.value)).toEqual([BUSINESS.lda.county, clerk.name, clerk.address, clerk.phone, clerk.website]);
  });

  it('the parties: the form’s sentence with the LDA and the client in its blanks', () => {
    const pattern = new RegExp(`^${escape(CCR_3950_PARTIES).replace(/\\\[[^\]]+\\\]/g, '(.+?)')}$`);
    const m = pattern.exec(doc.parties);
    expect(m?.slice(1)).toEqual([`${BUSINESS.lda.registrant}, doing business as ${BUSINESS.name}`, 'Elena Torres']);
  });

  it('Important Notices 1–7 word for word, numbered, 2 and 3 in bold', () => {
    const notices = doc.sections.find((s) => s.id === 'notices')!;
    expect(notices.heading).toBe(CCR_3950_NOTICES_HEADING);
    expect(notices.blocks).toEqual(CCR_3950_NOTICES.map((n, i) => ({ kind: n.bold ? 'notice' : 'p', text: `${i + 1}. ${n.text}` })));
  });

  it('then the self-help services, Part I (the services) and Part II (their cost); the form’s order kept', () => {
    expect(doc.sections.map((s) => s.id)).toEqual(['assistant', 'notices', 'statutory', 'kinds', 'services', 'cost']);
    expect(doc.sections.find((s) => s.id === 'kinds')!.heading).toBe(CCR_3950_SERVICES_HEADING);
    expect(doc.sections.find((s) => s.id === 'services')!.heading).toMatch(/^PART I\. /);
    expect(doc.sections.find((s) => s.id === 'cost')!.heading).toMatch(/^PART II\. /);
  });

  it('the statute’s additions: §6408 identification, the §6410(b)(6) and §6408.5 statements in bold', () => {
    const statutory = doc.sections.find((s) => s.id === 'statutory')!;
    expect(statutory.blocks.every((b) => b.kind === 'notice')).toBe(true);
    expect(text(doc)).toContain(
      'You may obtain information regarding free or low-cost representation through a local bar association or legal aid foundation.',
    );
    expect(text(doc)).toContain('I am not an attorney. I can only provide self help services at your specific direction.');
    const cannot = doc.sections.find((s) => s.id === 'kinds')!.blocks.find((b) => b.kind === 'notice');
    expect(cannot && 'text' in cannot && cannot.text).toContain(
      'advice, explanation, opinion, or recommendation about possible legal rights, remedies, defenses, options, selection of forms, or strategies',
    );
    expect(doc.sections[0].blocks[0]).toEqual({ kind: 'facts', items: ldaFacts('en') });
  });

  it('the business’s own terms are apart, in an addendum that says it is not part of the form', () => {
    expect(doc.addendum.heading).toBe(`ADDENDUM: ADDITIONAL TERMS OF ${BUSINESS.name}`);
    expect(doc.addendum.intro).toContain('§3950');
    expect(doc.addendum.sections.map((s) => s.id)).toEqual(['begin', 'forms', 'client', 'cancel', 'records', 'language']);
    // Nothing of the addendum (cancellation, records) slipped into the form's parts.
    const form = doc.sections.flatMap((s) => s.blocks.flatMap(blockText)).join('\n');
    expect(form).not.toMatch(/cancel|refund|our own policy/i);
    // Work begins only after the notice was given and the contract accepted.
    expect(text(doc)).toContain(
      'You can accept this contract only after we have given you the signed Notice to Consumer in person or mailed it to you',
    );
  });

  it('names the forms the client selected, and no other', () => {
    const services = doc.sections
      .find((s) => s.id === 'services')!
      .blocks.flatMap(blockText)
      .join('\n');
    expect(services).toContain('into the forms you selected: DE-111; DE-121.');
    expect(services).not.toContain('DE-140');
  });
});

test.each(['en', 'es'] as const)('%s: services, fee, clerk, registration and the statutory notices for every type', (locale) => {
  for (const type of QUESTIONNAIRE_TYPES) {
    const doc = ldaContract({ locale, type, clientName: 'Elena Torres' });
    const all = text(doc);
    expect(doc.version).toBe(LDA_CONTRACT_VERSION);
    expect(all).toContain(formatMoney(CATALOGUE[type].priceCents, locale));
    // Without a selection, the list the client selects from: every form the questionnaire's maps serve.
    for (const form of serviceForms(type)) expect(all).toContain(form);
    for (const fact of [
      BUSINESS.lda.countyClerk.name,
      BUSINESS.lda.countyClerk.address,
      BUSINESS.lda.countyClerk.phone,
      BUSINESS.lda.countyClerk.website,
      BUSINESS.lda.registrationNumber,
      BUSINESS.lda.bond.number,
      'Elena Torres',
    ])
      expect(all).toContain(fact);
    // The same shape in both languages: seven notices (2 and 3 bold), two statutory statements, the "cannot" statement.
    const notices = doc.sections.find((s) => s.id === 'notices')!.blocks;
    expect(notices.map((b) => b.kind)).toEqual(['p', 'notice', 'notice', 'p', 'p', 'p', 'p']);
    expect(doc.sections.flatMap((s) => s.blocks.filter((b) => b.kind === 'notice'))).toHaveLength(5);
  }
});

test('the §6408.5 sentence is word for word in each language', () => {
  expect(text(ldaContract({ locale: 'en', type: 'probate' }))).toContain(
    'I am not an attorney. I can only provide self help services at your specific direction.',
  );
  expect(text(ldaContract({ locale: 'es', type: 'probate' }))).toContain(
    'No soy abogada. Solo puedo brindar servicios de autoayuda bajo su dirección específica.',
  );
});

test('both parties sign: the client, and the LDA with name, registration, county and date', () => {
  const s = contractSignatures('en', { signatureName: 'Elena Torres', acceptedAt: '2026-12-01T18:00:00Z' });
  expect(s.client.lines[0]).toBe('Signature: Elena Torres (signed electronically)');
  expect(s.assistant.lines).toContain(`Name: ${BUSINESS.lda.registrant}, ${BUSINESS.name}`);
});

test('the receipt facts name the LDA, its registration, county, expiry and bond', () => {
  const facts = ldaFacts('en')
    .map((f) => f.value)
    .join(' | ');
  expect(facts).toContain(BUSINESS.name);
  expect(facts).toContain('Los Angeles County');
  expect(facts).toContain('Mar 31, 2027');
  expect(facts).toContain('$25,000');
});
