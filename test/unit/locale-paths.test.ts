/**
 * URLs per language (issue 19): web/src/lib/pages.ts derives every public page's Spanish twin from the page list;
 * the cookie that mirrors the stored choice (shared/i18n/core.ts) decides the server's redirect.
 */
import { languageCookie, localeFromCookies } from '../../shared/i18n/core';
import { languageRedirect, localePath, localizedPages, PAGES, prerenderUrls, splitLocale, type PageDef } from '../../web/src/lib/pages';

describe('localePath', () => {
  it.each([
    ['/', 'es', '/es/'],
    ['/services', 'es', '/es/services'],
    ['/services#faq', 'es', '/es/services#faq'],
    ['/contact?x=1#map', 'es', '/es/contact?x=1#map'],
    ['/es/services', 'en', '/services'],
    ['/es/', 'en', '/'],
    ['/es', 'en', '/'],
    ['/es/services', 'es', '/es/services'],
    ['/services/', 'en', '/services'],
    // One URL for everyone: client, staff and journey pages, sign-in, unknown paths, other schemes.
    ['/auth', 'es', '/auth'],
    ['/dashboard', 'es', '/dashboard'],
    ['/notice?type=probate', 'es', '/notice?type=probate'],
    ['/questionnaire/small-claims', 'es', '/questionnaire/small-claims'],
    ['/nope', 'es', '/nope'],
    ['tel:+13235550148', 'es', 'tel:+13235550148'],
    ['#main', 'es', '#main'],
  ] as const)('%s in %s → %s', (to, locale, expected) => {
    expect(localePath(to, locale)).toBe(expected);
  });
});

describe('splitLocale', () => {
  it.each([
    ['/es', 'es', '/'],
    ['/es/', 'es', '/'],
    ['/es/about/', 'es', '/about'],
    ['/about', 'en', '/about'],
    ['/', 'en', '/'],
    ['/dashboard', null, '/dashboard'],
    ['/auth', null, '/auth'],
    ['/espanol', null, '/espanol'],
  ] as const)('%s → %s %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });
});

it('gives every public page of the sitemap a Spanish twin, and nothing else', () => {
  expect(localizedPages().map((p) => p.path)).toEqual([
    '/',
    '/services',
    '/about',
    '/contact',
    '/questionnaire',
    '/privacy-policy',
    '/terms',
    '/notary',
  ]);
  for (const p of PAGES as readonly PageDef[])
    if (p.localized) expect([p.path, p.access, p.prerender !== undefined]).toEqual([p.path, 'public', true]);
  expect(prerenderUrls(localizedPages()[0])).toEqual(['/', '/es']);
});

it('redirects only a localized page asked for in the other language than the cookie', () => {
  expect(languageRedirect('/about', 'es')).toBe('/es/about');
  expect(languageRedirect('/es/about', 'en')).toBe('/about');
  expect(languageRedirect('/about', 'en')).toBeNull();
  expect(languageRedirect('/about', null)).toBeNull();
  expect(languageRedirect('/auth', 'es')).toBeNull();
  expect(languageRedirect('/es/dashboard', 'en')).toBeNull();
});

it('writes and reads the language cookie', () => {
  expect(languageCookie('es', true)).toBe('language=es; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  expect(languageCookie('en', false)).toBe('language=en; Path=/; Max-Age=31536000; SameSite=Lax');
  expect(localeFromCookies('a=1; language=es; b=2')).toBe('es');
  expect(localeFromCookies('xlanguage=es')).toBeNull();
  expect(localeFromCookies('language=fr')).toBeNull();
  expect(localeFromCookies(undefined)).toBeNull();
});
