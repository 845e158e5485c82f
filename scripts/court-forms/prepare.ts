/**
 * An official Judicial Council PDF made usable by pdf-lib (the recipe of /work/shared/forms/tools/prepare.js):
 *  1. `qpdf --decrypt --deterministic-id`: the official files are encrypted (empty user password), pdf-lib cannot read
 *     them as they are; a deterministic trailer /ID makes the result reproducible (the same input gives the same bytes);
 *  2. pdf-lib `getForm()` + `deleteXFA()`: the LiveCycle XFA layer goes, the AcroForm stays (field names unchanged);
 *  3. `/Perms` (Adobe's usage-rights signature, invalid once the file changes) and `/NeedsRendering` are removed;
 *  4. saved without regenerating appearances, with the original metadata.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFName } from 'pdf-lib';

export async function prepareOfficialPdf(officialPath: string): Promise<Uint8Array> {
  const dir = mkdtempSync(join(tmpdir(), 'court-form-'));
  try {
    const decrypted = join(dir, 'decrypted.pdf');
    try {
      execFileSync('qpdf', ['--decrypt', '--deterministic-id', officialPath, decrypted], { stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (err) {
      // qpdf exits 3 for warnings with a usable output.
      if ((err as { status?: number }).status !== 3) throw err;
    }
    const doc = await PDFDocument.load(readFileSync(decrypted), { updateMetadata: false });
    const form = doc.getForm();
    if (form.hasXFA()) form.deleteXFA();
    doc.catalog.delete(PDFName.of('Perms'));
    doc.catalog.delete(PDFName.of('NeedsRendering'));
    return await doc.save({ updateFieldAppearances: false });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
