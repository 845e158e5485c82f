/**
 * Generated documents in the packet (issue 27): for each of the four questionnaires whose documents are generated, the
 * share of the packet's documents that are filled official forms or generated documents, for the English and the
 * Spanish sample (the issue's target is 90%: where it is not met, docs/questionnaires.md says which worksheets remain
 * and why); the cover sheet's counts; and the generated documents' own notes and staff items.
 */
import { packetOf } from '../court-forms/worksheets';
import { SAMPLES, SAMPLES_ES } from '../../../shared/questionnaires/samples';

// Building packets and drawing their PDFs is CPU-bound: on a shared 2-core machine one build can outlast jest's 5 s
// default (seen in the full unit run). Nothing here asserts on time.
jest.setTimeout(120_000);

/** [official forms filled + documents generated, documents in the packet] per questionnaire and sample. */
const EXPECTED = {
  'durable-poa': { en: [2, 2], es: [2, 2] },
  // VS-44 (a Department of Public Health form, no blank held) stays a worksheet when the client wants an amended birth record.
  'adult-adoption': { en: [4, 5], es: [4, 4] },
  // SS-4 and the CDTFA registration stay worksheets: the IRS and the CDTFA take them online.
  'business-enterprises': { en: [3, 5], es: [3, 4] },
  // The joinder forms (FL-372, FL-370, FL-375, FL-374): no blank of any revision was found. FL-348 is filled (Spanish sample).
  'domestic-relations-order': { en: [2, 6], es: [2, 2] },
} as const;

describe.each(Object.entries(EXPECTED))('%s', (type, expected) => {
  it.each(['en', 'es'] as const)(
    '%s sample: filled or generated documents of the packet, as docs/questionnaires.md lists them',
    async (locale) => {
      const answers = locale === 'en' ? SAMPLES[type as keyof typeof EXPECTED] : SAMPLES_ES[type as keyof typeof EXPECTED]!;
      const { packet, text } = await packetOf(type as keyof typeof EXPECTED, answers, locale);
      const inPacket = packet.status.forms.filter((f) => f.applies);
      const final = inPacket.filter((f) => f.output === 'pdf' || f.output === 'generated').length;
      expect([final, inPacket.length]).toEqual(expected[locale]);
      // The cover sheet counts them, and every worksheet left says why it is one.
      const worksheets = inPacket.filter((f) => f.output === 'worksheet' || f.output === 'pending');
      expect(text).toContain(
        `In this packet — official forms filled: ${inPacket.filter((f) => f.output === 'pdf').length}; documents generated: ${inPacket.filter((f) => f.output === 'generated').length}; worksheets: ${worksheets.length}.`,
      );
      for (const w of worksheets) expect(w.output === 'pending' || (w.reason ?? '').length > 10).toBe(true);
      for (const g of inPacket.filter((f) => f.output === 'generated')) {
        expect(g.statutes?.length).toBeGreaterThan(0);
        expect(text).toContain(`Generated document to sign and file, written under ${g.statutes!.join(', ')}`);
      }
    },
  );
});

describe('what the cover sheet asks of staff for the generated documents', () => {
  it('the POA: the lines the principal initials, the signing before the notary, the §4401 check pending', async () => {
    const { packet, text } = await packetOf('durable-poa', SAMPLES['durable-poa'], 'en');
    const [poa, ahcd] = packet.status.forms;
    expect(poa.staff.map((s) => s.label)).toEqual([
      'The principal initials lines (A), (C), (E), (G), (J), (K), (M) in their own hand',
      'Date, signature and county of signing',
      'Certificate of acknowledgment (Civ. Code §1189)',
    ]);
    expect(poa.notes.map((n) => n.code)).toEqual(['statuteUnverified', 'draftedWording']);
    expect(ahcd.staff.map((s) => s.item)).toEqual(['5.2', 'Notary']);
    expect(text).toContain('have it compared once with Statutes of 2011, chapter 113');
  });

  it('the Spanish-speaking client is told no official Spanish version of the statutory forms exists', async () => {
    const { packet } = await packetOf('durable-poa', SAMPLES_ES['durable-poa']!, 'es');
    for (const form of packet.status.forms) expect(form.notes.map((n) => n.code)).toContain('noSpanishText');
    // Witnesses, and the ombudsman of a skilled nursing facility (Prob. Code §4675).
    expect(packet.status.forms[1].staff.map((s) => s.item)).toEqual(['5.2', '5.3–5.4', '6.1']);
  });

  it('each DRO is a draft for the plan administrator’s pre-approval', async () => {
    const { packet } = await packetOf('domestic-relations-order', SAMPLES['domestic-relations-order'], 'en');
    const orders = packet.status.forms.filter((f) => f.applies && f.output === 'generated');
    expect(orders).toHaveLength(2);
    for (const o of orders) {
      expect(o.notes.map((n) => n.code)).toContain('draftForPreapproval');
      expect(o.staff[0].item).toBe('Pre-approval');
    }
  });
});
