/**
 * Writes a form plan (shared/questionnaires/forms/evaluate.ts) into an official PDF's AcroForm. Text is drawn by the
 * packet itself, not by pdf-lib's default appearance: in the packet's one font (font.ts), placed as the form's designer
 * laid the field out (text.ts, from the form's own layout hints: layout.ts), at the form's size or smaller down to
 * MIN_FONT_SIZE. Text that still does not fit is never cut: the field says "See Attachment <item>" (on its first line,
 * after any label, on its rule) and the text continues on the form's attachment pages (attachments.ts). Characters the
 * font cannot print are left out and reported (`unprintable`), never printed as "?". Checkboxes keep the form's own
 * "on" appearance. The fields stay fillable: each keeps its value, and its default appearance names the form's own
 * Helvetica (`/Helv`, in every form's resources), metric-compatible with what is drawn. The form's Print/Save/Clear
 * buttons go (a "Clear" button would wipe a filled form), and so does the button (or, on a form without XFA, the
 * read-only text field) that prints the notice to press it.
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
  setCharacterSqueeze,
  setFontAndSize,
  setTextMatrix,
  showText,
  type AppearanceProviderFor,
  PDFButton,
  PDFCheckBox,
  PDFDocument,
  PDFName,
  ParseSpeeds,
  PDFRadioGroup,
  PDFTextField,
  type PDFField,
  type PDFFont,
  type PDFForm,
} from 'pdf-lib';
import type { Assignment, PdfPlan } from '../../../shared/questionnaires/forms/evaluate';
import { removeFields } from './acroform';
import type { PacketFont } from './font';
import { fieldLayout, type FieldLayout, type FormHints } from './layout';
import { layoutText, type Laid } from './text';

export { MIN_FONT_SIZE } from './text';

/**
 * The form's Print, Save and Clear buttons (a filled copy must not offer to clear itself). Other buttons stay: on
 * Judicial Council forms they are links whose appearance is printed text ("MC-020", "FL-311").
 */
export const ACTION_BUTTON = /(^|\.)(Print|Save|Reset|ResetForm)(_bt)?(\[\d+\])?$/;

/** A text that did not fit its field, for the attachment. */
export interface OverflowText {
  readonly field: string;
  readonly item: string;
  readonly label: string;
  readonly text: string;
}

/** Characters of a value the font cannot print (left out of the page, listed on the cover sheet). */
export interface Unprintable {
  readonly item: string;
  readonly label: string;
  readonly chars: readonly string[];
}

export interface FilledForm {
  readonly doc: PDFDocument;
  /** Fields with a value (text written or box checked). */
  readonly filled: number;
  /** Fields the map fills from the answers (text, checkboxes, radio groups, row cells, "attached" boxes). */
  readonly clientFields: number;
  readonly overflowTexts: readonly OverflowText[];
  readonly unprintable: readonly Unprintable[];
  /** Text fields written at a smaller size than the form's to fit. */
  readonly shrunk: number;
}

/** What filling needs besides the plan: the packet's font and the form's layout hints. */
export interface FillContext {
  readonly font: PacketFont;
  readonly hints: FormHints;
}

/** The appearance of laid-out text: its lines at their baselines, clipped to the widget. */
function textAppearance(laid: Laid, font: PDFFont): AppearanceProviderFor<PDFTextField> {
  return (_field, widget) => {
    const { width, height } = widget.getRectangle();
    return [
      beginMarkedContent('Tx'),
      pushGraphicsState(),
      rectangle(0, 0, width, height),
      clip(),
      endPath(),
      beginText(),
      setFillingGrayscaleColor(0),
      setFontAndSize(font.name, laid.size),
      ...(laid.squeeze ? [setCharacterSqueeze(laid.squeeze * 100)] : []),
      ...laid.lines.flatMap((line) => [setTextMatrix(1, 0, 0, 1, line.x, line.y), showText(font.encodeText(line.text))]),
      endText(),
      popGraphicsState(),
      endMarkedContent(),
    ];
  };
}

/** The field's box and layout. */
function fieldBox(field: PDFTextField, hints: FormHints): { box: { width: number; height: number }; layout: FieldLayout } {
  const { width, height } = field.acroField.getWidgets()[0].getRectangle();
  const layout = fieldLayout(hints.field(field.getName()), field.isMultiline());
  // The part of the widget another box overlaps is that box's (layout.ts `trim`).
  return { box: { width, height: height - layout.trim[0] - layout.trim[1] }, layout };
}

/**
 * Writes `text` into a text field as laid out, keeping it as the field's value and naming the form's Helvetica at the
 * size used as its default appearance (for a viewer that re-draws it on edit).
 */
function writeLaid(field: PDFTextField, text: string, laid: Laid, font: PDFFont, trim: FieldLayout['trim']): void {
  field.setText(text);
  if (laid.grow || trim[0] || trim[1]) {
    // The widget shrinks to the part no other box overlaps, where the text was laid; the ink rises above (or sinks
    // below) that box into blank page: the widget grows to hold it, the lines move with it.
    const up = laid.grow?.up ?? 0;
    const down = laid.grow?.down ?? 0;
    const widget = field.acroField.getWidgets()[0];
    const r = widget.getRectangle();
    widget.setRectangle({ x: r.x, y: r.y + trim[1] - down, width: r.width, height: r.height - trim[0] - trim[1] + up + down });
    laid = { ...laid, lines: laid.lines.map((l) => ({ ...l, y: l.y + down })) };
  }
  const da = `/Helv ${laid.size} Tf 0 g`;
  field.acroField.setDefaultAppearance(da);
  for (const widget of field.acroField.getWidgets()) if (widget.getDefaultAppearance()) widget.setDefaultAppearance(da);
  field.updateAppearances(font, textAppearance(laid, font));
}

/** "See Attachment 3a" laid in the field (shortened if even that does not fit), or null for a box too small for any. */
function attachmentNote(item: string, layout: FieldLayout, box: { width: number; height: number }, font: PacketFont, maxLength?: number) {
  for (const text of [`See Attachment ${item}`, `See Att. ${item}`, `Att. ${item}`]) {
    if (maxLength !== undefined && text.length > maxLength) continue;
    const laid = layoutText(text, layout, box, font);
    if (laid) return { text, laid };
  }
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

/** Writes one text into a text field of a filled form (the page count the builder knows last): false if it does not fit. */
export async function writeTextField(doc: PDFDocument, name: string, text: string, ctx: FillContext): Promise<boolean> {
  const field = doc.getForm().getTextField(name);
  const { box, layout } = fieldBox(field, ctx.hints);
  const laid = layoutText(ctx.font.printable(text).text, layout, box, ctx.font);
  if (!laid) return false;
  writeLaid(field, text, laid, await ctx.font.embed(doc), layout.trim);
  return true;
}

/**
 * Fills the plan into the PDF. Row groups whose items continue elsewhere, and text fields that overflowed, check the
 * "attached" boxes that name them.
 */
export async function fillForm(bytes: Uint8Array, plan: PdfPlan, ctx: FillContext): Promise<FilledForm> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  const form = doc.getForm();
  const font = await ctx.font.embed(doc);
  const getField = fieldIndex(form);
  let filled = 0;
  let shrunk = 0;
  const overflowTexts: OverflowText[] = [];
  const unprintable: Unprintable[] = [];
  const overflowed = new Set<string>([...plan.overflowRows.map((r) => r.group), ...plan.continuedOn.map((c) => c.group)]);

  const writeText = (a: Extract<Assignment, { kind: 'text' }>) => {
    const field = getField(a.field);
    if (!(field instanceof PDFTextField)) throw new Error(`${a.field} is not a text field`);
    // Leading line breaks are kept: a rule may start its text below a label printed inside the field (`blankLines`).
    const printable = ctx.font.printable(a.value.replace(/^(\n*)\s*/, '$1').trimEnd());
    if (printable.unprintable.length) unprintable.push({ item: a.item, label: a.label, chars: printable.unprintable });
    const text = printable.text;
    if (!text.trim()) return;
    const { box, layout } = fieldBox(field, ctx.hints);
    const maxLength = field.getMaxLength();
    const laid = maxLength !== undefined && text.length > maxLength ? null : layoutText(text, layout, box, ctx.font);
    if (laid) {
      if (laid.size < layout.size || laid.squeeze) shrunk++;
      writeLaid(field, text, laid, font, layout.trim);
    } else {
      overflowTexts.push({ field: a.field, item: a.item, label: a.label, text: a.value.trim() });
      overflowed.add(a.field);
      const note = attachmentNote(a.item, layout, box, ctx.font, maxLength);
      // A box too small for any note (a 2-letter state): left blank; the cover sheet and the attachment say where it is.
      if (!note) return;
      writeLaid(field, note.text, note.laid, font, layout.trim);
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

  const notices = new Set(ctx.hints.notices);
  removeFields(
    doc,
    form.getFields().filter((f) => (f instanceof PDFButton && ACTION_BUTTON.test(f.getName())) || notices.has(f.getName())),
  );
  // No viewer should regenerate what we drew.
  form.acroForm.dict.delete(PDFName.of('NeedAppearances'));
  return { doc, filled, clientFields, overflowTexts, unprintable, shrunk };
}
