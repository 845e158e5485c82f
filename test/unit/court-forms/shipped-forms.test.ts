/**
 * The shipped forms (functions/packets/forms) against their provenance and their maps, table-driven over the
 * manifest: each PDF is the verified copy (sha256) of the revision its own footer prints, and every AcroForm field of
 * it is filled or classified by a map — or the form is on the pending list. Adding a form, or a new revision of one,
 * fails here until its map accounts for every field.
 */
import { mkdtempSync, readFileSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFButton, PDFDocument } from 'pdf-lib';
import { FormAssets } from '../../../functions/lib/packet/assets';
import { MC025_FIELDS } from '../../../functions/lib/packet/attachments';
import { ATTACHMENT_FORM } from '../../../functions/lib/packet/build';
import { pdfFileOf, readManifest, sha256 } from '../../../functions/lib/packet/manifest';
import { QUESTIONNAIRE_TYPES } from '../../../shared/catalogue';
import { pdfOf } from '../../../shared/questionnaires/forms/build';
import type { PdfFormMap } from '../../../shared/questionnaires/forms/model';
import { FORM_MAPS, PENDING_FORMS } from '../../../shared/questionnaires/forms/registry';
import { PROOF_MAPS } from '../../../shared/serving/forms/registry';
import { checkFooter, pdfPagesText } from '../../../scripts/court-forms/footer';
import { FORMS_DIR } from '../../../scripts/court-forms/paths';

// PDF work is CPU-bound: on a shared 2-core machine one fill can outlast jest's 5 s default. Nothing here asserts on time.
jest.setTimeout(60_000);

const manifest = readManifest(FORMS_DIR);
const maps: Array<{ type: string; map: PdfFormMap }> = [
  ...QUESTIONNAIRE_TYPES.flatMap((type) =>
    FORM_MAPS[type].forms.filter((f): f is PdfFormMap => f.kind === 'pdf').map((map) => ({ type, map })),
  ),
  // The proofs of service (issue 32): held to their PDFs like the questionnaires' maps.
  ...Object.entries(PROOF_MAPS).map(([form, map]) => ({ type: `proof of service ${form}`, map: map() })),
];
const pendingForms = new Set(PENDING_FORMS.map(([, form]) => form));

/** The data fields of a PDF (buttons are not data: the packet removes them). */
async function dataFields(form: string): Promise<string[]> {
  const doc = await PDFDocument.load(readFileSync(join(FORMS_DIR, pdfFileOf(form))));
  return doc
    .getForm()
    .getFields()
    .filter((f) => !(f instanceof PDFButton))
    .map((f) => f.getName());
}

/** Every field name a map accounts for: its field rules and its row groups' cells. */
const accounted = (map: PdfFormMap): string[] => [
  ...Object.keys(map.fields),
  ...(map.rowGroups ?? []).flatMap((g) => g.rows.flatMap((row) => Object.keys(row))),
];

describe.each(manifest.forms.map((f) => [f.form, f] as const))('%s', (form, entry) => {
  const file = join(FORMS_DIR, pdfFileOf(form));

  it('is the verified copy the manifest records', () => {
    const bytes = readFileSync(file);
    expect(sha256(bytes)).toBe(entry.sha256Ready);
    expect(bytes.length).toBe(entry.bytesReady);
    expect(entry.sha256Official).toMatch(/^[0-9a-f]{64}$/);
    expect(entry.source.repository).toMatch(/^[\w.-]+\/[\w.-]+$/);
  });

  it('prints its own number and exactly the manifest’s revision', () => {
    expect(checkFooter(pdfPagesText(file), form, entry.revision)).toEqual({ ok: true, revisions: [entry.revision], problems: [] });
  });

  it('has every data field filled or classified by its map, or its map is pending', async () => {
    const fields = await dataFields(form);
    expect(fields.length).toBeGreaterThan(0);
    if (form === ATTACHMENT_FORM) {
      expect(fields.sort()).toEqual(Object.keys(MC025_FIELDS).sort());
      return;
    }
    const mapsOfForm = maps.filter((m) => pdfOf(m.map) === form);
    if (mapsOfForm.length === 0) {
      // No map yet: the form must be pending for every questionnaire that lists it.
      expect(pendingForms.has(form)).toBe(true);
      return;
    }
    for (const { type, map } of mapsOfForm) {
      const names = accounted(map);
      expect({ type, unmapped: fields.filter((f) => !names.includes(f)) }).toEqual({ type, unmapped: [] });
      expect({ type, unknown: names.filter((n) => !fields.includes(n)) }).toEqual({ type, unknown: [] });
      expect({ type, duplicates: names.filter((n, i) => names.indexOf(n) !== i) }).toEqual({ type, duplicates: [] });
      expect(map.revision).toBe(entry.revision);
    }
  });
});

describe('the footer check', () => {
  const file = join(FORMS_DIR, pdfFileOf('SC-100'));

  it('refuses another revision', () => {
    const check = checkFooter(pdfPagesText(file), 'SC-100', 'Rev. January 1, 2024');
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual(['prints Rev. January 1, 2026, not Rev. January 1, 2024']);
  });

  it('refuses a form filed under another number', () => {
    expect(checkFooter(pdfPagesText(join(FORMS_DIR, pdfFileOf('FL-150'))), 'SC-100', 'Rev. September 1, 2024').problems).toEqual([
      'page 1 does not print the form number SC-100',
    ]);
  });

  it('refuses a text with several revisions or none', () => {
    expect(checkFooter(['SC-100 Rev. January 1, 2026 … Rev. July 1, 2009'], 'SC-100', 'Rev. January 1, 2026').ok).toBe(false);
    expect(checkFooter(['SC-100'], 'SC-100', 'Rev. January 1, 2026').problems).toEqual(['no "Rev. <date>" found in the text']);
  });

  it('reads a first edition’s date as printed (“New January 1, 2009”), and refuses it under another date or beside a revision', () => {
    const fl348 = pdfPagesText(join(FORMS_DIR, pdfFileOf('FL-348')));
    expect(checkFooter(fl348, 'FL-348', 'New January 1, 2009')).toEqual({ ok: true, revisions: ['New January 1, 2009'], problems: [] });
    expect(checkFooter(fl348, 'FL-348', 'Rev. January 1, 2009').problems).toEqual(['prints New January 1, 2009, not Rev. January 1, 2009']);
    expect(checkFooter(['FL-348 [New January 1, 2009] … Rev. July 1, 2020'], 'FL-348', 'New January 1, 2009').ok).toBe(false);
  });
});

describe('at run time', () => {
  it('refuses a shipped PDF whose bytes differ from the manifest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'forms-'));
    cpSync(FORMS_DIR, dir, { recursive: true });
    const bytes = readFileSync(join(dir, 'SC-100.pdf'));
    bytes[bytes.length - 200] ^= 0x01;
    writeFileSync(join(dir, 'SC-100.pdf'), bytes);
    const assets = new FormAssets(dir);
    expect(() => assets.bytes('SC-100')).toThrow(/differs from the manifest/);
    expect(() => assets.bytes('FL-105')).not.toThrow();
    expect(() => assets.bytes('XX-999')).toThrow(/not in the forms manifest/);
  });
});

describe('the maps and the pending list', () => {
  it('list exactly the pending entries of the questionnaires’ forms', () => {
    const fromMaps = QUESTIONNAIRE_TYPES.flatMap((type) =>
      FORM_MAPS[type].forms.filter((f) => f.kind === 'pending').map((f) => `${type} ${f.form}`),
    );
    expect(PENDING_FORMS.map(([type, form]) => `${type} ${form}`).sort()).toEqual(fromMaps.sort());
  });

  it('read the current version of each definition, one entry per form', () => {
    for (const type of QUESTIONNAIRE_TYPES) {
      expect(FORM_MAPS[type].type).toBe(type);
      const forms = FORM_MAPS[type].forms.map((f) => f.form);
      expect(new Set(forms).size).toBe(forms.length);
    }
  });

  it('map only forms that are shipped (a form not held is a worksheet)', () => {
    for (const { map } of maps) expect(manifest.forms.some((f) => f.form === pdfOf(map))).toBe(true);
  });

  it('ship no form that no questionnaire (or the proofs of service) lists', () => {
    const listed = new Set([
      ...QUESTIONNAIRE_TYPES.flatMap((type) => FORM_MAPS[type].forms.map((f) => f.form)),
      ...Object.keys(PROOF_MAPS),
    ]);
    expect(manifest.forms.map((f) => f.form).filter((f) => f !== ATTACHMENT_FORM && !listed.has(f))).toEqual([]);
  });
});
