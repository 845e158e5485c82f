/**
 * Forms filed once per person (`repeat`, e.g. NC-110 per person whose name is changed): one plan per item of the list,
 * rules read the item (relative paths) or the answers root ("/" paths), `copy` numbers the copies, and the merged
 * packet keeps every copy fillable on its own because later copies' fields are renamed. Also the `some` condition
 * ("any item of a list for which …"), which such forms and their questionnaires use.
 */
import { PDFDocument, type PDFTextField } from 'pdf-lib';
import { mergeDocuments, renameRootFields } from '../../../functions/lib/packet/acroform';
import { formAssets } from '../../../functions/lib/packet/assets';
import { fillForm } from '../../../functions/lib/packet/fill';
import { createTranslator, mergeBundles } from '../../../shared/i18n/core';
import { conditionRefs, evaluateCondition } from '../../../shared/questionnaires/conditions';
import { check, text } from '../../../shared/questionnaires/forms/build';
import { evaluateValue, formApplies, planPdfCopies, type FormatContext } from '../../../shared/questionnaires/forms/evaluate';
import type { PdfFormMap } from '../../../shared/questionnaires/forms/model';
import { FORMS_DIR } from '../../../scripts/court-forms/paths';
import { fixtureDefinition, SC100 } from './fixture';

jest.setTimeout(60_000);

const ctx: FormatContext = { def: fixtureDefinition, t: createTranslator(mergeBundles([fixtureDefinition.messages], 'en')) };
const assets = formAssets(FORMS_DIR);
const answers = {
  name: 'Rosa Peña',
  children: [
    { name: 'Iñaki', birthDate: '2016-05-10', minor: true },
    { name: 'Adult', birthDate: '1990-01-01', minor: false },
    { name: 'Begoña', birthDate: '2019-02-03', minor: true },
  ],
};

/** SC-100 standing in for a per-person form: one copy per minor child. */
const perChild: PdfFormMap = {
  kind: 'pdf',
  form: 'SC-100',
  title: 'Per-child copy',
  revision: 'Rev. January 1, 2026',
  repeat: { each: 'children', where: { field: 'minor', equals: true } },
  attachmentCaption: { shortTitle: { from: '/name' } },
  fields: {
    [SC100.name]: text('1', 'Child', 'name'),
    [SC100.state]: text('1', 'Copy number', { join: [{ copy: 'number' }, { copy: 'count' }], separator: ' of ' }),
    [SC100.kind]: text('1', 'Petitioner (from the root)', '/name'),
    [SC100.more]: check('3', 'Born after 2018', { field: 'birthDate', in: ['2019-02-03'] }),
  },
};

const value = (doc: PDFDocument, name: string) => (doc.getForm().getField(name) as PDFTextField).getText() ?? '';

describe('a repeated form', () => {
  it('is planned once per item kept by `where`, reading the item, the root and its copy number', () => {
    const plans = planPdfCopies(perChild, answers, ctx);
    expect(plans).toHaveLength(2);
    const valueOf = (i: number, field: string) => {
      const a = plans[i].assignments.find((x) => x.field === field);
      return a && a.kind === 'text' ? a.value : a && a.kind === 'check' ? a.checked : undefined;
    };
    expect(valueOf(0, SC100.name)).toBe('Iñaki');
    expect(valueOf(1, SC100.name)).toBe('Begoña');
    expect(valueOf(0, SC100.state)).toBe('1 of 2');
    expect(valueOf(1, SC100.state)).toBe('2 of 2');
    expect(valueOf(0, SC100.kind)).toBe('Rosa Peña');
    expect(valueOf(0, SC100.more)).toBe(false);
    expect(valueOf(1, SC100.more)).toBe(true);
  });

  it('is not in the packet when no item qualifies', () => {
    expect(formApplies(perChild, answers)).toBe(true);
    expect(formApplies(perChild, { ...answers, children: [{ name: 'Adult', minor: false }] })).toBe(false);
    expect(planPdfCopies(perChild, { name: 'x' }, ctx)).toHaveLength(0);
  });

  it('merges into one PDF whose copies keep their own values once later copies are renamed', async () => {
    const docs: PDFDocument[] = [];
    for (const [i, plan] of planPdfCopies(perChild, answers, ctx).entries()) {
      const { doc } = await fillForm(assets.bytes('SC-100'), plan, assets.fillContext('SC-100'));
      if (i > 0) renameRootFields(doc, i);
      docs.push(await PDFDocument.load(await doc.save({ updateFieldAppearances: false })));
    }
    const merged = await PDFDocument.load(await (await mergeDocuments(docs)).save({ updateFieldAppearances: false }));
    expect(value(merged, SC100.name)).toBe('Iñaki');
    expect(value(merged, SC100.name.replace(/^SC-100\[0\]/, 'SC-100[1]'))).toBe('Begoña');
    const names = merged
      .getForm()
      .getFields()
      .map((f) => f.getName());
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the `some` condition and the `copy`, `age` and `count` values', () => {
  it('holds when an item of the list matches, in the item scope, and names the fields it reads', () => {
    const anyMinor = { field: 'children', some: { field: 'minor', equals: true } } as const;
    expect(evaluateCondition(anyMinor, answers, answers)).toBe(true);
    expect(evaluateCondition(anyMinor, { children: [{ minor: false }] }, {})).toBe(false);
    expect(evaluateCondition(anyMinor, { children: 'no list' }, {})).toBe(false);
    expect(evaluateCondition({ field: 'children', some: { field: '/name', equals: 'Rosa Peña' } }, answers, answers)).toBe(true);
    expect(conditionRefs(anyMinor)).toEqual(['children', 'children.minor']);
    expect(conditionRefs({ field: 'children', some: { field: '/name', equals: 'x' } })).toEqual(['children', '/name']);
  });

  it('gives no copy number outside a repeated form, and a number answer as the age itself', () => {
    const root = { value: { age: 17 }, keyPath: '' };
    expect(evaluateValue({ copy: 'number' }, root, root.value, ctx)).toBe('');
    expect(evaluateValue({ age: 'age' }, root, root.value, ctx)).toBe('17');
  });

  it('counts only the items `where` keeps', () => {
    const root = { value: answers, keyPath: '' };
    expect(evaluateValue({ count: 'children' }, root, answers, ctx)).toBe('3');
    expect(evaluateValue({ count: 'children', where: { field: 'minor', equals: true } }, root, answers, ctx)).toBe('2');
    expect(evaluateValue({ count: 'children', where: { field: 'minor', equals: 'never' } }, root, answers, ctx)).toBe('');
  });
});

describe('renameRootFields', () => {
  it('renames indexed roots to the copy index and suffixes the others', async () => {
    const doc = await PDFDocument.load(assets.bytes('SC-100'));
    renameRootFields(doc, 3);
    const names = doc
      .getForm()
      .getFields()
      .map((f) => f.getName());
    expect(names.every((n) => n.startsWith('SC-100[3].'))).toBe(true);
    const plain = await PDFDocument.create();
    plain.getForm().createTextField('plain').addToPage(plain.addPage());
    renameRootFields(plain, 2);
    expect(
      plain
        .getForm()
        .getFields()
        .map((f) => f.getName()),
    ).toEqual(['plain#2']);
  });
});
