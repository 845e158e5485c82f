/**
 * Demo data for the local stack, written through the public API with real tokens (so it obeys every server rule).
 * Runs only into an empty database: once the demo client has any order, nothing is seeded again.
 *
 * The demo client (María González) ends up with:
 *  - request for order: paid by card (test mode), completed — with staff notes on its timeline;
 *  - durable POA: office payment recorded by staff, processing;
 *  - probate: office payment still pending (to pay at the office), pending;
 *  - small claims: paid by card, rejected with a note;
 *  - a dissolution questionnaire in progress: agreement accepted, a saved draft, not paid yet.
 */
import { randomUUID } from 'node:crypto';
import { ApiError, createApiClient } from '../../shared/api/client';
import { californiaDate } from '../../shared/compliance';
import { CONSUMER_NOTICE_VERSION } from '../../shared/contract/consumer-notice';
import { FORMS_META } from '../../shared/questionnaires/forms/meta.generated';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import type { QuestionnaireType } from '../../shared/catalogue';
import type { SubmissionStatus } from '../../shared/api/submissions';
import { dissolutionSample, SAMPLES } from '../../shared/questionnaires/samples';
import type { SeedUser } from './cognito-setup';
import { signIn } from './tokens';

export interface SeedContext {
  apiUrl: string;
  cognitoEndpoint: string;
  clientId: string;
  /** The staff app client: the admin signs in there, with a TOTP code when it has an authenticator. */
  staffClientId: string;
  admin: SeedUser;
  demo: SeedUser;
}

interface Plan {
  type: QuestionnaireType;
  payment: 'card' | 'office-received' | 'office-pending';
  /** Staff's status changes after the submission, with their notes. */
  steps: Array<{ status: SubmissionStatus; note: string }>;
}

const PLANS: Plan[] = [
  {
    type: 'request-for-order',
    payment: 'card',
    steps: [
      { status: 'processing', note: 'We are preparing your FL-300 and FL-311.' },
      { status: 'completed', note: 'Your documents are ready to sign. Please bring photo ID to the office.' },
    ],
  },
  {
    type: 'durable-poa',
    payment: 'office-received',
    steps: [{ status: 'processing', note: 'Payment received at the office. Drafting has started.' }],
  },
  { type: 'probate', payment: 'office-pending', steps: [] },
  {
    type: 'small-claims',
    payment: 'card',
    steps: [{ status: 'rejected', note: 'The defendant paid in full, so you asked us to close this file.' }],
  },
];

export async function seedDemoData(ctx: SeedContext): Promise<void> {
  try {
    await seed(ctx);
  } catch (err) {
    if (err instanceof ApiError) {
      throw new Error(`Seeding failed: ${err.status} ${err.code} ${err.message} ${JSON.stringify(err.fieldErrors)}`, { cause: err });
    }
    throw err;
  }
}

async function seed(ctx: SeedContext): Promise<void> {
  const admin = (
    await signIn(ctx.cognitoEndpoint, ctx.staffClientId, ctx.admin.email, ctx.admin.password, { totpSecret: ctx.admin.totpSecret })
  ).idToken;
  const demo = (await signIn(ctx.cognitoEndpoint, ctx.clientId, ctx.demo.email, ctx.demo.password)).idToken;
  const asDemo = createApiClient({ baseUrl: ctx.apiUrl, getToken: () => demo }).call;
  const asAdmin = createApiClient({ baseUrl: ctx.apiUrl, getToken: () => admin }).call;

  // Profiles are created on first call.
  await asAdmin('GET /me');
  await asDemo('GET /me');
  if ((await asDemo('GET /orders', { query: { limit: 1 } })).items.length > 0) return;

  const signatureName = `${ctx.demo.givenName} ${ctx.demo.familyName}`;
  // The Notice to Consumer (B&P §6410.5) is signed before the contract, as the journey does, and staff record that it
  // was given at the office before the contract opens (shared/business.ts compliance).
  const agree = async (orderId: string) => {
    await asDemo('POST /orders/{orderId}/notice', {
      params: { orderId },
      body: { noticeVersion: CONSUMER_NOTICE_VERSION, locale: 'en', signatureName, delivery: { method: 'in_person' } },
    });
    const { order } = await asDemo('GET /orders/{orderId}', { params: { orderId } });
    // The demo client selects every form the service prepares (B&P §6400(d)(1)).
    await asDemo('PUT /orders/{orderId}/forms', {
      params: { orderId },
      body: { forms: FORMS_META[order.questionnaireType].map((f) => f.form) },
    });
    if ((await asDemo('GET /orders/{orderId}', { params: { orderId } })).order.stage === 'notice_delivery') {
      await asAdmin('POST /admin/orders/{orderId}/notice-delivery', {
        params: { orderId },
        body: { method: 'in_person', date: californiaDate() },
      });
    }
    return asDemo('POST /orders/{orderId}/agreement', {
      params: { orderId },
      body: { contractVersion: LDA_CONTRACT_VERSION, signatureName, accepted: true },
    });
  };

  for (const plan of PLANS) {
    const { order } = await asDemo('POST /orders', { body: { questionnaireType: plan.type } });
    const params = { orderId: order.orderId };
    await agree(order.orderId);
    if (plan.payment === 'card') {
      await asDemo('POST /orders/{orderId}/payment-method', { params, body: { method: 'card' } });
      const { sessionId } = await asDemo('POST /orders/{orderId}/checkout', { params, body: {} });
      await asDemo('POST /payments/test-mode/{sessionId}/complete', { params: { sessionId }, body: {} });
    } else {
      await asDemo('POST /orders/{orderId}/payment-method', { params, body: { method: 'office' } });
    }
    const { submission } = await asDemo('POST /submissions', {
      body: { questionnaireType: plan.type, answers: SAMPLES[plan.type] },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    if (plan.payment === 'office-received') {
      await asAdmin('POST /admin/orders/{orderId}/office-payment', { params, body: { reference: 'R-1042' } });
    }
    let version = submission.version;
    for (const step of plan.steps) {
      const res = await asAdmin('POST /admin/submissions/{id}/status', {
        params: { id: submission.id },
        body: { status: step.status, expectedVersion: version, note: step.note },
      });
      version = res.submission.version;
    }
  }

  // A questionnaire in progress: agreement accepted, a draft saved on its second step, payment not chosen yet.
  const { order } = await asDemo('POST /orders', { body: { questionnaireType: 'dissolution' } });
  await agree(order.orderId);
  await asDemo('PUT /drafts/{questionnaireType}', {
    params: { questionnaireType: 'dissolution' },
    body: { answers: { petitioner: dissolutionSample.petitioner }, step: 'respondent' },
  });
}
