import { randomUUID } from 'node:crypto';
import type { AdminSubmissionsExport } from '../../../shared/api/admin';
import { FIELD_ERRORS, ROOT_FIELD } from '../../../shared/api/errors';
import { createTranslator, flatten, type Locale } from '../../../shared/i18n/core';
import adminMessages from '../../../shared/i18n/messages/admin';
import catalogueMessages from '../../../shared/i18n/messages/catalogue';
import { displayName, type Caller } from '../auth';
import { ddb, tableName } from '../db';
import { validationFailed } from '../errors';
import type { FileReply } from '../http';
import { log } from '../log';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../store/keys';
import { listSubmissions, type SubmissionItem } from '../store/submissions';
import { filterOf } from './submissions';
import { searchReadBudget } from './search';

/**
 * CSV export of staff's list (POST /admin/submissions/export): every submission the filters match, all pages.
 *
 * - **Read page by page** through the list's own access pattern (GSI2/GSI3 Query, the same filters and read budget per
 *   page), and written row by row into the body: memory holds one page of items plus the text.
 * - **One response**: API Gateway's HTTP API cannot stream a Lambda's answer, and its payload limit is 6 MB (base64
 *   included). EXPORT_MAX_ROWS (20,000 rows, ~3 MB) keeps well under it; more is refused with a clear error asking to
 *   narrow the filters (date range) rather than cut silently.
 * - **Excel**: UTF-8 with a byte-order mark (Excel then reads Spanish names right), CRLF line ends, every cell quoted.
 * - **Formula injection** (CWE-1236): a cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is
 *   prefixed with an apostrophe, so a spreadsheet shows it as text and never evaluates it.
 * - **Audited**: one AUDIT item (who, when, which filters — the search words hashed away: only their count —, rows)
 *   written before the answer, and a log line with the audit id.
 */

export const EXPORT_MAX_ROWS = 20_000;
const PAGE = 100;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: neutralised against formula injection, quoted, quotes doubled. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: Array<string | number | null | undefined>): string => cells.map(csvCell).join(',') + '\r\n';

const BOM = '\uFEFF';

const translators = new Map<Locale, (key: string) => string>();
function translator(locale: Locale): (key: string) => string {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator({ ...flatten(adminMessages[locale]), ...flatten(catalogueMessages[locale]) });
    translators.set(locale, t);
  }
  return t;
}

export const EXPORT_COLUMNS = [
  'id',
  'submitted',
  'updated',
  'clientName',
  'email',
  'serviceType',
  'status',
  'payment',
  'paymentMethod',
] as const;

function row(s: SubmissionItem, t: (key: string) => string): string {
  return csvLine([
    s.id,
    s.createdAt,
    s.updatedAt,
    s.clientName,
    s.clientEmail,
    t(`catalogue.${s.questionnaireType}.title`),
    t(`admin.status.${s.status}`),
    t(`admin.payment.${s.paymentStatus}`),
    t(`admin.payment.methods.${s.paymentMethod ?? 'none'}`),
  ]);
}

export async function exportSubmissions(staff: Caller, request: AdminSubmissionsExport, now = new Date()): Promise<FileReply> {
  const t = translator(request.lang);
  const filter = filterOf(request, now, staff);
  const parts: string[] = [BOM, csvLine(EXPORT_COLUMNS.map((c) => t(`admin.export.columns.${c}`)))];
  let rows = 0;
  let cursor: string | undefined;
  do {
    const page = await listSubmissions(filter, { limit: PAGE, cursor, readBudget: searchReadBudget(), ascending: request.order === 'asc' });
    rows += page.items.length;
    if (rows > EXPORT_MAX_ROWS) {
      throw validationFailed(
        { [ROOT_FIELD]: [FIELD_ERRORS.tooLarge] },
        `More than ${EXPORT_MAX_ROWS} submissions match: narrow the filters`,
      );
    }
    for (const item of page.items) parts.push(row(item, t));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);

  const at = now.toISOString();
  const id = randomUUID();
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.audit(at, id),
        entity: 'audit',
        id,
        at,
        action: 'submissions.export',
        actorSub: staff.sub,
        actorName: displayName(staff, 'Staff'),
        // The filters as chosen, except the search words (client names, emails): only how many there were.
        filters: { ...filtersWithoutWords(request), searchWords: filter.words.length },
        rows,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  log('info', 'submissions exported', { ref: id });
  const day = at.slice(0, 10);
  return { bytes: new TextEncoder().encode(parts.join('')), filename: `submissions-${day}.csv` };
}

function filtersWithoutWords(request: AdminSubmissionsExport): Record<string, string | number> {
  const { q: _q, ...rest } = request;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
}
