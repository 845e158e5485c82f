/**
 * The i18n core (shared/i18n/core.ts): dotted-key lookup (a missing key shows the key), interpolation, bundle
 * merging, and formatting of money, numbers and dates per language; plus the business profile's hours in words.
 */
import { describeHours, formatClock, hoursGroups } from '../../shared/business';
import {
  createTranslator,
  defineMessages,
  DEFAULT_LOCALE,
  flatten,
  formatDate,
  formatMoney,
  formatNumber,
  interpolate,
  isLocale,
  LANGUAGE_STORAGE_KEY,
  mergeBundles,
} from '../../shared/i18n/core';
import common from '../../shared/i18n/messages/common';

const bundle = defineMessages({
  en: { demo: { hello: 'Hello, {name}!', nested: { deep: 'Deep' }, twice: '{n} and {n}' } },
  es: { demo: { hello: '¡Hola, {name}!', nested: { deep: 'Profundo' }, twice: '{n} y {n}' } },
});

describe('lookup', () => {
  const t = createTranslator(mergeBundles([bundle], 'en'));

  it('finds dotted keys', () => {
    expect(t('demo.nested.deep')).toBe('Deep');
    expect(createTranslator(mergeBundles([bundle], 'es'))('demo.nested.deep')).toBe('Profundo');
  });

  it('shows the key itself when it is missing', () => {
    expect(t('demo.nope')).toBe('demo.nope');
    expect(t('demo.nested')).toBe('demo.nested'); // a branch, not a message
    expect(t('')).toBe('');
  });

  it('interpolates {placeholders}, every occurrence, and leaves unknown ones as written', () => {
    expect(t('demo.hello', { name: 'Ana' })).toBe('Hello, Ana!');
    expect(t('demo.twice', { n: 3 })).toBe('3 and 3');
    expect(t('demo.hello')).toBe('Hello, {name}!');
    expect(interpolate('{a} {b}', { a: 'x' })).toBe('x {b}');
    expect(interpolate('{a}', { a: 0 })).toBe('0');
  });

  it('merges bundles, later ones adding keys', () => {
    const other = defineMessages({ en: { other: { x: 'X' } }, es: { other: { x: 'Equis' } } });
    const dict = mergeBundles([bundle, other], 'es');
    expect(dict['other.x']).toBe('Equis');
    expect(dict['demo.hello']).toBe('¡Hola, {name}!');
  });

  it('flattens trees into dotted keys', () => {
    expect(flatten({ a: { b: 'c', d: { e: 'f' } } })).toEqual({ 'a.b': 'c', 'a.d.e': 'f' });
  });

  it('stores the language under "language", English by default', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('language');
    expect(DEFAULT_LOCALE).toBe('en');
    expect([isLocale('en'), isLocale('es'), isLocale('fr'), isLocale(null)]).toEqual([true, true, false, false]);
  });

  it('has the LDA disclosure in both languages', () => {
    expect(createTranslator(mergeBundles([common], 'en'))('lda.notAttorney')).toBe(
      'I am not an attorney. I can only provide self help services at your specific direction.',
    );
    expect(createTranslator(mergeBundles([common], 'es'))('lda.notAttorney')).toBe(
      'No soy abogada. Solo puedo brindar servicios de autoayuda bajo su dirección específica.',
    );
  });
});

describe('formatting per language', () => {
  it('money: whole dollars without cents, otherwise two decimals', () => {
    expect(formatMoney(250000, 'en')).toBe('$2,500');
    expect(formatMoney(1500, 'en')).toBe('$15');
    expect(formatMoney(1999, 'en')).toBe('$19.99');
    expect(formatMoney(250000, 'es')).toMatch(/^(US)?\$\s?2,500$/);
  });

  it('numbers', () => {
    expect(formatNumber(2000, 'en')).toBe('2,000');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(2000, 'es')).toMatch(/^2[,\u00a0 ]?000$/);
  });

  it('dates: date-only values keep their day in both languages; invalid input is shown as given', () => {
    expect(formatDate('2027-03-31', 'en')).toBe('Mar 31, 2027');
    expect(formatDate('2027-03-31', 'es')).toMatch(/^31 mar\.? 2027$/);
    expect(formatDate('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('date-times are shown in Los Angeles time', () => {
    // 2026-07-01 03:30 UTC is still June 30 in Los Angeles.
    expect(formatDate('2026-07-01T03:30:00.000Z', 'en')).toBe('Jun 30, 2026');
    expect(formatDate('2026-07-01T03:30:00.000Z', 'en', { withTime: true })).toMatch(/^Jun 30, 2026, 8:30\sPM$/);
  });
});

describe('office hours in words (business profile)', () => {
  it('groups consecutive days with the same hours', () => {
    expect(hoursGroups()).toEqual([
      { from: 'monday', to: 'friday', open: '09:00', close: '17:00', appointment: false },
      { from: 'saturday', to: 'saturday', open: null, close: null, appointment: true },
      { from: 'sunday', to: 'sunday', open: null, close: null, appointment: false },
    ]);
  });

  it('formats the clock by hand, the same in Node and in browsers', () => {
    expect(['09:00', '12:30', '00:05', '17:00'].map((h) => formatClock(h, 'en'))).toEqual(['9:00 AM', '12:30 PM', '12:05 AM', '5:00 PM']);
    expect(formatClock('17:00', 'es')).toBe('5:00 p. m.');
  });

  it('describes the hours in each language (the chat reading of the spec: Mon–Fri 9–5, Saturday by appointment)', () => {
    expect(describeHours(createTranslator(mergeBundles([common], 'en')), 'en')).toEqual([
      'Monday to Friday: 9:00 AM – 5:00 PM',
      'Saturday: by appointment',
      'Sunday: closed',
    ]);
    expect(describeHours(createTranslator(mergeBundles([common], 'es')), 'es')).toEqual([
      'Lunes a Viernes: 9:00 a. m. – 5:00 p. m.',
      'Sábado: con cita previa',
      'Domingo: cerrado',
    ]);
  });
});
