/**
 * Spanish first-class (issue 19): every public page of the page list has a Spanish URL whose first HTML — before any
 * script — is Spanish (`<html lang="es">`, the Spanish heading), both URLs carry the same `hreflang` pair and a self
 * canonical; a visitor whose choice is Spanish (the `language` cookie mirroring localStorage) asking for an English
 * URL is sent to the Spanish one by the server, before anything paints; the language switch goes to the twin page;
 * client routes, sign-in and files are never redirected.
 */
import journeyHub from '../../shared/i18n/messages/journey-hub';
import notary from '../../shared/i18n/messages/notary';
import { PAGE_BUNDLES as P } from '../../shared/i18n/messages/all';
import { localePath, localizedPages } from '../../web/src/lib/pages';
import { expect, test } from './fixtures';

const SITE = 'https://www.riverafamilylegal.com';

/** Each localized page's heading in each language, from the message bundles (what the prerendered h1 must say). */
const HEADINGS: Record<string, { en: string; es: string }> = {
  '/': { en: P.home.en.site.home.hero.title, es: P.home.es.site.home.hero.title },
  '/services': { en: P.services.en.site.services.title, es: P.services.es.site.services.title },
  '/about': { en: P.about.en.site.about.title, es: P.about.es.site.about.title },
  '/contact': { en: P.contact.en.site.contact.title, es: P.contact.es.site.contact.title },
  '/privacy-policy': { en: P.legal.en.site.privacyPage.title, es: P.legal.es.site.privacyPage.title },
  '/terms': { en: P.legal.en.site.termsPage.title, es: P.legal.es.site.termsPage.title },
  '/questionnaire': { en: journeyHub.en.journey.hub.title, es: journeyHub.es.journey.hub.title },
  '/notary': { en: notary.en.notary.title, es: notary.es.notary.title },
};

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
const h1Of = (html: string) => decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '');
const alternates = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

test('every public page: the Spanish URL is Spanish in its first HTML, and both URLs carry the same hreflang pair', async ({ request }) => {
  const pages = localizedPages();
  expect(pages.map((p) => p.path).sort()).toEqual(Object.keys(HEADINGS).sort());
  for (const { path } of pages) {
    const esPath = localePath(path, 'es');
    const [en, es] = await Promise.all([path, esPath].map(async (url) => (await request.get(url, { maxRedirects: 0 })).text()));
    expect([esPath, /<html lang="([^"]+)"/.exec(es)?.[1], h1Of(es)]).toEqual([esPath, 'es', HEADINGS[path].es]);
    expect([path, /<html lang="([^"]+)"/.exec(en)?.[1], h1Of(en)]).toEqual([path, 'en', HEADINGS[path].en]);
    const pair = { en: SITE + path, es: SITE + esPath, 'x-default': SITE + path };
    expect([esPath, alternates(es), canonical(es)]).toEqual([esPath, pair, SITE + esPath]);
    expect([path, alternates(en), canonical(en)]).toEqual([path, pair, SITE + path]);
    // Links inside the Spanish page stay Spanish.
    expect(es).toContain(`href="${localePath('/services', 'es')}"`);
    expect(es).not.toMatch(/<a [^>]*href="\/(services|about|contact|terms|privacy-policy|questionnaire|notary)"/);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of pages) expect(sitemap).toContain(`<loc>${SITE}${localePath(path, 'es')}</loc>`);
});

test('a Spanish choice on an English URL is redirected by the server before any script; never client routes or files', async ({
  request,
}) => {
  const as = (language: string) => ({ headers: { cookie: `language=${language}` }, maxRedirects: 0 });
  for (const { path } of localizedPages()) {
    const res = await request.get(`${path}?utm_source=flyer`, as('es'));
    expect([path, res.status(), res.headers().location]).toEqual([path, 302, `${localePath(path, 'es')}?utm_source=flyer`]);
    const back = await request.get(localePath(path, 'es'), as('en'));
    expect([path, back.status(), back.headers().location]).toEqual([path, 302, path]);
    expect((await request.get(localePath(path, 'es'), as('es'))).status()).toBe(200);
  }
  for (const path of ['/dashboard', '/auth', '/auth/staff', '/admin', '/questionnaire/small-claims', '/config.json', '/sitemap.xml']) {
    expect([path, (await request.get(path, as('es'))).status()]).toEqual([path, 200]);
  }
});

test('a visitor who chose Spanish lands on the Spanish page: first paint Spanish, switch goes to the twin', async ({ page }) => {
  await page.goto('/services');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Español', exact: true }).click();
  await expect(page).toHaveURL(/\/es\/services$/);
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS['/services'].es })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
  expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('es');

  // Typing an English address: the server answers with the Spanish page, whose HTML (what paints first) is Spanish.
  const response = await page.goto('/about');
  expect(new URL(response!.url()).pathname).toBe('/es/about');
  const first = await response!.text();
  expect([/<html lang="([^"]+)"/.exec(first)?.[1], h1Of(first)]).toEqual(['es', HEADINGS['/about'].es]);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS['/about'].es })).toBeVisible();

  // Links keep the language; the switch goes back to the English twin and records English.
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Contacto' }).click();
  await expect(page).toHaveURL(/\/es\/contact$/);
  // The address changes before the page's chunk has rendered (a transition keeps the previous page on screen): wait
  // for the contact page itself, as a visitor would, before choosing English on it.
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS['/contact'].es })).toBeVisible();
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).not.toHaveURL(/\/es\//);
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS['/contact'].en })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('en');
  const english = await page.goto('/es/terms');
  expect(new URL(english!.url()).pathname).toBe('/terms');
});

test('a choice stored before the cookie existed: the page leaves for its twin before hydrating, and the cookie is written', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('language', 'es');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/questionnaire');
  await expect(page).toHaveURL(/\/es\/questionnaire$/);
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS['/questionnaire'].es })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('es');
});

test('client routes keep their paths and follow the stored choice', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  // Its header's links lead to the Spanish public pages.
  await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Servicios' })).toHaveAttribute(
    'href',
    '/es/services',
  );
});
