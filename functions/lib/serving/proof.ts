/**
 * The proof of service of a job (issue 32), drawn with the court-forms engine of the filing packet: the proof form's
 * map (shared/serving/forms) planned from the proof's answers (evaluate.ts) and written into the shipped, verified
 * blank by `fillForm` (same placement, fonts, shrinking and overflow rules as every packet form); then, on MC-025
 * attachment pages (`appendAttachments`, the packet's own), the declaration of diligence listing every attempt with its
 * time, place, GPS position and photo; then one page per two photographs, each captioned with the same facts and the
 * server's record of when its bytes arrived. A signed proof carries the server's electronic signature beside their
 * printed name ("/s/ Name", signed on <date> through the office's system, CRC 2.257) — never anyone else's.
 * A job that could not be served gets the declaration of diligence alone.
 */
import { PDFDocument, PDFTextField, rgb, StandardFonts, type PDFImage, type PDFPage } from 'pdf-lib';
import type { Locale } from '../../../shared/i18n/core';
import { officeTime } from '../../../shared/notary/time';
import { formatFormDate, planPdf, type FormatContext } from '../../../shared/questionnaires/forms/evaluate';
import type { QuestionnaireDefinition } from '../../../shared/questionnaires/types';
import { addressLine, proofAnswers, type ProofFacts } from '../../../shared/serving/forms/answers';
import { PROOF_MAPS, SIGNATURE_NAME_FIELD, type ProofFormId } from '../../../shared/serving/forms/registry';
import { checkDiligence, type AttemptFacts } from '../../../shared/serving/rules';
import { appendAttachments, type AttachmentBlock } from '../packet/attachments';
import type { FormAssets } from '../packet/assets';
import { ATTACHMENT_FORM } from '../packet/build';
import { drawable, LETTER } from '../packet/draw';
import { fillForm } from '../packet/fill';
import type { AttemptItem, JobItem, ServerItem } from '../store/serving';

/** The maps read their answers with `raw`, `date` and `money` specs only: no questionnaire definition is needed. */
const NO_DEFINITION = { steps: [] } as unknown as QuestionnaireDefinition<unknown>;
const ENGLISH = (key: string) => key;

export const OUTCOME_TEXT: Readonly<Record<AttemptItem['outcome'], string>> = {
  served: 'Served in person',
  served_refused: 'Served: refused, papers left in their presence',
  substituted: 'Substituted service',
  no_answer: 'No answer',
  not_home: 'Not home (someone answered)',
  bad_address: 'Bad address',
  unsafe: 'Left: not safe to stay',
  other: 'Other (see notes)',
};

export interface ProofInput {
  job: JobItem;
  attempts: readonly AttemptItem[];
  server: ServerItem;
  /** The server's typed name when signing; null for a preview. */
  signature: { name: string; at: Date; recordId: string } | null;
  assets: FormAssets;
  /** The photo bytes of an attempt (S3), for the photo pages. */
  photo: (attemptId: string) => Promise<Uint8Array | null>;
  now?: Date;
  locale?: Locale;
}

const when = (iso: string): string => {
  const t = officeTime(new Date(iso));
  const h12 = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${formatFormDate(t.date)} ${h12}:${String(t.minute).padStart(2, '0')} ${t.hour < 12 ? 'a.m.' : 'p.m.'}`;
};
const gpsText = (a: AttemptItem): string =>
  a.geo
    ? `${a.geo.lat.toFixed(5)}, ${a.geo.lng.toFixed(5)} (±${Math.round(a.geo.accuracy)} m)`
    : `None: ${a.noGeoReason ?? 'no reason given'}`;
const photoText = (a: AttemptItem, n: number | null): string =>
  a.photo.receivedAt
    ? n !== null
      ? `Photo ${n}`
      : `Photo kept (${a.photo.contentType ?? 'image'})`
    : `None: ${a.noPhotoReason ?? 'not received'}`;

/** The facts of the proof, from the stored job. */
export function proofFacts(
  job: JobItem,
  attempts: readonly AttemptItem[],
  server: ServerItem,
  signature: ProofInput['signature'],
): ProofFacts {
  const served = job.service && job.service.kind !== 'mail' ? attempts.find((a) => a.id === job.service!.attemptId) : undefined;
  const address = job.addresses.find((a) => a.id === (job.service?.addressId ?? job.addresses[0].id)) ?? job.addresses[0];
  const recipient = served?.substituted
    ? { name: served.substituted.recipientName ?? served.substituted.description, relation: served.substituted.relation }
    : null;
  return {
    form: job.proofForm as ProofFacts['form'],
    caption: { ...job.caption, hearingDate: job.deadline.hearingDate },
    clientName: job.client.name,
    servee: job.servee,
    papers: job.papers.map((p) => p.label),
    service:
      job.service?.kind === 'mail'
        ? { kind: 'mail', at: job.service.at, address }
        : job.service && served
          ? { kind: job.service.kind as 'personal' | 'substituted', at: job.service.at, address, addressKind: address.kind, recipient }
          : null,
    mailing: job.mailing ? { mailedOn: job.mailing.mailedOn, city: job.mailing.city, how: job.mailing.how } : null,
    server: {
      name: server.name,
      phone: server.phone,
      street: server.street,
      city: server.city,
      state: server.state,
      zip: server.zip,
      registrationNumber: server.registrationNumber,
      county: server.county,
    },
    feeCents: job.priceCents,
    signature: signature ? { name: signature.name, date: officeTime(signature.at).date } : null,
    diligenceAttached: attempts.length > 0,
    jobRef: job.id.slice(0, 8).toUpperCase(),
  };
}

const factsOf = (a: AttemptItem): AttemptFacts => ({
  id: a.id,
  at: a.at,
  addressKind: a.addressKind,
  outcome: a.outcome,
  photo: a.photo.receivedAt !== null,
  gps: a.geo !== null,
  reason: Boolean(a.noPhotoReason || a.noGeoReason),
});

/** The declaration of diligence: every attempt, in time order, and the rule it was judged by. */
export function diligenceBlocks(
  job: JobItem,
  attempts: readonly AttemptItem[],
  server: ServerItem,
  signature: ProofInput['signature'],
): AttachmentBlock[] {
  const addressOf = (id: string) => {
    const a = job.addresses.find((x) => x.id === id);
    return a ? `${addressLine(a)} (${a.kind})` : id;
  };
  let photoNumber = 0;
  const rows = attempts.map((a, i) => {
    const n = a.photo.receivedAt && (a.photo.contentType === 'image/jpeg' || a.photo.contentType === 'image/png') ? ++photoNumber : null;
    return [String(i + 1), when(a.at), addressOf(a.addressId), OUTCOME_TEXT[a.outcome], gpsText(a), photoText(a, n)];
  });
  const blocks: AttachmentBlock[] = [
    {
      kind: 'text',
      heading: `Declaration of diligence — ${job.servee.name}`,
      text:
        `I, ${server.name}, registered California process server (${server.county} County, No. ${server.registrationNumber}), declare: ` +
        `I made the following attempts to serve ${job.servee.name} with the documents listed in the proof. For each attempt, the time is ` +
        'the time my phone recorded when I made it (Pacific time), the position is the one my phone’s location service gave at the door, ' +
        'and the photographs that follow are of the door or entrance, as taken, kept with their original data.',
    },
    { kind: 'table', heading: 'Attempts', columns: ['#', 'Date and time', 'Address', 'Result', 'GPS position', 'Photo'], rows },
  ];
  const notes = attempts
    .map((a, i) => {
      const parts = [
        a.substituted
          ? `Papers left with ${a.substituted.recipientName ?? 'a person who did not give their name'} (${a.substituted.description}; ${a.substituted.relation}), who was told what they are.`
          : '',
        a.servedDescription ? `Person served: ${a.servedDescription}.` : '',
        a.notes ?? '',
      ].filter(Boolean);
      return parts.length ? `${i + 1}. ${parts.join(' ')}` : '';
    })
    .filter(Boolean);
  if (notes.length) blocks.push({ kind: 'text', heading: 'Notes on the attempts', text: notes.join('\n') });
  if (job.service?.kind === 'substituted') {
    const before = attempts.filter((a) => a.id !== job.service!.attemptId).map(factsOf);
    const d = checkDiligence(before, new Date(job.service.at));
    const bands = d.bands.join(', ') || 'none';
    blocks.push({
      kind: 'text',
      heading: 'Reasonable diligence before substituted service',
      text: `${d.attempts} unsuccessful attempt(s) at a proper address before the papers were left, on ${d.days} different day(s), at these times of day: ${bands}. Rule applied (in force on the day of service): ${d.rule.source}.`,
    });
  }
  if (job.unable) blocks.push({ kind: 'text', heading: 'Why the papers could not be served', text: job.unable.reason });
  blocks.push({
    kind: 'text',
    heading: 'Declaration',
    text:
      'I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct.' +
      (signature
        ? `\nExecuted on ${formatFormDate(officeTime(signature.at).date)}.\n/s/ ${signature.name} — signed electronically by the process server through the office’s system (record ${signature.recordId}).`
        : '\n(Not signed: preview.)'),
  });
  return blocks;
}

/** Pages of photographs, two a page, each with its caption. */
async function photoPages(doc: PDFDocument, job: JobItem, attempts: readonly AttemptItem[], photo: ProofInput['photo']): Promise<number> {
  const printable = attempts.filter(
    (a) => a.photo.receivedAt && (a.photo.contentType === 'image/jpeg' || a.photo.contentType === 'image/png'),
  );
  if (!printable.length) return 0;
  const font = doc.embedStandardFont(StandardFonts.Helvetica);
  const bold = doc.embedStandardFont(StandardFonts.HelveticaBold);
  const supported = new Set(font.getCharacterSet());
  const safe = (s: string) => drawable(s, supported).text;
  let page: PDFPage | null = null;
  let slot = 0;
  let pages = 0;
  for (const [i, a] of printable.entries()) {
    const bytes = await photo(a.id);
    if (!bytes) continue;
    let image: PDFImage;
    try {
      image = a.photo.contentType === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
    } catch {
      continue;
    }
    if (!page || slot === 2) {
      page = doc.addPage([LETTER.width, LETTER.height]);
      pages++;
      slot = 0;
      page.drawText(safe(`Declaration of diligence — photographs (${job.servee.name})`), {
        x: 54,
        y: LETTER.height - 48,
        size: 11,
        font: bold,
      });
    }
    const top = LETTER.height - 70 - slot * 350;
    const box = { width: 504, height: 270 };
    const scale = Math.min(box.width / image.width, box.height / image.height, 1);
    const w = image.width * scale;
    const h = image.height * scale;
    page.drawImage(image, { x: 54 + (box.width - w) / 2, y: top - h, width: w, height: h });
    const attemptNo = attempts.indexOf(a) + 1;
    const address = job.addresses.find((x) => x.id === a.addressId);
    const lines = [
      `Photo ${i + 1} — attempt ${attemptNo}: ${when(a.at)}, ${address ? addressLine(address) : ''}`,
      `GPS: ${gpsText(a)}${a.photo.exifGps ? ` · in the photo’s own data: ${a.photo.exifGps.lat.toFixed(5)}, ${a.photo.exifGps.lng.toFixed(5)}` : ''}${a.photo.takenAt ? ` · taken (camera clock): ${a.photo.takenAt.replace('T', ' ')}` : ''}`,
      `Received by the office ${when(a.photo.receivedAt!)} · SHA-256 ${(a.photo.sha256 ?? '').slice(0, 16)}…`,
    ];
    lines.forEach((line, k) =>
      page!.drawText(safe(line), { x: 54, y: top - box.height - 16 - k * 12, size: 8.5, font, color: rgb(0.1, 0.1, 0.1) }),
    );
    slot++;
  }
  return pages;
}

/** Where a form's signature line starts, when it is right of x 350 (POS-010's arrow is at about x 382). */
const SIGNATURE_LEFT: Partial<Record<ProofFormId, number>> = { 'POS-010': 395 };

/** The e-signature beside the server's printed name (the proof form has no signature field). */
function drawSignature(doc: PDFDocument, form: ProofFormId, signature: NonNullable<ProofInput['signature']>): void {
  const field = doc.getForm().getField(SIGNATURE_NAME_FIELD[form]);
  if (!(field instanceof PDFTextField)) return;
  const widget = field.acroField.getWidgets()[0];
  const rect = widget.getRectangle();
  const pageRef = widget.P();
  const page = doc.getPages().find((p) => p.ref === pageRef) ?? doc.getPages().at(-1)!;
  const font = doc.embedStandardFont(StandardFonts.HelveticaOblique);
  const small = doc.embedStandardFont(StandardFonts.Helvetica);
  const supported = new Set(font.getCharacterSet());
  // Right of the form's signature arrow (its left end, about x 335 on every proof form), the record line above it.
  const x = Math.max(rect.x + rect.width + 40, 350, SIGNATURE_LEFT[form] ?? 0);
  // Within the page's right margin (the forms' own rules end at about x 576): a long name is set smaller, never cut.
  const room = page.getWidth() - 36 - x;
  const name = drawable(`/s/ ${signature.name}`, supported).text;
  const size = Math.min(12, Math.floor((room / font.widthOfTextAtSize(name, 1)) * 10) / 10);
  const record = drawable(`Signed electronically ${when(signature.at.toISOString())} · record ${signature.recordId}`, supported).text;
  const recordSize = Math.min(6.5, Math.floor((room / small.widthOfTextAtSize(record, 1)) * 10) / 10);
  page.drawText(name, { x, y: rect.y + 3, size, font, color: rgb(0.05, 0.1, 0.45) });
  page.drawText(record, {
    x,
    y: rect.y + 17,
    size: recordSize,
    font: small,
    color: rgb(0.3, 0.3, 0.3),
  });
}

/** Every string inside a value (answers, attachment blocks): what the proof's font must be able to print. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

export interface BuiltProof {
  bytes: Uint8Array;
  form: string;
  filled: number;
  attachmentPages: number;
  photoPages: number;
  overflow: number;
}

export async function buildProof(input: ProofInput): Promise<BuiltProof> {
  const { job, attempts, server, signature } = input;
  const form = job.proofForm as ProofFormId;
  const answers = proofAnswers(proofFacts(job, attempts, server, signature));
  const ctx: FormatContext = { def: NO_DEFINITION, t: ENGLISH };
  const blocks = diligenceBlocks(job, attempts, server, signature);
  const caption = { shortTitle: job.caption.caseName ?? job.servee.name, caseNumber: job.caption.caseNumber ?? '' };

  // One font for the proof, cut to what it prints: every string of the answers, the diligence declaration, the caption.
  const texts = stringsIn([answers, blocks, caption]);
  const font = input.assets.font(texts);

  let doc: PDFDocument;
  let filled = 0;
  let overflowBlocks: AttachmentBlock[] = [];
  if (job.state === 'unable' || !job.service) {
    // No service: the declaration of diligence alone.
    doc = await PDFDocument.create();
  } else {
    const map = PROOF_MAPS[form]();
    const entry = input.assets.entry(form);
    if (!entry || entry.revision !== map.revision) throw new Error(`${form}: the shipped PDF is not the map's revision`);
    const plan = planPdf(map, answers, ctx);
    const result = await fillForm(input.assets.bytes(form), plan, input.assets.fillContext(form, font));
    doc = result.doc;
    filled = result.filled;
    overflowBlocks = result.overflowTexts.map((o) => ({
      kind: 'text',
      heading: `Attachment ${o.item} — ${form}, item ${o.item}: ${o.label}`,
      text: o.text,
    }));
    if (signature) drawSignature(doc, form, signature);
  }
  const attached = await appendAttachments(
    doc,
    input.assets.bytes(ATTACHMENT_FORM),
    [...overflowBlocks, ...blocks],
    { ...caption, number: 'Declaration of diligence' },
    font,
  );
  const photos = await photoPages(doc, job, attempts, input.photo);
  doc.setTitle(`${form} — Proof of service — ${job.caption.caseNumber ?? job.id.slice(0, 8)}`);
  doc.setLanguage('en-US');
  const bytes = await doc.save({ updateFieldAppearances: false });
  return { bytes, form, filled, attachmentPages: attached.pages, photoPages: photos, overflow: overflowBlocks.length };
}
