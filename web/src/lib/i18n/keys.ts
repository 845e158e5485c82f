/**
 * The keys of the static message bundles, as a type: `t('site.home.hero.title')` compiles, a misspelt key does not.
 * Type-only imports: no bundle is loaded by this file. Keys that come from data at run time (a questionnaire
 * definition's labels, the API's field errors) are not static: they go through `translate` (I18nProvider) and are
 * checked by tests (test/unit/questionnaires/definitions.test.ts, the i18n parity test).
 */
import type admin from '../../../../shared/i18n/messages/admin';
import type adminCase from '../../../../shared/i18n/messages/admin-case';
import type auth from '../../../../shared/i18n/messages/auth';
import type catalogue from '../../../../shared/i18n/messages/catalogue';
import type chat from '../../../../shared/i18n/messages/chat';
import type chatLauncher from '../../../../shared/i18n/messages/chat-launcher';
import type common from '../../../../shared/i18n/messages/common';
import type dashboard from '../../../../shared/i18n/messages/dashboard';
import type documents from '../../../../shared/i18n/messages/documents';
import type errors from '../../../../shared/i18n/messages/errors';
import type filing from '../../../../shared/i18n/messages/filing';
import type journey from '../../../../shared/i18n/messages/journey';
import type journeyHub from '../../../../shared/i18n/messages/journey-hub';
import type notary from '../../../../shared/i18n/messages/notary';
import type notaryDesk from '../../../../shared/i18n/messages/notary-desk';
import type packet from '../../../../shared/i18n/messages/packet';
import type safety from '../../../../shared/i18n/messages/safety';
import type serving from '../../../../shared/i18n/messages/serving';
import type servingDesk from '../../../../shared/i18n/messages/serving-desk';
import type servingField from '../../../../shared/i18n/messages/serving-field';
import type about from '../../../../shared/i18n/messages/site/about';
import type contact from '../../../../shared/i18n/messages/site/contact';
import type cta from '../../../../shared/i18n/messages/site/cta';
import type faq from '../../../../shared/i18n/messages/site/faq';
import type home from '../../../../shared/i18n/messages/site/home';
import type legal from '../../../../shared/i18n/messages/site/legal';
import type notFound from '../../../../shared/i18n/messages/site/not-found';
import type services from '../../../../shared/i18n/messages/site/services';
import type shell from '../../../../shared/i18n/messages/site/shell';
import type translation from '../../../../shared/i18n/messages/translation';
import type workspace from '../../../../shared/i18n/messages/workspace';
import type tracker from '../../../../shared/i18n/messages/tracker';
import type commonQuestionnaire from '../../../../shared/questionnaires/common.messages';
import type toast from '../toast/messages';

/** The dotted paths to the strings of a message tree. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type Static =
  | typeof admin
  | typeof adminCase
  | typeof auth
  | typeof catalogue
  | typeof chat
  | typeof chatLauncher
  | typeof common
  | typeof dashboard
  | typeof documents
  | typeof workspace
  | typeof translation
  | typeof tracker
  | typeof errors
  | typeof filing
  | typeof journey
  | typeof journeyHub
  | typeof notary
  | typeof notaryDesk
  | typeof packet
  | typeof safety
  | typeof serving
  | typeof servingDesk
  | typeof servingField
  | typeof about
  | typeof contact
  | typeof cta
  | typeof faq
  | typeof home
  | typeof legal
  | typeof notFound
  | typeof services
  | typeof shell
  | typeof commonQuestionnaire
  | typeof toast;

/** Every key of the static bundles (English and Spanish have the same keys: the parity test checks it). */
export type MessageKey = Static extends infer B ? (B extends { en: infer En } ? Leaves<En> : never) : never;
