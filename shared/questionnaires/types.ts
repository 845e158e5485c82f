/**
 * The questionnaire definition model. A questionnaire is data: steps holding fields, each field with a kind, i18n keys,
 * options, a declarative visibility condition and validation limits. From one definition the web renders the form,
 * the API validates submissions, and the client page, admin console and PDF render the answers.
 *
 * Definitions are written as plain object literals (`FieldSpec`, `StepSpec`) and passed to `defineQuestionnaire`
 * (define.ts), which derives the i18n keys that were left out and builds the zod schema; the result is a
 * `QuestionnaireDefinition` whose fields are `Field`s (every key resolved).
 *
 * Conventions:
 * - Answers are JSON: text → string (trimmed), dates → "YYYY-MM-DD", money → integer cents, number → number,
 *   yes/no and checkbox → boolean, select/radio → the option value (string), checkboxes → string[],
 *   object → nested answers, group → array of nested answers.
 * - Paths are dotted: "children.0.residences.1.from" (the same notation as react-hook-form and API fieldErrors).
 * - Validation messages are i18n keys; the server returns them and the web translates them.
 */
import type { ZodMiniType } from 'zod/mini';
import type { QuestionnaireType } from '../catalogue';
import type { Locale, MessageBundle, Translate } from '../i18n/core';

// ---------------------------------------------------------------------------------------------------------------
// Conditions and rules (serialisable: no functions, so the web, the server and the PDF evaluate them identically)
// ---------------------------------------------------------------------------------------------------------------

export type Primitive = string | number | boolean;

/**
 * When a field is shown. `field` is a dotted path relative to the object holding the condition's field (the answers
 * root, an object field's value or a group item); a leading "/" makes it relative to the answers root.
 * A hidden field is not validated, not required, and removed from the validated answers.
 */
export type Condition =
  | { readonly field: string; readonly equals: Primitive }
  | { readonly field: string; readonly in: readonly Primitive[] }
  /** A checkboxes field whose selection contains the value. */
  | { readonly field: string; readonly includes: string }
  /** The field has (true) or lacks (false) a non-empty value. */
  | { readonly field: string; readonly filled: boolean }
  /**
   * A number (number, money in cents) greater than the value, or a list (group, checkboxes) with more items than it
   * (e.g. `{ field: 'children', greaterThan: 1 }`: more than one child). Anything else is false.
   */
  | { readonly field: string; readonly greaterThan: number }
  /**
   * A list (group) with at least one item for which the condition holds, evaluated in the item's scope (a leading "/"
   * still reads from the answers root): `{ field: 'people', some: { field: 'isMinor', equals: true } }`, "any minor".
   */
  | { readonly field: string; readonly some: Condition }
  | { readonly all: readonly Condition[] }
  | { readonly any: readonly Condition[] }
  | { readonly not: Condition };

/**
 * Cross-field rules, evaluated in the scope of the object that declares them (the definition root, an object field,
 * or each item of a group). Paths are relative to that scope; errors attach to the named field.
 */
export type Rule =
  /** At least one of the fields has a value; the error attaches to the first. */
  | { readonly kind: 'atLeastOne'; readonly fields: readonly string[]; readonly errorKey: string }
  /** Two answers, when both are given, differ (e.g. a primary and an alternate); the error attaches to the second. */
  | { readonly kind: 'different'; readonly fields: readonly [string, string]; readonly errorKey: string }
  /**
   * A number (or money in cents), when given, is at most `max` while `when` holds (a limit that depends on another
   * answer, e.g. $6,250 for an entity and $12,500 for a person); a list (group, checkboxes) has at most `max` items
   * (one owner for a sole proprietorship). The error attaches to the field.
   */
  | { readonly kind: 'atMost'; readonly field: string; readonly max: number; readonly when?: Condition; readonly errorKey: string }
  /**
   * The items of a group are in order of a field of theirs (e.g. children oldest first, as FL-105 asks): items
   * without the field are ignored; the error attaches to the group.
   */
  | { readonly kind: 'ordered'; readonly group: string; readonly by: string; readonly order: 'asc' | 'desc'; readonly errorKey: string }
  /**
   * Answers that would state something false on a form signed under penalty of perjury never go together: the error
   * attaches to `field` whenever `when` holds (a minor heir cannot waive bond: `{ all: [bond is allWaive, some heir is a
   * minor] }`). Paths in `when` read the scope (a leading "/" the answers root), like any condition; evaluated on the
   * pruned answers, so it may read any field, earlier or later.
   */
  | { readonly kind: 'never'; readonly when: Condition; readonly field: string; readonly errorKey: string }
  /** Two dates, when both are given, are in order (equal allowed); the error attaches to `later`. */
  | { readonly kind: 'dateOrder'; readonly earlier: string; readonly later: string; readonly errorKey: string }
  /**
   * Two dates, when both are given and in order, are less than `years` whole years apart (a summary dissolution needs
   * less than five years from the marriage to the separation); the error attaches to `later`.
   */
  | { readonly kind: 'lessThanYears'; readonly earlier: string; readonly later: string; readonly years: number; readonly errorKey: string }
  /**
   * The items of `group` (periods with `from` and an optional `to`; a missing `to` means "to the present") cover the
   * last `years` years up to today, with gaps of at most GAP_TOLERANCE_DAYS. When `notBefore` names a date field
   * (e.g. a child's birth date) coverage starts at the later of the two; a `*` in its path stands for every item of
   * a list and the earliest date counts ("/children.*.birthDate": the oldest child's). The error attaches to the group.
   */
  | {
      readonly kind: 'coversYears';
      readonly group: string;
      readonly from: string;
      readonly to: string;
      readonly years: number;
      readonly notBefore?: string;
      readonly errorKey: string;
    };

// ---------------------------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------------------------

export const FIELD_KINDS = [
  'text',
  'textarea',
  'email',
  'tel',
  'date',
  'number',
  'money',
  'select',
  'radio',
  'checkboxes',
  'checkbox',
  'yesno',
  'ssn4',
  'zip',
  'object',
  'group',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/**
 * The kinds of validation message a field can raise. Each has a default key in `q.common.errors.*`
 * (see `errorKeyOf` in define.ts); a field overrides any of them with `errors`.
 */
export type ErrorKind = 'required' | 'invalid' | 'tooLong' | 'tooSmall' | 'tooBig' | 'tooFew' | 'tooMany' | 'count' | 'unprintable';

export type ErrorKeys = Partial<Record<ErrorKind, string>>;

/** https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#autofill — only for the client's own data. */
export type AutoComplete =
  | 'name'
  | 'given-name'
  | 'family-name'
  | 'email'
  | 'tel'
  | 'street-address'
  | 'address-line1'
  | 'address-level1'
  | 'address-level2'
  | 'postal-code'
  | 'bday'
  | 'off';

export interface OptionSpec {
  readonly value: string;
  /** Default `<ns>.fields.<fieldPath>.options.<value>`. */
  readonly labelKey?: string;
  /** The option is offered (and accepted) only when the condition holds, evaluated in the field's scope. */
  readonly showIf?: Condition;
}

interface CommonSpec {
  /** The key within the enclosing object (no dots). */
  readonly name: string;
  /** Default `<ns>.fields.<fieldPath>.label`, where fieldPath is the chain of names without item indices. */
  readonly labelKey?: string;
  /** `true` derives `<ns>.fields.<fieldPath>.help`; a string names the key. */
  readonly help?: true | string;
  readonly showIf?: Condition;
  readonly errors?: ErrorKeys;
}

interface ScalarSpec extends CommonSpec {
  /** A value must be given (for `checkbox`: must be checked). Hidden fields are never required. */
  readonly required?: boolean;
  readonly autoComplete?: AutoComplete;
}

/**
 * How a text answer given in Spanish reaches an English court form (Code Civ. Proc. §185; the translation desk,
 * docs/translation.md):
 * - `translate` (the default): the client's own words — a machine draft, then a staff member's approved English;
 * - `term`: a word with a fixed English equivalent when the glossary has it (a relationship: "Abuela materna" →
 *   "Maternal grandmother"; a title in a business: "Presidenta" → "President"), otherwise translated like `translate`;
 * - `place`: a place — the glossary's English for the places it has ("Los Ángeles" → "Los Angeles"), otherwise as
 *   written (a proper name);
 * - `names`: people's names (witnesses, other names, the children of a case) — printed as written when it is names only
 *   (capitalized words, with "de", "del", "la", "y"… between them); words of the client's own about them ("Mi hijo
 *   Tomás", "la vecina de enfrente") make it an item of the desk like `translate`;
 * - `asWritten`: printed as the client wrote it — names, street addresses, case and license numbers, e-mail-like
 *   identifiers. Exempt from translation by this explicit declaration only.
 */
export type FilingLanguage = 'translate' | 'term' | 'place' | 'names' | 'asWritten';

export interface TextSpec extends ScalarSpec {
  readonly kind: 'text' | 'textarea';
  /** Default 200 for text, 5000 for textarea. */
  readonly maxLength?: number;
  readonly defaultValue?: string;
  /** Default `translate` (see FilingLanguage): a new text question is translated unless declared otherwise. */
  readonly filing?: FilingLanguage;
}
export interface SimpleStringSpec extends ScalarSpec {
  readonly kind: 'email' | 'tel' | 'ssn4' | 'zip';
}
export interface DateSpec extends ScalarSpec {
  readonly kind: 'date';
  /** 'past': not after today (birth dates, past events); 'future': not before today (hearings). */
  readonly range?: 'past' | 'future';
}
export interface NumberSpec extends ScalarSpec {
  readonly kind: 'number';
  readonly min?: number;
  readonly max?: number;
  /** Default true. */
  readonly integer?: boolean;
}
export interface MoneySpec extends ScalarSpec {
  readonly kind: 'money';
  /** Integer cents; default 0. */
  readonly minCents?: number;
  /** Integer cents; default 100,000,000,000 ($1 billion). */
  readonly maxCents?: number;
}
export interface ChoiceSpec extends ScalarSpec {
  readonly kind: 'select' | 'radio' | 'checkboxes';
  readonly options: readonly OptionSpec[];
  readonly defaultValue?: string;
}
export interface BooleanSpec extends ScalarSpec {
  readonly kind: 'checkbox' | 'yesno';
}
/** A nested object (a party, a set of preferences): rendered as a fieldset. Present unless hidden. */
export interface ObjectSpec extends CommonSpec {
  readonly kind: 'object';
  readonly fields: readonly FieldSpec[];
  readonly rules?: readonly Rule[];
}
/** A repeatable group (heirs, children, residence periods, attorneys): an array of nested answers. */
export interface GroupSpec extends CommonSpec {
  readonly kind: 'group';
  readonly fields: readonly FieldSpec[];
  /** Rules checked in each item. */
  readonly rules?: readonly Rule[];
  readonly min: number;
  readonly max: number;
  /**
   * A field in the same scope whose numeric value fixes the number of items (the form shows exactly that many; the
   * schema rejects a different length with the `count` error).
   */
  readonly countField?: string;
  /** Default `<ns>.fields.<fieldPath>.item`, e.g. "Child {n}". */
  readonly itemKey?: string;
  /** Default `<ns>.fields.<fieldPath>.add`, e.g. "Add a child". */
  readonly addKey?: string;
}

export type FieldSpec = TextSpec | SimpleStringSpec | DateSpec | NumberSpec | MoneySpec | ChoiceSpec | BooleanSpec | ObjectSpec | GroupSpec;

export interface StepSpec {
  readonly id: string;
  /** Default `<ns>.steps.<id>`. */
  readonly titleKey?: string;
  readonly fields: readonly FieldSpec[];
  /**
   * The last step may be the review step: the form shows the answers (with edit links) above this step's own fields
   * (e.g. acknowledgment and signature). Without one, the form appends a review step with no fields.
   */
  readonly review?: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Resolved definitions (what consumers read)
// ---------------------------------------------------------------------------------------------------------------

/** Every i18n key of a field, resolved. */
interface ResolvedKeys {
  readonly labelKey: string;
  readonly helpKey?: string;
}
type Resolve<F extends FieldSpec, Extra extends keyof F = never> = Omit<F, 'labelKey' | 'help' | Extra> & ResolvedKeys;

export type Option = OptionSpec & { readonly labelKey: string };
export type TextField = Resolve<TextSpec>;
export type SimpleStringField = Resolve<SimpleStringSpec>;
export type DateField = Resolve<DateSpec>;
export type NumberField = Resolve<NumberSpec>;
export type MoneyField = Resolve<MoneySpec>;
export type BooleanField = Resolve<BooleanSpec>;
export interface ChoiceField extends Resolve<ChoiceSpec, 'options'> {
  readonly options: readonly Option[];
}
export interface ObjectField extends Resolve<ObjectSpec, 'fields'> {
  readonly fields: readonly Field[];
}
export interface GroupField extends Resolve<GroupSpec, 'fields' | 'itemKey' | 'addKey'> {
  readonly fields: readonly Field[];
  readonly itemKey: string;
  readonly addKey: string;
}
/** A field with every i18n key resolved (what consumers read). */
export type Field =
  TextField | SimpleStringField | DateField | NumberField | MoneyField | ChoiceField | BooleanField | ObjectField | GroupField;

export interface Step {
  readonly id: string;
  readonly titleKey: string;
  readonly fields: readonly Field[];
  readonly review: boolean;
}

/** The listing fields of a submission (spec §3: submitter name, email, case details, special instructions). */
export interface CaseSummary {
  clientName: string;
  /** When the questionnaire asks for one; otherwise the API uses the account's email. */
  clientEmail?: string;
  /** One line, in the context's language. */
  caseDetails: string;
  specialInstructions: string;
}

/** What a summary needs to speak the reader's language. */
export interface SummaryContext {
  readonly t: Translate;
  readonly locale: Locale;
}

export interface SubmitMessages {
  readonly successTitleKey: string;
  readonly successTextKey: string;
  readonly errorTitleKey: string;
  readonly errorTextKey: string;
}

/** Validated answers (the generic view; each definition also has a precise type, see `AnswersOf`). */
export type AnswerValue = string | number | boolean | readonly string[] | Answers | readonly Answers[];
export type Answers = { readonly [key: string]: AnswerValue | undefined };

export interface QuestionnaireDefinition<A = Answers> {
  readonly type: QuestionnaireType;
  /**
   * The definition's version (1, 2, …). Drafts and submissions record the version they were written under; a change
   * that older answers would not pass (a new required field, a renamed or removed field) makes a new version and keeps
   * the old definition for rendering them (see history.ts).
   */
  readonly version: number;
  /** i18n namespace, e.g. "q.requestForOrder". */
  readonly namespace: string;
  readonly titleKey: string;
  readonly steps: readonly Step[];
  /** Rules evaluated at the answers root. */
  readonly rules: readonly Rule[];
  readonly submit: SubmitMessages;
  /**
   * The whole answers: prunes hidden fields and empty values, trims strings, validates (strict objects: unknown keys
   * are rejected) and returns the clean answers. Issue messages are i18n keys.
   */
  readonly schema: ZodMiniType<A>;
  readonly messages: MessageBundle;
  /**
   * The submission's listing fields. A method (bivariant) so a definition with precise answers is also a
   * `QuestionnaireDefinition<Answers>`; call it only with answers validated by `schema`.
   */
  summary(answers: A, ctx: SummaryContext): CaseSummary;
}

// ---------------------------------------------------------------------------------------------------------------
// Precise answer types inferred from the literal specs (used by each definition's `summary` and by the samples)
// ---------------------------------------------------------------------------------------------------------------

type OptionValue<F> = F extends { readonly options: readonly (infer O)[] } ? (O extends { readonly value: infer V } ? V : never) : never;

export type ValueOf<F> = F extends { readonly kind: 'group'; readonly fields: infer Fs extends readonly FieldSpec[] }
  ? AnswersOf<Fs>[]
  : F extends { readonly kind: 'object'; readonly fields: infer Fs extends readonly FieldSpec[] }
    ? AnswersOf<Fs>
    : F extends { readonly kind: 'select' | 'radio' }
      ? OptionValue<F>
      : F extends { readonly kind: 'checkboxes' }
        ? OptionValue<F>[]
        : F extends { readonly kind: 'number' | 'money' }
          ? number
          : F extends { readonly kind: 'checkbox' | 'yesno' }
            ? boolean
            : string;

/** Always present after validation: required and unconditional scalars, and unconditional objects and groups. */
type IsPresent<F> = F extends { readonly showIf: Condition }
  ? false
  : F extends { readonly kind: 'object' | 'group' }
    ? true
    : F extends { readonly required: true }
      ? true
      : false;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

export type AnswersOf<Fs extends readonly FieldSpec[]> = Simplify<
  { [F in Fs[number] as IsPresent<F> extends true ? F['name'] : never]: ValueOf<F> } & {
    [F in Fs[number] as IsPresent<F> extends true ? never : F['name']]?: ValueOf<F>;
  }
>;

/** The answers of a list of step specs. */
export type StepAnswers<S extends readonly StepSpec[]> = AnswersOf<S[number]['fields']>;

/** The precise answers type of a definition: `AnswersFor<typeof probate>`. */
export type AnswersFor<D> = D extends QuestionnaireDefinition<infer A> ? A : never;
