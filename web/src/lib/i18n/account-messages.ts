import { ACCOUNT_BUNDLES } from '../../../../shared/i18n/messages/account';
import { registerMessages } from './I18nProvider';

/**
 * Importing this module registers the signed-in app's words (sign-in, the journey, the client's pages, API errors,
 * the catalogue's names: shared/i18n/messages/account.ts). The router loads it with every page that is not a public
 * page (app/router.tsx), and the modules that use those words import it, so they have them wherever they render;
 * a public page's first load carries none of them.
 */
ACCOUNT_BUNDLES.forEach(registerMessages);
