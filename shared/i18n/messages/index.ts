import type { MessageBundle } from '../core';
import auth from './auth';
import catalogue from './catalogue';
import chat from './chat';
import common from './common';
import dashboard from './dashboard';
import errors from './errors';
import journey from './journey';
import site from './site';

/**
 * Bundles loaded with the app shell. The admin console registers `admin` (./admin.ts) when its chunk loads, and each
 * questionnaire registers its own messages (shared/questionnaires/<type>.messages.ts).
 */
export const CORE_BUNDLES: readonly MessageBundle[] = [common, errors, site, chat, auth, journey, dashboard, catalogue];
