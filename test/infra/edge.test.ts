/**
 * The CloudFront viewer-request function and the CSP builder, as plain functions (no synth): the function source is
 * evaluated the way CloudFront runs it (a global `handler(event)`), so its routing decisions are tested directly.
 */
import { contentSecurityPolicy, LOCALIZED_ROUTES, PRERENDERED_ROUTES, spaRewriteCode } from '../../infra/aws/constructs/site';
import { DEFAULT_BOOKING_ORIGINS } from '../../infra/aws/settings';
import { languageRedirect, PAGES } from '../../web/src/lib/pages';

type Value = { value: string; multiValue?: Array<{ value: string }> };
interface CfRequest {
  uri: string;
  method?: string;
  querystring?: Record<string, Value>;
  cookies?: Record<string, Value>;
}
type CfResult = CfRequest & { statusCode?: number; headers?: Record<string, { value: string }> };
type Handler = (event: { request: CfRequest }) => CfResult;
const load = (code: string): Handler => new Function(`${code}\nreturn handler;`)() as Handler;
const rewrite = (uri: string, code = spaRewriteCode()) => load(code)({ request: { uri, method: 'GET' } }).uri;
/** The function's answer for a request with a `language` cookie (and a query string): the redirect target, or null. */
const redirect = (uri: string, language?: string, querystring: Record<string, Value> = {}) => {
  const out = load(spaRewriteCode())({
    request: { uri, method: 'GET', querystring, cookies: language === undefined ? {} : { language: { value: language } } },
  });
  return out.statusCode === 302 ? out.headers!.location.value : null;
};

describe('SPA rewrite (CloudFront Function)', () => {
  it.each([
    ['/', '/index.html'],
    ['/services', '/services/index.html'],
    ['/services/', '/services/index.html'],
    ['/privacy-policy', '/privacy-policy/index.html'],
    ['/payment-success', '/payment-success/index.html'],
    ['/thank-you', '/thank-you/index.html'],
    ['/auth', '/auth/index.html'],
    ['/questionnaire', '/questionnaire/index.html'],
    // Client-only routes and unknown paths get the SPA shell (its router renders the page or not-found).
    ['/dashboard', '/app.html'],
    ['/admin', '/app.html'],
    ['/submission/abc-123', '/app.html'],
    ['/questionnaire/small-claims', '/app.html'],
    ['/payment/probate', '/app.html'],
    ['/no/such/page', '/app.html'],
    ['/servicesX', '/app.html'],
    // Files pass through untouched (a missing file stays an error instead of becoming HTML).
    ['/assets/index-abc123.js', '/assets/index-abc123.js'],
    ['/config.json', '/config.json'],
    ['/favicon.svg', '/favicon.svg'],
    ['/services/index.html', '/services/index.html'],
    ['/index.html', '/index.html'],
  ])('%s → %s', (uri, expected) => {
    expect(rewrite(uri)).toBe(expected);
  });

  it('covers every prerendered public route of the brief', () => {
    for (const route of PRERENDERED_ROUTES) {
      expect(rewrite(route)).toBe(route === '/' ? '/index.html' : `${route}/index.html`);
    }
    expect(PRERENDERED_ROUTES).toEqual(
      expect.arrayContaining(['/', '/services', '/about', '/contact', '/privacy-policy', '/terms', '/auth', '/questionnaire']),
    );
  });

  it.each([
    ['/es', '/es/index.html'],
    ['/es/', '/es/index.html'],
    ['/es/services', '/es/services/index.html'],
    ['/es/questionnaire/', '/es/questionnaire/index.html'],
    ['/es/privacy-policy', '/es/privacy-policy/index.html'],
    // Only localized pages have a Spanish twin: the rest under /es/ is the SPA shell (its router says not found).
    ['/es/auth', '/app.html'],
    ['/es/dashboard', '/app.html'],
  ])('Spanish URL %s → %s', (uri, expected) => {
    expect(rewrite(uri)).toBe(expected);
  });

  it.each([
    // The cookie says Spanish: an English public page goes to its twin, query string kept.
    ['/services', 'es', '/es/services'],
    ['/services/', 'es', '/es/services'],
    ['/', 'es', '/es/'],
    ['/questionnaire', 'es', '/es/questionnaire'],
    // The cookie says English: a Spanish URL goes to the English page.
    ['/es/services', 'en', '/services'],
    ['/es', 'en', '/'],
    ['/es/', 'en', '/'],
    // Already in the cookie's language, or no (or a foreign) choice: served as asked.
    ['/es/services', 'es', null],
    ['/services', 'en', null],
    ['/services', undefined, null],
    ['/services', 'fr', null],
    // Client and staff routes, sign-in, the journey, unknown paths and files are never redirected.
    ['/dashboard', 'es', null],
    ['/admin', 'es', null],
    ['/auth', 'es', null],
    ['/questionnaire/small-claims', 'es', null],
    ['/es/dashboard', 'en', null],
    ['/no/such/page', 'es', null],
    ['/assets/index-abc.js', 'es', null],
    ['/config.json', 'es', null],
  ])('%s with language=%s → %s', (uri, language, expected) => {
    expect(redirect(uri, language)).toBe(expected);
  });

  it('keeps the query string on a redirect and tells browsers not to cache it', () => {
    const out = load(spaRewriteCode())({
      request: {
        uri: '/contact',
        querystring: { utm_source: { value: 'flyer' }, a: { value: '1', multiValue: [{ value: '1' }, { value: '2' }] }, b: { value: '' } },
        cookies: { language: { value: 'es' } },
      },
    });
    expect(out.statusCode).toBe(302);
    expect(out.headers!.location.value).toBe('/es/contact?utm_source=flyer&a=1&a=2&b');
    expect(out.headers!['cache-control'].value).toBe('no-store');
  });

  it('decides exactly as languageRedirect does (the local server), for every page of the list in both languages', () => {
    const paths = PAGES.flatMap((p) => [p.path.replace(/:\w+/g, 'x').replace('*', 'missing'), `/es${p.path === '/' ? '' : p.path}`]);
    expect(LOCALIZED_ROUTES.length).toBe(8);
    for (const path of paths)
      for (const language of ['en', 'es', undefined] as const)
        expect([path, language, redirect(path, language)]).toEqual([path, language, languageRedirect(path, language ?? null)]);
  });

  it('takes its list of prerendered routes as a parameter', () => {
    const code = spaRewriteCode(['/', '/es/services']);
    expect(rewrite('/es/services', code)).toBe('/es/services/index.html');
    expect(rewrite('/services', code)).toBe('/app.html');
  });

  it('uses only syntax the cloudfront-js-2.0 runtime accepts (no modules, no arrow functions)', () => {
    const code = spaRewriteCode();
    expect(code).not.toMatch(/\bimport\b|\bexport\b|\brequire\(|=>|\bconst\b|\blet\b|`/);
    expect(code).toMatch(/^function handler\(event\) \{$/m);
    // CloudFront Functions are limited to 10 KB of code.
    expect(code.length).toBeLessThan(10_000);
  });
});

describe('Content-Security-Policy', () => {
  const parse = (csp: string) =>
    Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    ) as Record<string, string[]>;
  const csp = parse(contentSecurityPolicy({ region: 'us-west-2', bookingOrigins: DEFAULT_BOOKING_ORIGINS }));

  it('defaults to the site itself and forbids framing, plugins and base rewriting', () => {
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
  });

  it('connects only to the site (API at /api) and Cognito in the stack region', () => {
    expect(csp['connect-src']).toEqual(["'self'", 'https://cognito-idp.us-west-2.amazonaws.com']);
  });

  it('lets the browser post uploads to the documents bucket, and only to it', () => {
    const withDocs = parse(
      contentSecurityPolicy({
        region: 'us-west-2',
        bookingOrigins: DEFAULT_BOOKING_ORIGINS,
        documentsOrigin: 'https://docs-bucket.s3.us-west-2.amazonaws.com',
      }),
    );
    expect(withDocs['connect-src']).toEqual([
      "'self'",
      'https://cognito-idp.us-west-2.amazonaws.com',
      'https://docs-bucket.s3.us-west-2.amazonaws.com',
    ]);
    expect(withDocs['default-src']).toEqual(["'self'"]);
  });

  it('allows scripts and styles from the site only (I-5): no inline script or eval, no third-party script', () => {
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
  });

  it('frames only the booking embed and the payment provider', () => {
    expect(csp['frame-src']).toEqual([
      'https://calendly.com',
      'https://assets.calendly.com',
      'https://checkout.stripe.com',
      'https://js.stripe.com',
    ]);
    expect(csp['form-action']).toEqual(["'self'", 'https://checkout.stripe.com']);
  });

  it('follows a configured booking provider', () => {
    const other = parse(contentSecurityPolicy({ region: 'us-east-1', bookingOrigins: ['https://book.example.com'] }));
    expect(other['frame-src']).toContain('https://book.example.com');
    expect(other['frame-src']).not.toContain('https://calendly.com');
    expect(other['connect-src']).toContain('https://cognito-idp.us-east-1.amazonaws.com');
  });

  it('fits CloudFront’s CSP header limit (1783 characters)', () => {
    expect(contentSecurityPolicy({ region: 'ap-southeast-2', bookingOrigins: DEFAULT_BOOKING_ORIGINS }).length).toBeLessThan(1783);
  });
});
