import { passwordProblems, PASSWORD_POLICY } from '../../../shared/auth/password-policy';

describe('the shared password policy', () => {
  it.each([
    ['Str0ng!pass', []],
    ['short1!A', []],
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
      expect(passwordProblems(`Abcdefg1${s}`)).toEqual([]);
    }
  });

  it('has Cognito’s minimum length or more', () => {
    expect(PASSWORD_POLICY.minLength).toBeGreaterThanOrEqual(8);
  });
});
