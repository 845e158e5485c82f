/**
 * Writes a form plan (shared/questionnaires/forms/evaluate.ts) into an official PDF's AcroForm with pdf-lib: text in
 * the field's own font family (Times or Helvetica, standard fonts: Spanish letters render) at the field's size, shrunk
 * down to MIN_FONT_SIZE when needed; text that still does not fit is never cut — the field says "See Attachment <item>"
 * and the text goes to an MC-025 page (attachments.ts). Checkboxes keep the form's own "on" appearance. The form's
 * Print/Save/Clear buttons are removed (a "Clear" button would wipe a filled form); link buttons stay.
 */
import {
  beginMarkedContent,
  beginText,
  clip,
  endMarkedContent,
  endPath,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingGrayscaleColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type AppearanceProviderFor,
  PDFButton,
  PDFCheckBox,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRadioGroup,
  PDFTextField,
  StandardFonts,
  type PDFField,
  type PDFFont,
  type PDFForm,
} from 'pdf-lib';
import type { Assignment, PdfPlan } from '../../../shared/questionnaires/forms/evaluate';
import type { Ruled } from '../../../shared/questionnaires/forms/model';
import { wrapText } from '../pdf';
import { removeFields } from './acroform';
import { drawable } from './draw';

/**
 * The form's Print, Save and Clear buttons (a filled copy must not offer to clear itself). Other buttons stay: on
 * Judicial Council forms they are links whose appearance is printed text ("MC-020", "FL-311").
 */
export const ACTION_BUTTON = /(^|\.)(Print|Save|Reset|ResetForm)(_bt)?(\[\d+\])?$/;

/** The smallest size the packet writes field text at (the forms use 9–11 pt; 7 pt stays legible in print). */
export const MIN_FONT_SIZE = 7;

/** A text that did not fit its field, for the attachment. */
export interface OverflowText {
  readonly field: string;
  readonly item: string;
  readonly label: string;
  readonly text: string;
}

export interface FilledForm {
  readonly doc: PDFDocument;
  /** Fields with a value (text written or box checked). */
  readonly filled: number;
  /** Fields the map fills from the answers (text, checkboxes, radio groups, row cells, "attached" boxes). */
  readonly clientFields: number;
  readonly overflowTexts: readonly OverflowText[];
  /** Some character had to be replaced by a close one (outside the standard fonts' WinAnsi set). */
  readonly approximated: boolean;
  /** Text fields written at a smaller size than the form's to fit. */
  readonly shrunk: number;
}

interface Fonts {
  readonly helvetica: PDFFont;
  readonly times: PDFFont;
}

const TF = /\/([^\s/]+)\s+(\d*\.?\d+)\s+Tf/;

/** The field's default appearance: font family and size (0 = auto in the form). */
function defaultAppearance(field: PDFTextField): { family: 'times' | 'helvetica'; size: number } {
  const da = field.acroField.getDefaultAppearance() ?? field.acroField.getWidgets()[0]?.getDefaultAppearance() ?? '';
  const m = TF.exec(da);
  const name = m?.[1] ?? '';
  return { family: /times|tiro/i.test(name) ? 'times' : 'helvetica', size: m ? Number(m[2]) : 0 };
}

/** The inner box pdf-lib lays text into (rectangle less border and 1 pt padding). */
function innerBox(field: PDFTextField): { width: number; height: number } {
  const widget = field.acroField.getWidgets()[0];
  const rect = widget.getRectangle();
  const border = widget.getBorderStyle()?.getWidth() ?? 0;
  const inset = (border + 1) * 2;
  return { width: rect.width - inset, height: rect.height - inset };
}

/** How many lines of text at a size a field's box holds (pdf-lib's line height: 1.2 × the font's height). */
const linesAt = (field: PDFTextField, font: PDFFont, size: number): number =>
  Math.floor((innerBox(field).height + 0.5) / (font.heightAtSize(size) * 1.2));

/** Lines of a multiline field's text at a size (pdf-lib's line height: 1.2 × the font's height). */
const wrapFor = (text: string, font: PDFFont, size: number, width: number) => wrapText(text, font, size, width - 1);

/** The largest size in [MIN_FONT_SIZE, nominal] at which the text fits the field, or null. */
export function fittingSize(text: string, field: PDFTextField, font: PDFFont, nominal: number): number | null {
  const box = innerBox(field);
  const maxLength = field.getMaxLength();
  if (maxLength !== undefined && [...text].length > maxLength) return null;
  const start = nominal > 0 ? nominal : 10;
  for (let size = start; size >= Math.min(MIN_FONT_SIZE, start) - 1e-9; size -= 0.5) {
    const fitsOneLine = () =>
      !text.includes('\n') && font.widthOfTextAtSize(text, size) <= box.width && font.heightAtSize(size) <= box.height + 2;
    if (field.isMultiline()) {
      // A quick bound first: the text cannot fit when even its total width does not fill the lines available.
      const lines = linesAt(field, font, size);
      // A "multiline" box only one line high (FL-300 item 1 "TO (name)") takes one line, as a single-line box would.
      if (lines < 1) {
        if (fitsOneLine()) return size;
        continue;
      }
      if (font.widthOfTextAtSize(text.replace(/\n/g, ' '), size) > lines * box.width) continue;
      if (wrapFor(text, font, size, box.width).length <= lines) return size;
    } else if (fitsOneLine()) return size;
  }
  return null;
}

/**
 * Writes the value and its appearance. pdf-lib wraps multiline text in quadratic time, so the appearance is drawn from
 * the text already wrapped at this size; the field's value stays the text as given (no inserted line breaks).
 */
function setTextWithAppearance(field: PDFTextField, text: string, font: PDFFont, size: number | null): void {
  if (size !== null) field.setFontSize(size);
  if (field.isMultiline() && size !== null && linesAt(field, font, size) < 1) {
    // Laid out as multiline, the only line would sit below the box: draw it as a one-line field, keep the flag.
    field.disableMultiline();
    field.setText(text);
    field.updateAppearances(font);
    field.enableMultiline();
  } else if (field.isMultiline() && size !== null) {
    field.setText(wrapFor(text, font, size, innerBox(field).width).join('\n'));
    field.updateAppearances(font);
    field.acroField.setValue(PDFHexString.fromText(text));
  } else {
    field.setText(text);
    field.updateAppearances(font);
  }
}

/** How many printed lines a ruled field has room for (the last baseline at least 2 pt above its bottom edge). */
const ruledLines = (field: PDFTextField, ruled: Ruled): number => {
  const { height } = field.acroField.getWidgets()[0].getRectangle();
  return Math.max(0, Math.floor((height - 2 - ruled.first) / ruled.pitch) + 1);
};

/** The largest size at which the text fits a ruled field's lines, or null. */
function fittingRuledSize(text: string, field: PDFTextField, font: PDFFont, nominal: number, ruled: Ruled): number | null {
  const lines = ruledLines(field, ruled);
  const start = nominal > 0 ? Math.min(nominal, ruled.pitch - 1) : Math.min(11, ruled.pitch - 1);
  for (let size = start; size >= MIN_FONT_SIZE - 1e-9; size -= 0.5)
    if (wrapFor(text, font, size, innerBox(field).width).length <= lines) return size;
  return null;
}

/** The appearance of a ruled field: each line on its printed line, clipped to the field. */
function ruledAppearance(lines: readonly string[], size: number, ruled: Ruled): AppearanceProviderFor<PDFTextField> {
  return (_field, widget, font) => {
    const { width, height } = widget.getRectangle();
    return [
      beginMarkedContent('Tx'),
      pushGraphicsState(),
      rectangle(1, 1, width - 2, height - 2),
      clip(),
      endPath(),
      beginText(),
      setFillingGrayscaleColor(0),
      setFontAndSize(font.name, size),
      ...lines.flatMap((line, i) => [
        setTextMatrix(1, 0, 0, 1, 2, height - ruled.first - i * ruled.pitch),
        showText(font.encodeText(line)),
      ]),
      endText(),
      popGraphicsState(),
      endMarkedContent(),
    ];
  };
}

/** "See Attachment 3a", shortened if even that does not fit. */
function attachmentNote(item: string, field: PDFTextField, font: PDFFont, nominal: number): { text: string; size: number } | null {
  for (const text of [`See Attachment ${item}`, `See Att. ${item}`, `Att. ${item}`]) {
    const size = fittingSize(text, field, font, nominal);
    if (size !== null) return { text, size };
  }
  // A box too small for any note (a 2-letter state): left blank; the cover sheet and the attachment say where it is.
  return null;
}

/** The form's fields by name (pdf-lib's `getField` walks every field on each call). */
function fieldIndex(form: PDFForm): (name: string) => PDFField {
  const byName = new Map(form.getFields().map((f) => [f.getName(), f]));
  return (name) => {
    const field = byName.get(name);
    if (!field) throw new Error(`The map names the field "${name}", which the PDF does not have`);
    return field;
  };
}

/**
 * Fills the plan into the PDF. `overflowedGroups` are the row groups whose items continue elsewhere (their "attached"
 * boxes are checked with the text fields that overflowed).
 */
export async function fillForm(bytes: Uint8Array, plan: PdfPlan): Promise<FilledForm> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const form = doc.getForm();
  const fonts: Fonts = {
    helvetica: doc.embedStandardFont(StandardFonts.Helvetica),
    times: doc.embedStandardFont(StandardFonts.TimesRoman),
  };
  const supported = new Set(fonts.helvetica.getCharacterSet());
  const getField = fieldIndex(form);
  let filled = 0;
  let shrunk = 0;
  let approximated = false;
  const overflowTexts: OverflowText[] = [];
  const overflowed = new Set<string>([...plan.overflowRows.map((r) => r.group), ...plan.continuedOn.map((c) => c.group)]);

  const writeText = (a: Extract<Assignment, { kind: 'text' }>) => {
    const field = getField(a.field);
    if (!(field instanceof PDFTextField)) throw new Error(`${a.field} is not a text field`);
    // Leading line breaks are kept: a rule may start its text below a label printed inside the field (`blankLines`).
    const { text, changed } = drawable(a.value.replace(/^(\n*)\s*/, '$1').trimEnd(), supported);
    if (!text.trim()) return;
    if (changed) approximated = true;
    const { family, size: nominal } = defaultAppearance(field);
    const font = fonts[family];
    if (a.ruled && field.isMultiline()) {
      const ruledSize = fittingRuledSize(text, field, font, nominal, a.ruled);
      if (ruledSize !== null) {
        field.setFontSize(ruledSize);
        field.setText(text);
        field.updateAppearances(font, ruledAppearance(wrapFor(text, font, ruledSize, innerBox(field).width), ruledSize, a.ruled));
        if (nominal > 0 && ruledSize < nominal) shrunk++;
        filled++;
        return;
      }
    }
    const size = a.ruled && field.isMultiline() ? null : fittingSize(text, field, font, nominal);
    if (size === null) {
      overflowTexts.push({ field: a.field, item: a.item, label: a.label, text: a.value.trim() });
      overflowed.add(a.field);
      const note = attachmentNote(a.item, field, font, nominal);
      if (!note) return;
      setTextWithAppearance(field, note.text, font, note.size);
    } else {
      // The value keeps its Unicode letters (ñ, á) in /V; the appearance uses the font's encoding.
      const smaller = nominal > 0 && size < nominal;
      if (smaller) shrunk++;
      setTextWithAppearance(field, text, font, smaller || field.isMultiline() ? size : null);
    }
    filled++;
  };

  const setBox = (name: string, checked: boolean) => {
    const field = getField(name);
    if (!(field instanceof PDFCheckBox)) throw new Error(`${name} is not a checkbox`);
    if (checked) {
      field.check();
      filled++;
    } else field.uncheck();
  };

  let clientFields = 0;
  for (const a of plan.assignments) {
    clientFields++;
    if (a.kind === 'text') writeText(a);
    else if (a.kind === 'check') setBox(a.field, a.checked);
    else if (a.kind === 'radio') {
      const field = getField(a.field);
      if (!(field instanceof PDFRadioGroup)) throw new Error(`${a.field} is not a radio group`);
      if (a.value) {
        field.select(a.value);
        filled++;
      }
    }
  }
  // "Attached" boxes last: they depend on what overflowed above.
  for (const a of plan.assignments)
    if (a.kind === 'attached')
      setBox(
        a.field,
        a.of.some((name) => overflowed.has(name)),
      );

  removeFields(
    doc,
    form.getFields().filter((f) => f instanceof PDFButton && ACTION_BUTTON.test(f.getName())),
  );
  // No viewer should regenerate what we drew (appearances are written above, in the fields' own fonts).
  form.acroForm.dict.delete(PDFName.of('NeedAppearances'));
  return { doc, filled, clientFields, overflowTexts, approximated, shrunk };
}
