import type { MessageBundle } from '../core';
import chatLauncher from './chat-launcher';
import common from './common';
import siteShell from './site/shell';

/**
 * Bundles loaded with the app shell, on every page: the shared words, the header and footer, the chat launcher. The
 * rest is registered by the code that uses it, when its chunk loads: each public page its copy (./site/<page>.ts),
 * the chat panel ./chat.ts, the signed-in app's words ./account.ts (ACCOUNT_BUNDLES), the admin console `admin`
 * (./admin.ts), the questionnaires their own messages (shared/questionnaires/<type>.messages.ts). ./all.ts lists
 * every static bundle (tests, key types).
 */
export const CORE_BUNDLES: readonly MessageBundle[] = [common, siteShell, chatLauncher];
