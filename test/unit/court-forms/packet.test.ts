/**
 * The packet builder end to end on every questionnaire's sample: it never fails for the answers' sake, names every
 * form of the questionnaire on its cover sheet, holds one worksheet of the answers for the forms whose map is
 * pending, and builds worksheets (with a note) for answers of a definition version it cannot carry forward.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { formAssets } from '../../../functions/lib/packet/assets';
import { buildPacket, type PacketInput } from '../../../functions/lib/packet/build';
import { QUESTIONNAIRE_TYPES, type QuestionnaireType } from '../../../shared/catalogue';
import type { FormEntry } from '../../../shared/questionnaires/forms/model';
import * as formRegistry from '../../../shared/questionnaires/forms/registry';
import { FORM_MAPS } from '../../../shared/questionnaires/forms/registry';
import { SAMPLES } from '../../../shared/questionnaires/samples';
import type { Answers } from '../../../shared/questionnaires/types';
import { currentVersion } from '../../../shared/questionnaires/versions';
import { FORMS_DIR } from '../../../scripts/court-forms/paths';

// PDF work is CPU-bound: on a shared 2-core machine one fill can outlast jest's 5 s default. Nothing here asserts on time.
jest.setTimeout(60_000);

const assets = formAssets(FORMS_DIR);
const input = (type: QuestionnaireType, extra: Partial<PacketInput> = {}): PacketInput => ({
  type,
  definitionVersion: currentVersion(type),
  answers: SAMPLES[type] as Answers,
  submission: {
    id: '0b6f2a4e-2d1c-4f7e-9a55-3c2b1d0e9f87',
    clientName: 'María Elena García',
    locale: 'en',
    createdAt: '2026-01-05T18:00:00.000Z',
  },
  lang: 'en',
  assets,
  now: new Date('2026-02-01T12:00:00Z'),
  ...extra,
});

function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'packet-'));
  writeFileSync(join(dir, 'p.pdf'), bytes);
  return execFileSync('pdftotext', ['-layout', join(dir, 'p.pdf'), '-'])
    .toString()
    .replace(/\s+/g, ' ');
}

describe.each(QUESTIONNAIRE_TYPES)('%s', (type) => {
  it('builds a packet whose cover sheet names every form, with the LDA block', async () => {
    const packet = await buildPacket(input(type));
    expect(packet.status.forms.map((f) => f.form)).toEqual(FORM_MAPS[type].forms.map((f) => f.form));
    const merged = await packet.mergedPdf();
    const text = pdfText(merged);
    for (const f of FORM_MAPS[type].forms) expect(text).toContain(f.form);
    expect(text).toContain('Legal document assistant (Bus. & Prof. Code §6408)');
    expect(text).toContain('I am not an attorney. I can only provide self help services at your specific direction.');
    for (const form of packet.forms) expect(await packet.formPdf(form)).not.toBeNull();
    expect(await packet.formPdf('XX-999')).toBeNull();
  });
});

describe('pending maps', () => {
  // No questionnaire has a pending map any more, but a new form arrives before its map: two pending forms are added to
  // small claims' own (formsOf is what the builder reads).
  const type: QuestionnaireType = 'small-claims';
  const extra: FormEntry[] = [
    { kind: 'pending', form: 'XX-100', title: 'A form whose map is not written yet' },
    { kind: 'pending', form: 'XX-200', title: 'Another form whose map is not written yet' },
  ];
  it('share one worksheet of the answers, held once in the merged packet', async () => {
    const spy = jest.spyOn(formRegistry, 'formsOf').mockImplementation((t) => [...FORM_MAPS[t].forms, ...(t === type ? extra : [])]);
    try {
      const packet = await buildPacket(input(type));
      const pending = packet.status.forms.filter((f) => f.output === 'pending');
      expect(pending.map((f) => f.form)).toEqual(['XX-100', 'XX-200']);
      expect(pending.every((f) => f.notes.some((n) => n.code === 'pendingMap'))).toBe(true);
      const one = await PDFDocument.load((await packet.formPdf(pending[0].form))!);
      const merged = await PDFDocument.load(await packet.mergedPdf());
      const others = packet.forms.filter((f) => !pending.some((p) => p.form === f));
      const otherPages = (
        await Promise.all(others.map(async (f) => (await PDFDocument.load((await packet.formPdf(f))!)).getPageCount()))
      ).reduce((a, b) => a + b, 0);
      // The cover sheet plus the worksheet once, not once per form.
      expect(merged.getPageCount()).toBeLessThan(one.getPageCount() + otherPages + 4);
      expect(pdfText(await packet.mergedPdf())).toContain('Preparer’s worksheet — XX-100, XX-200');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('older and unknown definition versions', () => {
  it('become worksheets of the answers with a clear note, never an error', async () => {
    const packet = await buildPacket(input('probate', { definitionVersion: 7 }));
    expect(packet.status.notes).toContainEqual({ code: 'olderVersionWorksheets', values: { version: 7 } });
    expect(packet.status.forms.filter((f) => f.applies).every((f) => f.output === 'pending')).toBe(true);
    expect(pdfText(await packet.mergedPdf())).toContain('Submitted under questionnaire version 7');
  });

  it('still build from answers that are not even valid', async () => {
    const packet = await buildPacket(
      input('small-claims', { definitionVersion: 3, answers: { unexpected: { deeply: ['x'] } } as Answers }),
    );
    expect((await packet.mergedPdf()).length).toBeGreaterThan(1000);
  });
});

describe('languages', () => {
  it('writes the cover sheet in Spanish for Spanish-speaking staff, and notes Spanish answers', async () => {
    const packet = await buildPacket(
      input('name-change', { lang: 'es', submission: { ...input('name-change').submission, locale: 'es' } }),
    );
    expect(packet.status.notes).toContainEqual({ code: 'spanish' });
    const text = pdfText(await packet.mergedPdf());
    expect(text).toContain('Paquete de formularios de la corte');
    expect(text).toContain('Código de Procedimiento Civil §185');
  });
});
