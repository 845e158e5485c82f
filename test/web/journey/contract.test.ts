/** The LDA contract (B&P §6410): every required element, in both languages, for every service. */
import { BUSINESS } from '../../../shared/business';
import { CATALOGUE, QUESTIONNAIRE_TYPES } from '../../../shared/catalogue';
import { COUNTY_CLERK_WEBSITE, LDA_CONTRACT_VERSION, ldaContract, ldaFacts } from '../../../shared/contract/lda-contract';
import { formatMoney } from '../../../shared/i18n/core';

const text = (doc: ReturnType<typeof ldaContract>) =>
  [
    doc.title,
    doc.parties,
    ...doc.sections.flatMap((s) => [
      s.heading,
      ...s.blocks.flatMap((b) => ('text' in b ? [b.text] : b.kind === 'list' ? b.items : b.items.map((f) => `${f.label}: ${f.value}`))),
    ]),
  ].join('\n');

test.each(['en', 'es'] as const)('%s: services, fee, clerk, registration and the statutory notices for every type', (locale) => {
  for (const type of QUESTIONNAIRE_TYPES) {
    const doc = ldaContract({ locale, type, clientName: 'Elena Torres' });
    const all = text(doc);
    expect(doc.version).toBe(LDA_CONTRACT_VERSION);
    expect(all).toContain(formatMoney(CATALOGUE[type].priceCents, locale));
    // Every form the questionnaire's maps serve (shared/questionnaires/<type>.forms.ts), the conditional ones too.
    for (const form of [...CATALOGUE[type].forms, ...CATALOGUE[type].formsWhenNeeded]) expect(all).toContain(form);
    expect(all).toContain(BUSINESS.lda.countyClerk.name);
    expect(all).toContain(BUSINESS.lda.countyClerk.address);
    expect(all).toContain(BUSINESS.lda.countyClerk.phone);
    expect(all).toContain(COUNTY_CLERK_WEBSITE);
    expect(all).toContain(BUSINESS.lda.registrationNumber);
    expect(all).toContain(BUSINESS.lda.bond.number);
    expect(all).toContain('Elena Torres');
    // Four statutory statements (§6410(b)(4)–(7)) plus the §6408.5 sentence, marked for bold 12-pt type.
    const notices = doc.sections.flatMap((s) => s.blocks.filter((b) => b.kind === 'notice'));
    expect(notices).toHaveLength(5);
  }
});

test('the §6408.5 sentence is word for word in each language', () => {
  const en = text(ldaContract({ locale: 'en', type: 'probate' }));
  const es = text(ldaContract({ locale: 'es', type: 'probate' }));
  expect(en).toContain('I am not an attorney. I can only provide self help services at your specific direction.');
  expect(es).toContain('No soy abogado. Solo puedo brindar servicios de autoayuda bajo su dirección específica.');
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
