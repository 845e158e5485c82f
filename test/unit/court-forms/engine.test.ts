/**
 * The form-map engine on real shipped PDFs: values as the forms write them, row groups and their overflow, text that
 * does not fit (never cut: "See Attachment" and an MC-025 page), checkboxes with the form's own appearance, worksheets,
 * merging that keeps the fields, and the classifications left for staff and the court.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, type PDFCheckBox, type PDFTextField } from 'pdf-lib';
import { mergeDocuments } from '../../../functions/lib/packet/acroform';
import { formAssets } from '../../../functions/lib/packet/assets';
import { appendAttachments } from '../../../functions/lib/packet/attachments';
import { fillForm, MIN_FONT_SIZE } from '../../../functions/lib/packet/fill';
import { createTranslator, mergeBundles } from '../../../shared/i18n/core';
import * as build from '../../../shared/questionnaires/forms/build';
import {
  evaluateValue,
  formatFormDate,
  formatFormMoney,
  listItems,
  planPdf,
  planWorksheet,
  type FormatContext,
} from '../../../shared/questionnaires/forms/evaluate';
import { FORMS_DIR } from '../../../scripts/court-forms/paths';
import { fixtureAnswers, fixtureDefinition, fixtureFl105, fixtureSc100, fixtureWorksheet, SC100 } from './fixture';

// PDF work is CPU-bound: on a shared 2-core machine one fill can outlast jest's 5 s default. Nothing here asserts on time.
jest.setTimeout(60_000);

const ctx: FormatContext = { def: fixtureDefinition, t: createTranslator(mergeBundles([fixtureDefinition.messages], 'en')) };
const root = { value: fixtureAnswers, keyPath: '' };
const assets = formAssets(FORMS_DIR);
const text = (doc: PDFDocument, name: string) => (doc.getForm().getField(name) as PDFTextField).getText() ?? '';
const checked = (doc: PDFDocument, name: string) => (doc.getForm().getField(name) as PDFCheckBox).isChecked();

/** The text poppler extracts from PDF bytes (what a reader sees), pages joined. */
function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'packet-test-'));
  writeFileSync(join(dir, 'f.pdf'), bytes);
  return execFileSync('pdftotext', ['-layout', join(dir, 'f.pdf'), '-']).toString();
}

describe('values as the forms write them', () => {
  it('formats dates, money and choices the way Judicial Council forms expect', () => {
    expect(formatFormDate('2025-06-14')).toBe('06/14/2025');
    expect(formatFormDate('2025-06-04', 'Month D, YYYY')).toBe('June 4, 2025');
    expect(formatFormMoney(245_050)).toBe('2,450.50');
    expect(formatFormMoney(125_000_000, true)).toBe('$1,250,000.00');
    expect(evaluateValue({ from: 'when' }, root, fixtureAnswers, ctx)).toBe('06/14/2025');
    expect(evaluateValue({ from: 'amount' }, root, fixtureAnswers, ctx)).toBe('2,450.50');
    expect(evaluateValue({ from: 'kind' }, root, fixtureAnswers, ctx)).toBe('A business');
    expect(evaluateValue({ from: 'asked' }, root, fixtureAnswers, ctx)).toBe('No');
    expect(evaluateValue({ option: 'kind', labels: { entity: 'Corporation or LLC' } }, root, fixtureAnswers, ctx)).toBe(
      'Corporation or LLC',
    );
  });

  it('joins, counts, repeats per item and chooses', () => {
    expect(
      evaluateValue({ join: [{ from: 'name' }, { from: 'missing' }, { text: 'CA' }], separator: ' / ' }, root, fixtureAnswers, ctx),
    ).toBe('María Elena Núñez-Güemes / CA');
    expect(evaluateValue({ count: 'children' }, root, fixtureAnswers, ctx)).toBe('2');
    expect(evaluateValue({ count: 'nothing' }, root, fixtureAnswers, ctx)).toBe('');
    expect(evaluateValue({ each: 'children', value: { from: 'birthDate' }, separator: '; ' }, root, fixtureAnswers, ctx)).toBe(
      '05/10/2016; 02/03/2019',
    );
    expect(
      evaluateValue(
        { if: { field: 'amount', greaterThan: 250_000 }, then: { text: 'over' }, else: { text: 'not over' } },
        root,
        fixtureAnswers,
        ctx,
      ),
    ).toBe('not over');
    expect(evaluateValue({ lda: 'registration' }, root, fixtureAnswers, ctx)).toMatch(/\S/);
  });

  it('lists items from several sources, filtered, sorted and skipped', () => {
    const answers = { one: { name: 'A', n: 3 }, many: [{ name: 'B', n: 1 }, { name: 'C', n: 2 }, { name: 'D' }] };
    const names = (opts: Parameters<typeof listItems>[2]) =>
      listItems(['one', 'many'], answers, opts).map((s) => (s.value as { name: string }).name);
    expect(names({})).toEqual(['A', 'B', 'C', 'D']);
    expect(names({ sort: { by: 'n', order: 'asc' } })).toEqual(['B', 'C', 'A', 'D']);
    expect(names({ sort: { by: 'n', order: 'desc' } })).toEqual(['A', 'C', 'B', 'D']);
    expect(names({ where: { field: 'n', filled: true }, skip: 1 })).toEqual(['B', 'C']);
  });

  it('totals money over a list’s items that meet a condition, adding and subtracting, "0.00" when nothing counts', () => {
    const answers = {
      fee: 5_000,
      assets: [
        { kind: 'home', held: 'alone', value: 65_000_000, owed: 12_000_000 },
        { kind: 'car', held: 'alone', value: 600_000, income: 12_050 },
        { kind: 'home', held: 'trust', value: 99_000_000 },
        { kind: 'car', held: 'alone' },
      ],
    };
    const scope = { value: answers, keyPath: '' };
    const alone = { field: 'held', equals: 'alone' } as const;
    const homes = { all: [alone, { field: 'kind', equals: 'home' }] };
    expect(evaluateValue({ total: [{ each: 'assets', where: homes, add: ['value'], subtract: ['owed'] }] }, scope, answers, ctx)).toBe(
      '530,000.00',
    );
    expect(
      evaluateValue(
        {
          total: [
            { each: 'assets', where: alone, add: ['value', 'income'] },
            { add: ['fee'], subtract: ['missing'] },
          ],
        },
        scope,
        answers,
        ctx,
      ),
    ).toBe('656,170.50');
    expect(
      evaluateValue({ total: [{ each: 'assets', where: { field: 'held', equals: 'none' }, add: ['value'] }] }, scope, answers, ctx),
    ).toBe('0.00');
    expect(evaluateValue({ total: [{ each: 'nothing', add: ['value'] }] }, scope, answers, ctx)).toBe('0.00');
  });
});

describe('a plan', () => {
  it('separates what the answers fill from what staff, the client and the court complete', () => {
    const plan = planPdf(fixtureSc100, fixtureAnswers, ctx);
    expect(plan.assignments.find((a) => a.field === SC100.name)).toMatchObject({
      kind: 'text',
      value: 'María Elena Núñez-Güemes',
      item: '1',
    });
    expect(plan.assignments.filter((a) => a.kind === 'check').map((a) => [a.field, a.kind === 'check' && a.checked])).toEqual([
      [SC100.askedYes, false],
      [SC100.askedNo, true],
    ]);
    expect(plan.staff).toEqual([{ item: 'Caption', label: 'Court name and street address', note: 'the courthouse for the venue' }]);
    expect(plan.court).toEqual([{ item: '', label: 'Trial date' }]);
    expect(plan.caption).toEqual({ shortTitle: 'María Elena Núñez-Güemes v. Someone', caseNumber: '' });
  });

  it('fills row groups in order and sends the items beyond the rows to an attachment table', () => {
    const children = Array.from({ length: 6 }, (_, i) => ({
      name: `Child ${i + 1}`,
      birthDate: `201${i}-01-0${i + 1}`,
      placeOfBirth: 'LA',
    }));
    const plan = planPdf(fixtureFl105, { ...fixtureAnswers, children: [...children].reverse() }, ctx);
    const names = plan.assignments.filter((a) => a.kind === 'text' && a.group === 'children' && /TextField[78]/.test(a.field));
    expect(names.map((a) => a.kind === 'text' && a.value)).toEqual(['Child 1', 'Child 2', 'Child 3', 'Child 4']);
    expect(plan.overflowRows).toEqual([
      expect.objectContaining({
        group: 'children',
        title: 'FL-105, Attachment 2 — Additional children',
        columns: ['Full name', 'Date of birth', 'Place of birth'],
        rows: [
          ['Child 5', '01/05/2014', 'LA'],
          ['Child 6', '01/06/2015', 'LA'],
        ],
      }),
    ]);
  });

  it('lays a worksheet out in the form’s item order', () => {
    const plan = planWorksheet(fixtureWorksheet, fixtureAnswers, ctx);
    expect(plan.lines).toEqual([
      { kind: 'value', item: '1', label: 'Name', text: 'María Elena Núñez-Güemes' },
      { kind: 'rows', item: '2', label: 'Children after the first', columns: ['Name'], rows: [['Mateo']] },
      { kind: 'ask', item: '3', label: 'Something not asked', note: 'call' },
      { kind: 'court', item: '4', label: 'Case number' },
    ]);
  });
});

describe('filling an official PDF', () => {
  it('writes text (Spanish letters kept), checkboxes and yes/no pairs, and reads back the same', async () => {
    const filled = await fillForm(assets.bytes('SC-100'), planPdf(fixtureSc100, fixtureAnswers, ctx), assets.fillContext('SC-100'));
    const doc = await PDFDocument.load(await filled.doc.save({ updateFieldAppearances: false }));
    expect(text(doc, SC100.name)).toBe('María Elena Núñez-Güemes');
    expect(text(doc, SC100.amount)).toBe('2,450.50');
    expect(text(doc, SC100.when)).toBe('06/14/2025');
    expect(text(doc, SC100.why)).toBe('Short reason.');
    expect(checked(doc, SC100.askedYes)).toBe(false);
    expect(checked(doc, SC100.askedNo)).toBe(true);
    expect(checked(doc, SC100.more)).toBe(false);
    expect(filled.overflowTexts).toEqual([]);
    expect(filled.unprintable).toEqual([]);
    // The buttons (Print, Save, Clear) are gone; every data field stays.
    expect(
      doc
        .getForm()
        .getFields()
        .some((f) => /Print|Save|Reset/.test(f.getName())),
    ).toBe(false);
    // The page shows the value (appearance streams written in the field's font).
    expect(pdfText(await doc.save())).toContain('María Elena Núñez-Güemes');
  });

  it('never cuts a long answer: the field says "See Attachment 3a", the box is checked, the text is on MC-025', async () => {
    const long = `${'The defendant repaired my car badly and refused to refund me. '.repeat(90)}END-OF-TEXT`;
    const plan = planPdf(fixtureSc100, { ...fixtureAnswers, why: long, state: 'California' }, ctx);
    const filled = await fillForm(assets.bytes('SC-100'), plan, assets.fillContext('SC-100'));
    expect(text(filled.doc, SC100.why)).toBe('See Attachment 3a');
    expect(checked(filled.doc, SC100.more)).toBe(true);
    // A two-letter box cannot even hold the note: left blank, and the value goes to the attachment too.
    expect(text(filled.doc, SC100.state)).toBe('');
    expect(filled.overflowTexts.map((o) => [o.item, o.text])).toEqual([
      ['1', 'California'],
      ['3a', long],
    ]);
    const before = filled.doc.getPageCount();
    const { pages } = await appendAttachments(
      filled.doc,
      assets.bytes('MC-025'),
      filled.overflowTexts.map((o) => ({
        kind: 'text',
        heading: `Attachment ${o.item} — SC-100, item ${o.item}: ${o.label}`,
        text: o.text,
      })),
      { shortTitle: plan.caption.shortTitle, caseNumber: '', number: '3a, 1' },
      assets.font(),
    );
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(filled.doc.getPageCount()).toBe(before + pages);
    const out = pdfText(await filled.doc.save({ updateFieldAppearances: false }));
    expect(out).toContain('Attachment 3a — SC-100, item 3a: Why does the defendant owe the plaintiff money?');
    expect(out).toContain('END-OF-TEXT');
    expect(out).toContain('California');
    expect(out).toMatch(/MC-025/);
  });

  it('shrinks a slightly long value rather than overflowing, never below the minimum size', async () => {
    const name = 'María Elena Núñez-Güemes de la Torre y Castañeda Rivera, Trustee';
    const filled = await fillForm(
      assets.bytes('SC-100'),
      planPdf(fixtureSc100, { ...fixtureAnswers, name }, ctx),
      assets.fillContext('SC-100'),
    );
    expect(text(filled.doc, SC100.name)).toBe(name);
    expect(filled.shrunk).toBe(1);
    const da = filled.doc.getForm().getTextField(SC100.name).acroField.getDefaultAppearance() ?? '';
    const size = Number(/(\d+(?:\.\d+)?) Tf/.exec(da)?.[1]);
    expect(size).toBeGreaterThanOrEqual(MIN_FONT_SIZE);
    expect(size).toBeLessThan(11);
  });

  it('prints names as written (Latin Extended, Vietnamese) in the packet’s one font, the form’s /Helv as default appearance', async () => {
    const names = ['Łukasz Wołodźko', 'Nguyễn Thị Ánh', 'Siobhán Ó Súilleabháin'];
    for (const name of names) {
      const filled = await fillForm(
        assets.bytes('SC-100'),
        planPdf(fixtureSc100, { ...fixtureAnswers, name }, ctx),
        assets.fillContext('SC-100'),
      );
      expect(filled.unprintable).toEqual([]);
      expect(text(filled.doc, SC100.name)).toBe(name);
      expect(filled.doc.getForm().getTextField(SC100.name).acroField.getDefaultAppearance()).toMatch(/^\/Helv [\d.]+ Tf 0 g$/);
      // What a reader extracts from the page is the name as written (the appearance, not only the value).
      expect(pdfText(await filled.doc.save({ updateFieldAppearances: false }))).toContain(name);
    }
  });

  it('leaves out what no font can print and reports it, never a "?" (a zero-width space is dropped without a word)', async () => {
    const filled = await fillForm(
      assets.bytes('SC-100'),
      planPdf(fixtureSc100, { ...fixtureAnswers, name: 'Ana \u{1F600} Ruiz\u200B' }, ctx),
      assets.fillContext('SC-100'),
    );
    expect(text(filled.doc, SC100.name)).toBe('Ana Ruiz');
    expect(filled.unprintable).toEqual([{ item: '1', label: 'Plaintiff name', chars: ['\u{1F600}'] }]);
    const page = pdfText(await filled.doc.save({ updateFieldAppearances: false }));
    expect(page).toContain('Ana Ruiz');
    expect(page).not.toMatch(/Ana\s*\?+\s*Ruiz/);
  });

  it('starts a value below a label printed inside its field (blankLines), and leaves an empty value empty', async () => {
    const map = { ...fixtureSc100, fields: { ...fixtureSc100.fields, [SC100.why]: build.textBelowLabel('3a', 'Why', 'why') } };
    const plan = planPdf(map, fixtureAnswers, ctx);
    expect(plan.assignments.find((a) => a.field === SC100.why)).toMatchObject({ kind: 'text', value: '\nShort reason.' });
    const filled = await fillForm(assets.bytes('SC-100'), plan, assets.fillContext('SC-100'));
    const doc = await PDFDocument.load(await filled.doc.save({ updateFieldAppearances: false }));
    // The fill keeps the leading line break (it trims only spaces before the text and anything after it).
    expect(text(doc, SC100.why)).toBe('\nShort reason.');
    const empty = planPdf(map, { ...fixtureAnswers, why: '' }, ctx);
    expect(empty.assignments.find((a) => a.field === SC100.why)).toMatchObject({ kind: 'text', value: '' });
    const none = await fillForm(assets.bytes('SC-100'), empty, assets.fillContext('SC-100'));
    const emptyDoc = await PDFDocument.load(await none.doc.save({ updateFieldAppearances: false }));
    expect(text(emptyDoc, SC100.why)).toBe('');
  });

  it('checks the "more children" box and counts the children when rows overflow', async () => {
    const children = Array.from({ length: 5 }, (_, i) => ({ name: `Child ${i + 1}`, birthDate: `201${i}-01-01`, placeOfBirth: 'LA' }));
    const filled = await fillForm(
      assets.bytes('FL-105'),
      planPdf(fixtureFl105, { ...fixtureAnswers, children }, ctx),
      assets.fillContext('FL-105'),
    );
    expect(checked(filled.doc, 'FL-105[0].Page1[0].List2[0].Li1[0].CheckBox19[0]')).toBe(true);
    expect(text(filled.doc, 'FL-105[0].Page1[0].List2[0].Li1[0].NumChildren[0]')).toBe('5');
    const fewer = await fillForm(assets.bytes('FL-105'), planPdf(fixtureFl105, fixtureAnswers, ctx), assets.fillContext('FL-105'));
    expect(checked(fewer.doc, 'FL-105[0].Page1[0].List2[0].Li1[0].CheckBox19[0]')).toBe(false);
  });

  it('refuses a map that names a field the PDF does not have', async () => {
    const broken = { ...fixtureSc100, fields: { 'SC-100[0].Page9[0].Nope[0]': fixtureSc100.fields[SC100.name] } };
    await expect(fillForm(assets.bytes('SC-100'), planPdf(broken, fixtureAnswers, ctx), assets.fillContext('SC-100'))).rejects.toThrow(
      /does not have/,
    );
  });
});

describe('merging', () => {
  it('keeps every form’s fields fillable and readable in the merged document', async () => {
    const a = await fillForm(assets.bytes('SC-100'), planPdf(fixtureSc100, fixtureAnswers, ctx), assets.fillContext('SC-100'));
    const b = await fillForm(assets.bytes('FL-105'), planPdf(fixtureFl105, fixtureAnswers, ctx), assets.fillContext('FL-105'));
    const cover = await PDFDocument.create();
    cover.addPage();
    const merged = await mergeDocuments([cover, a.doc, b.doc]);
    const reloaded = await PDFDocument.load(await merged.save({ updateFieldAppearances: false }));
    expect(reloaded.getPageCount()).toBe(1 + a.doc.getPageCount() + b.doc.getPageCount());
    expect(text(reloaded, SC100.name)).toBe('María Elena Núñez-Güemes');
    expect(text(reloaded, 'FL-105[0].Page1[0].List2[0].Li1[0].Table[0].Row2[0].TextField8[0]')).toBe('Mateo');
    expect(checked(reloaded, SC100.askedNo)).toBe(true);
    // Each widget belongs to a page of the merged document.
    const pages = new Set(reloaded.getPages().map((p) => p.ref.toString()));
    const widgetPages = reloaded
      .getForm()
      .getFields()
      .flatMap((f) => f.acroField.getWidgets().map((w) => w.P()?.toString()));
    expect(widgetPages.every((p) => p !== undefined && pages.has(p))).toBe(true);
  });
});
