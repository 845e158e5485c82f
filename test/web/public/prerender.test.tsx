/**
 * @jest-environment node
 *
 * Build-time prerendering (scripts/prerender.ts + web/src/entry-server.tsx): every route CloudFront serves as
 * `<route>/index.html` renders in Node with the real router, in its URL's language (English, Spanish under /es/),
 * completely (no pending Suspense boundary, no inline script), with its page meta; the HTML is assembled with the head
 * tags (lang, canonical, hreflang, JSON-LD in the page's language); sitemap.xml and robots.txt.
 */
import { PRERENDERED_ROUTES } from '../../../infra/aws/constructs/site';
import { assemble, pageSource, robotsTxt, sitemapXml } from '../../../scripts/prerender';
import { BUSINESS } from '../../../shared/business';
import { jsonLdScript, render } from '../../../web/src/entry-server';
import { localePath, PAGES, prerenderedPages, prerenderUrls } from '../../../web/src/lib/pages';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

jest.setTimeout(30_000);

const PRERENDERED = prerenderedPages();

it('prerenders exactly the paths CloudFront maps to <path>/index.html; every page of the list has its module', () => {
  expect(PRERENDERED.flatMap(prerenderUrls).sort()).toEqual([...PRERENDERED_ROUTES].sort());
  expect(PRERENDERED.flatMap(prerenderUrls)).toEqual(
    expect.arrayContaining(['/', '/services', '/about', '/contact', '/auth', '/agreement', '/es', '/es/services', '/es/questionnaire']),
  );
  // Every page in the sitemap has its Spanish twin; sign-in and the journey keep one path.
  expect(PRERENDERED.filter((r) => r.sitemap && !r.localized)).toEqual([]);
  expect(PRERENDERED.filter((r) => r.localized && r.access !== 'public')).toEqual([]);
  expect(prerenderUrls(PAGES.find((p) => p.path === '/auth')!)).toEqual(['/auth']);
  for (const r of PAGES) expect([r.path, existsSync(resolve(__dirname, '../../../web', pageSource(r)))]).toEqual([r.path, true]);
  // Prerendered pages have no parameters: the HTML stands for one path.
  expect(PRERENDERED.filter((r) => /[:*]/.test(r.path))).toEqual([]);
});

const PUBLIC: Array<[path: string, h1: string, title: string]> = [
  [
    '/',
    'Court paperwork, prepared on the current official forms',
    'Rivera Family Legal Document Services: divorce, trusts and notary in Los Angeles',
  ],
  ['/services', 'Our services', 'Services and prices | Rivera Family Legal Document Services'],
  ['/about', 'About our family business', 'About us | Rivera Family Legal Document Services'],
  ['/contact', 'Contact us', 'Contact and appointments | Rivera Family Legal Document Services'],
  ['/privacy-policy', 'Privacy policy', 'Privacy policy | Rivera Family Legal Document Services'],
  ['/terms', 'Terms and conditions', 'Terms and conditions | Rivera Family Legal Document Services'],
];

it.each(PUBLIC)('renders %s completely, with its meta', async (path, h1, title) => {
  const { html, meta, status } = await render(path);
  expect(status).toBe(200);
  expect(html).toContain(`>${h1}</h1>`);
  expect(html).toContain('I am not an attorney. I can only provide self help services at your specific direction.');
  expect(html).not.toMatch(/<!--\$[?!]-->|<template|<script/); // no pending or client-rendered boundary, no script
  expect(html).not.toContain('data-testid="page-loader"');
  expect(meta).toMatchObject({ title, canonical: `${BUSINESS.website}${path}`, noindex: false, locale: 'en' });
  expect(meta.alternates).toEqual({ en: `${BUSINESS.website}${path}`, es: `${BUSINESS.website}${localePath(path, 'es')}` });
  expect(meta.description!.length).toBeGreaterThan(50);
});

const PUBLIC_ES: Array<[path: string, h1: string, title: string]> = [
  [
    '/es/',
    'Sus documentos judiciales, preparados en los formularios oficiales vigentes',
    'Rivera Family Legal Document Services: divorcio, fideicomisos y Notary Public en Los Ángeles',
  ],
  ['/es/services', 'Nuestros servicios', 'Servicios y precios | Rivera Family Legal Document Services'],
  ['/es/about', 'Sobre nuestro negocio familiar', 'Quiénes somos | Rivera Family Legal Document Services'],
  ['/es/contact', 'Contáctenos', 'Contacto y citas | Rivera Family Legal Document Services'],
  ['/es/privacy-policy', 'Política de privacidad', 'Política de privacidad | Rivera Family Legal Document Services'],
  ['/es/terms', 'Términos y condiciones', 'Términos y condiciones | Rivera Family Legal Document Services'],
  ['/es/questionnaire', 'Elija su cuestionario', 'Elija su cuestionario | Rivera Family Legal Document Services'],
];

it.each(PUBLIC_ES)('renders %s in Spanish, its links staying in Spanish', async (path, h1, title) => {
  const { html, meta, status } = await render(path);
  expect(status).toBe(200);
  expect(html).toContain(`>${h1}</h1>`);
  expect(html).not.toMatch(/<script/);
  expect(meta).toMatchObject({ canonical: `${BUSINESS.website}${path}`, noindex: false, locale: 'es' });
  expect(meta.title).toBe(title);
  expect(meta.alternates).toEqual({ en: `${BUSINESS.website}${localePath(path, 'en')}`, es: `${BUSINESS.website}${path}` });
  // Links to public pages point at their Spanish URLs; sign-in and client pages keep their paths.
  const hrefs = [...html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)].map((m) => m[1]);
  for (const p of ['/services', '/about', '/contact', '/questionnaire', '/privacy-policy', '/terms']) expect(hrefs).not.toContain(p);
  expect(hrefs).toEqual(expect.arrayContaining(['/es/', '/es/services', '/es/questionnaire', '/auth']));
});

it('renders the other prerendered routes without failing', async () => {
  for (const r of PRERENDERED.filter((x) => !PUBLIC.some(([p]) => p === x.path))) {
    const { html, status } = await render(r.path);
    expect([r.path, status]).toEqual([r.path, 200]);
    expect(html).toContain('<main id="main"');
    expect(html).not.toMatch(/<script/);
  }
});

it('assembles the page into index.html with title, description, canonical, Open Graph, JSON-LD and the root marker', () => {
  const template =
    '<!doctype html><html lang="en"><head><title>Default</title><meta name="description" content="Default" /><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
  const out = assemble(template, {
    path: '/about',
    html: '<main>About &amp; us</main>',
    meta: {
      title: 'About us | "Rivera"',
      description: 'A <family> business',
      canonical: 'https://www.riverafamilylegal.com/about',
      noindex: false,
    },
    jsonLd: jsonLdScript(),
    css: ['/assets/about.css'],
    modules: ['/assets/AboutPage.js'],
  });
  expect(out).toContain('<title>About us | &quot;Rivera&quot;</title>');
  expect(out).toContain('<meta name="description" content="A &lt;family&gt; business" />');
  expect(out).toContain('<link rel="canonical" href="https://www.riverafamilylegal.com/about" />');
  expect(out).toContain('<meta property="og:url" content="https://www.riverafamilylegal.com/about" />');
  expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/about.css" />');
  expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/AboutPage.js" />');
  expect(out).toContain('<div id="root" data-prerendered="/about"><main>About &amp; us</main></div>');
  expect(out).toContain('<html lang="en">');
  expect(out).not.toContain('hreflang');
  // A page with a URL per language: <html lang>, self canonical, both alternates and x-default, og:locale.
  const es = assemble(template, {
    path: '/es/about',
    html: '',
    meta: {
      title: 'Sobre nosotros',
      canonical: 'https://www.riverafamilylegal.com/es/about',
      alternates: { en: 'https://www.riverafamilylegal.com/about', es: 'https://www.riverafamilylegal.com/es/about' },
      noindex: false,
      locale: 'es',
    },
    jsonLd: jsonLdScript('es'),
    css: [],
  });
  expect(es).toContain('<html lang="es">');
  expect(es).toContain('<link rel="canonical" href="https://www.riverafamilylegal.com/es/about" />');
  expect(es).toContain('<link rel="alternate" hreflang="en" href="https://www.riverafamilylegal.com/about" />');
  expect(es).toContain('<link rel="alternate" hreflang="es" href="https://www.riverafamilylegal.com/es/about" />');
  expect(es).toContain('<link rel="alternate" hreflang="x-default" href="https://www.riverafamilylegal.com/about" />');
  expect(es).toContain('<meta property="og:locale" content="es_US" />');
  const ldEs = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(es)![1]);
  expect(ldEs).toMatchObject({ inLanguage: 'es-US', url: 'https://www.riverafamilylegal.com/es/' });
  expect(ldEs.description).toMatch(/^Asistente de Documentos Legales registrada \(no es abogada\), Notary Public/);
  expect(JSON.stringify(ldEs)).not.toMatch(/notario/i);
  // A page whose content does not depend on its query string says so (main.tsx hydrates it under any query).
  const queryFree = assemble(template, { path: '/about', queryFree: true, html: '', meta: {}, jsonLd: '{}', css: [] });
  expect(queryFree).toContain('<div id="root" data-prerendered="/about" data-query-free="">');
  const ld = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(out)![1]);
  expect(ld).toMatchObject({
    '@type': 'ProfessionalService',
    name: BUSINESS.name,
    telephone: BUSINESS.phoneE164,
    address: { streetAddress: BUSINESS.address.street, postalCode: BUSINESS.address.zip },
  });
  expect(ld.openingHoursSpecification).toHaveLength(5);
  expect(jsonLdScript()).not.toContain('<');
});

it('writes a sitemap of the indexable pages and a robots.txt that keeps crawlers out of private areas', () => {
  const sitemap = sitemapXml(BUSINESS.website, PRERENDERED, '2026-11-21');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(
    ['/', '/services', '/about', '/contact', '/questionnaire', '/privacy-policy', '/terms', '/notary'].flatMap((p) => [
      `${BUSINESS.website}${p}`,
      `${BUSINESS.website}${localePath(p, 'es')}`,
    ]),
  );
  // Each URL lists both languages and x-default.
  expect(sitemap).toContain(
    `<loc>${BUSINESS.website}/es/about</loc>\n    <xhtml:link rel="alternate" hreflang="en" href="${BUSINESS.website}/about" />\n    <xhtml:link rel="alternate" hreflang="es" href="${BUSINESS.website}/es/about" />\n    <xhtml:link rel="alternate" hreflang="x-default" href="${BUSINESS.website}/about" />`,
  );
  expect(sitemap).toContain('<lastmod>2026-11-21</lastmod>');
  const robots = robotsTxt(BUSINESS.website);
  for (const p of ['/admin', '/dashboard', '/account', '/submission/', '/questionnaire/', '/payment/', '/payment-selection', '/auth'])
    expect(robots).toContain(`Disallow: ${p}\n`);
  expect(robots).not.toMatch(/Disallow: \/(services|about|contact)?\n/);
  expect(robots).not.toMatch(/Disallow: \/questionnaire\n/);
  expect(robots).toContain(`Sitemap: ${BUSINESS.website}/sitemap.xml`);
});
