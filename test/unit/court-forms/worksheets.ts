/**
 * Helpers for the worksheet tests of the questionnaires whose documents have no official fillable PDF: a worksheet's
 * plan for some answers, one line's text by item and label, one rows line's table, and a packet built end to end with
 * the text poppler reads from it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formAssets } from '../../../functions/lib/packet/assets';
import { buildPacket, type BuiltPacket } from '../../../functions/lib/packet/build';
import type { QuestionnaireType } from '../../../shared/catalogue';
import type { Locale } from '../../../shared/i18n/core';
import { planWorksheet, type WorksheetLine, type WorksheetPlan } from '../../../shared/questionnaires/forms/evaluate';
import { FORM_MAPS } from '../../../shared/questionnaires/forms/registry';
import { getQuestionnaire, questionnaireTranslator } from '../../../shared/questionnaires/registry';
import type { Answers } from '../../../shared/questionnaires/types';
import { currentVersion } from '../../../shared/questionnaires/versions';
import { FORMS_DIR } from '../../../scripts/court-forms/paths';

const assets = formAssets(FORMS_DIR);

/**
 * The worksheet plan of one form of a questionnaire for these answers: a worksheet map's, or a generated document's
 * (its items, which the coverage counts and the packet falls back to).
 */
export function worksheet(type: QuestionnaireType, form: string, answers: Answers): WorksheetPlan {
  const entry = FORM_MAPS[type].forms.find((f) => f.form === form);
  const map = entry?.kind === 'generated' ? entry.worksheet : entry;
  if (map?.kind !== 'worksheet') throw new Error(`${type} has no worksheet ${form}`);
  return planWorksheet(map, answers, { def: getQuestionnaire(type), t: questionnaireTranslator('en') });
}

const find = (plan: WorksheetPlan, item: string, label: string | RegExp): WorksheetLine => {
  const matches = plan.lines.filter(
    (l) => l.item === item && (typeof label === 'string' ? l.label.startsWith(label) : label.test(l.label)),
  );
  if (matches.length !== 1) throw new Error(`${plan.form}: ${matches.length} lines at item ${item} "${String(label)}"`);
  return matches[0];
};

/** The answer a value line shows ("" when empty). */
export function line(plan: WorksheetPlan, item: string, label: string | RegExp): string {
  const l = find(plan, item, label);
  if (l.kind !== 'value') throw new Error(`${plan.form} ${item} is a ${l.kind} line`);
  return l.text;
}

/** The rows a rows line shows. */
export function rows(plan: WorksheetPlan, item: string, label: string | RegExp): readonly (readonly string[])[] {
  const l = find(plan, item, label);
  if (l.kind !== 'rows') throw new Error(`${plan.form} ${item} is a ${l.kind} line`);
  return l.rows;
}

/** The kind of a line (value, rows, ask, staff, court) and its note. */
export function kindOf(plan: WorksheetPlan, item: string, label: string | RegExp): { kind: WorksheetLine['kind']; note?: string } {
  const l = find(plan, item, label);
  return { kind: l.kind, ...('note' in l && l.note ? { note: l.note } : {}) };
}

export interface Built {
  readonly packet: BuiltPacket;
  /** The merged packet's text as poppler reads it, whitespace collapsed. */
  readonly text: string;
}

/** The packet of a submission, built as staff download it, and its text. */
export async function packetOf(
  type: QuestionnaireType,
  answers: Answers,
  locale: Locale,
  definitionVersion = currentVersion(type),
): Promise<Built> {
  const packet = await buildPacket({
    type,
    definitionVersion,
    answers,
    submission: { id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d', clientName: 'Test Client', locale, createdAt: '2026-01-05T18:00:00.000Z' },
    lang: 'en',
    assets,
    now: new Date('2026-02-01T12:00:00Z'),
  });
  const dir = mkdtempSync(join(tmpdir(), 'worksheets-'));
  writeFileSync(join(dir, 'p.pdf'), await packet.mergedPdf());
  const text = execFileSync('pdftotext', ['-layout', join(dir, 'p.pdf'), '-'])
    .toString()
    .replace(/\s+/g, ' ');
  return { packet, text };
}
