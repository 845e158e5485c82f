/**
 * The client's signed copies (pdf-lib, standard fonts; see pdf.ts for the encoding rules):
 *  - the Notice to Consumer (B&P §6410.5(b)): one US Letter sheet, black bold 12-point type, nothing else on it (no
 *    letterhead, footer or graphics), with the client's typed signature and the date it was signed;
 *  - the LDA contract (B&P §6410): the document the agreement page shows, statutory notices bold at 12 pt, then the
 *    signatures: the client's (typed name, date) and the legal document assistant's (name, registration, county,
 *    date). Every page carries the §6408 identification and the §6408.5 statement.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { BUSINESS } from '../../shared/business';
import { consumerNotice, signedLine } from '../../shared/contract/consumer-notice';
import { contractSignatures, ldaContract, type ContractSection } from '../../shared/contract/lda-contract';
import type { QuestionnaireType } from '../../shared/catalogue';
import { createTranslator, formatDate, mergeBundles, type Locale } from '../../shared/i18n/core';
import commonMessages from '../../shared/i18n/messages/common';
import { GREY, Layout, PAGE, toWinAnsi, type Fonts } from './pdf';

async function newDocument(title: string, locale: Locale, created: string): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  const regular = doc.embedStandardFont(StandardFonts.Helvetica);
  const fonts: Fonts = { regular, bold: doc.embedStandardFont(StandardFonts.HelveticaBold), supported: new Set(regular.getCharacterSet()) };
  doc.setTitle(title);
  doc.setAuthor(BUSINESS.name);
  doc.setLanguage(locale === 'es' ? 'es-US' : 'en-US');
  doc.setCreationDate(new Date(created));
  doc.setModificationDate(new Date(created));
  return { doc, fonts };
}

export interface SignedNotice {
  /** The client's language: Spanish adds the translation sheet. */
  locale: Locale;
  signatureName: string;
  signedAt: string;
}

/**
 * The signed Notice to Consumer (B&P §6410.5(b)): the statutory form on its own 8½ × 11 sheet, everything black, bold,
 * 12 pt, nothing but its lines, the client's signature and the date; for a Spanish-speaking client a second sheet with
 * the Spanish translation, signed the same way. No letterhead, footer, page number or graphics on either.
 */
export async function renderNoticePdf(notice: SignedNotice): Promise<Uint8Array> {
  const n = consumerNotice(notice.locale);
  const { doc, fonts } = await newDocument('Notice to Consumer', notice.locale, notice.signedAt);
  const layout = new Layout(doc, fonts);
  const style = { bold: true, size: 12 } as const;
  const sheets = n.translation ? [n.statutory, n.translation] : [n.statutory];
  sheets.forEach((sheet, i) => {
    if (i > 0) layout.newPage();
    if (sheet.heading) layout.text(sheet.heading, { ...style, before: 0 });
    sheet.lines.forEach((line, j) => layout.text(line, { ...style, before: j === 0 && !sheet.heading ? 0 : 12 }));
    layout.text(`${sheet.signatureLabel}: ${signedLine(sheet.locale, notice.signatureName)}`, { ...style, before: 36 });
    layout.text(`${sheet.dateLabel}: ${formatDate(notice.signedAt, sheet.locale, { withTime: true })}`, { ...style, before: 12 });
  });
  return doc.save({ useObjectStreams: true });
}

export interface SignedContract {
  locale: Locale;
  type: QuestionnaireType;
  /** The forms the client selected (null: the order has no selection recorded). */
  forms: readonly string[] | null;
  clientName: string;
  clientEmail: string | null;
  signatureName: string;
  acceptedAt: string;
  contractVersion: string;
}

/** The signed LDA contract with both signature blocks; the §6408 identification and §6408.5 statement on every page. */
export async function renderContractPdf(input: SignedContract): Promise<Uint8Array> {
  const { locale } = input;
  const t = createTranslator(mergeBundles([commonMessages], locale));
  const c = ldaContract({ locale, type: input.type, clientName: input.clientName, clientEmail: input.clientEmail, forms: input.forms });
  const { doc, fonts } = await newDocument(c.title, locale, input.acceptedAt);
  const layout = new Layout(doc, fonts);

  layout.text(c.title, { bold: true, size: 15 });
  layout.text(`${c.version}`, { size: 9, color: GREY });
  for (const f of c.county) layout.text(`${f.label} ${f.value}`, { size: 11, before: 2 });
  layout.text(c.parties, { size: 11, before: 8 });
  const section = (s: ContractSection, headingSize: number) => {
    layout.keep(60);
    layout.text(s.heading, { bold: true, size: headingSize, before: 14 });
    layout.rule(3);
    for (const block of s.blocks) {
      if (block.kind === 'p') layout.text(block.text, { size: 11, before: 5 });
      else if (block.kind === 'notice') layout.text(block.text, { bold: true, size: 12, before: 6 });
      else if (block.kind === 'list') for (const item of block.items) layout.text(`•  ${item}`, { size: 11, indent: 10, before: 3 });
      else for (const f of block.items) layout.text(`${f.label}: ${f.value}`, { size: 11, before: 2 });
    }
  };
  for (const s of c.sections) section(s, 12.5);
  // The business's own terms, apart from the standard form.
  layout.keep(80);
  layout.text(c.addendum.heading, { bold: true, size: 13, before: 22 });
  layout.text(c.addendum.intro, { size: 11, before: 4 });
  for (const s of c.addendum.sections) section(s, 11.5);
  layout.text(c.acceptance, { size: 11, before: 12 });

  const signatures = contractSignatures(locale, { signatureName: input.signatureName, acceptedAt: input.acceptedAt });
  layout.keep(170);
  layout.text(signatures.heading, { bold: true, size: 12.5, before: 18 });
  layout.rule(3);
  for (const block of [signatures.client, signatures.assistant]) {
    layout.text(block.title, { bold: true, size: 11.5, before: 10 });
    for (const line of block.lines) layout.text(line, { size: 11, before: 2 });
  }

  const pages = doc.getPages();
  const registration = toWinAnsi(
    `${BUSINESS.name} · ${t('lda.registration', { number: BUSINESS.lda.registrationNumber, county: BUSINESS.lda.county, expires: formatDate(BUSINESS.lda.expires, locale) })}`,
    fonts.supported,
  );
  const disclosure = toWinAnsi(t('lda.notAttorney'), fonts.supported);
  pages.forEach((page, i) => {
    const baseline = PAGE.margin - 10;
    const label = `${i + 1} / ${pages.length}`;
    page.drawText(disclosure, { x: PAGE.margin, y: baseline + 10, size: 7.5, font: fonts.bold });
    page.drawText(registration, { x: PAGE.margin, y: baseline, size: 7.5, font: fonts.regular, color: GREY });
    page.drawText(label, {
      x: PAGE.width - PAGE.margin - fonts.regular.widthOfTextAtSize(label, 7.5),
      y: baseline,
      size: 7.5,
      font: fonts.regular,
      color: GREY,
    });
  });
  return doc.save({ useObjectStreams: true });
}
