/**
 * The translation desk (issue 26; docs/translation.md). A Spanish submission's answers that print on an English court
 * form (shared/questionnaires/translatable.ts) each get a machine draft (the outbox job, functions/lib/translation/
 * job.ts), English a staff member saves and approves here, and the client's confirmation of what will be filed.
 *
 * The list of items is always computed from the answers as they are (never only from what was stored), so it is
 * exact even before the engine has run, and a record made for other words than the answer holds now (its
 * `sourceHash`) no longer counts: a changed answer's approval lapses by construction.
 *
 * The packet (domain/packets.ts) calls `filingAnswers`: approved English (and the glossary's fixed words) in place of
 * the client's words, and every item still pending for the cover sheet. The client's original stays in the answers.
 */
import type {
  ApproveRequest,
  ClientTranslations,
  ConfirmTranslationsRequest,
  DeskItem as DeskItemView,
  SaveEnglishRequest,
  TranslationCommentRequest,
  TranslationDesk,
} from '../../../shared/api/translations';
import { TRANSLATION_FIELD_ERRORS } from '../../../shared/api/translations';
import { FIELD_ERRORS } from '../../../shared/api/errors';
import type { FilingTexts, DeskItem } from '../../../shared/questionnaires/translatable';
import type { Answers } from '../../../shared/questionnaires/types';
import type { Caller } from '../auth';
import { cancellationCodes, transact, type TransactItem } from '../db';
import { ApiError, notFound, validationFailed } from '../errors';
import { filingTextsOf, textHash } from '../translation/texts';
import { log } from '../log';
import { enqueueJob, notifyStaff } from '../outbox/outbox';
import type { Actor } from '../store/documents';
import { getSubmissionWithAnswers, type SubmissionItem } from '../store/submissions';
import {
  approveOp,
  clientResponseOp,
  readTranslations,
  saveEnglishOp,
  type CaseTranslations,
  type TranslationItem,
  type Where,
} from '../store/translations';
import { actorOf, type CaseCaller } from './casework';

const whereOf = (d: DeskItem): Where => ({ labelKey: d.labelKey, trail: [...d.trail], placements: [...d.placements] });
const person = (a: Actor) => ({ name: a.name });

/** What the desk and the client see of one item, from the answer as it is now and the records kept. */
export function itemView(d: DeskItem, stored: TranslationItem | undefined): DeskItemView {
  const h = textHash(d.text);
  const draft = stored?.draft?.sourceHash === h ? stored.draft : null;
  const english = stored?.english?.sourceHash === h ? stored.english : null;
  const approval = stored?.approval?.sourceHash === h ? stored.approval : null;
  const client = approval && stored?.client?.englishHash === approval.englishHash ? stored.client : null;
  return {
    path: d.path,
    labelKey: d.labelKey,
    trail: d.trail.map((s) => ({ ...s })),
    placements: d.placements.map((p) => ({ ...p })),
    kind: d.kind,
    filing: d.filing,
    maxLength: d.maxLength,
    source: d.text,
    sourceHash: h,
    draft: draft
      ? { text: draft.text, unknownWords: draft.unknownWords, engine: draft.engine, engineVersion: draft.engineVersion, at: draft.at }
      : null,
    english: english ? { text: english.text, by: person(english.by), at: english.at } : null,
    approval: approval ? { text: approval.text, by: person(approval.by), at: approval.at } : null,
    lapsed: stored?.approval && !approval ? { by: person(stored.approval.by), at: stored.approval.at } : null,
    state: approval ? 'approved' : english ? 'reviewed' : draft ? 'draft' : 'pending',
    client: client ? { kind: client.kind, comment: client.comment, at: client.at } : null,
  };
}

interface CaseFile {
  meta: SubmissionItem;
  answers: Answers;
  texts: FilingTexts;
  stored: CaseTranslations;
}

async function loadCaseFile(c: CaseCaller, id: string): Promise<CaseFile> {
  const found = await getSubmissionWithAnswers(id);
  if (!found || (c.as === 'client' && found.meta.userId !== c.caller.sub)) throw notFound('Submission not found');
  const answers = found.answers as Answers;
  const [texts, stored] = await Promise.all([
    filingTextsOf(found.meta, answers),
    found.meta.locale === 'es' ? readTranslations(id) : Promise.resolve<CaseTranslations>({ state: null, items: new Map() }),
  ]);
  return { meta: found.meta, answers, texts, stored };
}

function deskView(file: CaseFile): TranslationDesk {
  const items = file.texts.desk.map((d) => itemView(d, file.stored.items.get(d.path)));
  const count = (state: DeskItemView['state']) => items.filter((i) => i.state === state).length;
  const state = file.stored.state;
  const status = file.meta.locale !== 'es' || items.length === 0 ? 'notNeeded' : (state?.status ?? 'pending');
  return {
    submissionId: file.meta.id,
    locale: file.meta.locale,
    drafting: {
      // Drafts exist for every item that has one: "ready" also when a later change is still being drafted.
      status: status === 'ready' && items.some((i) => i.state === 'pending') ? 'pending' : status,
      engine: state?.engine ?? null,
      engineVersion: state?.engineVersion ?? null,
      at: state?.at ?? null,
      lastError: state?.lastError ?? null,
      attempts: state?.attempts ?? 0,
    },
    counts: {
      total: items.length,
      pending: count('pending'),
      draft: count('draft'),
      reviewed: count('reviewed'),
      approved: count('approved'),
    },
    items,
    fixed: file.texts.fixed.map((f) => ({
      path: f.path,
      labelKey: f.labelKey,
      trail: f.trail.map((s) => ({ ...s })),
      placements: f.placements.map((p) => ({ ...p })),
      source: f.text,
      english: f.english,
    })),
  };
}

/** GET /admin/submissions/{id}/translations: the desk. 2 DynamoDB calls (the submission with its answers; the desk). */
export async function translationDesk(caller: Caller, id: string): Promise<TranslationDesk> {
  return deskView(await loadCaseFile({ caller, as: 'staff' }, id));
}

/** The checks of one item a person writes about: on the desk now, for the words it holds now. */
function deskItemFor(file: CaseFile, path: string, sourceHash: string, at: string): { item: DeskItem; errors: Record<string, string[]> } {
  const item = file.texts.desk.find((d) => d.path === path);
  if (!item) return { item: undefined as unknown as DeskItem, errors: { [`${at}path`]: [TRANSLATION_FIELD_ERRORS.notOnDesk] } };
  if (textHash(item.text) !== sourceHash) return { item, errors: { [`${at}sourceHash`]: [TRANSLATION_FIELD_ERRORS.changed] } };
  return { item, errors: {} };
}

/** English for the item's own field: within its length, on one line for a one-line field. */
function englishErrors(item: DeskItem, english: string, at: string): Record<string, string[]> {
  if (english.length > item.maxLength) return { [`${at}english`]: [TRANSLATION_FIELD_ERRORS.tooLong] };
  if (item.kind === 'text' && /[\n\t]/.test(english)) return { [`${at}english`]: [FIELD_ERRORS.invalid] };
  return {};
}

async function write(ops: TransactItem[], what: string): Promise<void> {
  try {
    await transact(ops);
  } catch (err) {
    if (cancellationCodes(err)) throw new ApiError('conflict', `${what}: the desk changed meanwhile; reload it`);
    throw err;
  }
}

/** PUT /admin/submissions/{id}/translations/item: staff save an item's English (reviewed, not approved). */
export async function saveEnglish(caller: Caller, id: string, req: SaveEnglishRequest): Promise<TranslationDesk> {
  const c: CaseCaller = { caller, as: 'staff' };
  const file = await loadCaseFile(c, id);
  const { item, errors } = deskItemFor(file, req.path, req.sourceHash, '');
  const all = { ...errors, ...(item ? englishErrors(item, req.english, '') : {}) };
  if (Object.keys(all).length) throw validationFailed(all, 'This English cannot be saved');
  const at = new Date().toISOString();
  await write(
    [
      saveEnglishOp(id, item.path, file.stored.items.get(item.path), whereOf(item), {
        text: req.english,
        by: actorOf(c),
        at,
        sourceHash: req.sourceHash,
      }),
    ],
    'Saving the English',
  );
  log('info', 'translation saved', { ref: id });
  return translationDesk(caller, id);
}

/**
 * POST /admin/submissions/{id}/translations/approve: staff approve items' English (one, or every reviewed one). Each
 * approval records who, when, the English and the hash of the client's words it is for; the back-translation for the
 * client is made by the job queued in the same transaction.
 */
export async function approveTranslations(caller: Caller, id: string, req: ApproveRequest): Promise<TranslationDesk> {
  const c: CaseCaller = { caller, as: 'staff' };
  const file = await loadCaseFile(c, id);
  const errors: Record<string, string[]> = {};
  const paths = new Set<string>();
  const checked = req.items.map((r, i) => {
    const { item, errors: e } = deskItemFor(file, r.path, r.sourceHash, `items.${i}.`);
    Object.assign(errors, e, item && !e[`items.${i}.path`] ? englishErrors(item, r.english, `items.${i}.`) : {});
    if (paths.has(r.path)) errors[`items.${i}.path`] = [FIELD_ERRORS.invalid];
    paths.add(r.path);
    return { item, r };
  });
  if (Object.keys(errors).length) throw validationFailed(errors, 'Some items cannot be approved');
  const now = new Date();
  const at = now.toISOString();
  const by = actorOf(c);
  const ops: TransactItem[] = checked.map(({ item, r }) =>
    approveOp(id, item.path, file.stored.items.get(item.path), whereOf(item), {
      text: r.english,
      englishHash: textHash(r.english),
      sourceHash: r.sourceHash,
      by,
      at,
    }),
  );
  await write([...ops, enqueueJob('job.translation', id, now)], 'Approving');
  log('info', 'translations approved', { ref: id, code: String(ops.length) });
  return translationDesk(caller, id);
}

/** POST /admin/submissions/{id}/translations/retry: draft again now (the engine was down, or drafts are missing). */
export async function retryDrafting(caller: Caller, id: string): Promise<TranslationDesk> {
  const file = await loadCaseFile({ caller, as: 'staff' }, id);
  if (file.meta.locale === 'es' && file.texts.desk.length) await write([enqueueJob('job.translation', id)], 'Drafting');
  return deskView(file);
}

/** GET /submissions/{id}/translations: the client's approved English, with its automatic Spanish. */
export async function clientTranslations(caller: Caller, id: string): Promise<ClientTranslations> {
  const file = await loadCaseFile({ caller, as: 'client' }, id);
  const items = file.texts.desk.flatMap((d) => {
    const stored = file.stored.items.get(d.path);
    const view = itemView(d, stored);
    if (!view.approval || !stored?.approval) return [];
    const back = stored.back?.englishHash === stored.approval.englishHash ? { text: stored.back.text, engine: stored.back.engine } : null;
    return [
      {
        path: d.path,
        labelKey: d.labelKey,
        trail: view.trail,
        placements: view.placements,
        source: d.text,
        english: stored.approval.text,
        englishHash: stored.approval.englishHash,
        back,
        response: view.client,
      },
    ];
  });
  return { locale: file.meta.locale, total: file.texts.desk.length, items };
}

/** The approved items a client answers about, checked: still approved as the client saw them. */
function approvedFor(file: CaseFile, refs: ReadonlyArray<{ path: string; englishHash: string }>): TranslationItem[] {
  const errors: Record<string, string[]> = {};
  const found = refs.map((ref, i) => {
    const d = file.texts.desk.find((x) => x.path === ref.path);
    const stored = file.stored.items.get(ref.path);
    if (!d || !stored?.approval) errors[`items.${i}.path`] = [TRANSLATION_FIELD_ERRORS.notOnDesk];
    else if (stored.approval.sourceHash !== textHash(d.text) || stored.approval.englishHash !== ref.englishHash)
      errors[`items.${i}.englishHash`] = [TRANSLATION_FIELD_ERRORS.changed];
    return stored!;
  });
  if (new Set(refs.map((r) => r.path)).size !== refs.length) errors._root = [FIELD_ERRORS.invalid];
  if (Object.keys(errors).length) throw validationFailed(errors, 'The English changed since it was shown');
  return found;
}

/** POST /submissions/{id}/translations/confirm: "this is what I meant" — recorded per item (B&P §6400(d)). */
export async function confirmTranslations(caller: Caller, id: string, req: ConfirmTranslationsRequest): Promise<ClientTranslations> {
  const c: CaseCaller = { caller, as: 'client' };
  const file = await loadCaseFile(c, id);
  const items = approvedFor(file, req.items);
  const at = new Date().toISOString();
  const by = actorOf(c);
  await write(
    items.map((stored) =>
      clientResponseOp(id, stored.path, stored, {
        kind: 'confirmed',
        comment: null,
        at,
        by,
        englishHash: stored.approval!.englishHash,
        sourceHash: stored.approval!.sourceHash,
      }),
    ),
    'Confirming',
  );
  log('info', 'translations confirmed', { ref: id, code: String(items.length) });
  return clientTranslations(caller, id);
}

/** POST /submissions/{id}/translations/comment: the client tells staff the English is not what they meant. */
export async function commentOnTranslation(caller: Caller, id: string, req: TranslationCommentRequest): Promise<ClientTranslations> {
  const c: CaseCaller = { caller, as: 'client' };
  const file = await loadCaseFile(c, id);
  const [stored] = approvedFor(file, [{ path: req.path, englishHash: req.englishHash }]);
  const now = new Date();
  await write(
    [
      clientResponseOp(id, stored.path, stored, {
        kind: 'comment',
        comment: req.comment,
        at: now.toISOString(),
        by: actorOf(c),
        englishHash: stored.approval!.englishHash,
        sourceHash: stored.approval!.sourceHash,
      }),
      // Staff hear of it as of any message from the client (the desk shows the comment on the item).
      notifyStaff({ ...file.meta, assignedTo: null }, 'clientMessage', now),
    ],
    'Commenting',
  );
  log('info', 'translation comment', { ref: id });
  return clientTranslations(caller, id);
}

/** One place on the forms that still waits for approved English (the packet's cover sheet lists each). */
export interface PendingTranslation {
  readonly form: string;
  readonly item: string;
  readonly label: string;
  /** How many answers wait there (two incidents' details on one item: 2). */
  readonly count: number;
}

/**
 * The answers the packet fills the forms with: each approved item's English and the glossary's fixed words in place
 * of the client's words, and the places still waiting for approved English. English submissions are as they are.
 */
export async function filingAnswers(meta: SubmissionItem, answers: Answers): Promise<{ answers: Answers; pending: PendingTranslation[] }> {
  if (meta.locale !== 'es') return { answers, pending: [] };
  const [texts, stored, { withTexts }] = await Promise.all([
    filingTextsOf(meta, answers),
    readTranslations(meta.id),
    import('../../../shared/questionnaires/translatable'),
  ]);
  const english = new Map<string, string>(texts.fixed.map((f) => [f.path, f.english]));
  const pending = new Map<string, { form: string; item: string; label: string; count: number }>();
  for (const d of texts.desk) {
    const approval = stored.items.get(d.path)?.approval;
    if (approval && approval.sourceHash === textHash(d.text)) english.set(d.path, approval.text);
    else
      for (const p of d.placements) {
        const key = `${p.form}\u0000${p.item}\u0000${p.label}`;
        const entry = pending.get(key);
        if (entry) entry.count++;
        else pending.set(key, { ...p, count: 1 });
      }
  }
  return { answers: withTexts(answers, english), pending: [...pending.values()] };
}
