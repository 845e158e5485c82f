/**
 * The public website (issue 5): every public page in English and Spanish with the LDA disclosure and no axe
 * violations (the switch going to the page's Spanish URL; test/e2e/spanish.spec.ts covers the URLs per language), the
 * language surviving a reload, prerendered HTML (content without JavaScript, meta, JSON-LD, sitemap,
 * robots), hydration without errors, the header (mobile menu, keyboard, signed-in items, sign-out toast) and the
 * not-found page. One test per page keeps the suite short.
 */
import type { Page } from '@playwright/test';
import common from '../../shared/i18n/messages/common';
import { PAGE_BUNDLES as P } from '../../shared/i18n/messages/all';
import shell from '../../shared/i18n/messages/site/shell';
import { expect, expectNoAxeViolations, freshUser, signIn, test } from './fixtures';

const copy = (l: 'en' | 'es') => ({
  ...shell[l].site,
  ...P.home[l].site,
  ...P.about[l].site,
  ...P.services[l].site,
  ...P.faq[l].site,
  ...P.contact[l].site,
  ...P.legal[l].site,
  ...P.notFound[l].site,
  ...common[l],
});
const en = copy('en');
const es = copy('es');

const PAGES = [
  { path: '/', en: en.home.hero.title, es: es.home.hero.title },
  { path: '/services', en: en.services.title, es: es.services.title },
  { path: '/about', en: en.about.title, es: es.about.title },
  { path: '/contact', en: en.contact.title, es: es.contact.title },
  { path: '/privacy-policy', en: en.privacyPage.title, es: es.privacyPage.title },
  { path: '/terms', en: en.termsPage.title, es: es.termsPage.title },
  { path: '/no-such-page', en: en.notFound.title, es: es.notFound.title },
];

/** Console errors and uncaught exceptions (React reports hydration mismatches as console errors). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Open a page and wait until it is interactive (hydrated): <html data-app-ready>. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

for (const p of PAGES) {
  test(`${p.path} in English and Spanish: heading, LDA disclosure, no axe violations, no hydration errors`, async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, p.path);
    await expect(h1(page, p.en)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const disclosure = page.getByTestId('lda-disclosure');
    await expect(disclosure).toContainText(en.lda.notAttorney);
    await expect(disclosure).toContainText('#2024-0142');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Español', exact: true }).click();
    await expect(h1(page, p.es)).toBeVisible();
    // A public page goes to its Spanish URL; the not-found page keeps its address.
    await expect(page).toHaveURL(p.path === '/no-such-page' ? /\/no-such-page$/ : new RegExp(`/es${p.path === '/' ? '/' : p.path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(disclosure).toContainText(es.lda.notAttorney);
    await expect(page.getByRole('button', { name: 'Español', exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}

test('hydration keeps the prerendered page while its chunk is still loading: no loader flash, no layout shift', async ({ page }) => {
  // The page's own chunk arrives late, so the app's first updates (the visitor's auth state) reach a page that is
  // still hydrating: React must keep the server HTML rather than show the loader (a 0.5 CLS on mobile when it did not).
  await page.route(/\/assets\/HomePage-[\w-]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __serverH1: Element | null };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number }>) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') w.__serverH1 = document.querySelector('main h1');
    });
  });
  await open(page, '/');
  await expect(h1(page, en.home.hero.title)).toBeVisible();
  const result = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __serverH1: Element | null };
    return { kept: w.__serverH1?.isConnected ?? false, cls: w.__cls };
  });
  expect(result).toEqual({ kept: true, cls: 0 });
});

test('the language survives a reload and the page hydrates in it without errors', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, '/about');
  await page.getByRole('button', { name: 'Español', exact: true }).click();
  await expect(h1(page, es.about.title)).toBeVisible();
  await expect(page).toHaveURL(/\/es\/about$/);
  await page.reload();
  await expect(h1(page, es.about.title)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(new RegExp(`^${es.meta.about.title} \\|`));
  // Client-side navigation keeps the language and updates the title.
  await page.getByRole('navigation', { name: es.nav.mainNavigation }).getByRole('link', { name: es.nav.services }).click();
  await expect(h1(page, es.services.title)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${es.meta.services.title} \\|`));
  await expect(page).toHaveURL(/\/es\/services$/);
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(h1(page, en.services.title)).toBeVisible();
  await expect(page).toHaveURL(/\/services$/);
  expect(errors).toEqual([]);
});

test('public pages are prerendered: content, meta and JSON-LD without JavaScript; sitemap and robots.txt', async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/services');
  await expect(h1(page, en.services.title)).toBeVisible();
  await expect(page.getByRole('navigation', { name: en.nav.breadcrumb }).getByRole('link', { name: en.nav.services })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // FAQs are native disclosure widgets: they work without JavaScript.
  const faq = page.getByText(en.faq.q1.q);
  await faq.click();
  await expect(page.getByText(/We are a registered Legal Document Assistant, not a law firm/)).toBeVisible();
  await page.goto('/');
  await expect(h1(page, en.home.hero.title)).toBeVisible();
  await expect(page.getByRole('table', { name: en.home.compare.caption })).toBeVisible();
  await context.close();

  const html = await (await request.get('/about')).text();
  expect(html).toContain('data-prerendered="/about"');
  expect(html).toContain('<link rel="canonical" href="https://www.riverafamilylegal.com/about"');
  expect(html).toContain(`<title>${en.meta.about.title} | Rivera Family Legal Document Services</title>`);
  const ld = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)![1]);
  expect(ld).toMatchObject({ '@type': 'ProfessionalService', name: 'Rivera Family Legal Document Services', telephone: '+13235550148' });

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/', '/services', '/about', '/contact', '/privacy-policy', '/terms', '/questionnaire']) {
    expect(sitemap).toContain(`<loc>https://www.riverafamilylegal.com${path}</loc>`);
  }
  expect(sitemap).not.toContain('/dashboard');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://www.riverafamilylegal.com/sitemap.xml');
  expect(robots).toContain('Disallow: /admin');
});

test('unknown paths show the not-found page, not the home page, and are not indexed', async ({ page, request }) => {
  // The server answers client routes it has no page for with the SPA shell, never the prerendered home page.
  for (const path of ['/services/does-not-exist', '/dashboard']) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-prerendered');
    expect(html).not.toContain('rel="canonical"');
  }
  await open(page, '/services/does-not-exist');
  await expect(h1(page, en.notFound.title)).toBeVisible();
  await expect(h1(page, en.home.hero.title)).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('main').getByRole('link', { name: en.nav.services, exact: true }).click();
  await expect(h1(page, en.services.title)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('mobile header: the menu button, Escape, focus, Call Now and Get Started; the skip link', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await open(page, '/');
  await expect(page.getByRole('link', { name: new RegExp(en.nav.callNow) }).first()).toHaveAttribute('href', 'tel:+13235550148');

  // Skip link: the first Tab stop, and it moves focus to <main>.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: en.common.skipToContent });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  const toggle = page.getByRole('button', { name: en.nav.menu });
  const nav = page.getByRole('navigation', { name: en.nav.mainNavigation });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: en.nav.home })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  await page.getByRole('banner').getByRole('link', { name: en.nav.getStarted }).click();
  await expect(page).toHaveURL(/\/questionnaire$/);
  await expect(nav).toBeHidden();
});

test('signed in, the header offers My Account, Dashboard and Sign Out; signing out says so', async ({ page }) => {
  const user = await freshUser();
  await signIn(page, user, '/about');
  await expect(page).toHaveURL(/\/about$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: en.nav.myAccount })).toHaveAttribute('href', '/account');
  await expect(header.getByRole('link', { name: en.nav.dashboard })).toHaveAttribute('href', '/dashboard');
  await expect(header.getByRole('link', { name: en.nav.signIn })).toHaveCount(0);
  await header.getByRole('button', { name: en.nav.signOut }).click();
  await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: en.nav.signIn })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('contact: the booking calendar loads only on request, in a titled frame, with a plain link', async ({ page }) => {
  await open(page, '/contact');
  await expect(page.getByRole('link', { name: '(323) 555-0148' }).first()).toHaveAttribute('href', 'tel:+13235550148');
  await expect(page.locator('iframe')).toHaveCount(0);
  const link = page.getByRole('link', { name: new RegExp(en.contact.booking.link) });
  await expect(link).toHaveAttribute('href', /^https:\/\//);
  await page.getByRole('button', { name: en.contact.booking.show }).click();
  const frame = page.locator(`iframe[title="${en.contact.booking.frameTitle}"]`);
  await expect(frame).toHaveAttribute('src', (await link.getAttribute('href'))!);
  await expect(link).toBeVisible();
});
