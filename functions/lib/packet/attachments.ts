/**
 * MC-025 attachment pages ("Attachment (to any Judicial Council form)"), appended to the form they continue: text too
 * long for its field, and row-group items beyond the form's rows, as tables in the form's own columns. The official
 * MC-025 page is the background (embedded once, drawn on every page, its fields removed); the caption (short title,
 * case number), the attachment number and "Page n of N" are written where the form's fields were. Attachments are
 * filed with the form, so they are in English; they are written in the packet's font, as the forms' fields are.
 */
import { ParseSpeeds, PDFDocument, type PDFEmbeddedPage, type PDFPage } from 'pdf-lib';
import { removeFields } from './acroform';
import { Flow, packetFonts, type FontPair } from './draw';
import type { PacketFont } from './font';

export type AttachmentBlock =
  | { readonly kind: 'text'; readonly heading: string; readonly text: string; readonly item?: string }
  | {
      readonly kind: 'table';
      readonly heading: string;
      readonly columns: readonly string[];
      readonly rows: readonly (readonly string[])[];
      readonly item?: string;
    };

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Template {
  readonly page: PDFEmbeddedPage;
  readonly size: { width: number; height: number };
  readonly fields: Readonly<Record<'shortTitle' | 'caseNumber' | 'number' | 'body' | 'page' | 'of', Rect>>;
}

/** MC-025's own field names for the caption, the attachment number, the body and the page numbers. */
const FIELDS = {
  shortTitle: 'FillText6',
  caseNumber: 'FillText5',
  number: 'FillText9',
  body: 'FillText4',
  page: 'FillText8',
  of: 'FillText7',
} as const;

/**
 * Every AcroForm field of the shipped MC-025 and what the packet does with it (the shipped-forms test holds the PDF to
 * this list, as it holds the other forms to their maps). All fields are removed; their places are written on the page.
 */
export const MC025_FIELDS: Readonly<Record<string, string>> = {
  [FIELDS.shortTitle]: 'short title: the form’s caption (its map’s attachmentCaption)',
  [FIELDS.caseNumber]: 'case number: the form’s caption',
  [FIELDS.number]: 'attachment number: the items continued',
  [FIELDS.body]: 'body: the continued text and tables',
  [FIELDS.page]: 'page number',
  [FIELDS.of]: 'number of pages',
  WhiteOut: 'not applicable: screen-only privacy notice, removed',
  NoticeHeader1: 'not applicable: screen-only privacy notice, removed',
  NoticeFooter1: 'not applicable: screen-only privacy notice, removed',
};

async function embedTemplate(doc: PDFDocument, mc025: Uint8Array): Promise<Template> {
  const src = await PDFDocument.load(mc025, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  const form = src.getForm();
  const rect = (name: string): Rect => form.getField(name).acroField.getWidgets()[0].getRectangle();
  const fields = Object.fromEntries(Object.entries(FIELDS).map(([key, name]) => [key, rect(name)])) as Template['fields'];
  removeFields(src, form.getFields());
  const [page] = await doc.embedPdf(await src.save({ objectsPerTick: Infinity }));
  return { page, size: { width: page.width, height: page.height }, fields };
}

function fitText(page: PDFPage, fonts: FontPair, text: string, rect: Rect, size: number): void {
  let s = size;
  const safe = fonts.safe(text).text.replace(/\n/g, ' ');
  while (s > 6 && fonts.regular.widthOfTextAtSize(safe, s) > rect.width - 4) s -= 0.5;
  let out = safe;
  while (out.length > 1 && fonts.regular.widthOfTextAtSize(out, s) > rect.width - 4) out = `${out.slice(0, -2)}…`;
  page.drawText(out, { x: rect.x + 2, y: rect.y + (rect.height - s) / 2 + 1, size: s, font: fonts.regular });
}

export interface AttachmentCaption {
  readonly shortTitle: string;
  readonly caseNumber: string;
  /** "3a" or "3a, 3c": every item continued; a page whose blocks name their items shows only its own. */
  readonly number: string;
}

export interface AppendedAttachments {
  readonly pages: number;
  /** A heading's character was replaced by a close one (headings are in the standard Helvetica Bold). */
  readonly approximated: boolean;
  /** Characters left out because the packet's font cannot print them. */
  readonly unprintable: readonly string[];
}

/** Appends the blocks on MC-025 pages to `doc`, in the packet's font. */
export async function appendAttachments(
  doc: PDFDocument,
  mc025: Uint8Array,
  blocks: readonly AttachmentBlock[],
  caption: AttachmentCaption,
  font: PacketFont,
): Promise<AppendedAttachments> {
  if (blocks.length === 0) return { pages: 0, approximated: false, unprintable: [] };
  const template = await embedTemplate(doc, mc025);
  const fonts = await packetFonts(doc, font);
  const body = template.fields.body;
  const flow = new Flow(
    fonts,
    { left: body.x + 6, right: body.x + body.width - 6, top: body.y + body.height - 6, bottom: body.y + 6 },
    () => {
      const page = doc.addPage([template.size.width, template.size.height]);
      page.drawPage(template.page);
      return page;
    },
  );
  // Each page's "ATTACHMENT (Number)" names the items on that page (a clerk reads one page at a time; the list of
  // every item of a long attachment would not fit the line legibly).
  const itemsOn: string[][] = [];
  blocks.forEach((block, i) => {
    flow.keep(40);
    flow.text(block.heading, { bold: true, size: 11, gap: i === 0 ? 0 : 12 });
    const first = flow.pages.length - 1;
    if (block.kind === 'text') flow.text(block.text, { size: 11, gap: 4 });
    else {
      flow.y -= 4;
      flow.table(block.columns, block.rows, { size: 9.5 });
    }
    for (let p = first; p < flow.pages.length; p++) {
      itemsOn[p] ??= [];
      if (block.item && !itemsOn[p].includes(block.item)) itemsOn[p].push(block.item);
    }
  });
  const total = flow.pages.length;
  flow.pages.forEach((page, i) => {
    fitText(page, fonts, caption.shortTitle, template.fields.shortTitle, 10);
    fitText(page, fonts, caption.caseNumber, template.fields.caseNumber, 10);
    fitText(page, fonts, itemsOn[i]?.length ? itemsOn[i].join(', ') : caption.number, template.fields.number, 10);
    fitText(page, fonts, String(i + 1), template.fields.page, 10);
    fitText(page, fonts, String(total), template.fields.of, 10);
  });
  const captionLost = Object.values(caption).flatMap((v) => fonts.safe(v).unprintable);
  return { pages: total, approximated: flow.approximated, unprintable: [...new Set([...flow.unprintable, ...captionLost])] };
}
