/**
 * The i18n keys shared by every questionnaire (namespace `q.common`, messages in common.messages.ts) and the default
 * validation message of each field kind.
 */
import type { ErrorKind, Field, FieldKind } from './types';

export const COMMON_KEYS = {
  yes: 'q.common.yes',
  no: 'q.common.no',
  notAnswered: 'q.common.notAnswered',
  none: 'q.common.none',
  unknownField: 'q.common.errors.unknownField',
  invalid: 'q.common.errors.invalid',
} as const;

/** Default message per error kind, refined per field kind where the generic text would be vague. */
const DEFAULT_ERRORS: Record<ErrorKind, string> = {
  required: 'q.common.errors.required',
  invalid: 'q.common.errors.invalid',
  tooLong: 'q.common.errors.tooLong',
  tooSmall: 'q.common.errors.tooSmall',
  tooBig: 'q.common.errors.tooBig',
  tooFew: 'q.common.errors.groupMin',
  tooMany: 'q.common.errors.groupMax',
  count: 'q.common.errors.groupCount',
  unprintable: 'q.common.errors.unprintable',
};

const BY_KIND: Partial<Record<FieldKind, Partial<Record<ErrorKind, string>>>> = {
  text: { invalid: 'q.common.errors.text' },
  textarea: { invalid: 'q.common.errors.text' },
  email: { invalid: 'q.common.errors.email' },
  tel: { invalid: 'q.common.errors.phone' },
  ssn4: { invalid: 'q.common.errors.ssn4' },
  zip: { invalid: 'q.common.errors.zip' },
  date: { invalid: 'q.common.errors.date', tooBig: 'q.common.errors.dateNotFuture', tooSmall: 'q.common.errors.dateNotPast' },
  number: { invalid: 'q.common.errors.number', tooSmall: 'q.common.errors.numberMin', tooBig: 'q.common.errors.numberMax' },
  money: { invalid: 'q.common.errors.money', tooSmall: 'q.common.errors.moneyMin', tooBig: 'q.common.errors.moneyMax' },
  select: { required: 'q.common.errors.choose', invalid: 'q.common.errors.option' },
  radio: { required: 'q.common.errors.choose', invalid: 'q.common.errors.option' },
  checkboxes: { required: 'q.common.errors.chooseSome', invalid: 'q.common.errors.option' },
  yesno: { required: 'q.common.errors.choose' },
  checkbox: { required: 'q.common.errors.mustCheck' },
};

/** The error kinds a field kind can raise (so the i18n coverage test checks exactly the keys in use). */
export const ERROR_KINDS_OF: Record<FieldKind, readonly ErrorKind[]> = {
  text: ['required', 'invalid', 'tooLong', 'unprintable'],
  textarea: ['required', 'invalid', 'tooLong', 'unprintable'],
  email: ['required', 'invalid', 'tooLong'],
  tel: ['required', 'invalid'],
  ssn4: ['required', 'invalid'],
  zip: ['required', 'invalid'],
  date: ['required', 'invalid', 'tooSmall', 'tooBig'],
  number: ['required', 'invalid', 'tooSmall', 'tooBig'],
  money: ['required', 'invalid', 'tooSmall', 'tooBig'],
  select: ['required', 'invalid'],
  radio: ['required', 'invalid'],
  checkboxes: ['required', 'invalid'],
  checkbox: ['required', 'invalid'],
  yesno: ['required', 'invalid'],
  object: ['invalid'],
  group: ['invalid', 'tooFew', 'tooMany', 'count'],
};

/** The i18n key of a field's validation message of the given kind. */
export const errorKeyOf = (field: Pick<Field, 'kind' | 'errors'>, kind: ErrorKind): string =>
  field.errors?.[kind] ?? BY_KIND[field.kind]?.[kind] ?? DEFAULT_ERRORS[kind];
