/**
 * `npm run forms -- diff` (scripts/court-forms/diff.ts): the fields of two revisions of a form paired by name, then by
 * label, then by position, and a map's field names re-keyed from the pairs. The "new revision" here is the shipped
 * SC-100A changed the way a Judicial Council revision changes a form: a checkbox renamed and moved (its label kept), a
 * name field renamed and relabelled (its place kept), a phone field dropped, a field added, and a field that kept its name
 * but moved to another line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { pdfFileOf } from '../../../functions/lib/packet/manifest';
import { formatDiff, pairFields, readFormFields, rekey } from '../../../scripts/court-forms/diff';
import { FORMS_DIR } from '../../../scripts/court-forms/paths';
import { sc100a } from '../../../shared/questionnaires/forms/maps/sc-100a';

jest.setTimeout(60_000);

const P = 'topmostSubform[0].Page1[0].';

async function revised(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  const form = doc.getForm();
  const rename = (name: string, to: string) => form.getField(P + name).acroField.dict.set(PDFName.of('T'), PDFString.of(to));
  const move = (name: string, dy: number) => {
    const widget = form.getField(P + name).acroField.getWidgets()[0];
    const r = widget.getRectangle();
    widget.setRectangle({ ...r, y: r.y + dy });
  };
  rename('CheckBox1[0]', 'MoreDefendants_cb[0]');
  move('MoreDefendants_cb[0]', -60);
  rename('FillText42[0]', 'PlaintiffName_ft[0]');
  form.getField(`${P}PlaintiffName_ft[0]`).acroField.dict.set(PDFName.of('TU'), PDFString.of('Name of the other plaintiff:'));
  // Dropped from the form: out of its parent's kids and off the page (pdf-lib's removeField wants appearances).
  const dropped = form.getField(`${P}FillText104[2]`);
  const kids = dropped.acroField.getParent()!.Kids()!;
  kids.remove(kids.indexOf(dropped.ref)!);
  doc.getPage(0).node.removeAnnot(dropped.ref);
  form.createTextField(`${P}Email_ft[0]`).addToPage(doc.getPage(0), { x: 400, y: 200, width: 150, height: 12 });
  move('FillText40[0]', -100);
  return doc.save();
}

describe('forms diff', () => {
  let oldFields: Awaited<ReturnType<typeof readFormFields>>;
  let newFields: typeof oldFields;
  beforeAll(async () => {
    const bytes = readFileSync(join(FORMS_DIR, pdfFileOf('SC-100A')));
    oldFields = await readFormFields(bytes);
    newFields = await readFormFields(await revised(bytes));
  });

  it('pairs the same PDF with itself by name, every field', () => {
    const pairing = pairFields(oldFields, oldFields);
    expect(pairing.pairs).toHaveLength(oldFields.length);
    expect(pairing.pairs.every((p) => p.by === 'name' && p.distance === 0)).toBe(true);
    expect([...pairing.removed, ...pairing.added]).toEqual([]);
  });

  it('pairs a renamed field by its label, a renamed and relabelled one by its place, and lists what went and came', () => {
    const pairing = pairFields(oldFields, newFields);
    const pairOf = (name: string) => pairing.pairs.find((p) => p.old.name === P + name);
    expect(pairOf('CheckBox1[0]')).toMatchObject({ by: 'label', new: { name: `${P}MoreDefendants_cb[0]` } });
    expect(pairOf('FillText42[0]')).toMatchObject({ by: 'position', distance: 0, new: { name: `${P}PlaintiffName_ft[0]` } });
    expect(pairing.removed.map((f) => f.name)).toEqual([`${P}FillText104[2]`]);
    expect(pairing.added.map((f) => f.name)).toEqual([`${P}Email_ft[0]`]);
    // Kept by name even though it moved: the report flags it.
    expect(pairOf('FillText40[0]')).toMatchObject({ by: 'name', distance: 100 });
  });

  it('re-keys the SC-100A map from the pairs', () => {
    const pairing = pairFields(oldFields, newFields);
    const keys = [...Object.keys(sc100a.fields), ...(sc100a.rowGroups ?? []).flatMap((g) => g.rows.flatMap(Object.keys))];
    const table = rekey(keys, oldFields, pairing);
    expect(table.filter((r) => r.status === 'rekey').map((r) => (r.status === 'rekey' ? [r.key, r.to] : []))).toEqual(
      expect.arrayContaining([
        [`${P}CheckBox1[0]`, `${P}MoreDefendants_cb[0]`],
        [`${P}FillText42[0]`, `${P}PlaintiffName_ft[0]`],
      ]),
    );
    expect(table.filter((r) => r.status === 'gone').map((r) => r.key)).toEqual([`${P}FillText104[2]`]);
    expect(table.filter((r) => r.status === 'unknown')).toEqual([]);

    const report = formatDiff('SC-100A', oldFields, newFields, pairing, [{ owner: 'small-claims', keys }]);
    expect(report).toContain(`re-key  ${P}FillText42[0] → ${P}PlaintiffName_ft[0]  [by position]`);
    expect(report).toContain(`gone    ${P}FillText104[2]`);
    expect(report).toContain('Same name, but moved or relabelled');
    expect(report).toContain(`${P}FillText40[0]: p.1 (174, 639) “City:” → p.1 (174, 539) “City:”`);
    expect(report).toContain(`new PDF fields this map does not account for: ${P}Email_ft[0]`);
  });
});
