/**
 * Every answer a form map reads exists in the questionnaire it maps (docs/questionnaires.md's coverage counts a rule
 * as collected because it reads an answer: a renamed or misspelt path would count while filling nothing). Walks every
 * value, condition, row group, repeated form and worksheet line of FORM_MAPS with its scope — the answers root, a
 * list's item, a repeated form's item — and resolves each path in the definition the maps are written for.
 */
import { QUESTIONNAIRE_TYPES } from '../../../shared/catalogue';
import type { FormEntry, ValueSpec } from '../../../shared/questionnaires/forms/model';
import { FORM_MAPS } from '../../../shared/questionnaires/forms/registry';
import { definitionAt } from '../../../shared/questionnaires/registry';
import type { Condition } from '../../../shared/questionnaires/types';
import { everyField } from '../questionnaires/helpers';

/** A path in a scope as a key path of the definition: no item indices or `*`; "/…" from the answers root. */
const keyOf = (scope: string, path: string): string =>
  (path.startsWith('/') ? path.slice(1) : scope ? `${scope}.${path}` : path)
    .split('.')
    .filter((s) => s !== '' && s !== '*' && !/^\d+$/.test(s))
    .join('.');

/**
 * Every answer a form entry reads, with where it was found. A read inside rows drawn from several lists (a row per
 * community asset, then per separate asset) is one read per list's item: it resolves if any of them does (a column
 * the other list lacks is blank on its rows).
 */
export function pathsOf(entry: FormEntry): Array<{ paths: string[]; at: string }> {
  // A generated document (issue 27) reads its answers through its items: the worksheet map it keeps.
  if (entry.kind === 'generated') return pathsOf(entry.worksheet);
  let out: Array<{ paths: string[]; at: string }> = [];
  const read = (scope: string, path: string, at: string) => out.push({ paths: [keyOf(scope, path)], at });
  const cond = (c: Condition, scope: string, at: string): void => {
    if ('all' in c) return c.all.forEach((x) => cond(x, scope, at));
    if ('any' in c) return c.any.forEach((x) => cond(x, scope, at));
    if ('not' in c) return cond(c.not, scope, at);
    read(scope, c.field, at);
    if ('some' in c) cond(c.some, keyOf(scope, c.field), at);
  };
  const value = (v: ValueSpec, scope: string, at: string): void => {
    if ('from' in v) read(scope, v.from, at);
    else if ('raw' in v) read(scope, v.raw, at);
    else if ('date' in v) read(scope, v.date, at);
    else if ('money' in v) read(scope, v.money, at);
    else if ('option' in v) read(scope, v.option, at);
    else if ('age' in v) read(scope, v.age, at);
    else if ('span' in v) v.span.forEach((p) => read(scope, p, at));
    else if ('sum' in v) v.sum.forEach((p) => read(scope, p, at));
    else if ('join' in v) v.join.forEach((x) => value(x, scope, at));
    else if ('count' in v) {
      read(scope, v.count, at);
      if (v.where) cond(v.where, keyOf(scope, v.count), at);
    } else if ('total' in v)
      for (const term of v.total) {
        const inner = term.each === undefined ? scope : keyOf(scope, term.each);
        if (term.each !== undefined) read(scope, term.each, at);
        if (term.where) cond(term.where, inner, at);
        [...term.add, ...(term.subtract ?? [])].forEach((p) => read(inner, p, at));
      }
    else if ('each' in v) {
      read(scope, v.each, at);
      value(v.value, keyOf(scope, v.each), at);
    } else if ('if' in v) {
      cond(v.if, scope, at);
      value(v.then, scope, at);
      if (v.else) value(v.else, scope, at);
    }
  };
  /** The items of a list source (paths read from `scope`), each source its own item scope; their reads merged. */
  const rows = (source: readonly string[], scope: string, at: string, each: (itemScope: string) => void, where?: Condition) => {
    const before = out;
    const perSource = source.map((s) => {
      out = [];
      read(scope, s, at);
      const item = keyOf(scope, s);
      if (where) cond(where, item, at);
      each(item);
      return out;
    });
    // The same walk in each item scope: position by position, the same read.
    out = [...before, ...perSource[0].map((r, i) => ({ at: r.at, paths: perSource.flatMap((reads) => reads[i].paths) }))];
  };
  if (entry.kind === 'pdf') {
    const root = entry.repeat ? keyOf('', entry.repeat.each) : '';
    if (entry.repeat) {
      read('', entry.repeat.each, 'repeat');
      if (entry.repeat.where) cond(entry.repeat.where, root, 'repeat');
    }
    for (const [name, rule] of Object.entries(entry.fields)) {
      if (rule.kind === 'text' || rule.kind === 'radio') value(rule.value, root, name);
      else if (rule.kind === 'check') cond(rule.when, root, name);
    }
    for (const g of entry.rowGroups ?? [])
      rows(
        g.source,
        root,
        `rows ${g.id}`,
        (item) => {
          if (g.sort) read(item, g.sort.by, `rows ${g.id} sort`);
          for (const row of g.rows)
            for (const [name, cell] of Object.entries(row)) {
              if (cell.kind === 'text') value(cell.value, item, name);
              else cond(cell.when, item, name);
            }
          if (g.overflow.kind === 'attachment') g.overflow.columns.forEach((c) => value(c.value, item, `rows ${g.id} ${c.label}`));
        },
        g.where,
      );
    value(entry.attachmentCaption.shortTitle, root, 'caption');
    if (entry.attachmentCaption.caseNumber) value(entry.attachmentCaption.caseNumber, root, 'caption');
    for (const a of entry.attachments ?? []) value(a.value, root, `attachment ${a.item}`);
  } else if (entry.kind === 'worksheet')
    for (const line of entry.items) {
      if (line.kind === 'value') value(line.value, '', `${line.item} ${line.label}`);
      else if (line.kind === 'rows')
        rows(
          line.source,
          '',
          `${line.item} ${line.label}`,
          (item) => line.columns.forEach((c) => value(c.value, item, `${line.item} ${c.label}`)),
          line.where,
        );
    }
  return out;
}

/**
 * Dangling reads found when this test was written (issue 31), left to the form-map work (issue 25, typed per-form
 * maps) rather than changed here: each is a field the packet leaves blank while the coverage table counts it as
 * collected. A listed read that stops dangling fails the test too, so the list only shrinks.
 */
const KNOWN_DANGLING: Partial<Record<(typeof QUESTIONNAIRE_TYPES)[number], ReadonlyArray<{ form: string; path: RegExp; why: string }>>> = {
  dissolution: [
    { form: 'FL-142', path: /^assetsAndDebts\.(community|separate)Debts\.quasi$/, why: 'the debts lists have no quasi-community question' },
  ],
  'summary-dissolution': [
    { form: 'FL-142', path: /^assetsAndDebts\.(community|separate)Debts\.quasi$/, why: 'the debts lists have no quasi-community question' },
    {
      form: 'FL-150',
      path: /^fl150Children\./,
      why: 'the shared FL-150 map reads the children page, which this questionnaire does not ask',
    },
  ],
  'domestic-violence': [
    {
      form: 'FL-150',
      path: /^you\.(differentMailing|mailing\.\w+)$/,
      why: 'the shared FL-150 caption reads a mailing address this questionnaire does not ask',
    },
  ],
};

describe.each(QUESTIONNAIRE_TYPES)('%s', (type) => {
  it('every path its form maps read is a question of the definition they are written for', () => {
    const maps = FORM_MAPS[type];
    const def = definitionAt(type, maps.version);
    if (!def) throw new Error(`${type}: no definition version ${maps.version}`);
    const known = new Set(everyField(def).map((f) => f.keyPath));
    const read = maps.forms.flatMap((form) => pathsOf(form).map((p) => ({ ...p, form: form.form })));
    // Held to something read: a walk that found nothing would pass anything.
    expect(read.length).toBeGreaterThan(0);
    const dangling = read.filter((r) => !r.paths.some((p) => known.has(p)));
    const listed = KNOWN_DANGLING[type] ?? [];
    const isListed = (r: (typeof dangling)[number]) => listed.some((k) => k.form === r.form && r.paths.every((p) => k.path.test(p)));
    expect([...new Set(dangling.filter((r) => !isListed(r)).map((r) => `${r.form} ${r.at}: ${r.paths.join(' | ')}`))]).toEqual([]);
    // Each listed exception still dangles (fixed: take it off the list).
    expect(
      listed.filter((k) => !dangling.some((r) => r.form === k.form && r.paths.every((p) => k.path.test(p)))).map((k) => k.why),
    ).toEqual([]);
  });
});
