import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as CloudFrontFunction,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type ResponseCustomHeader,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '../../../shared/config';
import { LANGUAGE_COOKIE } from '../../../shared/i18n/core';
import { localizedPages, prerenderedPages, prerenderUrls, SPANISH_PREFIX } from '../../../web/src/lib/pages';
import { API_STAGE } from './api';

/**
 * The paths the web build prerenders to `<path>/index.html` (the page list, web/src/lib/pages.ts); every other
 * extension-less path is the SPA shell (/app.html).
 */
export const PRERENDERED_ROUTES: readonly string[] = prerenderedPages().flatMap(prerenderUrls);

/** The English paths of the pages with a URL per language (the Spanish twin is `/es` + path, the home page `/es/`). */
export const LOCALIZED_ROUTES: readonly string[] = localizedPages().map((p) => p.path);

/** The payment provider's origins: Stripe.js and the hosted Checkout page (frames and form posts only, never scripts). */
export const PAYMENT_ORIGINS = ['https://checkout.stripe.com', 'https://js.stripe.com'] as const;

/** `Cache-Control` per kind of file, set by CloudFront on every response (independent of S3 object metadata). */
export const CACHE_CONTROL = {
  /** Vite's content-hashed files under /assets: a new build has new names. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML and /config.json: always revalidate, so a deploy is seen on the next navigation. */
  noCache: 'no-cache',
} as const;

/** Seconds in two years: the HSTS max-age browsers' preload lists expect. */
export const HSTS_MAX_AGE_SECONDS = 63072000;

/**
 * The site's Content-Security-Policy: scripts and styles only from the site itself, connections to the site (the API
 * is same-origin at /api) and Cognito's endpoint in the stack's region; the booking page and the payment provider only
 * as frames (the booking widget is an iframe, Stripe Checkout a redirect: neither runs a script of theirs in our pages,
 * so an injected script tag pointing at them would not run either); no plugins, no framing of the site by anyone.
 *
 * style-src keeps 'unsafe-inline': prerendered React markup carries style attributes. Scripts stay strict (no inline
 * script, no eval, no other origin).
 */
export function contentSecurityPolicy(opts: { region: string; bookingOrigins: readonly string[]; documentsOrigin?: string }): string {
  const booking = [...opts.bookingOrigins];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // blob: the field app's preview of the photo just taken (issue 32), an object URL of the file on the phone.
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    // The documents bucket: the browser posts uploads to it (presigned POST, XHR for the progress bar); downloads are
    // navigations to presigned GETs, which connect-src does not govern.
    [
      'connect-src',
      ["'self'", `https://cognito-idp.${opts.region}.amazonaws.com`, ...(opts.documentsOrigin ? [opts.documentsOrigin] : [])],
    ],
    ['frame-src', [...booking, ...PAYMENT_ORIGINS]],
    ['form-action', ["'self'", 'https://checkout.stripe.com']],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['upgrade-insecure-requests', []],
  ];
  return directives.map(([name, values]) => [name, ...new Set(values)].join(' ')).join('; ');
}

/**
 * Source of the CloudFront Function (cloudfront-js-2.0) that maps client-side routes to files, on the viewer
 * request of the S3 behaviour only (never /api/*, so API errors reach the browser unchanged):
 *  - a URI whose last segment has a dot is a file and passes through (/assets/x.js, /favicon.ico, /config.json);
 *  - a page with a URL per language, asked for at its URL in the other language than the visitor's `language` cookie
 *    (the mirror of the stored choice, web/src/lib/i18n), answers 302 to the same page in the cookie's language,
 *    query string kept — `languageRedirect` of web/src/lib/pages.ts, which the local server uses (a unit test runs
 *    both on the same cases) — so a Spanish visitor never sees an English page first. Nothing else is redirected;
 *  - a prerendered public route (trailing slash or not) becomes `<route>/index.html` (the home page `/index.html`,
 *    its Spanish twin `/es/index.html`);
 *  - anything else (/dashboard, /submission/123, unknown paths) becomes `/app.html`, the unrendered SPA shell, and
 *    the SPA router decides, including its not-found page. (Not `/index.html`: that is the prerendered home page,
 *    whose content, title and canonical URL do not belong under another address.)
 * The redirect is decided on the viewer request, before the cache, so the cookie stays out of the cache key.
 */
export function spaRewriteCode(
  prerendered: readonly string[] = PRERENDERED_ROUTES,
  localized: readonly string[] = LOCALIZED_ROUTES,
): string {
  const table = Object.fromEntries(prerendered.filter((r) => r !== '/').map((r) => [r, true]));
  const twins = Object.fromEntries(localized.map((r) => [r, true]));
  const es = SPANISH_PREFIX;
  const cookie = `request.cookies['${LANGUAGE_COOKIE}']`;
  return [
    `var PRERENDERED = ${JSON.stringify(table)};`,
    `var LOCALIZED = ${JSON.stringify(twins)};`,
    'function query(qs) {',
    '  var parts = [];',
    '  for (var key in qs) {',
    '    var item = qs[key];',
    "    if (item.multiValue) for (var i = 0; i < item.multiValue.length; i++) parts.push(key + '=' + item.multiValue[i].value);",
    "    else parts.push(item.value === '' ? key : key + '=' + item.value);",
    '  }',
    "  return parts.length ? '?' + parts.join('&') : '';",
    '}',
    'function handler(event) {',
    '  var request = event.request;',
    '  var uri = request.uri;',
    "  var last = uri.substring(uri.lastIndexOf('/') + 1);",
    "  if (last.indexOf('.') !== -1) return request;",
    "  var path = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;",
    `  var chosen = request.cookies && ${cookie} ? ${cookie}.value : '';`,
    "  if (chosen === 'en' || chosen === 'es') {",
    `    var spanish = path === '${es}' || path.substring(0, ${es.length + 1}) === '${es}/';`,
    `    var page = !spanish ? path : path === '${es}' ? '/' : path.substring(${es.length});`,
    "    if (LOCALIZED[page] === true && spanish !== (chosen === 'es')) {",
    `      var target = chosen === 'en' ? page : page === '/' ? '${es}/' : '${es}' + page;`,
    '      return {',
    '        statusCode: 302,',
    "        statusDescription: 'Found',",
    "        headers: { location: { value: target + query(request.querystring) }, 'cache-control': { value: 'no-store' } },",
    '      };',
    '    }',
    '  }',
    "  request.uri = path === '/' ? '/index.html' : PRERENDERED[path] === true ? path + '/index.html' : '/app.html';",
    '  return request;',
    '}',
  ].join('\n');
}

export interface SiteProps {
  /** The HTTP API served at /api/* (its stage API_STAGE). */
  httpApi: IHttpApi;
  /** The API's own origin domain (execute-api switched off), else CloudFront goes to the execute-api endpoint. */
  apiOriginDomain?: string;
  /** The CloudFront-scope AWS WAF web ACL (us-east-1, infra/aws/edge-stack.ts). */
  webAclArn: string;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  staffClient: IUserPoolClient;
  bookingUrl: string;
  bookingOrigins: readonly string[];
  /** The documents bucket's origin (`https://<bucket>.s3.<region>.amazonaws.com`): uploads go straight to it. */
  documentsOrigin?: string;
  domainName?: string;
  certificateArn?: string;
  /** The built web to upload with config.json, or null to upload nothing. */
  webAssetsDir: string | null;
  prerenderedRoutes?: readonly string[];
}

/**
 * The website: a private S3 bucket behind CloudFront (origin access control), a viewer-request function for client
 * routes, security headers on every response, long-lived caching for hashed assets and revalidation for HTML and
 * config, the API at /api/* (same origin: no CORS, no preflights), and the web build plus a generated config.json.
 */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly logBucket: Bucket;
  readonly distribution: Distribution;
  /** https://<domain> without a trailing slash. */
  readonly url: string;
  /** The API's base URL as the browser sees it. */
  readonly apiUrl: string;
  readonly deployment?: BucketDeployment;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // Access logs of the bucket and of CloudFront. CloudFront's standard logs are delivered with ACLs, hence
    // BUCKET_OWNER_PREFERRED rather than ACLs disabled. (cdk-nag does not ask a log-target bucket to log itself.)
    this.logBucket = new Bucket(this, 'LogBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3-site/',
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Client routes: prerendered pages to <route>/index.html, the rest to the SPA shell /app.html',
      code: FunctionCode.fromInline(spaRewriteCode(props.prerenderedRoutes)),
    });

    const csp = contentSecurityPolicy({
      region: stack.region,
      bookingOrigins: props.bookingOrigins,
      documentsOrigin: props.documentsOrigin,
    });
    const headersPolicy = (policyId: string, cacheControl?: string) =>
      new ResponseHeadersPolicy(this, policyId, {
        comment: `LDA security headers${cacheControl ? ` + Cache-Control: ${cacheControl}` : ''}`,
        securityHeadersBehavior: {
          contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
          strictTransportSecurity: {
            accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
            includeSubdomains: true,
            override: true,
          },
          contentTypeOptions: { override: true },
          frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
          referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
          // The legacy XSS auditor is off in every current browser; "0" keeps old ones from misbehaving.
          xssProtection: { protection: false, override: true },
        },
        customHeadersBehavior: {
          customHeaders: [
            // geolocation for the site itself only: the field app's GPS fix of each attempt (issue 32); the camera is the file
            // input's `capture` (the phone's camera app), which needs no camera permission.
            { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)', override: true },
            { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
            ...(cacheControl ? [{ header: 'Cache-Control', value: cacheControl, override: true } satisfies ResponseCustomHeader] : []),
          ],
        },
      });
    const pageHeaders = headersPolicy('PageHeaders', CACHE_CONTROL.noCache);
    const assetHeaders = headersPolicy('AssetHeaders', CACHE_CONTROL.immutable);
    // API responses keep the handlers' own Cache-Control (no-store).
    const apiHeaders = headersPolicy('ApiHeaders');

    const s3Origin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    const staticBehavior = (responseHeadersPolicy: ResponseHeadersPolicy): BehaviorOptions => ({
      origin: s3Origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      // Edge caching is safe for every file: each deploy invalidates /*; browsers follow the Cache-Control above.
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      compress: true,
      responseHeadersPolicy,
    });

    const apiOrigin = new HttpOrigin(props.apiOriginDomain ?? `${props.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
    });

    const certificate = props.certificateArn ? Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn) : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${stack.stackName} site and API`,
      defaultRootObject: 'index.html',
      webAclId: props.webAclArn,
      priceClass: PriceClass.PRICE_CLASS_100,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // The viewer TLS policy only applies with our own certificate (the default *.cloudfront.net one is fixed).
      ...(props.domainName && certificate
        ? { domainNames: [props.domainName], certificate, minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021 }
        : {}),
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        ...staticBehavior(pageHeaders),
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      // Listed in precedence order.
      additionalBehaviors: {
        [`/${API_STAGE}/*`]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Everything the viewer sent (Authorization, query, body) except Host, which must be the API's host, plus
          // CloudFront's headers: CloudFront-Viewer-Address is the client's address recorded with an agreement.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiHeaders,
        },
        '/assets/*': staticBehavior(assetHeaders),
        '/config.json': staticBehavior(pageHeaders),
      },
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'No geo restriction: clients of a Los Angeles business travel and have family abroad, and the site is informational for everyone.',
    });
    if (!props.domainName) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose policy cannot be raised; with `domainName` the distribution enforces TLSv1.2_2021.',
      });
    }

    this.url = `https://${props.domainName ?? this.distribution.distributionDomainName}`;
    this.apiUrl = `${this.url}/${API_STAGE}`;

    if (props.webAssetsDir) {
      const config = {
        environment: 'aws',
        region: stack.region,
        userPoolId: props.userPool.userPoolId,
        userPoolClientId: props.userPoolClient.userPoolClientId,
        staffUserPoolClientId: props.staffClient.userPoolClientId,
        authFlowType: 'USER_SRP_AUTH',
        apiUrl: this.apiUrl,
        bookingUrl: props.bookingUrl,
        paymentMode: 'stripe',
      } satisfies RuntimeConfig;

      this.deployment = new BucketDeployment(this, 'DeployWeb', {
        sources: [Source.asset(props.webAssetsDir, { exclude: ['config.json'] }), Source.jsonData('config.json', config)],
        destinationBucket: this.bucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        // Keep files of earlier builds: a browser still holding the previous index.html can load its lazy chunks.
        prune: false,
        memoryLimit: 512,
      });
    }
  }
}
