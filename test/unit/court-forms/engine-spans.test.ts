/**
 * Engine additions for the family-law maps: the time between two dates (FL-100 item 3 "Years … Months"), the
 * "less than N years apart" rule (FL-800 item 2, five years), and a multiline box only one line high (FL-300 item 1
 * "TO (name)") that still shows its value.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, type PDFTextField } from 'pdf-lib';
import { formAssets } from '../../../functions/lib/packet/assets';
import { columnWidths } from '../../../functions/lib/packet/draw';
import { fillForm } from '../../../functions/lib/packet/fill';
import { fieldLayout } from '../../../functions/lib/packet/layout';
import { layoutText } from '../../../functions/lib/packet/text';
import { createTranslator, defineMessages, mergeBundles } from '../../../shared/i18n/core';
import { defineQuestionnaire } from '../../../shared/questionnaires/define';
import { text } from '../../../shared/questionnaires/forms/build';
import { evaluateValue, monthsBetween, planPdf, type FormatContext } from '../../../shared/questionnaires/forms/evaluate';
import type { PdfFormMap } from '../../../shared/questionnaires/forms/model';
import { FORMS_DIR } from '../../../scripts/court-forms/paths';
import { fixtureDefinition } from './fixture';

jest.setTimeout(60_000);

const ctx: FormatContext = { def: fixtureDefinition, t: createTranslator(mergeBundles([fixtureDefinition.messages], 'en')) };
const span = (answers: Record<string, unknown>, unit: 'years' | 'months') =>
  evaluateValue({ span: ['from', 'to'], unit }, { value: answers, keyPath: '' }, answers, ctx);

describe('the time between two dates', () => {
  it('counts whole months, a month once its day is reached', () => {
    expect(monthsBetween('2015-06-20', '2024-03-19')).toBe(8 * 12 + 8);
    expect(monthsBetween('2015-06-20', '2024-03-20')).toBe(8 * 12 + 9);
    expect(monthsBetween('2024-01-31', '2024-02-29')).toBe(0);
    expect(monthsBetween('2024-03-01', '2024-03-01')).toBe(0);
    expect(monthsBetween('2024-03-02', '2024-03-01')).toBeNull();
    expect(monthsBetween('2024-3-1', '2024-04-01')).toBeNull();
  });

  it('writes years and the months left over, empty unless both dates are given and in order', () => {
    expect(span({ from: '2015-06-20', to: '2024-03-19' }, 'years')).toBe('8');
    expect(span({ from: '2015-06-20', to: '2024-03-19' }, 'months')).toBe('8');
    expect(span({ from: '2015-06-20', to: '2016-06-20' }, 'months')).toBe('0');
    expect(span({ from: '2015-06-20' }, 'years')).toBe('');
    expect(span({ from: '2024-06-20', to: '2015-06-20' }, 'years')).toBe('');
  });
});

describe('two dates less than N years apart', () => {
  const def = defineQuestionnaire({
    type: 'summary-dissolution',
    namespace: 'q.spanFixture',
    messages: defineMessages({ en: {}, es: {} }),
    steps: [
      {
        id: 'one',
        fields: [
          { kind: 'date', name: 'marriageDate' },
          { kind: 'date', name: 'separationDate' },
        ],
      },
    ],
    rules: [{ kind: 'lessThanYears', earlier: 'marriageDate', later: 'separationDate', years: 5, errorKey: 'tooLong' }],
    summary: () => ({ clientName: '', caseDetails: '', specialInstructions: '' }),
  });
  const issues = (a: Record<string, string>) => {
    const result = def.schema.safeParse(a);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('accepts a day short of five years and refuses five years to the day, on the later date', () => {
    expect(issues({ marriageDate: '2020-03-01', separationDate: '2025-02-28' })).toEqual([]);
    expect(issues({ marriageDate: '2020-03-01', separationDate: '2025-03-01' })).toEqual([['separationDate', 'tooLong']]);
  });

  it('leaves dates out of order or missing to other rules', () => {
    expect(issues({ marriageDate: '2020-03-01', separationDate: '2010-03-01' })).toEqual([]);
    expect(issues({ marriageDate: '2010-03-01' })).toEqual([]);
  });
});

describe('a multiline box only one line high', () => {
  const NAME = 'FL-300[0].Page1[0].List1[0].Li1[0].NameOfParty_ft[0]';
  const map: PdfFormMap = {
    kind: 'pdf',
    form: 'FL-300',
    title: 'Request for Order',
    revision: 'Rev. July 1, 2025',
    attachmentCaption: { shortTitle: { from: 'name' } },
    fields: { [NAME]: text('1', 'To (name)', 'name') },
  };

  it('is one the shipped FL-300 has, and a name fits it on one line', async () => {
    const assets = formAssets(FORMS_DIR);
    const doc = await PDFDocument.load(assets.bytes('FL-300'));
    const field = doc.getForm().getTextField(NAME);
    expect(field.isMultiline()).toBe(true);
    const { width, height } = field.acroField.getWidgets()[0].getRectangle();
    const laid = layoutText('José Luis Hernández', fieldLayout(assets.hints('FL-300').field(NAME), true), { width, height }, assets.font());
    expect(laid?.lines.map((l) => l.text)).toEqual(['José Luis Hernández']);
  });

  it('shows the value on the page instead of sending it to an attachment', async () => {
    const answers = { name: 'José Luis Hernández' };
    const filled = await fillForm(
      formAssets(FORMS_DIR).bytes('FL-300'),
      planPdf(map, answers, ctx),
      formAssets(FORMS_DIR).fillContext('FL-300'),
    );
    expect(filled.overflowTexts).toEqual([]);
    const field = filled.doc.getForm().getField(NAME) as PDFTextField;
    expect(field.getText()).toBe('José Luis Hernández');
    expect(field.isMultiline()).toBe(true);
    const dir = mkdtempSync(join(tmpdir(), 'one-line-'));
    writeFileSync(join(dir, 'f.pdf'), await filled.doc.save({ updateFieldAppearances: false }));
    expect(execFileSync('pdftotext', ['-f', '1', '-l', '1', join(dir, 'f.pdf'), '-']).toString()).toContain('José Luis Hernández');
  });
});

describe('a worksheet table cell of several lines', () => {
  it('is as wide as its widest line, and the newline is never measured (a standard font cannot encode it)', () => {
    const measure = (s: string) => {
      if (s.includes('\n')) throw new Error('WinAnsi cannot encode a newline');
      return s.length * 5;
    };
    const [address, relation] = columnWidths(
      ['Address', 'Relation'],
      [['1234 E Cesar Chavez Ave\nLos Angeles, CA 90033', 'Mother']],
      500,
      measure,
    );
    expect(address).toBeGreaterThan(relation);
    expect(() => columnWidths(['A'], [['one\ntwo']], 100, measure)).not.toThrow();
  });

  it('keeps a date or a case number on one line beside a long narrative column (MC-025: "08/15/" over "2024" it was)', () => {
    const measure = (s: string) => s.length * 5;
    const columns = [
      'Date',
      'Anyone else hear or see (names)',
      'Gun or other weapon',
      'Emotional or physical harm',
      'Police came',
      'What happened',
      'How often',
    ];
    const rows = [['08/15/2024', 'No', 'No', 'No', 'I don’t know', 'He broke my phone. '.repeat(12).trim(), '—']];
    const widths = columnWidths(columns, rows, 570, measure);
    // A cell's text is inset 3 pt on each side.
    expect(widths[0] - 6).toBeGreaterThanOrEqual(measure('08/15/2024'));
    expect(widths[4] - 6).toBeGreaterThanOrEqual(measure('know'));
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(570, 5);
  });
});
