/** Cognito's answers translated (spec §8: the server's message, in the page's language where it is a known case). */
import { createTranslator, mergeBundles } from '../../../shared/i18n/core';
import { CORE_BUNDLES } from '../../../shared/i18n/messages';
import { ACCOUNT_BUNDLES } from '../../../shared/i18n/messages/account';
import { ApiError } from '../../../shared/api/client';
import { describeAuthError, passwordReasons } from '../../../web/src/lib/auth/errors';

const en = createTranslator(mergeBundles([...CORE_BUNDLES, ...ACCOUNT_BUNDLES], 'en'));
const es = createTranslator(mergeBundles([...CORE_BUNDLES, ...ACCOUNT_BUNDLES], 'es'));
const cognito = (name: string, message = name) => Object.assign(new Error(message), { name });

test.each([
  ['NotAuthorizedException', 'invalidCredentials', 'Incorrect email or password.', 'Correo electrónico o contraseña incorrectos.'],
  ['CodeMismatchException', 'codeMismatch', /not correct/, /no es correcto/],
  ['ExpiredCodeException', 'expiredCode', /expired/, /venció/],
  ['LimitExceededException', 'limitExceeded', /Too many attempts/, /Demasiados intentos/],
  ['UserNotConfirmedException', 'notConfirmed', /confirm your email/, /confirme su correo/],
] as const)('%s → %s', (name, kind, enText, esText) => {
  const d = describeAuthError(cognito(name, 'server words'), en);
  expect(d).toMatchObject({ kind, expected: true });
  expect(d.message).toMatch(enText);
  expect(describeAuthError(cognito(name), es).message).toMatch(esText);
});

test('a weak password lists the broken rules in the page language', () => {
  const err = cognito('InvalidPasswordException', 'Password did not conform with policy: Password must have symbol characters');
  expect(passwordReasons(err.message)).toEqual(['symbol']);
  expect(describeAuthError(err, en).message).toBe('The password is not strong enough: A symbol, such as ! @ # $ or -.');
  expect(describeAuthError(err, es).message).toBe('La contraseña no es lo bastante segura: Un símbolo, como ! @ # $ o -.');
  expect(passwordReasons('Password did not conform with policy: Password not long enough (minimum 8)')).toEqual(['minLength']);
});

test('another Cognito answer shows the server message; a plain exception is unexpected', () => {
  expect(describeAuthError(cognito('InvalidParameterException', 'Cannot reset password'), en)).toMatchObject({
    kind: 'service',
    message: 'Cannot reset password',
    expected: true,
  });
  expect(describeAuthError(new RangeError('boom'), en)).toMatchObject({ kind: 'unexpected', message: 'boom', expected: false });
  expect(describeAuthError(cognito('InvalidParameterException', 'User is already confirmed.'), en).kind).toBe('alreadyConfirmed');
});

test('our API’s answers (the sign-up routes): a field error’s text, the error code’s text, the network; never "account exists"', () => {
  const refused = new ApiError(400, 'validation_failed', 'The code is not valid', { code: ['errors.field.signUpCode'] });
  expect(describeAuthError(refused, es)).toMatchObject({ kind: 'service', expected: true });
  expect(describeAuthError(refused, es).message).toMatch(/^Este código no es válido/);
  expect(describeAuthError(new ApiError(503, 'unavailable', 'down', {}, true), en).message).toBe(en('errors.unavailable'));
  expect(describeAuthError(new ApiError(0, 'network', 'Network error', {}, true), en).kind).toBe('network');
  // A Cognito "exists" answer (the pool refuses SignUp now) is no known case: nothing says an account exists.
  expect(describeAuthError(cognito('UsernameExistsException', 'User already exists'), en).message).toBe('User already exists');
  expect(en('auth.errors.userExists')).toBe('auth.errors.userExists');
});
