/**
 * The web's pages: one entry per page, everything else derives from it —
 *  - the router (app/router.tsx): the lazy page module, its layout, the access guard and the journey guard;
 *  - the prerenderer (scripts/prerender.ts): which pages become `<path>/index.html`, sitemap.xml and robots.txt;
 *  - CloudFront's viewer-request function (infra/aws/constructs/site.ts) and the local static server: which paths
 *    have a prerendered file;
 *  - the page meta (lib/meta.tsx): each path's title and description (`site.meta.<meta>`) and whether it is indexed;
 *  - the shell's links (header, footer, not-found page) and their labels.
 * Adding a page is adding an entry here (and its `site.meta.<meta>` copy if it is new).
 *
 * Data only (no runtime imports), so the CDK app, the Vite config and tests can read it without loading React.
 */
import type { MessageKey } from './i18n/keys';
import type { Locale } from '../../../shared/i18n/core';

/** Who may open the page. `client`: signed in and not staff (staff go to /admin). `server`: a process server (/field). */
export type Access = 'public' | 'user' | 'client' | 'admin' | 'server';

/** The journey's guards (features/journey): `order-ready` needs an order whose agreement and payment are arranged. */
export type JourneyGuard = 'order-ready';

/** Titles and descriptions: `site.meta.<key>` (shared/i18n/messages/site/shell.ts). */
export type MetaKey =
  | 'default'
  | 'home'
  | 'services'
  | 'about'
  | 'contact'
  | 'privacy'
  | 'terms'
  | 'notFound'
  | 'auth'
  | 'questionnaire'
  | 'journey'
  | 'questionnaireForm'
  | 'thankYou'
  | 'staffAuth'
  | 'account'
  | 'notary'
  | 'field';

/** The shell's link lists a page appears in. */
export type LinkList = 'main' | 'footer' | 'notFound';

export interface PageDef {
  /** The router's path (`:param` segments, `*` for anything else). */
  readonly path: string;
  /**
   * The page module under web/src/features, default export the page: `<feature>/pages/<Name>` or
   * `<feature>/<Name>Page` (app/router.tsx loads it lazily; one chunk per page).
   */
  readonly page: `${string}/pages/${string}` | `${string}/${string}Page`;
  readonly access: Access;
  readonly journey?: JourneyGuard;
  /**
   * `site`: header, footer and chat around the page; `console`: the admin console's own full-page layout; `field`: the
   * process server's phone app (a slim bar: connection, the upload queue, language, sign out).
   */
  readonly layout: 'site' | 'console' | 'field';
  /**
   * Rendered to HTML at build time. `query: true`: what the page shows depends on its query string, so the
   * prerendered HTML only stands for the bare path (with a query the app renders it afresh).
   */
  readonly prerender?: { readonly query?: boolean };
  /** Listed in sitemap.xml (both languages' URLs when `localized`). */
  readonly sitemap?: boolean;
  /**
   * One URL per language: English at `path`, Spanish at `/es` + `path` (the home page at `/es/`), each prerendered in
   * its language with `hreflang` alternates; the language comes from the URL, not from the stored choice (see
   * `localePath`). Public, prerendered pages only. Other pages keep one path and follow the stored choice.
   */
  readonly localized?: boolean;
  /** false: robots.txt asks crawlers to keep out (signed-in areas, the journey, the console). */
  readonly crawl: boolean;
  readonly meta: MetaKey;
  /** The page's name in the shell's links (an i18n key) and the lists it appears in, in this table's order. */
  readonly link?: { readonly label: MessageKey; readonly in: readonly LinkList[] };
}

export const PAGES = [
  // The public site.
  {
    path: '/',
    localized: true,
    page: 'public/pages/HomePage',
    access: 'public',
    layout: 'site',
    prerender: {},
    sitemap: true,
    crawl: true,
    meta: 'home',
    link: { label: 'nav.home', in: ['main', 'footer', 'notFound'] },
  },
  {
    path: '/services',
    localized: true,
    page: 'public/pages/ServicesPage',
    access: 'public',
    layout: 'site',
    prerender: {},
    sitemap: true,
    crawl: true,
    meta: 'services',
    link: { label: 'nav.services', in: ['main', 'footer', 'notFound'] },
  },
  {
    path: '/about',
    localized: true,
    page: 'public/pages/AboutPage',
    access: 'public',
    layout: 'site',
    prerender: {},
    sitemap: true,
    crawl: true,
    meta: 'about',
    link: { label: 'nav.about', in: ['main', 'footer'] },
  },
  {
    path: '/contact',
    localized: true,
    page: 'public/pages/ContactPage',
    access: 'public',
    layout: 'site',
    prerender: {},
    sitemap: true,
    crawl: true,
    meta: 'contact',
    link: { label: 'nav.contact', in: ['main', 'footer', 'notFound'] },
  },
  {
    path: '/questionnaire',
    localized: true,
    page: 'journey/pages/QuestionnaireHubPage',
    access: 'public',
    layout: 'site',
    prerender: {},
    sitemap: true,
    crawl: true,
    meta: 'questionnaire',
    link: { label: 'nav.questionnaire', in: ['main', 'footer', 'notFound'] },
  },
  {
    path: '/privacy-policy',
    localized: true,
    page: 'public/pages/PrivacyPage',
    access: 'public',
    layout: 'site',
    prerender: {},
    sitemap: true,
    crawl: true,
    meta: 'privacy',
    link: { label: 'nav.privacy', in: ['footer'] },
  },
  {
    path: '/terms',
    localized: true,
    page: 'public/pages/TermsPage',
    access: 'public',
    layout: 'site',
    prerender: {},
    sitemap: true,
    crawl: true,
    meta: 'terms',
    link: { label: 'nav.terms', in: ['footer'] },
  },
  // The notary booking (issue 33): public, guests welcome; the manage page opens with a token in the URL's fragment.
  {
    path: '/notary',
    localized: true,
    page: 'notary/pages/NotaryBookingPage',
    access: 'public',
    layout: 'site',
    prerender: { query: true },
    sitemap: true,
    crawl: true,
    meta: 'notary',
  },
  { path: '/notary/manage', page: 'notary/pages/NotaryManagePage', access: 'public', layout: 'site', crawl: false, meta: 'notary' },
  { path: '/auth', page: 'auth/AuthPage', access: 'public', layout: 'site', prerender: { query: true }, crawl: false, meta: 'auth' },
  // Staff sign in here (the staff app client: password, then the authenticator code or its enrolment); not prerendered.
  { path: '/auth/staff', page: 'auth/StaffSignInPage', access: 'public', layout: 'site', crawl: false, meta: 'staffAuth' },

  // The client journey: Notice to Consumer (B&P §6410.5) → the forms the client selects (§6400(d)(1)) → agreement (once
  // the notice was given in person or mailed) → payment method → payment → questionnaire → thank you.
  {
    path: '/notice',
    page: 'journey/pages/NoticePage',
    access: 'user',
    layout: 'site',
    prerender: { query: true },
    crawl: false,
    meta: 'journey',
  },
  {
    path: '/forms',
    page: 'journey/pages/FormsPage',
    access: 'user',
    layout: 'site',
    prerender: { query: true },
    crawl: false,
    meta: 'journey',
  },
  {
    path: '/agreement',
    page: 'journey/pages/AgreementPage',
    access: 'user',
    layout: 'site',
    prerender: { query: true },
    crawl: false,
    meta: 'journey',
  },
  {
    path: '/payment-selection',
    page: 'journey/pages/PaymentSelectionPage',
    access: 'user',
    layout: 'site',
    prerender: { query: true },
    crawl: false,
    meta: 'journey',
  },
  { path: '/payment/:questionnaireType', page: 'journey/pages/PaymentPage', access: 'user', layout: 'site', crawl: false, meta: 'journey' },
  {
    path: '/payment-success',
    page: 'journey/pages/PaymentSuccessPage',
    access: 'user',
    layout: 'site',
    prerender: { query: true },
    crawl: false,
    meta: 'journey',
  },
  {
    path: '/questionnaire/:type',
    page: 'questionnaire/QuestionnairePage',
    access: 'user',
    journey: 'order-ready',
    layout: 'site',
    crawl: false,
    meta: 'questionnaireForm',
  },
  {
    path: '/thank-you',
    page: 'journey/pages/ThankYouPage',
    access: 'public',
    layout: 'site',
    prerender: { query: true },
    crawl: false,
    meta: 'thankYou',
  },

  // The client's account.
  { path: '/dashboard', page: 'dashboard/DashboardPage', access: 'client', layout: 'site', crawl: false, meta: 'account' },
  { path: '/submission/:id', page: 'dashboard/SubmissionPage', access: 'user', layout: 'site', crawl: false, meta: 'account' },
  { path: '/account', page: 'dashboard/AccountPage', access: 'user', layout: 'site', crawl: false, meta: 'account' },

  // The admin console.
  { path: '/admin', page: 'admin/AdminSubmissionsPage', access: 'admin', layout: 'console', crawl: false, meta: 'default' },
  { path: '/admin/overview', page: 'admin/AdminOverviewPage', access: 'admin', layout: 'console', crawl: false, meta: 'default' },
  { path: '/admin/notices', page: 'admin/AdminNoticesPage', access: 'admin', layout: 'console', crawl: false, meta: 'default' },
  { path: '/admin/script', page: 'admin/AdminScriptPage', access: 'admin', layout: 'console', crawl: false, meta: 'default' },
  { path: '/admin/notary', page: 'admin/AdminNotaryPage', access: 'admin', layout: 'console', crawl: false, meta: 'default' },
  { path: '/admin/serving', page: 'admin/AdminServingPage', access: 'admin', layout: 'console', crawl: false, meta: 'default' },
  {
    path: '/admin/notary/availability',
    page: 'admin/AdminNotaryAvailabilityPage',
    access: 'admin',
    layout: 'console',
    crawl: false,
    meta: 'default',
  },
  {
    path: '/questionnaire-submission/:id',
    page: 'admin/AdminSubmissionPage',
    access: 'admin',
    layout: 'console',
    crawl: false,
    meta: 'default',
  },
  {
    path: '/questionnaire-submission/:id/translation',
    page: 'admin/AdminTranslationPage',
    access: 'admin',
    layout: 'console',
    crawl: false,
    meta: 'default',
  },

  // The process server's field app (issue 32): a phone in a car, offline-capable (features/field, the service worker).
  { path: '/field', page: 'field/FieldJobsPage', access: 'server', layout: 'field', crawl: false, meta: 'field' },
  { path: '/field/jobs/:jobId', page: 'field/FieldJobPage', access: 'server', layout: 'field', crawl: false, meta: 'field' },

  // Anything else.
  { path: '*', page: 'public/pages/NotFoundPage', access: 'public', layout: 'site', crawl: true, meta: 'notFound' },
] as const satisfies readonly PageDef[];

export type Page = (typeof PAGES)[number];

/** The pages prerendered to `<path>/index.html` (the home page to /index.html). */
export const prerenderedPages = (): PageDef[] => PAGES.filter((p: PageDef) => p.prerender !== undefined);

/** The pages with one URL per language (`localized`). */
export const localizedPages = (): PageDef[] => PAGES.filter((p: PageDef) => p.localized === true);

const LOCALIZED_PATHS: ReadonlySet<string> = new Set(localizedPages().map((p) => p.path));

/** The prefix of the Spanish twins of localized pages. */
export const SPANISH_PREFIX = '/es';

/** "/services/" → "/services"; "/" stays. */
export const trimPath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : '/');

/**
 * Where a path stands in the language scheme: `locale` is the language its URL fixes (Spanish for anything under
 * `/es/`, English for a localized page's English URL, null for every other path, which follows the stored choice),
 * and `path` is the page list's path (the `/es` prefix removed).
 */
export function splitLocale(pathname: string): { locale: Locale | null; path: string } {
  const trimmed = trimPath(pathname);
  if (trimmed === SPANISH_PREFIX) return { locale: 'es', path: '/' };
  if (trimmed.startsWith(`${SPANISH_PREFIX}/`)) return { locale: 'es', path: trimmed.slice(SPANISH_PREFIX.length) };
  return { locale: LOCALIZED_PATHS.has(trimmed) ? 'en' : null, path: trimmed };
}

/** Whether the page at this (English, page-list) path has a URL per language. */
export const isLocalizedPath = (path: string): boolean => LOCALIZED_PATHS.has(trimPath(path));

/**
 * A link target in a language: a localized page's URL in that language (`/services#faq` → `/es/services#faq`, `/` →
 * `/es/`), any other target unchanged (client and staff routes keep their paths). Accepts either language's URL.
 */
export function localePath(to: string, locale: Locale): string {
  const cut = to.search(/[?#]/);
  const pathname = cut < 0 ? to : to.slice(0, cut);
  const rest = cut < 0 ? '' : to.slice(cut);
  if (!pathname.startsWith('/')) return to;
  const { path } = splitLocale(pathname);
  if (!LOCALIZED_PATHS.has(path)) return to;
  if (locale === 'en') return path + rest;
  return (path === '/' ? `${SPANISH_PREFIX}/` : SPANISH_PREFIX + path) + rest;
}

/** The URLs a page is prerendered at (trailing slash trimmed): its path, and its Spanish twin when `localized`. */
export const prerenderUrls = (page: PageDef): string[] =>
  page.localized ? [page.path, trimPath(localePath(page.path, 'es'))] : [page.path];

/**
 * Where a request for `pathname` goes when the visitor's `language` cookie names `chosen`: the same page's URL in
 * that language when the URL fixes the other one (a localized page), else null (client and staff routes, assets and
 * unknown paths are never redirected). CloudFront's viewer-request function (infra/aws/constructs/site.ts) and the
 * local static server (infra/local/static.ts) apply it before serving any HTML.
 */
export function languageRedirect(pathname: string, chosen: Locale | null): string | null {
  if (!chosen) return null;
  const { locale, path } = splitLocale(pathname);
  if (locale === null || locale === chosen || !LOCALIZED_PATHS.has(path)) return null;
  return localePath(path, chosen);
}

/** The shell's links of one list, in table order. */
export const linksIn = (list: LinkList): Array<{ to: string; label: MessageKey }> =>
  PAGES.flatMap((p: PageDef) => (p.link && p.link.in.includes(list) ? [{ to: p.path, label: p.link.label }] : []));

/**
 * robots.txt's Disallow prefixes: each page crawlers should keep out of, up to its first parameter
 * (`/submission/:id` → `/submission/`).
 */
export const robotsDisallow = (): string[] =>
  PAGES.filter((p: PageDef) => !p.crawl).map((p) => {
    const param = p.path.indexOf('/:');
    return param < 0 ? p.path : p.path.slice(0, param + 1);
  });
