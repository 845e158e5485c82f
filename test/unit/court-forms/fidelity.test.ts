/**
 * Fileable as printed (issue 25): every official form the packets fill, for every questionnaire's English and Spanish
 * samples and their long-answer variants (scripts/court-forms/long-answers.ts), is rendered by poppler with and without
 * its fields, and every filled text field must land legibly — not over the form's printed words, not struck through by
 * a printed rule or a box border, not cut at its edge (scripts/court-forms/fidelity.ts). The figures per form are the
 * "fields that land legibly" of docs/questionnaires.md, checked here. The check itself can fail: a field moved onto
 * the printing, and text laid the way the packet laid it before (pdf-lib's default appearance), are caught.
 */
import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, type PDFTextField } from 'pdf-lib';
import { formAssets } from '../../../functions/lib/packet/assets';
import { buildPacket } from '../../../functions/lib/packet/build';
import { QUESTIONNAIRE_TYPES } from '../../../shared/catalogue';
import { pdfOf } from '../../../shared/questionnaires/forms/build';
import type { PdfFormMap } from '../../../shared/questionnaires/forms/model';
import { FORM_MAPS } from '../../../shared/questionnaires/forms/registry';
import { SAMPLES } from '../../../shared/questionnaires/samples';
import type { Answers } from '../../../shared/questionnaires/types';
import { currentVersion } from '../../../shared/questionnaires/versions';
import {
  computeCoverage,
  COVERAGE_DOC,
  coverageSection,
  legibilityKey,
  normalizeMarkdown,
  renderCoverageTable,
} from '../../../scripts/court-forms/derived';
import { checkPackets, checkPdf, PrintedCache, VARIANTS, type FormResult } from '../../../scripts/court-forms/fidelity';
import { narrative } from '../../../scripts/court-forms/long-answers';
import { FORMS_DIR } from '../../../scripts/court-forms/paths';

// Builds ~50 packets and renders their filled pages with poppler (at most two renders at a time). No assertion
// is on time: the run's duration is in docs/benchmarks.md.
jest.setTimeout(20 * 60_000);

const assets = formAssets(FORMS_DIR);
const cache = new PrintedCache();
let results: FormResult[] = [];

beforeAll(async () => {
  results = await checkPackets({ cache });
});

describe('every official form the packets fill', () => {
  it('was checked for every questionnaire that fills it, with text filled', () => {
    const filledForms = new Set(results.filter((r) => r.fields.length > 0).map((r) => `${r.type} ${r.form}`));
    for (const type of QUESTIONNAIRE_TYPES)
      for (const map of FORM_MAPS[type].forms.filter((f): f is PdfFormMap => f.kind === 'pdf' && !f.when && !f.repeat))
        expect({ form: `${type} ${map.form}`, checked: filledForms.has(`${type} ${map.form}`) }).toEqual({
          form: `${type} ${map.form}`,
          checked: true,
        });
    expect(new Set(results.map((r) => r.variant))).toEqual(new Set(VARIANTS));
  });

  it('lands every filled text field legibly, with the samples and their long variants, in English and Spanish', () => {
    const problems = results.flatMap((r) =>
      r.fields
        .filter((f) => f.problems.length > 0)
        .map((f) => ({
          sample: `${r.type} (${r.variant})`,
          form: r.form,
          page: f.page + 1,
          field: f.field,
          text: f.text.slice(0, 60),
          problems: f.problems,
        })),
    );
    expect(problems).toEqual([]);
  });

  it('gives docs/questionnaires.md its figures (items asked, fields that land legibly), as committed', () => {
    const legibility = new Map<string, { filled: number; legible: number }>();
    for (const r of results) {
      const row = legibility.get(legibilityKey(r.type, r.form)) ?? { filled: 0, legible: 0 };
      row.filled += r.fields.length;
      row.legible += r.fields.filter((f) => f.problems.length === 0).length;
      legibility.set(legibilityKey(r.type, r.form), row);
    }
    const committed = coverageSection(readFileSync(COVERAGE_DOC, 'utf8'));
    expect(committed).not.toBe('');
    expect(normalizeMarkdown(committed)).toBe(normalizeMarkdown(renderCoverageTable(computeCoverage(legibility))));
  });
});

describe('the check fails where text does not land legibly', () => {
  const dvAnswers = SAMPLES['domestic-violence'] as Answers;
  const formOf = async (type: 'domestic-violence' | 'small-claims', form: string, answers: Answers) => {
    const packet = await buildPacket({
      type,
      definitionVersion: currentVersion(type),
      answers,
      submission: { id: 'fidelity', clientName: 'Fidelity check', locale: 'en', createdAt: '2026-01-01T00:00:00.000Z' },
      lang: 'en',
      assets,
    });
    return (await packet.formPdf(form))!;
  };
  const problemsOf = async (bytes: Uint8Array, field: string) =>
    (await checkPdf(bytes, { cache })).find((v) => v.field === field)?.problems.map((p) => p.kind);

  it('on a field moved onto the form’s printed words, and one moved across its printed rules', async () => {
    const name = 'SC-100[0].Page2[0].List1[0].Item1[0].PlaintiffName1[0]';
    const reason = 'DV-100[0].Page3[0].List5[0].Li6[0].TextField[0]';
    const sc = await PDFDocument.load(await formOf('small-claims', 'SC-100', SAMPLES['small-claims'] as Answers));
    const dv = await PDFDocument.load(await formOf('domestic-violence', 'DV-100', dvAnswers));
    // As filled, both land legibly.
    expect(await problemsOf(await sc.save(), name)).toEqual([]);
    expect(await problemsOf(await dv.save(), reason)).toEqual([]);
    const move = (doc: PDFDocument, field: string, dy: number) => {
      const widget = (doc.getForm().getField(field) as PDFTextField).acroField.getWidgets()[0];
      const r = widget.getRectangle();
      widget.setRectangle({ ...r, y: r.y + dy });
    };
    move(sc, name, 17); // up onto item 1's heading, "The plaintiff (the person, business, or public entity that is suing) is:"
    move(dv, reason, 6); // half a line up: the rules run through the middle of the words
    expect(await problemsOf(await sc.save(), name)).toContain('words');
    expect(await problemsOf(await dv.save(), reason)).toContain('rule');
  });

  it('on text laid by pdf-lib’s default appearance, as the packet laid it before (DV-100 item 5f, FL-100 item 10b)', async () => {
    const fillAsBefore = async (form: string, field: string, text: string) => {
      const doc = await PDFDocument.load(assets.bytes(form));
      const tf = doc.getForm().getTextField(field);
      tf.setText(text);
      tf.updateAppearances(await doc.embedFont(StandardFonts.Helvetica));
      return problemsOf(await doc.save(), field);
    };
    expect(await fillAsBefore('DV-100', 'DV-100[0].Page3[0].List5[0].Li6[0].TextField[0]', narrative('en', 2400))).toContain('rule');
    expect(
      await fillAsBefore(
        'FL-100',
        'FL-100[0].Page3[0].CommQuasiProperty_sf[0].ListProperty_ft[0]',
        'Home at 789 S Atlantic Blvd, East Los Angeles, CA 90022; 2019 Toyota Camry; savings account at Bank of America',
      ),
    ).toContain('words');
  });

  it('on glyphs cut at a field’s edge (text too large for its box: the accent of "Ó", the tail of "g")', async () => {
    const name = 'FL-300[0].Page2[0].List2[0].Li1[0].Child1Name_ft[0]';
    const doc = await PDFDocument.load(assets.bytes('FL-300'));
    const field = doc.getForm().getTextField(name);
    field.setText('Liam Óscar García-Ñúñez');
    field.setFontSize(13);
    field.updateAppearances(await doc.embedFont(StandardFonts.Helvetica));
    expect(await problemsOf(await doc.save(), name)).toContain('clipped');
  });

  it('only on the fields of forms the packet fills from a shipped PDF', () => {
    // The maps name their PDFs; a form whose PDF is not shipped would be a worksheet and checked by nobody.
    for (const type of QUESTIONNAIRE_TYPES)
      for (const map of FORM_MAPS[type].forms.filter((f): f is PdfFormMap => f.kind === 'pdf')) expect(assets.has(pdfOf(map))).toBe(true);
  });
});
