/**
 * Every answer path a form map reads names a question of its questionnaire, in the scope it is read in (the answers
 * root, the item of a row group or a repeated form, a list's item in `each`, `count`, `total` or `some`), and every
 * option a condition compares with or a label names is an option of that question (issue 25). The maps are also typed
 * (forms/typed.ts), which catches most of this at compile time; this test reads each path where the engine reads it,
 * including the ones helper functions compose, so a renamed question cannot silently blank a box.
 */
import { fieldAt } from '../../../shared/questionnaires/forms/evaluate';
import type { Column, FormEntry, RowGroup, TotalTerm, ValueSpec, WorksheetItem } from '../../../shared/questionnaires/forms/model';
import { FORM_MAPS } from '../../../shared/questionnaires/forms/registry';
import { definitionAt, getQuestionnaire } from '../../../shared/questionnaires/registry';
import type { Condition, Field, QuestionnaireDefinition } from '../../../shared/questionnaires/types';

type Def = QuestionnaireDefinition<unknown>;

const keyOf = (scope: string, path: string): string => {
  const raw = path.startsWith('/') ? path.slice(1) : scope ? (path ? `${scope}.${path}` : scope) : path;
  return raw
    .split('.')
    .filter((s) => s !== '' && s !== '*' && !/^\d+$/.test(s))
    .join('.');
};

/** The values a question can take, as a condition or a label writes them (null: any). */
const valuesOf = (field: Field): string[] | null => {
  if (field.kind === 'select' || field.kind === 'radio' || field.kind === 'checkboxes') return field.options.map((o) => o.value);
  if (field.kind === 'yesno' || field.kind === 'checkbox') return ['true', 'false'];
  return null;
};

class Reader {
  readonly problems: string[] = [];
  constructor(
    readonly def: Def,
    readonly where: string,
  ) {}

  /** The key path a path names in a scope, if the definition has that question (or it is the scope itself). */
  field(scope: string, path: string, what: string): { key: string; field?: Field } | null {
    const key = keyOf(scope, path);
    if (key === '' && path === '') return { key };
    const field = fieldAt(this.def, key);
    if (!field) {
      this.problems.push(`${this.where}: ${what} "${path}" (in "${scope}") is not a question of ${this.def.type}`);
      return null;
    }
    return { key, field };
  }

  values(field: Field | undefined, values: readonly unknown[], path: string): void {
    const allowed = field ? valuesOf(field) : null;
    if (!allowed) return;
    for (const v of values)
      if (!allowed.includes(String(v))) this.problems.push(`${this.where}: "${path}" has no option "${String(v)}" (${allowed.join(', ')})`);
  }

  condition(scope: string, c: Condition): void {
    if ('all' in c) return c.all.forEach((x) => this.condition(scope, x));
    if ('any' in c) return c.any.forEach((x) => this.condition(scope, x));
    if ('not' in c) return this.condition(scope, c.not);
    const found = this.field(scope, c.field, 'condition');
    if (!found) return;
    if ('equals' in c) this.values(found.field, [c.equals], c.field);
    if ('in' in c) this.values(found.field, c.in, c.field);
    if ('includes' in c) this.values(found.field, [c.includes], c.field);
    if ('some' in c) this.condition(found.key, c.some);
  }

  term(scope: string, t: TotalTerm): void {
    const item = t.each === undefined ? scope : (this.field(scope, t.each, 'total list')?.key ?? scope);
    if (t.where) this.condition(item, t.where);
    for (const p of [...t.add, ...(t.subtract ?? [])]) this.field(item, p, 'total amount');
  }

  value(scope: string, v: ValueSpec): void {
    if ('from' in v) this.field(scope, v.from, 'value');
    else if ('raw' in v) this.field(scope, v.raw, 'value');
    else if ('date' in v) this.field(scope, v.date, 'date');
    else if ('money' in v) this.field(scope, v.money, 'amount');
    else if ('age' in v) this.field(scope, v.age, 'age');
    else if ('namePart' in v) [v.of, v.surname].forEach((p) => this.field(scope, p, 'value'));
    else if ('option' in v) {
      const found = this.field(scope, v.option, 'option');
      if (found) this.values(found.field, Object.keys(v.labels), v.option);
    } else if ('join' in v) v.join.forEach((x) => this.value(scope, x));
    else if ('count' in v) {
      const list = this.field(scope, v.count, 'count');
      if (list && v.where) this.condition(list.key, v.where);
    } else if ('span' in v) v.span.forEach((p) => this.field(scope, p, 'date'));
    else if ('sum' in v) v.sum.forEach((p) => this.field(scope, p, 'sum'));
    else if ('total' in v) v.total.forEach((t) => this.term(scope, t));
    else if ('continued' in v)
      v.continued.forEach((g) =>
        this.items(scope, g.source, 'continued items', (item) => {
          if (g.where) this.condition(item, g.where);
          this.field(item, v.amount, 'continued amount');
        }),
      );
    else if ('each' in v) {
      const list = this.field(scope, v.each, 'list');
      if (list) this.value(list.key, v.value);
    } else if ('if' in v) {
      this.condition(scope, v.if);
      this.value(scope, v.then);
      if (v.else) this.value(scope, v.else);
    }
  }

  columns(scope: string, columns: readonly Column[]): void {
    for (const c of columns) this.value(scope, c.value);
  }

  /**
   * Items of several lists on the same rows (FL-142: community and separate assets): a cell may read a question only
   * some of the lists have (it is blank for the others); a path no list has is a problem.
   */
  items(scope: string, sources: readonly string[], what: string, read: (item: string) => void): void {
    const perSource: string[][] = [];
    for (const source of sources) {
      const found = this.field(scope, source, what);
      if (!found) continue;
      const before = this.problems.length;
      read(found.key);
      perSource.push(this.problems.splice(before).map((p) => p.replace(/ \(in "[^"]*"\)/, '')));
    }
    const inEvery = perSource.length ? perSource[0].filter((p) => perSource.every((list) => list.includes(p))) : [];
    this.problems.push(...new Set(inEvery));
  }

  rowGroup(scope: string, g: RowGroup): void {
    this.items(scope, g.source, `row group ${g.id}`, (item) => {
      if (g.where) this.condition(item, g.where);
      if (g.sort) this.field(item, g.sort.by, 'sort');
      for (const row of g.rows)
        for (const cell of Object.values(row)) {
          if (cell.kind === 'text') this.value(item, cell.value);
          else this.condition(item, cell.when);
        }
      if (g.overflow.kind === 'attachment') this.columns(item, g.overflow.columns);
    });
  }

  worksheetItem(i: WorksheetItem): void {
    if (i.kind === 'value') this.value('', i.value);
    if (i.kind === 'rows')
      this.items('', i.source, `rows of item ${i.item}`, (item) => {
        if (i.where) this.condition(item, i.where);
        this.columns(item, i.columns);
      });
  }

  entry(e: FormEntry): void {
    if (e.kind === 'pending') return;
    // A generated document (issue 27) reads its answers through its items: the worksheet map it keeps.
    if (e.kind === 'generated') return this.entry(e.worksheet);
    if (e.when) this.condition('', e.when);
    if (e.kind === 'worksheet') return e.items.forEach((i) => this.worksheetItem(i));
    let scope = '';
    if (e.repeat) {
      scope = this.field('', e.repeat.each, 'repeated for')?.key ?? '';
      if (e.repeat.where) this.condition(scope, e.repeat.where);
    }
    for (const rule of Object.values(e.fields)) {
      if (rule.kind === 'text' || rule.kind === 'radio') this.value(scope, rule.value);
      if (rule.kind === 'check') this.condition(scope, rule.when);
    }
    for (const g of e.rowGroups ?? []) this.rowGroup(scope, g);
    this.value(scope, e.attachmentCaption.shortTitle);
    if (e.attachmentCaption.caseNumber) this.value(scope, e.attachmentCaption.caseNumber);
    for (const a of e.attachments ?? []) this.value(scope, a.value);
  }
}

describe.each(Object.values(FORM_MAPS).map((forms) => [forms.type, forms] as const))('%s', (type, forms) => {
  it.each(forms.forms.map((e) => [e.form, e] as const))('%s reads only questions and options of its questionnaire', (form, entry) => {
    // The definition the maps are written for (older submissions are upgraded to it before they are filled).
    const def = definitionAt(type, forms.version);
    if (!def) throw new Error(`${type}: no definition version ${forms.version}`);
    const reader = new Reader(def as Def, form);
    reader.entry(entry);
    expect(reader.problems).toEqual([]);
  });
});

describe('the check itself', () => {
  const def = getQuestionnaire('small-claims') as Def;
  it('finds a renamed question, a removed option and a path read in the wrong scope', () => {
    const reader = new Reader(def, 'test');
    reader.entry({
      kind: 'worksheet',
      form: 'X',
      title: 'X',
      reason: 'test',
      when: { field: 'defendantType', equals: 'corporationX' },
      items: [
        { kind: 'value', item: '1', label: 'x', value: { from: 'plaintiff.nam' } },
        { kind: 'rows', item: '2', label: 'x', source: ['otherPlaintiffs'], columns: [{ label: 'x', value: { from: 'claimAmount' } }] },
        { kind: 'value', item: '3', label: 'x', value: { option: 'venue', labels: { defendantLives: 'a', moon: 'b' } } },
      ],
    });
    expect(reader.problems).toEqual([
      'test: "defendantType" has no option "corporationX" (person, business, publicEntity)',
      'test: value "plaintiff.nam" (in "") is not a question of small-claims',
      'test: value "claimAmount" is not a question of small-claims',
      expect.stringContaining('"venue" has no option "moon"'),
    ]);
  });
});
