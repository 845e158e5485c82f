import { canonicalJson, sha256 } from '../../../functions/lib/hash';

describe('request hashing for idempotency', () => {
  it('does not depend on key order, at any depth', () => {
    const a = { questionnaireType: 'probate', answers: { b: 1, a: { y: [1, { q: 1, p: 2 }], x: null } } };
    const b = { answers: { a: { x: null, y: [1, { p: 2, q: 1 }] }, b: 1 }, questionnaireType: 'probate' };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(sha256(canonicalJson(a))).toBe(sha256(canonicalJson(b)));
  });

  it('tells different requests apart (array order matters)', () => {
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
    expect(sha256(canonicalJson({ a: 'x' }))).not.toBe(sha256(canonicalJson({ a: 'y' })));
  });
});
