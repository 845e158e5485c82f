/**
 * `npm run forms -- <command>`: the court forms the packets function ships, and the figures derived from the maps.
 *
 *   add <official.pdf> --form SC-100 --title "…" --repository owner/name --commit <sha> --path <path in repo>
 *       [--revision "Rev. January 1, 2026"] [--also-at "a,b"]
 *       Prepares an official download for pdf-lib (prepare.ts), checks its own footer (form number on page 1, one
 *       "Rev." date, equal to --revision when given), and writes functions/packets/forms/<form>.pdf and its manifest
 *       entry (a newer revision replaces the older one; the maps' tests then fail until the map is checked).
 *   verify      every shipped PDF against the manifest: sha256 and footer.
 *   meta        writes shared/questionnaires/forms/meta.generated.ts (the light forms list the web reads).
 *   coverage    writes the coverage table in docs/questionnaires.md.
 *   layout      writes functions/packets/forms/layout.json: each shipped form's layout hints (its XFA template) and
 *               printed rules, which the packet places text by (scripts/court-forms/layout.ts).
 *   (add --check to meta, coverage or layout to only check that the committed file is current.)
 *   diff <FORM> <old.pdf> <new.pdf>
 *       Pairs the AcroForm fields of two revisions of a form (by name, then by label, then by position; diff.ts) and
 *       prints what every field name the form's maps use becomes: kept, re-keyed (old → new) or gone, and the new
 *       fields no map accounts for. Either PDF may be an official download (decrypted first, as `add` does).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { MANIFEST_FILE, pdfFileOf, readManifest, sha256, type Manifest, type ManifestForm } from '../../functions/lib/packet/manifest';
import { checkFooter, pdfPagesText } from './footer';
import { FORMS_DIR } from './paths';
import { prepareOfficialPdf } from './prepare';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}
function required(args: string[], name: string): string {
  const v = option(args, name);
  if (!v) throw new Error(`--${name} is required`);
  return v;
}

async function add(args: string[]): Promise<void> {
  const official = args[0];
  if (!official || official.startsWith('--'))
    throw new Error('usage: add <official.pdf> --form … --title … --repository … --commit … --path …');
  const form = required(args, 'form');
  const ready = await prepareOfficialPdf(official);
  const target = join(FORMS_DIR, pdfFileOf(form));
  // Read the footer from the prepared copy, in a temporary file; nothing is written unless it agrees.
  const scratch = mkdtempSync(join(tmpdir(), 'court-form-'));
  let pages: string[];
  try {
    writeFileSync(join(scratch, 'form.pdf'), ready);
    pages = pdfPagesText(join(scratch, 'form.pdf'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const printed = checkFooter(pages, form, '').revisions;
  const revision = option(args, 'revision') ?? (printed.length === 1 ? printed[0] : '');
  const check = checkFooter(pages, form, revision);
  if (!check.ok) throw new Error(`${form}: the footer disagrees: ${check.problems.join('; ')}`);
  const doc = await PDFDocument.load(ready);
  const entry: ManifestForm = {
    form,
    title: required(args, 'title'),
    revision,
    pages: doc.getPageCount(),
    fields: doc.getForm().getFields().length,
    source: {
      repository: required(args, 'repository'),
      commit: required(args, 'commit'),
      path: required(args, 'path'),
      ...(option(args, 'also-at')
        ? {
            alsoAt: option(args, 'also-at')!
              .split(',')
              .map((s) => s.trim()),
          }
        : {}),
    },
    sha256Official: sha256(readFileSync(official)),
    sha256Ready: sha256(ready),
    bytesReady: ready.length,
  };
  writeFileSync(target, ready);
  let manifest: Manifest;
  try {
    manifest = readManifest(FORMS_DIR);
  } catch {
    manifest = { description: MANIFEST_DESCRIPTION, forms: [] };
  }
  const forms = [...manifest.forms.filter((f) => f.form !== form), entry].sort((a, b) => a.form.localeCompare(b.form));
  writeFileSync(join(FORMS_DIR, MANIFEST_FILE), `${JSON.stringify({ description: MANIFEST_DESCRIPTION, forms }, null, 2)}\n`);
  console.log(`${form} ${revision}: ${entry.pages} pages, ${entry.fields} fields, ${ready.length} bytes (sha256 ${entry.sha256Ready})`);
}

const MANIFEST_DESCRIPTION =
  'Official Judicial Council forms shipped with the packets function, each a pdf-lib-ready copy (qpdf --decrypt, XFA and /Perms removed) ' +
  'of the official download named in `source`. Written by `npm run forms -- add` after checking the form’s own footer. ' +
  'sha256Official: the official download; sha256Ready: the shipped <form>.pdf.';

function verify(): void {
  const manifest = readManifest(FORMS_DIR);
  let failed = 0;
  for (const entry of manifest.forms) {
    const file = join(FORMS_DIR, pdfFileOf(entry.form));
    const problems: string[] = [];
    if (sha256(readFileSync(file)) !== entry.sha256Ready) problems.push('sha256 differs from the manifest');
    problems.push(...checkFooter(pdfPagesText(file), entry.form, entry.revision).problems);
    if (problems.length) failed++;
    console.log(`${problems.length ? '✖' : '✓'} ${entry.form} ${entry.revision}${problems.length ? `: ${problems.join('; ')}` : ''}`);
  }
  if (failed) process.exit(1);
}

/** A PDF's bytes as pdf-lib reads them: an encrypted official download is prepared first (qpdf, as `add`). */
async function readablePdf(path: string): Promise<Uint8Array> {
  const bytes = readFileSync(path);
  return bytes.includes('/Encrypt') ? prepareOfficialPdf(path) : bytes;
}

async function diff(args: string[]): Promise<void> {
  const [form, oldPath, newPath] = args;
  if (!form || !oldPath || !newPath) throw new Error('usage: diff <FORM> <old.pdf> <new.pdf>');
  const { formatDiff, pairFields, readFormFields } = await import('./diff');
  const { QUESTIONNAIRE_TYPES } = await import('../../shared/catalogue');
  const { FORM_MAPS } = await import('../../shared/questionnaires/forms/registry');
  const { pdfOf } = await import('../../shared/questionnaires/forms/build');
  const oldFields = await readFormFields(await readablePdf(oldPath));
  const newFields = await readFormFields(await readablePdf(newPath));
  // The maps of the form, one entry per distinct set of field names (a form several questionnaires share is listed once).
  const byKeys = new Map<string, { owners: string[]; keys: string[] }>();
  for (const type of QUESTIONNAIRE_TYPES) {
    for (const map of FORM_MAPS[type].forms) {
      if (map.kind !== 'pdf' || pdfOf(map) !== form) continue;
      const keys = [
        ...new Set([...Object.keys(map.fields), ...(map.rowGroups ?? []).flatMap((g) => g.rows.flatMap((row) => Object.keys(row)))]),
      ];
      const id = keys.join('\n');
      const entry = byKeys.get(id) ?? { owners: [], keys };
      entry.owners.push(type);
      byKeys.set(id, entry);
    }
  }
  const maps = [...byKeys.values()].map((m) => ({ owner: m.owners.join(', '), keys: m.keys }));
  if (maps.length === 0) console.log(`(no map fills ${form})`);
  process.stdout.write(formatDiff(form, oldFields, newFields, pairFields(oldFields, newFields), maps));
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  switch (command) {
    case 'add':
      return add(args);
    case 'verify':
      return verify();
    case 'meta':
    case 'coverage': {
      const { writeMeta, writeCoverage } = await import('./derived');
      const ok = await (command === 'meta' ? writeMeta : writeCoverage)(args.includes('--check'));
      if (!ok) process.exit(1);
      return;
    }
    case 'diff':
      return diff(args);
    case 'layout': {
      const { writeLayout } = await import('./layout');
      if (!(await writeLayout(args.includes('--check')))) process.exit(1);
      return;
    }
    default:
      throw new Error('commands: add, verify, meta, coverage, layout, diff');
  }
}

main().catch((err) => {
  console.error(`✖ ${(err as Error).message}`);
  process.exit(1);
});
