/**
 * Accept/refuse cases for every questionnaire version (the fifteen current definitions and their version-1 freezes):
 * each one's sample, then per visible field of it a set of good and bad values of the field's kind (wrong types, empty,
 * too long, bad formats, out-of-range dates and numbers, unknown options and keys, group counts), and a few wholesale
 * bad answers. `runCases` validates each through the definition's zod schema and writes the outcome as lines: "ok" and
 * a digest of the parsed answers, or one line per issue, "<path> <code> <message>" (with the keys of an unknown-key
 * issue). accept-refuse.test.ts compares them with accept-refuse.expected.json, recorded before the schema builder
 * moved from classic zod to `zod/mini`: the same answers must be accepted or refused the same way.
 */
import { createHash } from 'node:crypto';
import { QUESTIONNAIRE_TYPES } from '../../../shared/catalogue';
import { PAST_VERSIONS, QUESTIONNAIRES, visibleFields } from '../../../shared/questionnaires/registry';
import { SAMPLES, SAMPLES_ES } from '../../../shared/questionnaires/samples';
import { DEFAULT_MAX_CENTS, maxLengthOf } from '../../../shared/questionnaires/schema';
import type { Field, QuestionnaireDefinition } from '../../../shared/questionnaires/types';
import { clone } from './helpers';
import { adultAdoptionV1Answers, businessEnterprisesV1Answers, domesticRelationsOrderV1Answers, durablePoaV1Answers } from './v1-answers';

/** The day the expectations were recorded: date ranges and residence coverage are judged against it. */
export const PINNED_NOW = new Date('2026-11-23T12:00:00Z');

const V1_ANSWERS: Record<string, unknown> = {
  'durable-poa': durablePoaV1Answers,
  'domestic-relations-order': domesticRelationsOrderV1Answers,
  'adult-adoption': adultAdoptionV1Answers,
  'business-enterprises': businessEnterprisesV1Answers,
};

const UNKNOWN = 'zzUnknown';

/** Values to try in place of a field's answer (`undefined` removes it). */
function valuesFor(field: Field, current: unknown): Array<[string, unknown]> {
  const common: Array<[string, unknown]> = [
    ['removed', undefined],
    ['null', null],
  ];
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const max = maxLengthOf(field) ?? 0;
      return [
        ...common,
        ['number', 42],
        ['blank', '   '],
        ['padded', '  Ana  '],
        ['max', 'a'.repeat(max)],
        ['tooLong', 'a'.repeat(max + 1)],
        ['control', 'a\u0007b'],
        ['tooLongControl', `${'a'.repeat(max)}\u0007`],
        ['newline', 'one\r\ntwo'],
        ['tab', 'one\ttwo'],
        // Issue 25: normalized as a court form prints it, or refused.
        ['decomposed', 'Nguye\u0302\u0303n Jose\u0301'],
        ['zeroWidth', 'Ana\u200b Mar\u00ada\u200d'],
        ['bidi', '\u202eAna\u202c \u2066Ruiz\u2069'],
        ['nbsp', 'Ana\u00a0Ruiz'],
        ['onlyInvisible', '\u200b\u200c\ufeff'],
        ['emoji', 'Ana \u{1f600}'],
        ['pictograph', 'Ana \u2665'],
        ['privateUse', 'Ana \ue000'],
        ['cjk', '\u674e\u5a1c'],
        ['latinSigns', 'Acme\u00ae \u00a9 2026 \u2122'],
        ['vietnamese', 'Nguy\u1ec5n Th\u1ecb \u0110\u00e0o'],
      ];
    }
    case 'email':
      return [
        ...common,
        ['number', 42],
        ['noAt', 'maria.example.com'],
        ['noDomain', 'maria@'],
        ['padded', ' maria@example.com '],
        ['tooLong', `${'a'.repeat(250)}@example.com`],
        ['tooLongNoAt', 'a'.repeat(260)],
      ];
    case 'tel':
      return [
        ...common,
        ['number', 3235550101],
        ['short', '555-0101'],
        ['plusOne', '+1 (323) 555-0101'],
        ['dots', '323.555.0101'],
        ['extension', '323-555-0101 x2'],
      ];
    case 'ssn4':
      return [...common, ['number', 1234], ['three', '123'], ['five', '12345'], ['letters', 'abcd']];
    case 'zip':
      return [...common, ['number', 90033], ['four', '9003'], ['plus4', '90033-1234'], ['badPlus', '90033-12']];
    case 'date':
      return [
        ...common,
        ['number', 20250101],
        ['notReal', '2025-02-30'],
        ['unpadded', '2025-2-3'],
        ['long', '2025-02-03T00:00:00Z'],
        ['1900', '1900-01-01'],
        ['2999', '2999-12-31'],
        ['yesterday', '2026-11-22'],
        ['today', '2026-11-23'],
        ['tomorrow', '2026-11-24'],
        ['in2days', '2026-11-25'],
        ['2daysAgo', '2026-11-21'],
      ];
    case 'number': {
      const out: Array<[string, unknown]> = [...common, ['string', '3'], ['fraction', 1.5], ['negative', -1], ['zero', 0], ['huge', 1e15]];
      out.push(['negativeFraction', -1.5]);
      out.push(['infinity', Infinity], ['nan', NaN]);
      if (field.min !== undefined) out.push(['belowMin', field.min - 1], ['min', field.min]);
      if (field.max !== undefined) out.push(['max', field.max], ['aboveMax', field.max + 1]);
      return out;
    }
    case 'money': {
      const max = field.maxCents ?? DEFAULT_MAX_CENTS;
      const out: Array<[string, unknown]> = [...common, ['string', '100'], ['fraction', 1.5], ['negative', -1], ['zero', 0]];
      out.push(['negativeFraction', -1.5], ['hugeFraction', max + 0.5]);
      out.push(['max', max], ['aboveMax', max + 1]);
      if (field.minCents !== undefined) out.push(['belowMin', field.minCents - 1]);
      return out;
    }
    case 'select':
    case 'radio':
      return [
        ...common,
        ['number', 42],
        ['unknown', 'nope'],
        ...field.options.map((o): [string, unknown] => [`option:${o.value}`, o.value]),
      ];
    case 'checkboxes': {
      const first = field.options[0].value;
      return [
        ...common,
        ['string', first],
        ['unknown', ['nope']],
        ['duplicate', [first, first]],
        ['empty', []],
        ['all', field.options.map((o) => o.value)],
        ...field.options.map((o): [string, unknown] => [`option:${o.value}`, [o.value]]),
      ];
    }
    case 'checkbox':
    case 'yesno':
      return [...common, ['string', 'true'], ['number', 1], ['true', true], ['false', false]];
    case 'object':
      return [...common, ['string', 'x'], ['array', []], ['empty', {}], ['unknownKey', { ...(current as object), [UNKNOWN]: 1 }]];
    case 'group': {
      const items = Array.isArray(current) ? current : [];
      const first = items[0] ?? {};
      return [
        ...common,
        ['string', 'x'],
        ['object', {}],
        ['empty', []],
        ['itemString', ['x']],
        ['itemNull', [null]],
        ['itemEmpty', [{}]],
        ['itemUnknownKey', [{ ...first, [UNKNOWN]: 1 }, ...items.slice(1)]],
        ['one', [first]],
        ['twice', [first, first]],
        ['reversed', [...items].reverse()],
        ['tooMany', Array.from({ length: field.max + 1 }, () => first)],
      ];
    }
  }
}

const digest = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

interface IssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly keys?: readonly string[];
}

function outcome(def: QuestionnaireDefinition<unknown>, answers: unknown): string[] {
  const result = def.schema.safeParse(answers);
  if (result.success) return [`ok ${digest(result.data)}`];
  return (result.error.issues as readonly IssueLike[]).map(
    (i) => `${i.path.map(String).join('.') || '(root)'} ${i.code} ${i.message}${i.keys ? ` [${i.keys.join(',')}]` : ''}`,
  );
}

/** Sets (or with `undefined`, deletes: an array item is taken out) the value at a dotted path, creating the objects a visible object field defaults to. */
function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split('.');
  let current: Record<string, unknown> = target;
  for (const segment of segments.slice(0, -1)) {
    const next = current[segment];
    if (next === null || typeof next !== 'object') current[segment] = {};
    current = current[segment] as Record<string, unknown>;
  }
  const last = segments[segments.length - 1];
  if (value !== undefined) current[last] = value;
  else if (Array.isArray(current)) current.splice(Number(last), 1);
  else delete current[last];
}

const getAt = (answers: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, s) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[s] : undefined), answers);

function casesOf(def: QuestionnaireDefinition<unknown>, base: unknown, extraBases: Record<string, unknown>): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [['sample', base], ...Object.entries(extraBases)];
  const record = base as Record<string, unknown>;
  out.push(
    ['answers:undefined', undefined],
    ['answers:null', null],
    ['answers:string', 'x'],
    ['answers:array', []],
    ['answers:empty', {}],
    ['answers:unknownKey', { ...record, [UNKNOWN]: 1 }],
    ['answers:__proto__', { ...record, ...(JSON.parse('{"__proto__":{"polluted":1}}') as object) }],
    ['answers:constructor', { ...record, constructor: 'x' }],
  );
  // Item 0 of each group stands for its items: later items have the same fields.
  const fields = visibleFields(def, base).filter(({ path }) => !/\.[1-9]\d*(\.|$)/.test(path));
  for (const { path, field } of fields) {
    for (const [name, value] of valuesFor(field, getAt(base, path))) {
      const answers = clone(base) as Record<string, unknown>;
      setAt(answers, path, value);
      out.push([`${path}=${name}`, answers]);
    }
  }
  return out;
}

/** A valid answer per kind, for a required field a past version has and the current sample lacks. */
const FILLERS: Partial<Record<Field['kind'], (field: Field) => unknown>> = {
  text: () => 'Filled in',
  textarea: () => 'Filled in',
  email: () => 'filled@example.com',
  tel: () => '(323) 555-0101',
  ssn4: () => '1234',
  zip: () => '90033',
  date: () => '2000-01-01',
  number: (f) => (f.kind === 'number' ? (f.min ?? 0) : 0),
  money: (f) => (f.kind === 'money' ? (f.minCents ?? 0) : 0),
  select: (f) => (f.kind === 'select' ? f.options[0].value : undefined),
  radio: (f) => (f.kind === 'radio' ? f.options[0].value : undefined),
  checkboxes: (f) => (f.kind === 'checkboxes' ? [f.options[0].value] : undefined),
  checkbox: () => true,
  yesno: () => false,
};

/**
 * A past version's base answers when no answers were kept from that version: the current sample without what the old
 * version refuses outright (keys it did not have, values of another type or option), with an item in each group it
 * requires and a plain answer to each question it asks that the current one does not, so that each case shows its own issues rather than the sample's.
 */
function fitTo(def: QuestionnaireDefinition<unknown>, sample: unknown): unknown {
  const answers = clone(sample) as Record<string, unknown>;
  for (let round = 0; round < 20; round++) {
    const result = def.schema.safeParse(answers);
    if (result.success) break;
    const before = JSON.stringify(answers);
    const field = (path: string) => visibleFields(def, answers).find((v) => v.path === path)?.field;
    // Last issue first, so that taking out an array item leaves the indices of earlier issues right.
    for (const issue of [...(result.error.issues as readonly IssueLike[])].reverse()) {
      const path = issue.path.map(String).join('.');
      if (issue.code === 'unrecognized_keys') for (const key of issue.keys ?? []) setAt(answers, path ? `${path}.${key}` : key, undefined);
      else if (issue.code === 'too_small' && field(path)?.kind === 'group') setAt(answers, path, [{}]);
      else if (issue.code !== 'custom' && path) setAt(answers, path, undefined);
      else if (issue.code === 'custom') {
        const at = field(path);
        const filler = at && FILLERS[at.kind]?.(at);
        if (filler !== undefined) setAt(answers, path, filler);
      }
    }
    if (JSON.stringify(answers) === before) break;
  }
  return answers;
}

/** Every case's outcome, by "<type>@v<version>" and case name. */
export function runCases(): Record<string, Record<string, string[]>> {
  const results: Record<string, Record<string, string[]>> = {};
  for (const type of QUESTIONNAIRE_TYPES) {
    const current = QUESTIONNAIRES[type];
    const es = SAMPLES_ES[type];
    const defs: Array<[QuestionnaireDefinition<unknown>, unknown, Record<string, unknown>]> = [
      [current, SAMPLES[type], es ? { 'sample:es': es } : {}],
      ...(PAST_VERSIONS[type] ?? []).map((p): [QuestionnaireDefinition<unknown>, unknown, Record<string, unknown>] => [
        p.definition,
        V1_ANSWERS[type] ?? fitTo(p.definition, SAMPLES[type]),
        {},
      ]),
    ];
    for (const [def, base, extra] of defs) {
      const version = (results[`${type}@v${def.version}`] = {} as Record<string, string[]>);
      for (const [name, answers] of casesOf(def, base, extra)) version[name] = outcome(def, answers);
    }
  }
  return results;
}
