/**
 * Issue 30, the rules behind the client's experience that need no browser: the language a first visit chooses, and
 * what a person's name may hold (the sign-up form, My Account and the server parse with the same schema).
 */
import { UpdateProfileRequestSchema } from '../../../shared/api/profile';
import { SignUpFormSchema } from '../../../shared/auth/forms';
import { firstVisitLocale } from '../../../shared/i18n/core';

describe('the language of a first visit', () => {
  it('a Spanish URL chooses Spanish, whatever the browser says', () => {
    expect(firstVisitLocale('/es/', ['en-US'])).toBe('es');
    expect(firstVisitLocale('/es', [])).toBe('es');
    expect(firstVisitLocale('/es/services', ['en-US', 'en'])).toBe('es');
  });

  it('elsewhere the browser’s first preference among the two languages, only when it is Spanish', () => {
    expect(firstVisitLocale('/services', ['es-MX', 'en'])).toBe('es');
    expect(firstVisitLocale('/', ['fr-FR', 'es-US', 'en'])).toBe('es');
    expect(firstVisitLocale('/', ['en-US', 'es'])).toBeNull();
    expect(firstVisitLocale('/', ['fr-FR'])).toBeNull();
    expect(firstVisitLocale('/', [])).toBeNull();
  });

  it('a path that merely starts with "es" is not Spanish', () => {
    expect(firstVisitLocale('/estate-planning', ['en-US'])).toBeNull();
  });
});

describe('names', () => {
  const nameError = (firstName: string) => UpdateProfileRequestSchema.safeParse({ firstName }).error?.issues.map((i) => i.message) ?? [];

  it('accepts every alphabet with its accents, and the punctuation names use', () => {
    for (const name of [
      'María José',
      'O’Carter-Nguyen',
      "D'Angelo",
      'Nguyễn Văn',
      'Jr.',
      'Zoë',
      'Björk',
      'Ñúñez',
      'Łukasz',
      'Иван',
      '王芳',
    ])
      expect([name, nameError(name)]).toEqual([name, []]);
  });

  it('refuses emoji, symbols and digits with its own translated message', () => {
    for (const name of ['James 🙂', '🙂', 'Ana ❤', 'R2D2', 'Ana <b>', 'Ana@', 'Ana\u0007'])
      expect([name, nameError(name)]).toEqual([name, ['errors.field.nameCharacters']]);
  });

  it('the sign-up form refuses them too (the same schema as the server)', () => {
    const result = SignUpFormSchema.safeParse({
      firstName: 'James 🙂',
      lastName: 'Carter',
      email: 'james@example.com',
      password: 'Long-Passw0rd!',
      confirmPassword: 'Long-Passw0rd!',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(['firstName', 'errors.field.nameCharacters']);
  });
});
