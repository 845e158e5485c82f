import type { MessageBundle } from '../core';
import auth from './auth';
import catalogue from './catalogue';
import chat from './chat';
import common from './common';
import dashboard from './dashboard';
import errors from './errors';
import journey from './journey';
import siteShell from './site/shell';

/**
 * Bundles loaded with the app shell. The rest is registered by the code that uses it, when its chunk loads: each
 * public page its copy (./site/<page>.ts), the admin console `admin` (./admin.ts), the questionnaires their own
 * messages (shared/questionnaires/<type>.messages.ts). ./all.ts lists every static bundle (tests, key types).
 */
export const CORE_BUNDLES: readonly MessageBundle[] = [common, errors, siteShell, chat, auth, journey, dashboard, catalogue];
