import type { MessageBundle } from '../core';
import auth from './auth';
import catalogue from './catalogue';
import dashboard from './dashboard';
import errors from './errors';
import journey from './journey';
import journeyHub from './journey-hub';
import safety from './safety';

/**
 * The words of everything but the public site: sign-in, the journey, the client's pages, the API's error messages,
 * the catalogue's names, sessions and contact rules (./safety.ts). The router loads them with every page that is not a public page (web/src/app/router.tsx)
 * and the code that uses them registers them too (web/src/lib/i18n/account-messages.ts), so a public page's first
 * load carries none of them.
 */
export const ACCOUNT_BUNDLES: readonly MessageBundle[] = [errors, auth, journey, journeyHub, dashboard, catalogue, safety];
