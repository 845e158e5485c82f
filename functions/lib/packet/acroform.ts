/**
 * AcroForm surgery pdf-lib 1.17.1 does not do robustly: removing fields whose widgets lack a normal appearance
 * (pdf-lib's `removeField` throws on them), and merging documents while keeping every form's fields fillable.
 */
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFString, type PDFField } from 'pdf-lib';

/** Removes fields and their widgets from the pages (any appearance, any hierarchy). */
export function removeFields(doc: PDFDocument, fields: readonly PDFField[]): void {
  const form = doc.getForm();
  const widgetDicts = new Set(fields.flatMap((f) => f.acroField.getWidgets().map((w) => w.dict)));
  for (const page of doc.getPages()) {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    if (!annots) continue;
    for (let i = annots.size() - 1; i >= 0; i--) {
      const dict = annots.lookupMaybe(i, PDFDict);
      if (dict && widgetDicts.has(dict)) annots.remove(i);
    }
  }
  for (const field of fields) form.acroForm.removeField(field.acroField);
}

/** The top-level field of a widget (following /Parent), as a reference. */
function rootFieldRef(doc: PDFDocument, ref: PDFRef): PDFRef {
  let current = ref;
  for (let depth = 0; depth < 32; depth++) {
    const dict = doc.context.lookupMaybe(current, PDFDict);
    const parent = dict?.get(PDFName.of('Parent'));
    if (!(parent instanceof PDFRef)) return current;
    current = parent;
  }
  return current;
}

/**
 * One document made of others, in order, keeping their AcroForm fields (their names must not collide: each official
 * form's fields live under its own root, e.g. "SC-100[0]"). pdf-lib's copyPages copies the widgets but not the form:
 * the copied top-level fields are registered in the new AcroForm, each widget's /P is pointed at its new page, and
 * the forms' default resources (/DR fonts) are merged.
 */
export async function mergeDocuments(docs: readonly PDFDocument[]): Promise<PDFDocument> {
  const out = await PDFDocument.create();
  const acroForm = out.catalog.getOrCreateAcroForm();
  const roots = new Set<string>();
  const fonts = new Map<string, unknown>();
  for (const src of docs) {
    const pages = await out.copyPages(src, src.getPageIndices());
    for (const page of pages) {
      out.addPage(page);
      const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
      if (!annots) continue;
      for (let i = 0; i < annots.size(); i++) {
        const ref = annots.get(i);
        if (!(ref instanceof PDFRef)) continue;
        const widget = out.context.lookupMaybe(ref, PDFDict);
        if (!widget || widget.get(PDFName.of('Subtype')) !== PDFName.of('Widget')) continue;
        widget.set(PDFName.of('P'), page.ref);
        const root = rootFieldRef(out, ref);
        if (!roots.has(root.toString())) {
          roots.add(root.toString());
          acroForm.addField(root);
        }
      }
    }
    const dr = src.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)?.lookupMaybe(PDFName.of('DR'), PDFDict);
    const srcFonts = dr?.lookupMaybe(PDFName.of('Font'), PDFDict);
    if (srcFonts) {
      const copied = out.context.obj({});
      for (const [name, value] of srcFonts.entries()) {
        if (fonts.has(name.asString())) continue;
        fonts.set(name.asString(), value);
        copied.set(name, value);
      }
      if (copied.keys().length) {
        // The font objects themselves come over with the pages that use them; names only need a home in /DR.
        const { PDFObjectCopier } = await import('pdf-lib');
        const copier = PDFObjectCopier.for(src.context, out.context);
        const outDr = acroForm.dict.lookupMaybe(PDFName.of('DR'), PDFDict) ?? out.context.obj({});
        const outFonts = outDr.lookupMaybe(PDFName.of('Font'), PDFDict) ?? out.context.obj({});
        for (const [name, value] of copied.entries()) outFonts.set(name, copier.copy(value));
        outDr.set(PDFName.of('Font'), outFonts);
        acroForm.dict.set(PDFName.of('DR'), outDr);
      }
    }
  }
  return out;
}

/**
 * Gives the top-level fields of a form another name, for the n-th copy of a form filed more than once (NC-110 per
 * person): "NC-110[0]" becomes "NC-110[n]" (a name without an index gets "#n"), so that two copies merged into one
 * PDF are two sets of fields rather than one set shown twice.
 */
export function renameRootFields(doc: PDFDocument, n: number): void {
  const fields = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)?.lookupMaybe(PDFName.of('Fields'), PDFArray);
  if (!fields) return;
  for (let i = 0; i < fields.size(); i++) {
    const dict = fields.lookupMaybe(i, PDFDict);
    const t = dict?.get(PDFName.of('T'));
    if (!dict || !(t instanceof PDFString || t instanceof PDFHexString)) continue;
    const name = t.decodeText();
    const renamed = /\[\d+\]$/.test(name) ? name.replace(/\[\d+\]$/, `[${n}]`) : `${name}#${n}`;
    dict.set(PDFName.of('T'), PDFHexString.fromText(renamed));
  }
}
