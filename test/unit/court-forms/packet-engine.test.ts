/**
 * The packet engine of issue 25 on real shipped forms: text placed from the form's own layout (first-line indent,
 * printed rules, never below 8 pt, "See Attachment" on the first line after its label), one font embedded once per
 * packet with the official forms' own whole fonts cut to what they can show, page counts the builder knows, every copy
 * of a form with fields of its own, and characters no font prints listed on the cover sheet instead of printed as "?".
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream, type PDFTextField } from 'pdf-lib';
import { formAssets } from '../../../functions/lib/packet/assets';
import { buildPacket, type PacketInput } from '../../../functions/lib/packet/build';
import { fieldLayout } from '../../../functions/lib/packet/layout';
import { layoutText, MIN_FONT_SIZE } from '../../../functions/lib/packet/text';
import { trimSimpleFonts } from '../../../functions/lib/packet/trim';
import type { QuestionnaireType } from '../../../shared/catalogue';
import { getQuestionnaire } from '../../../shared/questionnaires/registry';
import { SAMPLES } from '../../../shared/questionnaires/samples';
import type { Answers } from '../../../shared/questionnaires/types';
import { currentVersion } from '../../../shared/questionnaires/versions';
import { longAnswers, narrative } from '../../../scripts/court-forms/long-answers';
import { FORMS_DIR } from '../../../scripts/court-forms/paths';

// PDF work is CPU-bound: on a shared 2-core machine a packet can outlast jest's 5 s default. Nothing here asserts on time.
jest.setTimeout(5 * 60_000);

const assets = formAssets(FORMS_DIR);
const font = assets.font();
const laidIn = (form: string, name: string, text: string) => {
  const f = (async () => {
    const doc = await PDFDocument.load(assets.bytes(form));
    const field = doc.getForm().getTextField(name);
    const { width, height } = field.acroField.getWidgets()[0].getRectangle();
    return { laid: layoutText(text, fieldLayout(assets.hints(form).field(name), field.isMultiline()), { width, height }, font), height };
  })();
  return f;
};
const packetOf = (type: QuestionnaireType, answers: Answers, extra: Partial<PacketInput> = {}) =>
  buildPacket({
    type,
    definitionVersion: currentVersion(type),
    answers,
    submission: { id: 'engine', clientName: 'Nguyễn Thị Ánh', locale: 'en', createdAt: '2026-01-01T00:00:00.000Z' },
    lang: 'en',
    assets,
    ...extra,
  });
const textOf = (doc: PDFDocument, name: string) => (doc.getForm().getField(name) as PDFTextField).getText() ?? '';
function pdfText(bytes: Uint8Array, page?: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'engine-'));
  writeFileSync(join(dir, 'p.pdf'), bytes);
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  return execFileSync('pdftotext', ['-layout', ...range, join(dir, 'p.pdf'), '-']).toString();
}

describe('placement from the form itself', () => {
  it('starts the first line past a label printed on it (FL-100 10b: XFA first-line indent 82.8 pt)', async () => {
    const { laid } = await laidIn('FL-100', 'FL-100[0].Page3[0].CommQuasiProperty_sf[0].ListProperty_ft[0]', narrative('en', 300));
    expect(laid!.lines[0].x).toBeGreaterThanOrEqual(82.8);
    expect(laid!.lines[1].x).toBeLessThan(10);
  });

  it('lays each line of DV-100 item 5f on its own printed rule, 1.5 pt above it', async () => {
    const name = 'DV-100[0].Page3[0].List5[0].Li6[0].TextField[0]';
    const { laid, height } = await laidIn('DV-100', name, narrative('en', 600));
    const rules = assets.hints('DV-100').field(name).rules!;
    expect(laid!.lines.length).toBeGreaterThan(2);
    laid!.lines.forEach((line, i) => expect(height - line.y).toBeCloseTo(rules[i][0] - 1.5, 5));
  });

  it('writes a one-line answer on the first rule of a box whose rules are closer than its font needs (DV-100 6g, 7g)', async () => {
    // DV-100 items 6g and 7g ("Give dates or estimates…") print two rules 11.7 pt apart for 11 pt text: two lines need a
    // smaller size, one line does not, and it sits on the first rule, not on the second under a blank one (as it did).
    for (const name of ['DV-100[0].Page4[0].List6[0].Li7[0].item26d_tf[0]', 'DV-100[0].Page5[0].List7[0].Li7[0].item26d_tf[0]']) {
      const { laid, height } = await laidIn('DV-100', name, 'Every weekend since January 2024');
      const rules = assets.hints('DV-100').field(name).rules!;
      expect(laid!.lines).toHaveLength(1);
      expect({ name, baseline: height - laid!.lines[0].y }).toEqual({ name, baseline: rules[0][0] - 1.5 });
      const { laid: two } = await laidIn('DV-100', name, narrative('en', 150));
      expect(two!.lines).toHaveLength(2);
      two!.lines.forEach((line, i) => expect(height - line.y).toBeCloseTo(rules[i][0] - 1.5, 5));
    }
  });

  it('never writes below 8 pt: past that the text continues elsewhere (the field is not laid at all)', async () => {
    const { laid } = await laidIn('DV-100', 'DV-100[0].Page3[0].List5[0].Li6[0].TextField[0]', narrative('en', 2400));
    expect(laid).toBeNull();
    const { laid: fits } = await laidIn('DV-100', 'DV-100[0].Page3[0].List5[0].Li6[0].TextField[0]', narrative('en', 1100));
    expect(fits!.size).toBeGreaterThanOrEqual(MIN_FONT_SIZE);
  });

  it('lets an accented capital over a descender rise into the blank room above a box as tall as its font size', async () => {
    // FL-300's attorney-city box is 9 pt tall for 9 pt text: "Á" over "g" needs about 10; the page leaves 1.46 pt
    // between it and the street box above, which the two boxes share.
    const { laid } = await laidIn('FL-300', 'FL-300[0].Page1[0].AttyInfo[0].AttyCity_ft[0]', 'Los Ángeles');
    expect(laid!.size).toBeGreaterThanOrEqual(MIN_FONT_SIZE);
    expect(laid!.grow!.up).toBeGreaterThan(0);
    expect(laid!.grow!.up).toBeLessThanOrEqual(0.73);
  });

  it('keeps more than a pixel at 100 dpi over a one-line value’s ink (poppler draws a glyph up to a pixel higher than laid)', async () => {
    // With 0.75 pt only, the tilde of "ễ" in FL-311's one-line caption and the tops of "415.00" in FL-300 item 5 reached
    // the box's top pixel row as poppler renders them, and were cut by the appearance's clip.
    for (const [form, name, text] of [
      ['FL-311', 'FL-311[0].Page2[0].PxCaption_sf[0].PartySub[0].Parties[0].Petitioner_ft[0]', 'Nguyễn Thị Ánh Tuyết'],
      ['FL-300', 'FL-300[0].Page4[0].List5[0].Li2[0].Debt2_Amount_nu[0]', '415.00'],
    ]) {
      const { laid, height } = await laidIn(form, name, text);
      expect(laid!.lines).toHaveLength(1);
      // Above the ink: the box's top edge (grown into the blank room above it, if it grew), in the box's coordinates.
      const room = height + (laid!.grow?.up ?? 0) - (laid!.lines[0].y + font.inkExtent(text)[1] * laid!.size);
      expect({ form, room: room > 1.2 }).toEqual({ form, room: true });
    }
  });
});

describe('a long-answer domestic-violence packet', () => {
  let dv: PDFDocument;
  let merged: Uint8Array;
  let status: Awaited<ReturnType<typeof packetOf>>['status'];
  beforeAll(async () => {
    const answers = longAnswers(getQuestionnaire('domestic-violence'), SAMPLES['domestic-violence'] as Answers, 'en');
    const packet = await packetOf('domestic-violence', answers);
    status = packet.status;
    dv = await PDFDocument.load((await packet.formPdf('DV-100'))!);
    merged = await packet.mergedPdf();
  });

  it('says "See Attachment 5f" on item 5f’s first rule, and names 7c as 7c on the attachment (not "6–7")', () => {
    expect(textOf(dv, 'DV-100[0].Page3[0].List5[0].Li6[0].TextField[0]')).toBe('See Attachment 5f');
    expect(textOf(dv, 'DV-100[0].Page5[0].List7[0].Li6[0].TextField[0]')).toBe('See Attachment 7f');
    const text = pdfText(merged);
    expect(text).toContain('Attachment 7f — DV-100, item 7f');
    expect(text).not.toContain('6–7');
  });

  it('names on each attachment page the items on that page, whole (not every item of DV-100 cut short by "…")', () => {
    const numbers = [...pdfText(merged).matchAll(/ATTACHMENT \(Number\):\s*(.*)/g)].map((m) => m[1].trim());
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers.filter((n) => n === '' || n.includes('…'))).toEqual([]);
    expect(numbers).toContainEqual(expect.stringMatching(/^5[a-g]\b/));
  });

  it('continues the items in the form’s order (8b after 7g, not first; the rows of item 4a before item 5)', async () => {
    const items = [...pdfText(await dv.save()).matchAll(/^ *(?:Attachment \S+ — )?DV-100, item (\d+)([a-z]?)/gm)].map((m) => [
      Number(m[1]),
      m[2],
    ]);
    expect(items.length).toBeGreaterThan(5);
    const sorted = [...items].sort(([a, x], [b, y]) => (a as number) - (b as number) || String(x).localeCompare(String(y)));
    expect(items.map((i) => i.join(''))).toEqual(sorted.map((i) => i.join('')));
  });

  it('fills item 32 with the pages the packet attached to DV-100', () => {
    const attached = status.forms.find((f) => f.form === 'DV-100')!.attachmentPages;
    expect(attached).toBeGreaterThan(0);
    expect(textOf(dv, 'DV-100[0].Page13[0].List32[0].Li1[0].T97[0]')).toBe(String(attached));
    expect(status.forms.find((f) => f.form === 'DV-100')!.staff.map((s) => s.item)).not.toContain('32');
  });

  it('removes the button that printed the notice to press the Clear This Form button', async () => {
    expect(
      dv
        .getForm()
        .getFields()
        .some((f) => /Warning/.test(f.getName())),
    ).toBe(false);
    expect(pdfText(await dv.save(), 13)).not.toMatch(/press the Clear\s+This Form button/);
    expect(pdfText(assets.bytes('DV-100'), 13)).toMatch(/press the Clear\s+This Form button/);
  });

  it('embeds its font once, and no stream twice', async () => {
    const doc = await PDFDocument.load(merged);
    const streams = new Map<string, number>();
    const fontPrograms = new Set<string>();
    let documents = 0;
    for (const [, obj] of doc.context.enumerateIndirectObjects()) {
      if (obj instanceof PDFDict && obj.get(PDFName.of('FontName'))?.toString() === '/LDAPKT+LiberationSans') {
        documents++;
        fontPrograms.add(String(obj.get(PDFName.of('FontFile2'))));
      }
      if (!(obj instanceof PDFStream)) continue;
      const bytes = obj instanceof PDFRawStream ? obj.contents : obj.getContents();
      if (bytes.length < 512) continue;
      const key = `${obj.dict.toString()}|${createHash('sha256').update(bytes).digest('hex')}`;
      streams.set(key, (streams.get(key) ?? 0) + 1);
    }
    // Every document of the packet (cover sheet, forms, attachments) names the font; one program serves them all.
    expect(documents).toBeGreaterThan(3);
    expect(fontPrograms.size).toBe(1);
    expect([...streams.values()].filter((n) => n > 1)).toEqual([]);
  });
});

describe('fonts', () => {
  it('cuts DV-100’s whole fonts to the glyphs they can show, and the form prints exactly the same', async () => {
    const original = assets.bytes('DV-100');
    const doc = await PDFDocument.load(original);
    const { fonts, saved } = trimSimpleFonts(doc);
    expect(fonts).toBe(3);
    expect(saved).toBeGreaterThan(1_500_000);
    const dir = mkdtempSync(join(tmpdir(), 'trim-'));
    writeFileSync(join(dir, 'a.pdf'), original);
    writeFileSync(join(dir, 'b.pdf'), await doc.save());
    // Page 13 draws its link buttons' captions in those fonts; page 1 its caption fields' (empty) appearances.
    const render = (f: string, page: number) =>
      execFileSync('pdftoppm', ['-r', '100', '-gray', '-f', String(page), '-l', String(page), join(dir, f)], { maxBuffer: 1 << 26 });
    for (const page of [1, 13]) expect(render('b.pdf', page).equals(render('a.pdf', page))).toBe(true);
  });

  it('lists on the cover sheet what no font can print, and prints the rest of the name as written', async () => {
    const answers = { ...(SAMPLES['small-claims'] as Record<string, unknown>) };
    answers.plaintiff = { ...(answers.plaintiff as object), name: 'Nguyễn Thị Ánh \u{1F600}' };
    const packet = await packetOf('small-claims', answers as Answers);
    const sc = packet.status.forms.find((f) => f.form === 'SC-100')!;
    expect(sc.notes).toContainEqual({ code: 'unprintable', values: { item: '1', chars: 'U+1F600' } });
    const cover = pdfText(await packet.mergedPdf(), 1);
    expect(cover).toContain('Characters left out');
    expect(cover).toContain('U+1F600');
    const form = await PDFDocument.load((await packet.formPdf('SC-100'))!);
    expect(textOf(form, 'SC-100[0].Page2[0].List1[0].Item1[0].PlaintiffName1[0]')).toBe('Nguyễn Thị Ánh');
  });
});

describe('copies and counts', () => {
  it('gives the co-guardian’s GC-212 fields of its own: no field name twice in the merged packet', async () => {
    const merged = await PDFDocument.load(
      await (await packetOf('guardianship-minor', SAMPLES['guardianship-minor'] as Answers)).mergedPdf(),
    );
    const names = merged
      .getForm()
      .getFields()
      .map((f) => f.getName());
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(names).toContain('GC-212[0].Page1[0].TextField[0]');
    expect(names).toContain('GC-212[1].Page1[0].TextField[0]');
  });

  it('counts NC-100 item 7a: the NC-110 copies and their attachment pages', async () => {
    const packet = await packetOf('name-change', SAMPLES['name-change'] as Answers);
    const nc110 = await PDFDocument.load((await packet.formPdf('NC-110'))!);
    const nc100 = await PDFDocument.load((await packet.formPdf('NC-100'))!);
    const own = packet.status.forms.find((f) => f.form === 'NC-100')!.attachmentPages;
    expect(textOf(nc100, 'NC-100[0].Page1[0].List7[0].Li7A[0].AttachmentCount[0]')).toBe(String(nc110.getPageCount() + own));
  });
});
