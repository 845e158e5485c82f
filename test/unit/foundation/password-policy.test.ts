import { passwordProblems, PASSWORD_POLICY } from '../../../shared/auth/password-policy';

describe('the shared password policy', () => {
  it.each([
    ['Str0ng!passw0rd', []],
    // Twelve characters is the minimum (F22); eleven is one short.
    ['Twelve1!Abcd', []],
    ['Eleven1!Abc', ['minLength']],
    ['Sh0rt!', ['minLength']],
    ['alllowercase1!', ['uppercase']],
    ['ALLUPPERCASE1!', ['lowercase']],
    ['NoDigitsHere!', ['digit']],
    ['NoSymbols123', ['symbol']],
    ['', ['minLength', 'lowercase', 'uppercase', 'digit', 'symbol']],
  ])('%j breaks %j', (pw, problems) => {
    expect(passwordProblems(pw)).toEqual(problems);
  });

  it('counts a space and Cognito’s other symbols as symbols', () => {
    for (const s of [
      ' ',
      '^',
      '$',
      '*',
      '.',
      '[',
      ']',
      '{',
      '}',
      '(',
      ')',
      '?',
      '"',
      '!',
      '@',
      '#',
      '%',
      '&',
      '/',
      '\\',
      ',',
      '>',
      '<',
      "'",
      ':',
      ';',
      '|',
      '_',
      '~',
      '`',
      '=',
      '+',
      '-',
    ]) {
      expect(passwordProblems(`Abcdefghij1${s}`)).toEqual([]);
    }
  });

  it('asks twelve characters at least (F22), more than Cognito’s own minimum of eight', () => {
    expect(PASSWORD_POLICY.minLength).toBeGreaterThanOrEqual(12);
  });
});
