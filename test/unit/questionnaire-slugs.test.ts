/**
 * The public slugs (issue 17, D-3): one per questionnaire type, the domestic-violence one neutral, both directions
 * read from the one table; the web's paths built and read with them, and old links moved to today's URLs.
 */
import { currentSlugFor, PUBLIC_SLUGS, slugOf, typeFromSlug } from '../../shared/questionnaire-slugs';
import { QUESTIONNAIRE_TYPES, SENSITIVE_TYPES } from '../../shared/questionnaire-types';
import {
  agreementPath,
  currentLocationFor,
  noticePath,
  paymentPath,
  questionnairePath,
  thankYouPath,
  typeFromParams,
} from '../../web/src/lib/questionnaire-paths';
import { BANNED_IN_URLS } from '../support/neutral-urls';

describe('the slug table', () => {
  it('has one slug per type, none shared, each a plain URL segment', () => {
    expect(Object.keys(PUBLIC_SLUGS).sort()).toEqual([...QUESTIONNAIRE_TYPES].sort());
    const slugs = QUESTIONNAIRE_TYPES.map(slugOf);
    expect(new Set(slugs).size).toBe(QUESTIONNAIRE_TYPES.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('no slug says domestic violence, abuse, protection or restraining order, nor names the DV form', () => {
    // Not only the sensitive types: the domestic relations order (retirement plans) must not say "domestic" either.
    for (const type of QUESTIONNAIRE_TYPES) expect([type, slugOf(type)]).toEqual([type, expect.not.stringMatching(BANNED_IN_URLS)]);
  });

  it('gives every sensitive type a slug other than its id', () => {
    expect(SENSITIVE_TYPES.size).toBeGreaterThan(0);
    for (const type of SENSITIVE_TYPES) expect(slugOf(type)).not.toBe(type);
    expect(slugOf('domestic-violence')).toBe('document-preparation');
  });

  it('uses no other type’s id as a slug (the API takes either in a path: test/api/drafts.test.ts)', () => {
    for (const type of QUESTIONNAIRE_TYPES) expect(QUESTIONNAIRE_TYPES.filter((t) => t !== type && slugOf(type) === t)).toEqual([]);
  });

  it('reads back every slug as its type, and nothing else', () => {
    for (const type of QUESTIONNAIRE_TYPES) expect(typeFromSlug(slugOf(type))).toBe(type);
    expect(typeFromSlug('domestic-violence')).toBeNull();
    for (const other of ['', 'Probate', 'probate/', 'nope', null, undefined, 42]) expect(typeFromSlug(other)).toBeNull();
  });

  it('maps an old link’s type id to today’s slug, and nothing else', () => {
    expect(currentSlugFor('domestic-violence')).toBe('document-preparation');
    expect(currentSlugFor('domestic-relations-order')).toBe('retirement-plan-order');
    for (const other of ['document-preparation', 'probate', 'nope', null, undefined]) expect(currentSlugFor(other)).toBeNull();
  });
});

describe('the web’s questionnaire paths', () => {
  it('carry the slug, never the sensitive type’s id', () => {
    const dv = 'domestic-violence';
    const built = [questionnairePath(dv), noticePath(dv), agreementPath(dv), paymentPath(dv, 'o-1'), thankYouPath(dv)];
    expect(built).toEqual([
      '/questionnaire/document-preparation',
      '/notice?type=document-preparation',
      '/agreement?type=document-preparation',
      '/payment/document-preparation?order=o-1',
      '/thank-you?type=document-preparation',
    ]);
    for (const url of built) expect(url).not.toMatch(BANNED_IN_URLS);
    expect(questionnairePath('small-claims')).toBe('/questionnaire/small-claims');
  });

  it('read `?type=` as a slug', () => {
    expect(typeFromParams(new URLSearchParams('type=document-preparation'))).toBe('domestic-violence');
    expect(typeFromParams(new URLSearchParams('type=probate'))).toBe('probate');
    expect(typeFromParams(new URLSearchParams('type=domestic-violence'))).toBeNull();
    expect(typeFromParams(new URLSearchParams(''))).toBeNull();
  });

  it.each([
    ['/questionnaire/domestic-violence', '', '/questionnaire/document-preparation'],
    ['/questionnaire/domestic-violence/', '', '/questionnaire/document-preparation'],
    ['/payment/domestic-violence', '?order=o-1&canceled=1', '/payment/document-preparation?order=o-1&canceled=1'],
    ['/notice', '?type=domestic-violence', '/notice?type=document-preparation'],
    ['/agreement', '?type=domestic-violence', '/agreement?type=document-preparation'],
    ['/thank-you', '?type=domestic-violence', '/thank-you?type=document-preparation'],
    [
      '/auth',
      `?next=${encodeURIComponent('/agreement?type=domestic-violence')}`,
      `/auth?next=${encodeURIComponent('/agreement?type=document-preparation')}`,
    ],
    [
      '/auth',
      `?next=${encodeURIComponent('/questionnaire/domestic-violence')}`,
      `/auth?next=${encodeURIComponent('/questionnaire/document-preparation')}`,
    ],
  ])('moves the old link %s%s to %s', (pathname, search, moved) => {
    expect(currentLocationFor(pathname, search)).toBe(moved);
    expect(moved).not.toMatch(BANNED_IN_URLS);
  });

  it.each([
    ['/questionnaire/document-preparation', ''],
    ['/questionnaire/probate', ''],
    ['/notice', '?type=small-claims'],
    ['/agreement', '?type=document-preparation'],
    ['/auth', `?next=${encodeURIComponent('/dashboard')}`],
    ['/auth', `?next=${encodeURIComponent('//elsewhere.example/questionnaire/domestic-violence')}`],
    ['/questionnaire', ''],
    ['/submission/domestic-violence', ''],
    ['/', ''],
  ])('leaves %s%s as it is', (pathname, search) => {
    expect(currentLocationFor(pathname, search)).toBeNull();
  });
});
