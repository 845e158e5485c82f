/**
 * Which answers of a submission need English before they are filed (Code Civ. Proc. §185), read from the definition
 * (each text question's `filing`, types.ts) and the form maps (where each answer prints: forms/placements.ts). Pure:
 * the translation desk, the drafting job and the packet all call it, so the list is the same everywhere and a new
 * question is covered by construction (a text question is translated unless it is declared otherwise).
 *
 * - a `translate` answer that prints on a form of the packet is a **desk item** (machine draft, staff approval);
 * - a `term` answer (a relationship, a title) is the glossary's English when it has one (a **fixed** item), otherwise a
 *   desk item;
 * - a `place` answer is the glossary's English when it has one (fixed), otherwise it prints as written;
 * - `asWritten` answers, answers that print on no form of this packet, and answers without a letter ("3:00",
 *   "$250") print as written.
 * docs/translation.md.
 */
import { placeInEnglish, termInEnglish } from '../i18n/glossary';
import { evaluateCondition, getPath, isRecord } from './conditions';
import { formApplies, listItems } from './forms/evaluate';
import type { FormEntry } from './forms/model';
import { placementsOf, type Placement, type PlacementRule } from './forms/placements';
import type { Answers, Field, FilingLanguage, QuestionnaireDefinition } from './types';

/** One step of the way to an answer, for its heading on the desk: an object's label, or a group's item ("Child 2"). */
export interface TrailStep {
  readonly key: string;
  /** The item's number (1-based) for a group's item key ("Child {n}"). */
  readonly n?: number;
}

export interface TextAnswer {
  /** The answer's path in the answers ("children.1.relationship"). */
  readonly path: string;
  /** The question's key path ("children.relationship"). */
  readonly keyPath: string;
  readonly labelKey: string;
  readonly trail: readonly TrailStep[];
  readonly kind: 'text' | 'textarea';
  readonly maxLength: number;
  readonly filing: FilingLanguage;
  /** The client's words. */
  readonly text: string;
  /** Where it prints in this packet (forms that apply), in form order. */
  readonly placements: readonly Placement[];
}

/** An answer the translation desk lists: the client's words need a staff member's approved English. */
export type DeskItem = TextAnswer & { readonly filing: 'translate' | 'term' | 'names' };
/** An answer the glossary puts into English (no draft, no approval). */
export type FixedItem = TextAnswer & { readonly english: string };

export interface FilingTexts {
  readonly desk: readonly DeskItem[];
  readonly fixed: readonly FixedItem[];
}

const DEFAULT_MAX = { text: 200, textarea: 5000 } as const;
const hasLetter = (s: string) => /\p{L}/u.test(s);
/** The small words between the parts of a name ("María de los Ángeles", "Ana y José", "van der Berg"). */
const NAME_PARTICLES = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'y',
  'e',
  'da',
  'das',
  'do',
  'dos',
  'van',
  'von',
  'der',
  'den',
  'di',
  'du',
  'le',
  'st',
]);
/**
 * Whether a `names` answer is names only: every word is capitalized (or in capitals) or a name particle. "Mi hijo
 * Tomás" is not ("Mi" opens it, "hijo" is the client's word), nor "Tomás, mi hijo".
 */
export function namesOnly(text: string): boolean {
  const words = text.match(/[\p{L}\p{M}][\p{L}\p{M}'’.-]*/gu) ?? [];
  const POSSESSIVES = new Set(['mi', 'mis', 'su', 'sus', 'tu', 'tus', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'el', 'un', 'una']);
  return words.every(
    (w) => (/^\p{Lu}/u.test(w) && !POSSESSIVES.has(w.toLowerCase())) || NAME_PARTICLES.has(w.toLowerCase().replace(/\.$/, '')),
  );
}

/** Every non-empty text answer of the answers, in questionnaire order, with its question. */
export function textAnswers(def: QuestionnaireDefinition<unknown>, answers: Answers): Array<Omit<TextAnswer, 'placements'>> {
  const out: Array<Omit<TextAnswer, 'placements'>> = [];
  const walk = (fields: readonly Field[], value: unknown, path: string, keyPath: string, trail: readonly TrailStep[]) => {
    if (!isRecord(value)) return;
    for (const f of fields) {
      const p = path ? `${path}.${f.name}` : f.name;
      const k = keyPath ? `${keyPath}.${f.name}` : f.name;
      const v = value[f.name];
      if (f.kind === 'object') walk(f.fields, v, p, k, [...trail, { key: f.labelKey }]);
      else if (f.kind === 'group') {
        if (Array.isArray(v)) v.forEach((item, i) => walk(f.fields, item, `${p}.${i}`, k, [...trail, { key: f.itemKey, n: i + 1 }]));
      } else if ((f.kind === 'text' || f.kind === 'textarea') && typeof v === 'string' && v.trim() !== '') {
        out.push({
          path: p,
          keyPath: k,
          labelKey: f.labelKey,
          trail,
          kind: f.kind,
          maxLength: f.maxLength ?? DEFAULT_MAX[f.kind],
          filing: f.filing ?? 'translate',
          text: v,
        });
      }
    }
  };
  walk(
    def.steps.flatMap((s) => s.fields),
    answers,
    '',
    '',
    [],
  );
  return out;
}

/** The item of list `list` (a key path) that an answer path is in: "cases.1" for "cases.1.court" in "cases". */
function itemOf(answers: Answers, path: string, list: string): unknown {
  const parts = path.split('.');
  const keys: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (!/^\d+$/.test(parts[i])) keys.push(parts[i]);
    if (keys.join('.') === list && /^\d+$/.test(parts[i + 1] ?? '')) return getPath(answers, parts.slice(0, i + 2).join('.'));
  }
  return undefined;
}

/**
 * Whether a row group prints the answer's item: its condition holds on the item, and for what only the overflow's
 * columns print, the item is beyond the form's rows (in the group's order).
 */
function printsInRows(rows: NonNullable<PlacementRule['rows']>, answers: Answers, path: string): boolean {
  const item = itemOf(answers, path, rows.list);
  if (rows.where && !evaluateCondition(rows.where, item, answers)) return false;
  if (!rows.beyond) return true;
  const g = rows.beyond;
  const index = listItems(g.source, answers, { where: g.where, sort: g.sort, skip: g.skip }).findIndex((s) => s.value === item);
  return index >= g.rows.length;
}

/** A marker no answer holds: where an answer lands after an upgrade is where its marker lands. */
const marker = (i: number) => `\uf8ffanswer-${i}\uf8ff`;

/** Every marker's key path in upgraded answers ("" items dropped by the upgrade are absent). */
function markerKeyPaths(value: unknown, path: string, found: Map<string, string>): void {
  if (typeof value === 'string') {
    const m = /^\uf8ffanswer-(\d+)\uf8ff$/.exec(value);
    if (m) found.set(m[1], path);
    return;
  }
  if (Array.isArray(value)) value.forEach((v) => markerKeyPaths(v, path, found));
  else if (isRecord(value)) for (const [k, v] of Object.entries(value)) markerKeyPaths(v, path ? `${path}.${k}` : k, found);
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur: unknown = target;
  for (const part of parts.slice(0, -1)) cur = Array.isArray(cur) ? cur[Number(part)] : (cur as Record<string, unknown>)[part];
  const last = parts[parts.length - 1];
  if (Array.isArray(cur)) cur[Number(last)] = value;
  else (cur as Record<string, unknown>)[last] = value;
}

/**
 * A copy of the answers with the text at each path replaced (the packet: approved English in place of the client's
 * words). Paths that do not hold a string are left alone.
 */
export function withTexts(answers: Answers, texts: ReadonlyMap<string, string>): Answers {
  const copy = structuredClone(answers) as Record<string, unknown>;
  for (const [path, text] of texts) if (typeof getPath(copy, path) === 'string') setPath(copy, path, text);
  return copy as Answers;
}

/**
 * The desk items and glossary-fixed items of a submission's answers. `def` is the definition the answers were written
 * under; `forms` the questionnaire's current form maps; `upgrade` carries older answers to the version the maps read
 * (null: they are that version already). Where an answer prints is found in the upgraded answers, so an older
 * submission's items are placed on the forms its packet fills.
 */
export function filingTexts(
  def: QuestionnaireDefinition<unknown>,
  forms: readonly FormEntry[],
  answers: Answers,
  upgrade: ((answers: Answers) => Answers | null) | null = null,
): FilingTexts {
  const all = textAnswers(def, answers);
  let keyPathOnForms: (i: number) => string | undefined = (i) => all[i].keyPath;
  let mapped: Answers = answers;
  if (upgrade) {
    const marked = withTexts(answers, new Map(all.map((a, i) => [a.path, marker(i)])));
    const upgraded = upgrade(marked);
    const found = new Map<string, string>();
    if (upgraded) markerKeyPaths(upgraded, '', found);
    keyPathOnForms = (i) => found.get(String(i));
    mapped = upgrade(answers) ?? answers;
  }
  const applying = forms.filter((entry) => formApplies(entry, mapped));
  const places = placementsOf(applying);
  const desk: DeskItem[] = [];
  const fixed: FixedItem[] = [];
  all.forEach((a, i) => {
    if (a.filing === 'asWritten' || (a.filing === 'names' && namesOnly(a.text)) || !hasLetter(a.text)) return;
    const keyPath = keyPathOnForms(i);
    const rules = keyPath === undefined ? undefined : places.get(keyPath);
    // A row group's condition is read in the answer's own item (the case of that kind, the child of this family); what
    // a map names by its index ("owners.0.title") is that item's only.
    const placements = (rules ?? [])
      .filter((r) => !r.rows || upgrade !== null || printsInRows(r.rows, answers, a.path))
      .filter((r) => !r.only || upgrade !== null || r.only === a.path)
      .map((r): Placement => ({ form: r.form, item: r.item, label: r.label }))
      .filter((p, j, list) => list.findIndex((q) => q.form === p.form && q.item === p.item && q.label === p.label) === j);
    if (!placements.length) return;
    const item = { ...a, placements };
    if (a.filing === 'place') {
      const english = placeInEnglish(a.text);
      if (english !== null) fixed.push({ ...item, english });
      return;
    }
    if (a.filing === 'term') {
      const english = termInEnglish(a.text);
      if (english !== null) {
        fixed.push({ ...item, english });
        return;
      }
    }
    desk.push(item as DeskItem);
  });
  return { desk, fixed };
}
