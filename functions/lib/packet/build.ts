/**
 * The court-forms packet of a submission: a cover sheet, then each form of its questionnaire — the official PDF filled
 * through its AcroForm (with MC-025 attachment pages for what does not fit), or a preparer's worksheet — as one merged
 * PDF or each form alone. Never throws for the answers' sake: answers of an older definition version are carried to
 * the current one when an upgrade exists, and otherwise become worksheets; a form that cannot be filled (its PDF is not
 * shipped, or its revision differs from the map's) becomes a worksheet of its map; each case says so on the cover.
 */
import { ParseSpeeds, PDFCheckBox, PDFDocument } from 'pdf-lib';
import type { QuestionnaireType } from '../../../shared/catalogue';
import { filingOf, filingParts } from '../../../shared/courts/filing';
import { createTranslator, mergeBundles, type Locale, type Translate } from '../../../shared/i18n/core';
import catalogueMessages from '../../../shared/i18n/messages/catalogue';
import commonMessages from '../../../shared/i18n/messages/common';
import packetMessages from '../../../shared/i18n/messages/packet';
import {
  formApplies,
  planPdfCopies,
  planWorksheet,
  type FormatContext,
  type Left,
  type PdfPlan,
  type WorksheetPlan,
} from '../../../shared/questionnaires/forms/evaluate';
import { pdfOf } from '../../../shared/questionnaires/forms/build';
import type { GeneratedDocument } from '../../../shared/questionnaires/forms/generated';
import type { FormEntry, PdfFormMap, WorksheetMap } from '../../../shared/questionnaires/forms/model';
import { formsOf } from '../../../shared/questionnaires/forms/registry';
import { definitionAt, getQuestionnaire, questionnaireTranslator } from '../../../shared/questionnaires/registry';
import { renderAnswers } from '../../../shared/questionnaires/render';
import type { Answers, QuestionnaireDefinition } from '../../../shared/questionnaires/types';
import { currentVersion, upgradeAnswers } from '../../../shared/questionnaires/versions';
import { log } from '../log';
import { dedupeStreams, mergeDocuments, nthRootName, renameRootFields, renameRoots, rootFieldNames } from './acroform';
import type { FormAssets } from './assets';
import { appendAttachments, type AttachmentBlock } from './attachments';
import { packetFonts } from './draw';
import { fillForm, writeTextField, type FillContext } from './fill';
import type { PacketFont } from './font';
import { drawAnswersWorksheet, drawCover, drawWorksheet, planAsLines, type CoverSection, type PendingTranslationLine } from './pages';
import { trimSimpleFonts } from './trim';
import type { Note, PacketForm, PacketStatus } from './status';

/** The attachment form every official form continues on. */
export const ATTACHMENT_FORM = 'MC-025';

export interface PacketInput {
  readonly type: QuestionnaireType;
  /** The definition version the answers were validated against (a submission's `definitionVersion`). */
  readonly definitionVersion: number;
  readonly answers: Answers;
  readonly submission: { readonly id: string; readonly clientName: string; readonly locale: Locale; readonly createdAt: string };
  /** The language of the cover sheet and the worksheets' headings (the staff member's). Forms are in English. */
  readonly lang: Locale;
  readonly assets: FormAssets;
  readonly now?: Date;
  /**
   * A Spanish submission's answers come with their approved English already in place (domain/translations.ts); these
   * are the places still waiting for it, listed on the cover. Absent: the answers were not put through the desk.
   */
  readonly pendingTranslations?: readonly PendingTranslationLine[];
  /**
   * What the captions write about the court: the county, the courthouse's name, street, mailing address, city and ZIP,
   * branch, and the case number when known (shared/courts/filing.ts `filingParts`; the maps' `{ filing }` values).
   * Absent: the courthouse proposed from the answers.
   */
  readonly filing?: FormatContext['filing'];
}

export interface BuiltPacket {
  readonly status: PacketStatus;
  /** Forms in the packet (applies), in order. */
  readonly forms: readonly string[];
  /** One form alone (its attachments included), or null when it is not in this packet. */
  formPdf(form: string): Promise<Uint8Array | null>;
  /** The cover sheet and every form, in order, as one PDF (the official forms stay fillable). */
  mergedPdf(): Promise<Uint8Array>;
}

const translators = new Map<Locale, Translate>();
function packetTranslator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = createTranslator(mergeBundles([commonMessages, catalogueMessages, packetMessages], locale))));
  return t;
}

interface Built {
  readonly entry: PacketForm;
  readonly doc: PDFDocument | null;
  /** The form is served by the shared answers worksheet. */
  readonly sharedAnswers?: boolean;
  /** The shipped PDF an official form was filled from, its page-count fields, and its own attachment pages. */
  readonly pdf?: string;
  readonly pageCounts?: PdfPlan['pageCounts'];
  readonly ownPages?: number;
}

/**
 * Saving and loading as a Lambda function should: appearances are ours (never regenerated), and no pause every few
 * dozen objects (pdf-lib's defaults yield to the event loop with a timer, which costs a millisecond each time).
 */
export const SAVE = { updateFieldAppearances: false, objectsPerTick: Infinity } as const;
export const LOAD = { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest } as const;

/** The answers the maps read, and how they were obtained. */
function resolveAnswers(input: PacketInput): {
  answers: Answers;
  def: QuestionnaireDefinition;
  mode: 'current' | 'upgraded' | 'worksheets';
} {
  const current = currentVersion(input.type);
  if (input.definitionVersion === current) return { answers: input.answers, def: getQuestionnaire(input.type), mode: 'current' };
  const upgraded = upgradeAnswers(input.type, input.definitionVersion, input.answers);
  if (upgraded) return { answers: upgraded, def: getQuestionnaire(input.type), mode: 'upgraded' };
  return {
    answers: input.answers,
    def: definitionAt(input.type, input.definitionVersion) ?? getQuestionnaire(input.type),
    mode: 'worksheets',
  };
}

/** The characters a packet may print, gathered before anything is drawn (font.ts: one subset for the whole packet). */
function packetTexts(input: PacketInput, plans: ReadonlyArray<PdfPlan | WorksheetPlan>): string[] {
  const texts = [JSON.stringify(input.answers), input.submission.clientName];
  for (const plan of plans) {
    if (plan.kind === 'worksheet') {
      for (const l of plan.lines) texts.push(l.label, l.kind === 'value' ? l.text : l.kind === 'rows' ? JSON.stringify(l.rows) : '');
      continue;
    }
    for (const a of plan.assignments) texts.push(a.label, a.kind === 'text' || a.kind === 'radio' ? a.value : '');
    for (const r of plan.overflowRows) texts.push(r.title, ...r.columns, JSON.stringify(r.rows));
    for (const a of plan.attachments) texts.push(a.heading, a.text);
    texts.push(plan.caption.shortTitle, plan.caption.caseNumber);
  }
  return texts;
}

/** "U+1F600" for each character (the cover sheet names what it cannot print). */
const codePoints = (chars: readonly string[]): string =>
  chars.map((ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(', ');

export async function buildPacket(input: PacketInput, options: { only?: string } = {}): Promise<BuiltPacket> {
  const t = packetTranslator(input.lang);
  const { answers, def, mode } = resolveAnswers(input);
  // The court the captions name: the case's (staff's choice), else the courthouse the answers point to.
  const filing = input.filing ?? filingParts(filingOf(input.type, input.answers));
  const ctx: FormatContext = { def, t: questionnaireTranslator('en'), filing };
  const service = t(`catalogue.${input.type}.title`);
  const footer = `${t('packet.title')} — ${service} — ${input.submission.clientName}`;
  const rendered = () => renderAnswers(def, answers, questionnaireTranslator(input.lang), input.lang);

  const packetNotes: Note[] = [];
  if (mode === 'upgraded')
    packetNotes.push({ code: 'olderVersion', values: { version: input.definitionVersion, current: currentVersion(input.type) } });
  if (mode === 'worksheets') packetNotes.push({ code: 'olderVersionWorksheets', values: { version: input.definitionVersion } });
  if (input.submission.locale === 'es')
    packetNotes.push({ code: input.pendingTranslations && input.pendingTranslations.length === 0 ? 'spanishApproved' : 'spanish' });

  const entries = formsOf(input.type).filter((e) => !options.only || e.form === options.only);
  // Plans first (pure): the packet's font is subset to what they print, once for every document of the packet.
  const planned = entries.map((entry) => {
    if (mode === 'worksheets' || !formApplies(entry, answers)) return { entry, plans: [] as PdfPlan[] };
    try {
      if (entry.kind === 'pdf') return { entry, plans: planPdfCopies(entry, answers, ctx) };
      if (entry.kind === 'worksheet') return { entry, plans: [], worksheet: planWorksheet(entry, answers, ctx) };
      // A generated document's worksheet is planned too: what the packet carries if the generator fails.
      if (entry.kind === 'generated') return { entry, plans: [], worksheet: planWorksheet(entry.worksheet, answers, ctx) };
    } catch (err) {
      log('error', 'packet form plan failed', { code: entry.form, errorName: (err as Error)?.name });
      return { entry, plans: [], failed: true };
    }
    return { entry, plans: [] as PdfPlan[] };
  });
  const font: PacketFont = input.assets.font(
    packetTexts(
      input,
      planned.flatMap((p) => [...p.plans, ...('worksheet' in p && p.worksheet ? [p.worksheet] : [])]),
    ),
  );
  /** Characters nothing in the packet can print, per form, for the cover sheet. */
  const lost: Array<{ form: string; item: string; label: string; chars: readonly string[] }> = [];
  const clientNameLost = font.printable(input.submission.clientName).unprintable;

  const base = (entry: FormEntry, applies: boolean): PacketForm => ({
    form: entry.form,
    title: entry.title,
    applies,
    output: entry.kind === 'pdf' ? 'pdf' : entry.kind,
    filled: 0,
    clientFields: 0,
    attachmentPages: 0,
    ask: [],
    staff: [],
    court: 0,
    notes: applies ? [] : [{ code: 'notApplicable' }],
  });

  /**
   * Answers in questionnaire order, for pending maps, older answers that cannot be carried, and failures: one worksheet
   * shared by every such form (the packet holds it once), naming the forms it serves.
   */
  let shared: { doc: PDFDocument | null; forms: string[] } | null = null;
  const answersWorksheet = (entry: FormEntry, notes: Note[]): Built => {
    shared ??= { doc: null, forms: [] };
    shared.forms.push(entry.form);
    return { entry: { ...base(entry, true), output: 'pending', notes }, doc: null, sharedAnswers: true };
  };
  const drawSharedAnswers = async (): Promise<PDFDocument | null> => {
    if (!shared) return null;
    if (!shared.doc) {
      const doc = await PDFDocument.create();
      const intro = [
        mode === 'worksheets'
          ? t('packet.notes.olderVersionWorksheets', { version: input.definitionVersion })
          : t('packet.notes.pendingMap'),
        t('packet.worksheet.pendingIntro'),
      ];
      drawAnswersWorksheet(doc, await packetFonts(doc, font), shared.forms.join(', '), service, intro, rendered(), t, footer);
      shared.doc = doc;
    }
    return shared.doc;
  };

  /** One filled copy of an official form, with its MC-025 attachment pages. */
  const fillCopy = async (map: PdfFormMap, plan: PdfPlan, fill: FillContext) => {
    const filled = await fillForm(input.assets.bytes(pdfOf(map)), plan, fill);
    const blocks = attachmentBlocks(plan, filled.overflowTexts);
    let pages = 0;
    let approximated = false;
    const unprintable = [...filled.unprintable];
    if (blocks.length) {
      const numbers = [...new Set(blocks.map((b) => b.item))].join(', ');
      const result = await appendAttachments(
        filled.doc,
        input.assets.bytes(ATTACHMENT_FORM),
        blocks,
        { shortTitle: plan.caption.shortTitle, caseNumber: plan.caption.caseNumber, number: numbers },
        font,
      );
      pages = result.pages;
      approximated = result.approximated;
      if (result.unprintable.length) unprintable.push({ item: numbers, label: 'Attachment (MC-025)', chars: result.unprintable });
    }
    return { ...filled, pages, approximated, unprintable };
  };

  const pdfForm = async (map: PdfFormMap, plans: readonly PdfPlan[]): Promise<Built> => {
    // One plan, or one per item of a repeated form (NC-110 per person); formApplies guarantees at least one.
    const plan = plans[0];
    const left = { ask: plan.ask, staff: plan.staff, court: plan.court.length };
    const pdf = pdfOf(map);
    const manifest = input.assets.entry(pdf);
    if (!input.assets.has(pdf) || manifest?.revision !== map.revision) {
      // The map cannot be written into this PDF: the same plan as a worksheet, in the form's item order.
      const doc = await PDFDocument.create();
      const reason = manifest ? `shipped ${manifest.revision}, map ${map.revision}` : 'PDF not shipped';
      drawWorksheet(
        doc,
        await packetFonts(doc, font),
        { kind: 'worksheet', form: map.form, title: map.title, reason, lines: plans.flatMap(planAsLines) },
        t,
        footer,
      );
      return {
        entry: { ...base(map, true), output: 'worksheet', reason, ...left, notes: [{ code: 'worksheet', values: { form: map.form } }] },
        doc,
      };
    }
    const fill = input.assets.fillContext(pdf, font);
    const copies: Array<Awaited<ReturnType<typeof fillCopy>>> = [];
    for (const p of plans) copies.push(await fillCopy(map, p, fill));
    // Later copies get their own field names ("NC-110[1]…"): one merged PDF, every copy fillable on its own.
    copies.forEach((c, i) => i > 0 && renameRootFields(c.doc, i));
    const doc =
      copies.length === 1
        ? copies[0].doc
        : await mergeDocuments(await Promise.all(copies.map(async (c) => PDFDocument.load(await c.doc.save(SAVE), LOAD))));
    // The whole fonts some forms embed for their buttons, cut to the glyphs they can show (trim.ts).
    trimSimpleFonts(doc);
    const sum = (pick: (c: (typeof copies)[number]) => number) => copies.reduce((n, c) => n + pick(c), 0);
    const pages = sum((c) => c.pages);
    const notes: Note[] = [];
    if (copies.length > 1) notes.push({ code: 'copies', values: { count: copies.length } });
    if (pages) notes.push({ code: 'attachments', values: { pages } });
    for (const c of plans.flatMap((p) => p.continuedOn))
      notes.push({ code: 'continuedOn', values: { count: c.count, item: c.item, form: c.form } });
    const shrunk = sum((c) => c.shrunk);
    if (shrunk) notes.push({ code: 'shrunk', values: { count: shrunk } });
    if (copies.some((c) => c.approximated)) notes.push({ code: 'approximated' });
    for (const u of copies.flatMap((c) => c.unprintable)) {
      notes.push({ code: 'unprintable', values: { item: u.item, chars: codePoints(u.chars) } });
      lost.push({ form: map.form, ...u });
    }
    return {
      entry: {
        ...base(map, true),
        revision: map.revision,
        filled: sum((c) => c.filled),
        clientFields: sum((c) => c.clientFields),
        attachmentPages: pages,
        ...left,
        notes,
      },
      doc,
      pdf,
      pageCounts: plans.flatMap((p) => p.pageCounts),
      ownPages: pages,
    };
  };

  /** A worksheet map drawn in the packet's font (its plan made with the others, above). */
  const worksheetForm = async (entry: WorksheetMap, plan: WorksheetPlan, extra: readonly Note[] = []): Promise<Built> => {
    const doc = await PDFDocument.create();
    const flow = drawWorksheet(doc, await packetFonts(doc, font), plan, t, footer);
    const lines = plan.lines;
    return {
      entry: {
        ...base(entry, true),
        output: 'worksheet',
        reason: entry.reason,
        ask: lines.flatMap((l) => (l.kind === 'ask' ? [{ item: l.item, label: l.label, note: l.note }] : [])),
        staff: lines.flatMap((l) => (l.kind === 'staff' ? [{ item: l.item, label: l.label, note: l.note }] : [])),
        court: lines.filter((l) => l.kind === 'court').length,
        notes: [
          ...extra,
          { code: 'worksheet', values: { form: entry.form } },
          ...(flow.approximated ? [{ code: 'approximated' as const }] : []),
        ],
      },
      doc,
    };
  };

  /** A document the packet writes itself (issue 27, functions/lib/documents); its worksheet if the generator fails. */
  const generatedForm = async (entry: GeneratedDocument, fallback: WorksheetPlan): Promise<Built> => {
    try {
      const { generateDocument } = await import('../documents/generate');
      const g = await generateDocument(entry, answers, { clientLocale: input.submission.locale, ctx, now: input.now });
      const notes: Note[] = [...g.notes.map((code) => ({ code })), ...(g.canvas.approximated ? [{ code: 'approximated' as const }] : [])];
      return {
        entry: { ...base(entry, true), statutes: entry.statutes, staff: g.staff, ask: g.ask ?? [], court: g.court, notes },
        doc: g.doc,
      };
    } catch (err) {
      log('error', 'generated document failed', { code: entry.form, errorName: (err as Error)?.name });
      return worksheetForm(entry.worksheet, fallback, [{ code: 'generatorFailed' }]);
    }
  };

  const buildOne = async (p: (typeof planned)[number]): Promise<Built> => {
    const { entry } = p;
    if (!formApplies(entry, answers)) return { entry: base(entry, false), doc: null };
    if (mode === 'worksheets')
      return answersWorksheet(entry, [{ code: 'olderVersionWorksheets', values: { version: input.definitionVersion } }]);
    try {
      if (entry.kind === 'pending' || ('failed' in p && p.failed)) return answersWorksheet(entry, [{ code: 'pendingMap' }]);
      if (entry.kind === 'worksheet' && 'worksheet' in p && p.worksheet) return await worksheetForm(entry, p.worksheet);
      if (entry.kind === 'generated' && 'worksheet' in p && p.worksheet) return await generatedForm(entry, p.worksheet);
      if (entry.kind === 'pdf') return await pdfForm(entry, p.plans);
      return answersWorksheet(entry, [{ code: 'pendingMap' }]);
    } catch (err) {
      // A map that does not fit its PDF is a bug the tests catch; a client still gets a packet, with the answers.
      log('error', 'packet form failed', { code: entry.form, errorName: (err as Error)?.name });
      return answersWorksheet(entry, [{ code: 'pendingMap' }]);
    }
  };

  const built: Built[] = [];
  for (const p of planned) built.push(await buildOne(p));

  // The packet's page counts, now that every page is made: a form's own attachment pages and the pages of the forms
  // it includes (NC-100 counts the NC-110 copies); left to staff, with the count, where other pages may be attached.
  for (const [i, b] of built.entries()) {
    if (!b.doc || !b.pageCounts?.length) continue;
    const included = (form: string) =>
      built.filter((o) => o.doc && o !== b && o.pdf === form).reduce((n, o) => n + o.doc!.getPageCount(), 0);
    const extraStaff: Left[] = [];
    for (const pc of b.pageCounts) {
      const count = b.ownPages! + pc.includes.reduce((n, form) => n + included(form), 0);
      if (pc.others) {
        extraStaff.push({ item: pc.item, label: pc.label, note: t('packet.pagesOthers', { count, others: pc.others }) });
        continue;
      }
      const field = b.doc.getForm().getField(pc.field);
      if (field instanceof PDFCheckBox) {
        if (count > 0) field.check();
      } else if (count > 0) await writeTextField(b.doc, pc.field, String(count), input.assets.fillContext(b.pdf!, font));
    }
    if (extraStaff.length) built[i] = { ...b, entry: { ...b.entry, staff: [...b.entry.staff, ...extraStaff] } };
  }

  // Every form's fields under names of their own: a second map on the same PDF (the co-guardian's GC-212), or two
  // forms whose designer gave them the same root ("topmostSubform[0]"), would otherwise merge into one set of fields.
  const usedRoots = new Set<string>();
  for (const b of built) {
    if (!b.doc) continue;
    const names = new Map<string, string>();
    for (const root of rootFieldNames(b.doc)) {
      let n = 0;
      while (usedRoots.has(nthRootName(root, n))) n++;
      names.set(root, nthRootName(root, n));
      usedRoots.add(nthRootName(root, n));
    }
    renameRoots(b.doc, (name) => names.get(name) ?? name);
  }

  const status: PacketStatus = {
    definitionVersion: input.definitionVersion,
    currentVersion: currentVersion(input.type),
    notes: clientNameLost.length
      ? [...packetNotes, { code: 'unprintable', values: { item: '—', chars: codePoints(clientNameLost) } }]
      : packetNotes,
    forms: built.map((b) => b.entry),
  };
  const inPacket = built.filter((b) => b.doc !== null || b.sharedAnswers);
  /** The documents of the packet in order; the shared answers worksheet once, where its first form is. */
  const documents = async (): Promise<PDFDocument[]> => {
    const docs: PDFDocument[] = [];
    let sharedDone = false;
    for (const b of inPacket) {
      if (b.sharedAnswers) {
        if (!sharedDone) docs.push((await drawSharedAnswers())!);
        sharedDone = true;
      } else docs.push(b.doc!);
    }
    return docs;
  };

  /** The cover sheet's blocks after the LDA details: what no font could print, per form and item. */
  const coverSections = (): CoverSection[] => [
    {
      heading: t('packet.unprintable.heading'),
      note: t('packet.unprintable.note'),
      lines: [
        ...(clientNameLost.length ? [t('packet.unprintable.client', { chars: codePoints(clientNameLost) })] : []),
        ...lost.map((l) => t('packet.unprintable.line', { form: l.form, item: l.item, label: l.label, chars: codePoints(l.chars) })),
      ],
    },
  ];

  return {
    status,
    forms: inPacket.map((b) => b.entry.form),
    async formPdf(form) {
      const found = inPacket.find((b) => b.entry.form === form);
      if (!found) return null;
      return (found.sharedAnswers ? (await drawSharedAnswers())! : found.doc!).save(SAVE);
    },
    async mergedPdf() {
      const cover = await PDFDocument.create();
      drawCover(cover, {
        t,
        locale: input.lang,
        fonts: await packetFonts(cover, font),
        clientName: input.submission.clientName,
        service,
        submissionId: input.submission.id,
        submittedAt: input.submission.createdAt,
        definitionVersion: input.definitionVersion,
        currentVersion: currentVersion(input.type),
        generatedAt: input.now ?? new Date(),
        notes: packetNotes,
        sections: coverSections(),
        forms: status.forms,
        footer,
        pendingTranslations: input.pendingTranslations,
      });
      const merged = await mergeDocuments([cover, ...(await documents())]);
      merged.setTitle(`${t('packet.title')} — ${service} — ${input.submission.id}`);
      merged.setLanguage(input.lang === 'es' ? 'es-US' : 'en-US');
      // The same font program in every form (the packet's subset, and fonts two official forms both embed): once.
      dedupeStreams(merged);
      return merged.save(SAVE);
    },
  };
}

/** An item's place in its form: "4a" → [4, 'a'], "6–7" → [6, ''], an item without a number ("Caption") after the others. */
function itemOrder(item: string): [number, string] {
  const m = /^(\d+)([a-z]*)/i.exec(item.trim());
  return m ? [Number(m[1]), m[2].toLowerCase()] : [Number.POSITIVE_INFINITY, item];
}

/**
 * The attachment pages' content in the form's item order (a judge reads item 5's continuation before item 8's): texts
 * that did not fit their field and rows beyond the form's rows; within one item, in the order they were written.
 */
function attachmentBlocks(
  plan: PdfPlan,
  overflowTexts: ReadonlyArray<{ item: string; label: string; text: string }>,
): Array<AttachmentBlock & { item: string }> {
  const heading = (item: string, label: string) => `Attachment ${item} — ${plan.form}, item ${item}: ${label}`;
  const blocks = [
    ...plan.attachments.map((a): AttachmentBlock & { item: string } => ({ kind: 'text', item: a.item, heading: a.heading, text: a.text })),
    ...overflowTexts.map((o): AttachmentBlock & { item: string } => ({
      kind: 'text',
      item: o.item,
      heading: heading(o.item, o.label),
      text: o.text,
    })),
    ...plan.overflowRows.map((r): AttachmentBlock & { item: string } => ({
      kind: 'table',
      item: r.item,
      heading: r.title,
      columns: r.columns,
      rows: r.rows,
    })),
  ] as Array<AttachmentBlock & { item: string }>;
  return blocks
    .map((block, i) => ({ block, i, at: itemOrder(block.item) }))
    .sort((a, b) => a.at[0] - b.at[0] || a.at[1].localeCompare(b.at[1]) || a.i - b.i)
    .map(({ block }) => block);
}
