import type { MessageBundle } from '../core';
import admin from './admin';
import { ACCOUNT_BUNDLES } from './account';
import adminCase from './admin-case';
import chat from './chat';
import documents from './documents';
import filing from './filing';
import formsInfo from './forms-info';
import { CORE_BUNDLES } from './index';
import notary from './notary';
import notaryDesk from './notary-desk';
import pdf from './pdf';
import serving from './serving';
import servingDesk from './serving-desk';
import servingField from './serving-field';
import about from './site/about';
import contact from './site/contact';
import cta from './site/cta';
import faq from './site/faq';
import home from './site/home';
import jsonld from './site/jsonld';
import legal from './site/legal';
import notFound from './site/not-found';
import services from './site/services';
import translation from './translation';
import workspace from './workspace';

/**
 * Every static bundle of shared/i18n/messages: the core set the shell loads, the signed-in app's and the chat panel's,
 * the public pages' copy, the admin
 * console's and the PDF's words. For tests (keys unique across bundles) — the web never imports this file: each
 * page registers its own bundle.
 */
export const PAGE_BUNDLES = { about, contact, cta, faq, home, jsonld, legal, notFound, services } as const;

export const STATIC_BUNDLES: readonly MessageBundle[] = [
  ...CORE_BUNDLES,
  ...ACCOUNT_BUNDLES,
  chat,
  ...Object.values(PAGE_BUNDLES),
  admin,
  adminCase,
  pdf,
  documents,
  workspace,
  translation,
  filing,
  formsInfo,
  notary,
  notaryDesk,
  serving,
  servingDesk,
  servingField,
];
