/**
 * The CloudFront viewer-request function and the CSP builder, as plain functions (no synth): the function source is
 * evaluated the way CloudFront runs it (a global `handler(event)`), so its routing decisions are tested directly.
 */
import { contentSecurityPolicy, PRERENDERED_ROUTES, spaRewriteCode } from '../../infra/aws/constructs/site';
import { DEFAULT_BOOKING_ORIGINS } from '../../infra/aws/settings';

type Handler = (event: { request: { uri: string; method?: string } }) => { uri: string };
const load = (code: string): Handler => new Function(`${code}\nreturn handler;`)() as Handler;
const rewrite = (uri: string, code = spaRewriteCode()) => load(code)({ request: { uri, method: 'GET' } }).uri;

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

  it('takes its list of prerendered routes as a parameter', () => {
    const code = spaRewriteCode(['/', '/es/services']);
    expect(rewrite('/es/services', code)).toBe('/es/services/index.html');
    expect(rewrite('/services', code)).toBe('/app.html');
  });

  it('uses only syntax the cloudfront-js-2.0 runtime accepts (no modules, no arrow functions)', () => {
    const code = spaRewriteCode();
    expect(code).not.toMatch(/\bimport\b|\bexport\b|\brequire\(|=>/);
    expect(code).toMatch(/^function handler\(event\) \{$/m);
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
    const withDocs = parse(contentSecurityPolicy({ region: 'us-west-2', bookingOrigins: DEFAULT_BOOKING_ORIGINS, documentsOrigin: 'https://docs-bucket.s3.us-west-2.amazonaws.com' }));
    expect(withDocs['connect-src']).toEqual(["'self'", 'https://cognito-idp.us-west-2.amazonaws.com', 'https://docs-bucket.s3.us-west-2.amazonaws.com']);
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
