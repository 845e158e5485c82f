/**
 * The words the law forbids or requires, scanned in every message bundle (site, chat, journey, contract, mail, PDFs,
 * questionnaires): no "notario" (Gov. Code §8219.5(c), B&P §6126.7), no online notarization (SB 696), no guarantee
 * without its basis (B&P §6411(b)), no "case review" (B&P §6411(e)), the small claims limits of CCP §116.221, the
 * notary's §8219.5 notice with the Gov. Code §8211 fee in both languages. The prerendered HTML is scanned by
 * test/e2e/compliance.spec.ts.
 */
import { BUSINESS } from '../../shared/business';
import { FORBIDDEN_NOTARY_WORDS, FORBIDDEN_TITLE_WORDS, notaryNotice } from '../../shared/compliance';
import { consumerNotice } from '../../shared/contract/consumer-notice';
import { contractSignatures, ldaContract } from '../../shared/contract/lda-contract';
import { QUESTIONNAIRE_TYPES } from '../../shared/catalogue';
import type { MessageBundle } from '../../shared/i18n/core';
import { STATIC_BUNDLES } from '../../shared/i18n/messages/all';
import journey from '../../shared/i18n/messages/journey';
import mail from '../../shared/i18n/messages/mail';
import documents from '../../shared/i18n/messages/documents';
import packet from '../../shared/i18n/messages/packet';
import { questionnaireMessages } from './compliance-bundles';

/** Every string of a bundle with its dotted path, in both languages. */
function strings(bundle: MessageBundle): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = [];
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'string') out.push({ path, text: v });
    else if (v && typeof v === 'object') for (const [k, c] of Object.entries(v)) walk(c, path ? `${path}.${k}` : k);
  };
  walk(bundle, '');
  return out;
}

const ALL = [...STATIC_BUNDLES, journey, mail, documents, packet, ...questionnaireMessages()].flatMap(strings);
const CONTRACTS = (['en', 'es'] as const).flatMap((locale) =>
  QUESTIONNAIRE_TYPES.map((type) => {
    const doc = ldaContract({ locale, type, clientName: 'Ana Ruiz' });
    return {
      path: `contract.${locale}.${type}`,
      text: JSON.stringify(doc) + JSON.stringify(contractSignatures(locale, null)) + JSON.stringify(consumerNotice(locale)),
    };
  }),
);
const offending = (re: RegExp) => [...ALL, ...CONTRACTS].filter((s) => re.test(s.text)).map((s) => `${s.path}: ${s.text.slice(0, 120)}`);

it('scans a real amount of copy (every bundle, both languages, every contract)', () => {
  expect(ALL.length).toBeGreaterThan(2000);
  expect(CONTRACTS).toHaveLength(30);
});

it('never translates "Notary Public" as "notario" or "notario público" (Gov. Code §8219.5(c), B&P §6126.7)', () => {
  expect(offending(FORBIDDEN_NOTARY_WORDS)).toEqual([]);
});

it('never uses a title that presents us as lawyers: licenciado, asesor legal, consultor legal (B&P §6126.7)', () => {
  expect(offending(FORBIDDEN_TITLE_WORDS)).toEqual([]);
  expect(FORBIDDEN_TITLE_WORDS.test('Licenciada María Rivera, asesora legal')).toBe(true);
});

it('speaks of "asesoría legal" / "legal advice" only to say we cannot give it, or where else to get it', () => {
  // Before each mention: a negation ("no", "ni", "cannot", "not"), or the client needing it from someone else.
  const allowedBefore =
    /(?:\bno\b|\bni\b|\bnot\b|can[’']?t|cannot|don[’']?t|necesita|requiere|requires|need|needs|sin|get|pueden darme|can you give me)[^.;:!]{0,80}$/i;
  // The comparison table's row label (our column says "No: we are not attorneys").
  const allowedPaths = ['site.home.compare.advice.label'];
  const found = [...ALL, ...CONTRACTS].flatMap((s) => {
    if (allowedPaths.some((p) => s.path.endsWith(p))) return [];
    const hits: string[] = [];
    for (const m of s.text.matchAll(/asesor[ií]a legal|legal advice/gi))
      if (!allowedBefore.test(s.text.slice(0, m.index)))
        hits.push(`${s.path}: …${s.text.slice(Math.max(0, m.index! - 60), m.index! + 20)}`);
    return hits;
  });
  expect(found).toEqual([]);
});

it('offers no online (remote) notarization: California notaries may not perform it yet (SB 696)', () => {
  // Booking an appointment online is lawful; notarizing online is not (a statement that it is not possible is fine).
  expect(
    offending(
      /online notar|notariz\w*[^.]{0,40}\bonline\b|meet the notary|by secure video|por video seguro|notariza\w*[^.]{0,40}en línea/i,
    ),
  ).toEqual([]);
});

it('makes no guarantee without its basis (B&P §6411(b))', () => {
  expect(offending(/court-compliant|every time|100 ?%|conformes con el tribunal|we guarantee|garantizamos/i)).toEqual([]);
});

it('offers no "case review" (B&P §6411(e): no opinion on the client’s case)', () => {
  expect(offending(/case review|revisi[oó]n (?:gratuita|inicial)? ?(?:de su |del )?caso|revisión gratuita/i)).toEqual([]);
});

it('states the small claims limits as the law has them since 2024 (CCP §116.220, §116.221)', () => {
  expect(offending(/(?:small claims|reclamos menores)[^.]*\$10,000|\$10,000[^.]*(?:small claims|reclamos menores)/i)).toEqual([]);
  const smallClaims = [...ALL].filter((s) => /small claims|reclamos menores/i.test(s.text) && /\$\d/.test(s.text));
  expect(smallClaims.length).toBeGreaterThan(0);
  for (const s of smallClaims) if (/\$1\d,\d{3}/.test(s.text)) expect(s.text).toMatch(/\$12,500/);
});

it('the notary’s §8219.5 notice states the statute’s words and the §8211 fee, in English and Spanish', () => {
  expect(BUSINESS.notary.feePerSignatureCents).toBeLessThanOrEqual(1500);
  const n = notaryNotice('$15');
  expect(n.en).toContain('I am not an attorney and, therefore, cannot give legal advice about immigration or any other legal matters.');
  expect(n.en).toContain('$15 per signature');
  expect(n.es).toContain(
    'No soy abogado y, por lo tanto, no puedo dar asesoría legal sobre inmigración ni sobre ningún otro asunto legal.',
  );
  expect(n.es).toContain('$15 por firma');
});
