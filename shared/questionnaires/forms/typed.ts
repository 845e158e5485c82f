/**
 * Form maps bound to their questionnaire's answers (issue 25): the answer paths, conditions and option labels of a map
 * are typed from the definition, so a renamed or removed question, or a removed option, fails to compile where the map
 * names it instead of silently blanking a box.
 *
 *   const m = mapsFor<typeof smallClaims>();
 *   m.text('3a', 'Why does the defendant owe the plaintiff money?', 'incidentDescription');   // a path of the answers
 *   m.check('8', 'Suing a public entity', { field: 'defendantType', equals: 'publicEntity' }); // an option it has
 *
 * The builders are the ones of build.ts with typed parameters (the map lines stay as they were); the result is the
 * plain data of model.ts, which the engine reads without types. A path is typed against the answers' *path table*
 * (`PathTable`): every path from the answers root (`plaintiff.name`, `otherPlaintiffs.0.name`, `debts.*.amount`, and
 * with a leading "/" the same), and every path relative to an item of a list (`name` in a row group over
 * `otherPlaintiffs`), each with the type of its answer. A relative path is checked against the items of every list
 * (a scope does not know which list it is in): it must name a question of some list.
 *
 * test/unit/court-forms/map-types.ts shows the typing failing (`@ts-expect-error` on a renamed path, a removed option,
 * a misspelt option label); `npm run typecheck` fails if one of them compiles.
 */
import type { AnswersFor, Condition, Primitive } from '../types';
import * as build from './build';
import type {
  ValueSpec,
  AttachedRule,
  CellRule,
  CheckRule,
  CourtRule,
  AskRule,
  DateFormat,
  FieldRule,
  LdaPart,
  NotApplicableRule,
  PdfFormMap,
  Placement,
  RowGroup,
  Ruled,
  StaffRule,
  TextRule,
  WorksheetItem,
  WorksheetMap,
  FilingPart,
} from './model';

// ---------------------------------------------------------------------------------------------------------------
// The path table of an answers type
// ---------------------------------------------------------------------------------------------------------------

type Prev = [never, 0, 1, 2, 3, 4, 5, 6, 7];
type Depth = 7;
type Keys<T> = Extract<keyof T, string>;
type Entry = readonly [string, unknown];

type Prefixed<P extends string, E> = E extends readonly [infer K extends string, infer V] ? readonly [`${P}.${K}`, V] : never;

/** [path, answer type] of every path inside T (relative to T). */
type EntriesOf<T, D extends number> = [D] extends [never]
  ? never
  : T extends readonly unknown[]
    ? never
    : T extends object
      ? { [K in Keys<T>]-?: readonly [K, NonNullable<T[K]>] | Inner<K, NonNullable<T[K]>, Prev[D]> }[Keys<T>]
      : never;
type Inner<K extends string, V, D extends number> = V extends readonly (infer E)[]
  ? E extends object
    ? readonly [`${K}.${number}`, E] | Prefixed<`${K}.${number}`, EntriesOf<E, D>> | Prefixed<`${K}.*`, EntriesOf<E, D>>
    : never
  : V extends object
    ? Prefixed<K, EntriesOf<V, D>>
    : never;

/** The item types of every list inside T (nested lists too). */
type ItemsOf<T, D extends number> = [D] extends [never]
  ? never
  : T extends object
    ? {
        [K in Keys<T>]-?: NonNullable<T[K]> extends readonly (infer E)[]
          ? E extends object
            ? E | ItemsOf<E, Prev[D]>
            : never
          : ItemsOf<NonNullable<T[K]>, Prev[D]>;
      }[Keys<T>]
    : never;

type TableOf<E extends Entry> = { [X in E as X[0]]: X[1] };

/** Every answer path of A — from the root and from the items of its lists — with its answer type. */
export type PathTable<A> = TableOf<EntriesOf<A, Depth> | EntriesOf<ItemsOf<A, Depth>, Depth>>;
/** The path table of a definition's answers. */
export type PathTableOf<D> = PathTable<AnswersFor<D>>;

export type PathIn<F> = Keys<F>;
/** A path of the table, relative to the scope or ("/…") to the answers root. */
export type Ref<F> = PathIn<F> | `/${PathIn<F>}`;
type ValueAt<F, R> = R extends `/${infer P}` ? (P extends keyof F ? F[P] : never) : R extends keyof F ? F[R] : never;
/** The values a condition may compare an answer with: a choice's options, true/false, a number or any text. */
type Comparable<V> = V extends readonly (infer E)[] ? (E extends Primitive ? E : never) : V extends Primitive ? V : never;
/** Paths whose answer is a list (group or checkboxes). */
export type ListRef<F> = { [P in PathIn<F>]: F[P] extends readonly unknown[] ? P | `/${P}` : never }[PathIn<F>];
type BoolRef<F> = { [P in PathIn<F>]: F[P] extends boolean ? P | `/${P}` : never }[PathIn<F>];

// ---------------------------------------------------------------------------------------------------------------
// Composed values: what a helper function builds from paths it is given (`forParty('petitioner', ROLES, …)`)
// ---------------------------------------------------------------------------------------------------------------

declare const COMPOSED: unique symbol;
/**
 * A value spec or condition a helper composed at run time from strings (a role's conditions, a list of orders): the
 * compiler cannot follow the paths it reads, so it must say so (`composed(…)`), and the map-paths test
 * (test/unit/court-forms/map-paths.test.ts) checks each of its paths against the definition where the engine reads
 * it. A literal written in a map line is never composed: it is checked here.
 */
// A composed value has every shape of ValueSpec but the option one: with it, an option label keyed by a value the
// question does not have would match `Record<string, string>` and compile (a composed option spec is still read right,
// it is only not typed as one).
export type Composed = Exclude<ValueSpec, { readonly option: string }> & { readonly [COMPOSED]: true };
export type ComposedCond = Condition & { readonly [COMPOSED]: true };
export const composed = (value: ValueSpec): Composed => value as Composed;
export const composedCond = (condition: Condition): ComposedCond => condition as ComposedCond;
/** A typed value or condition as the engine reads it (for maps generic over the questionnaire: FL-105, FL-150, FL-311). */
export const plain = <F>(value: Spec<F>): ValueSpec => value as ValueSpec;
export const plainCond = <F>(condition: Cond<F>): Condition => condition as Condition;

// ---------------------------------------------------------------------------------------------------------------
// Conditions and value specs over a path table (the same shapes as types.ts `Condition` and model.ts `ValueSpec`)
// ---------------------------------------------------------------------------------------------------------------

/**
 * Paths whose answer takes a known set of values (a choice's options, yes/no): conditions on them are checked value by
 * value. Other paths (text, numbers) compare with any value of their kind.
 */
type ChoicePath<F> = {
  [P in PathIn<F>]: Comparable<F[P]> extends infer V
    ? string extends V
      ? never
      : number extends V
        ? never
        : [V] extends [never]
          ? never
          : P
    : never;
}[PathIn<F>];
type OtherRef<F> = Exclude<PathIn<F>, ChoicePath<F>> extends infer P extends string ? P | `/${P}` : never;

/** A condition whose paths are answers of the table and whose values are values those answers can take. */
export type Cond<F> =
  | {
      [P in ChoicePath<F>]:
        | { readonly field: P | `/${P}`; readonly equals: Comparable<F[P]> }
        | { readonly field: P | `/${P}`; readonly in: readonly Comparable<F[P]>[] }
        | { readonly field: P | `/${P}`; readonly includes: Comparable<F[P]> & string };
    }[ChoicePath<F>]
  | { readonly field: OtherRef<F>; readonly equals: Primitive }
  | { readonly field: OtherRef<F>; readonly in: readonly Primitive[] }
  | { readonly field: Ref<F>; readonly filled: boolean }
  | { readonly field: Ref<F>; readonly greaterThan: number }
  | { readonly field: ListRef<F>; readonly some: Cond<F> }
  | { readonly all: readonly Cond<F>[] }
  | { readonly any: readonly Cond<F>[] }
  | { readonly not: Cond<F> }
  | ComposedCond;

type OptionLabels<F, P extends keyof F> = { readonly [V in Comparable<F[P]> & (string | boolean) as `${V}`]?: string };
type OptionSpec<F> = {
  [P in ChoicePath<F>]: { readonly option: P | `/${P}`; readonly labels: OptionLabels<F, P> };
}[ChoicePath<F>];

/** A sum path: a money answer, through lists with `*` ("debts.*.payment"). */
export interface TotalTermOf<F> {
  readonly each?: ListRef<F>;
  readonly where?: Cond<F>;
  readonly add: readonly Ref<F>[];
  readonly subtract?: readonly Ref<F>[];
}

/** A value spec (model.ts `ValueSpec`) whose paths are answers of the table. */
export type Spec<F> =
  | { readonly from: Ref<F> }
  | { readonly raw: Ref<F> }
  | { readonly date: Ref<F>; readonly format: DateFormat }
  | { readonly money: Ref<F>; readonly format?: 'amount' | 'dollars' }
  | { readonly join: readonly Spec<F>[]; readonly separator?: string }
  | { readonly text: string }
  | OptionSpec<F>
  | { readonly count: ListRef<F>; readonly where?: Cond<F> }
  | { readonly age: Ref<F> }
  | { readonly span: readonly [Ref<F>, Ref<F>]; readonly unit: 'years' | 'months' }
  | { readonly sum: readonly Ref<F>[] }
  | { readonly total: readonly TotalTermOf<F>[] }
  | { readonly each: ListRef<F>; readonly value: Spec<F>; readonly separator?: string }
  | { readonly if: Cond<F>; readonly then: Spec<F>; readonly else?: Spec<F> }
  | { readonly lda: LdaPart }
  | { readonly filing: FilingPart }
  | { readonly copy: 'number' | 'count' }
  | { readonly namePart: 'first' | 'middle' | 'last'; readonly of: Ref<F>; readonly surname: Ref<F> }
  | {
      readonly continued: readonly { readonly source: readonly Ref<F>[]; readonly where?: Cond<F>; readonly skip: number }[];
      readonly amount: PathIn<F>;
    }
  | Composed;

export type ColumnOf<F> = { readonly label: string; readonly value: Spec<F> };
export type CellOf<F> =
  | (Omit<TextRule, 'item' | 'label' | 'value'> & { readonly kind: 'text'; readonly value: Spec<F> })
  | { readonly kind: 'check'; readonly when: Cond<F> };

/** A row group (model.ts `RowGroup`) over answers of the table. */
export interface RowGroupOf<F> extends Placement {
  readonly id: string;
  readonly source: readonly Ref<F>[];
  readonly where?: Cond<F>;
  readonly sort?: { readonly by: PathIn<F>; readonly order: 'asc' | 'desc' };
  readonly skip?: number;
  readonly rows: readonly Readonly<Record<string, CellRule>>[];
  readonly overflow:
    | { readonly kind: 'attachment'; readonly title: string; readonly columns: readonly ColumnOf<F>[] }
    | { readonly kind: 'form'; readonly form: string };
}

/** An official form's map (model.ts `PdfFormMap`) over answers of the table. */
export interface PdfMapOf<F> extends Omit<PdfFormMap, 'when' | 'repeat' | 'rowGroups' | 'attachmentCaption' | 'attachments'> {
  readonly when?: Cond<F>;
  readonly repeat?: { readonly each: ListRef<F>; readonly where?: Cond<F> };
  readonly rowGroups?: readonly RowGroupOf<F>[];
  readonly attachmentCaption: { readonly shortTitle: Spec<F>; readonly caseNumber?: Spec<F> };
  readonly attachments?: readonly (Placement & { readonly heading: string; readonly value: Spec<F> })[];
}

/** A worksheet line (model.ts `WorksheetItem`) over answers of the table. */
export type WorksheetItemOf<F> = Placement &
  (
    | { readonly kind: 'value'; readonly value: Spec<F> }
    | {
        readonly kind: 'rows';
        readonly source: readonly Ref<F>[];
        readonly where?: Cond<F>;
        readonly skip?: number;
        readonly columns: readonly ColumnOf<F>[];
      }
    | { readonly kind: 'ask'; readonly note?: string }
    | { readonly kind: 'staff'; readonly note?: string }
    | { readonly kind: 'court' }
  );
export interface WorksheetOf<F> extends Omit<WorksheetMap, 'when' | 'items'> {
  readonly when?: Cond<F>;
  readonly items: readonly WorksheetItemOf<F>[];
}

// ---------------------------------------------------------------------------------------------------------------
// The builders
// ---------------------------------------------------------------------------------------------------------------

/** build.ts's constructors, with every path, condition and option typed against the path table F. */
export interface MapBuilders<F> {
  text(item: string, label: string, value: Spec<F> | Ref<F>, ruled?: Ruled): TextRule;
  textBelowLabel(item: string, label: string, value: Spec<F> | Ref<F>, blankLines?: number): TextRule;
  check(item: string, label: string, when: Cond<F>): CheckRule;
  checkIf(item: string, label: string, path: BoolRef<F>): CheckRule;
  yesNo(yesField: string, noField: string, item: string, label: string, path: BoolRef<F>): Record<string, CheckRule>;
  attached(item: string, label: string, of: readonly string[]): AttachedRule;
  ask(item: string, label: string, note?: string): AskRule;
  staff(item: string, label: string, note?: string): StaffRule;
  court(label: string, item?: string): CourtRule;
  na(reason: string, label?: string): NotApplicableRule;
  cell(value: Spec<F> | Ref<F>): CellRule;
  cellCheck(when: Cond<F>): CellRule;
  each<R extends FieldRule>(names: readonly string[], rule: R): Record<string, R>;
  /** A condition: the answer at `path` equals `value`. */
  is<R extends Ref<F>>(path: R, value: Comparable<ValueAt<F, R>>): Cond<F>;
  /** A condition: the checkboxes answer at `path` includes `value`. */
  has<R extends Ref<F>>(path: R, value: Comparable<ValueAt<F, R>> & string): Cond<F>;
  /** A value spec, checked against the answers (for constants shared by several rules). */
  spec(value: Spec<F>): Spec<F>;
  /** A condition, checked against the answers. */
  cond(condition: Cond<F>): Cond<F>;
  columns(columns: readonly ColumnOf<F>[]): readonly ColumnOf<F>[];
  rowGroup(group: RowGroupOf<F>): RowGroup;
  pdf(map: PdfMapOf<F>): PdfFormMap;
  worksheet(map: WorksheetOf<F>): WorksheetMap;
  worksheetItems(items: readonly WorksheetItemOf<F>[]): readonly WorksheetItem[];
}

const identity = <T>(value: T): T => value;
const BUILDERS = {
  text: build.text,
  textBelowLabel: build.textBelowLabel,
  check: build.check,
  checkIf: build.checkIf,
  yesNo: build.yesNo,
  attached: build.attached,
  ask: build.ask,
  staff: build.staff,
  court: build.court,
  na: build.na,
  cell: build.cell,
  cellCheck: build.cellCheck,
  each: build.each,
  is: (field: string, equals: Primitive): Condition => ({ field, equals }),
  has: (field: string, includes: string): Condition => ({ field, includes }),
  spec: identity,
  cond: identity,
  columns: identity,
  rowGroup: identity,
  pdf: identity,
  worksheet: identity,
  worksheetItems: identity,
};

/**
 * The builders for the maps of a questionnaire: `mapsFor<typeof probate>()`. At run time they are build.ts's own
 * (typing costs nothing in the bundle).
 */
export const mapsFor = <D>(): MapBuilders<PathTableOf<D>> => BUILDERS as unknown as MapBuilders<PathTableOf<D>>;
/** The builders over an answers type itself (a fragment's own answers, for the maps of a form several questionnaires share). */
export const mapsOver = <A>(): MapBuilders<PathTable<A>> => BUILDERS as unknown as MapBuilders<PathTable<A>>;
