import { PDFDocument, StandardFonts } from 'pdf-lib';
import { renderSubmissionPdf, toWinAnsi, wrapText } from '../../../functions/lib/pdf';
import type { Submission } from '../../../shared/api/submissions';
import { QUESTIONNAIRE_TYPES } from '../../../shared/catalogue';
import { LOCALES } from '../../../shared/i18n/core';
import { SAMPLES } from '../../../shared/questionnaires/samples';

let supported: Set<number>;
let font: Awaited<ReturnType<PDFDocument['embedStandardFont']>>;
beforeAll(async () => {
  const doc = await PDFDocument.create();
  font = doc.embedStandardFont(StandardFonts.Helvetica);
  supported = new Set(font.getCharacterSet());
});

const submission = (type: Submission['questionnaireType'], extra: Partial<Submission> = {}): Submission => ({
  id: '0b6f2a4e-2d1c-4f7e-9a55-3c2b1d0e9f87',
  orderId: '5a1d3c2b-9e8f-4a7b-8c6d-1e2f3a4b5c6d',
  questionnaireType: type,
  status: 'processing',
  version: 2,
  locale: 'es',
  definitionVersion: 1,
  clientName: 'María Elena García',
  clientEmail: 'maria.garcia@example.com',
  caseDetails: 'Detalles',
  specialInstructions: '',
  payment: { method: 'card', status: 'paid' },
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-03T03:04:05.000Z',
  ...extra,
});

describe('WinAnsi text for the standard fonts', () => {
  it('keeps Spanish letters and punctuation, and the typographic signs WinAnsi has', () => {
    const spanish = '¿Dónde está el niño? ¡Señora Núñez, pingüino! ÁÉÍÓÚÜÑ “comillas” ‘x’ – — … € •';
    expect(toWinAnsi(spanish, supported)).toBe(spanish);
  });

  it('reduces other letters to their base letter and replaces what has none', () => {
    expect(toWinAnsi('Ștefan Ā ő', supported)).toBe('Stefan A o');
    expect(toWinAnsi('≥ 18 → ok', supported)).toBe('>= 18 -> ok');
    expect(toWinAnsi('中文 😀', supported)).toBe('?? ?');
    expect(toWinAnsi('tab\there\u0007bell', supported)).toBe('tab herebell');
  });

  it('leaves only characters the font can encode', () => {
    const nasty = 'Zoë 🏠 Ωmega ǅ ﬁ \u202e rtl \u200b zero-width ÿ';
    expect(() => font.encodeText(toWinAnsi(nasty, supported))).not.toThrow();
  });
});

describe('line wrapping', () => {
  it('wraps words within the width and cuts a word longer than a line', () => {
    const lines = wrapText(`short words here ${'x'.repeat(400)}\nsecond paragraph`, font, 10, 200);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200);
    expect(lines.join('')).toContain('x'.repeat(50));
    expect(lines[lines.length - 1]).toBe('second paragraph');
  });
});

describe('submission PDF', () => {
  it.each(QUESTIONNAIRE_TYPES.flatMap((type) => LOCALES.map((locale) => [type, locale] as const)))(
    'renders %s in %s',
    async (type, locale) => {
      const bytes = await renderSubmissionPdf({ submission: submission(type, { locale }), answers: SAMPLES[type], locale });
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(doc.getTitle()).toContain(submission(type).id);
    },
  );

  it('survives text the fonts cannot encode, long words and many pages', async () => {
    const answers = { ...SAMPLES['small-claims'], incidentDescription: `${'Ω😀中 '.repeat(200)}${'y'.repeat(3000)}\n`.repeat(3) };
    const bytes = await renderSubmissionPdf({
      submission: submission('small-claims', { clientName: 'Zoë 😀 Ωmega' }),
      answers,
      locale: 'en',
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
  });
});
