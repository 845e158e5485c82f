/**
 * The TOTP implementation the local Cognito layer verifies codes with: RFC 4226 and RFC 6238 test vectors, base32,
 * the ±1 step window, and single use.
 */
import {
  base32Decode,
  base32Encode,
  generateSecret,
  hotp,
  otpauthUri,
  stepStartMs,
  timeStep,
  totpCode,
  verifyTotp,
} from '../../../infra/local/totp';

const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('HOTP (RFC 4226 appendix D)', () => {
  it.each([
    [0, '755224'],
    [1, '287082'],
    [2, '359152'],
    [3, '969429'],
    [4, '338314'],
    [5, '254676'],
    [6, '287922'],
    [7, '162583'],
    [8, '399871'],
    [9, '520489'],
  ])('counter %i → %s', (counter, code) => {
    expect(hotp(RFC_KEY, counter)).toBe(code);
  });
});

describe('TOTP (RFC 6238 appendix B, SHA-1, 8 digits)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s → %s', (seconds, code) => {
    expect(hotp(RFC_KEY, timeStep(seconds * 1000), 8)).toBe(code);
  });
});

describe('base32 (RFC 4648)', () => {
  it('encodes and decodes the RFC test key', () => {
    expect(base32Encode(RFC_KEY)).toBe(RFC_SECRET);
    expect(base32Decode(RFC_SECRET).equals(RFC_KEY)).toBe(true);
    expect(base32Decode('gezd gnbv-gy3tqojq gezdgnbvgy3tqojq====').equals(RFC_KEY)).toBe(true);
  });

  it.each([[''], ['f'], ['fo'], ['foo'], ['foob'], ['fooba'], ['foobar']])('round-trips %p', (s) => {
    expect(base32Decode(base32Encode(Buffer.from(s))).toString()).toBe(s);
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => base32Decode('ABC1')).toThrow(/base32/);
  });

  it('makes 160-bit secrets that differ', () => {
    const a = generateSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(a)).toHaveLength(20);
    expect(generateSecret()).not.toBe(a);
  });
});

describe('verifyTotp', () => {
  const at = stepStartMs(55_555_555) + 12_000;
  const step = timeStep(at);

  it('accepts the current code and the neighbouring steps, nothing further', () => {
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step), { atMs: at })).toBe(step);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), { atMs: at })).toBe(step - 1);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), { atMs: at })).toBe(step + 1);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), { atMs: at })).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 2), { atMs: at })).toBeNull();
  });

  it('refuses a code of another secret and anything that is not six digits', () => {
    expect(verifyTotp(generateSecret(), totpCode(RFC_SECRET, step), { atMs: at })).toBeNull();
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 123456']) expect(verifyTotp(RFC_SECRET, bad, { atMs: at })).toBeNull();
  });

  it('accepts a code once: its step and earlier ones are refused after use', () => {
    const code = totpCode(RFC_SECRET, step);
    expect(verifyTotp(RFC_SECRET, code, { atMs: at, usedStep: step })).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), { atMs: at, usedStep: step })).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), { atMs: at, usedStep: step })).toBe(step + 1);
  });
});

it('writes the otpauth URI authenticator apps scan', () => {
  const text = otpauthUri(RFC_SECRET, { issuer: 'Rivera LDA', account: 'admin@lda.local' });
  expect(text.startsWith('otpauth://totp/Rivera%20LDA:admin%40lda.local?')).toBe(true);
  const uri = new URL(text);
  expect(uri.searchParams.get('secret')).toBe(RFC_SECRET);
  expect(uri.searchParams.get('issuer')).toBe('Rivera LDA');
  expect(uri.searchParams.get('digits')).toBe('6');
  expect(uri.searchParams.get('period')).toBe('30');
});
