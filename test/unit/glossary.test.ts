/**
 * One Spanish glossary (shared/i18n/glossary.ts; review m14): no Spanish string of the product uses a discouraged variant.
 * Scanned: every static bundle, the journey, mail, documents and packet words, every questionnaire's messages, the
 * Notice to Consumer and the contract for every service.
 */
import { SPANISH_GLOSSARY } from '../../shared/i18n/glossary';
import { consumerNotice } from '../../shared/contract/consumer-notice';
import { contractSignatures, ldaContract } from '../../shared/contract/lda-contract';
import { QUESTIONNAIRE_TYPES } from '../../shared/catalogue';
import type { MessageBundle } from '../../shared/i18n/core';
import { STATIC_BUNDLES } from '../../shared/i18n/messages/all';
import documents from '../../shared/i18n/messages/documents';
import journey from '../../shared/i18n/messages/journey';
import mail from '../../shared/i18n/messages/mail';
import packet from '../../shared/i18n/messages/packet';
import { questionnaireMessages } from './compliance-bundles';

function spanish(bundle: MessageBundle): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = [];
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'string') out.push({ path, text: v });
    else if (v && typeof v === 'object') for (const [k, c] of Object.entries(v)) walk(c, `${path}.${k}`);
  };
  walk(bundle.es, 'es');
  return out;
}

const ES = [
  ...[...STATIC_BUNDLES, journey, mail, documents, packet, ...questionnaireMessages()].flatMap(spanish),
  ...QUESTIONNAIRE_TYPES.map((type) => ({
    path: `contract.es.${type}`,
    text: JSON.stringify(ldaContract({ locale: 'es', type })) + JSON.stringify(contractSignatures('es', null)),
  })),
  { path: 'notice.es', text: JSON.stringify(consumerNotice('es').translation) },
];

it('scans every Spanish string', () => {
  expect(ES.length).toBeGreaterThan(1500);
});

it.each(SPANISH_GLOSSARY.map((g) => [g.use, g] as const))('uses “%s”, never a discouraged variant', (_use, term) => {
  expect(ES.filter((s) => term.avoid.test(s.text)).map((s) => `${s.path}: ${s.text.slice(0, 100)}`)).toEqual([]);
});

it('a discouraged variant is caught (the test can fail)', () => {
  const court = SPANISH_GLOSSARY.find((g) => g.use.startsWith('corte'))!;
  expect(court.avoid.test('Las cuotas del tribunal son aparte.')).toBe(true);
});
