/**
 * Every route's contract, keyed by route key: for what needs the whole API (the OpenAPI document, the typed client,
 * tests). A Lambda function imports only its own group's module (shared/api/contracts/<group>.ts).
 */
import type { RouteContract } from '../contract';
import type { RouteKey } from '../routes';
import { adminContract } from './admin';
import { authContract } from './auth';
import { caseworkContract } from './casework';
import { clientcaseContract } from './clientcase';
import { documentsContract } from './documents';
import { draftsContract } from './drafts';
import { fieldContract } from './field';
import { healthContract } from './health';
import { notaryContract } from './notary';
import { notarydeskContract } from './notarydesk';
import { ordersContract } from './orders';
import { paymentsContract } from './payments';
import { profileContract } from './profile';
import { servedeskContract } from './servedesk';
import { servingContract } from './serving';
import { submissionsContract } from './submissions';

export const CONTRACTS = {
  ...healthContract.routes,
  ...authContract.routes,
  ...profileContract.routes,
  ...ordersContract.routes,
  ...paymentsContract.routes,
  ...draftsContract.routes,
  ...submissionsContract.routes,
  ...documentsContract.routes,
  ...adminContract.routes,
  ...clientcaseContract.routes,
  ...caseworkContract.routes,
  ...notaryContract.routes,
  ...notarydeskContract.routes,
  ...servingContract.routes,
  ...servedeskContract.routes,
  ...fieldContract.routes,
} satisfies { readonly [K in RouteKey]: RouteContract };

export type Contracts = typeof CONTRACTS;
