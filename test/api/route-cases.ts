/**
 * A valid request for every route of the route table, built on a fresh owner's resources (created on first use):
 * shared by the authorization matrix (who may do it) and the contract test (its success answer matches its
 * contract). Each request is typed by its route's contract, so a case that no longer fits does not compile, and a
 * route without a case fails both suites.
 */
import { randomUUID } from 'node:crypto';
import type { CallInput } from '../../shared/api/client';
import type { RouteKey } from '../../shared/api/routes';
import type { QuestionnaireType } from '../../shared/catalogue';
import { californiaDate } from '../../shared/compliance';
import { CONSUMER_NOTICE_VERSION } from '../../shared/contract/consumer-notice';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import { SAMPLES } from '../../shared/questionnaires/samples';
import {
  acceptAgreement,
  choosePayment,
  client,
  clientUpload,
  officeUpload,
  requestFromClient,
  sharedStaff,
  confirmNoticeDelivery,
  selectForms,
  signNotice,
  newSpanishSubmission,
  newSubmission,
  readyOrder,
  signatureOf,
  startCheckout,
  startOrder,
  type TestUser,
} from './helpers';
import { aFreeTime, bookSomewhere, officeBooking, useStackEnvironment } from './notary-helpers';
import { SERVING_CASES } from './route-cases-serving';

/** The owner's resources, created on first use (each route case builds only what it needs). */
export class World {
  private readonly made = new Map<string, Promise<unknown>>();
  constructor(readonly owner: TestUser) {}

  /** Made once per world (process serving's cases, route-cases-serving.ts, build theirs through it too). */
  once<T>(key: string, make: () => Promise<T>): Promise<T> {
    if (!this.made.has(key)) this.made.set(key, make());
    return this.made.get(key) as Promise<T>;
  }
  /** Ids and personal data of the owner: none may reach another caller. */
  readonly secrets: string[] = [];
  keep<T extends string>(value: T): T {
    this.secrets.push(value);
    return value;
  }

  order = () => this.once('order', async () => this.keep((await startOrder(this.owner, 'probate')).orderId));
  noticedOrder = () =>
    this.once('noticed', async () => {
      const { orderId } = await startOrder(this.owner, 'summary-dissolution');
      await signNotice(this.owner, orderId);
      return this.keep(orderId);
    });
  /** An order whose signed notice staff have not given yet (its id is the owner's). */
  heldOrder = () =>
    this.once('held', async () => {
      const { orderId } = await startOrder(this.owner, 'paternal-relationship');
      await signNotice(this.owner, orderId);
      return this.keep(orderId);
    });
  /** An order whose signed notice staff have given: the contract is open. */
  deliveredOrder = () =>
    this.once('delivered', async () => {
      const { orderId } = await startOrder(this.owner, 'small-claims');
      await signNotice(this.owner, orderId);
      await selectForms(this.owner, orderId);
      await confirmNoticeDelivery(orderId);
      return this.keep(orderId);
    });
  agreedOrder = () =>
    this.once('agreed', async () => {
      const { orderId } = await startOrder(this.owner, 'durable-poa');
      await acceptAgreement(this.owner, orderId);
      return this.keep(orderId);
    });
  cardOrder = () =>
    this.once('card', async () => {
      const { orderId } = await startOrder(this.owner, 'guardianship-minor');
      await acceptAgreement(this.owner, orderId);
      await choosePayment(this.owner, orderId, 'card');
      return this.keep(orderId);
    });
  session = () => this.once('session', async () => this.keep((await startCheckout(this.owner, await this.cardOrder())).sessionId));
  officeOrder = () =>
    this.once('office', async () => {
      const { orderId } = await startOrder(this.owner, 'name-change');
      await acceptAgreement(this.owner, orderId);
      await choosePayment(this.owner, orderId, 'office');
      return this.keep(orderId);
    });
  draft = (questionnaireType: QuestionnaireType = 'dissolution') =>
    this.once(`draft:${questionnaireType}`, async () => {
      const saved = await client(this.owner).send('PUT /drafts/{questionnaireType}', {
        params: { questionnaireType },
        body: { answers: { note: 'owner draft' }, step: 'petitioner' },
      });
      expect(saved.status).toBe(200);
      return questionnaireType;
    });
  readyType = () =>
    this.once('ready', async () => {
      this.keep((await readyOrder(this.owner, 'adult-adoption', 'card')).orderId);
      return 'adult-adoption' as const;
    });
  submission = () => this.once('submission', async () => this.keep((await newSubmission(this.owner, 'small-claims')).id));
  /** A document of the owner's case, by `label` (each label its own document). */
  document = (label: string, opts: { complete?: boolean } = {}) =>
    this.once(`doc:${label}`, async () =>
      this.keep(await clientUpload(this.owner, await this.submission(), { name: `Owner ${label}.pdf`, ...opts })),
    );
  officeDocument = (label: string, opts: { complete?: boolean } = {}) =>
    this.once(`office:${label}`, async () =>
      this.keep(await officeUpload(await this.submission(), { name: `Office ${label}.pdf`, ...opts })),
    );
  request = () => this.once('request', async () => this.keep(await requestFromClient(await this.submission())));
  /** A small-claims case answered in Spanish: its translation desk. */
  spanishSubmission = () => this.once('spanish', async () => this.keep((await newSpanishSubmission(this.owner, 'small-claims')).id));
  /** The desk's first item as staff see it now (its path and the hash of the client's words). */
  deskItem = async () => {
    const desk = await client(await sharedStaff()).call('GET /admin/submissions/{id}/translations', {
      params: { id: await this.spanishSubmission() },
    });
    const item = desk.items[0];
    return { path: item.path, sourceHash: item.sourceHash };
  };
  /** An approved item, as the client sees it (its path and the hash of the English approved). */
  approvedItem = () =>
    this.once('approved', async () => {
      const id = await this.spanishSubmission();
      await client(await sharedStaff()).call('POST /admin/submissions/{id}/translations/approve', {
        params: { id },
        body: { items: [{ ...(await this.deskItem()), english: 'The street works cut off the water and power for three weeks.' }] },
      });
      // Approving queues the back-translation (the approved English into Spanish, for the client): wait until it is
      // there, so the owner's state the matrix compares before and after a caller's request does not change under it.
      let mine = await client(this.owner).call('GET /submissions/{id}/translations', { params: { id } });
      for (let i = 0; i < 300 && mine.items[0].back === null; i++) {
        await new Promise((r) => setTimeout(r, 100));
        mine = await client(this.owner).call('GET /submissions/{id}/translations', { params: { id } });
      }
      if (mine.items[0].back === null) throw new Error('route-cases: the back-translation of the approved item never came');
      return { path: mine.items[0].path, englishHash: mine.items[0].englishHash };
    });
  /** What the owner sees of their translations (the matrix checks nobody else changed it). */
  ownTranslations = async () =>
    client(this.owner).call('GET /submissions/{id}/translations', { params: { id: await this.spanishSubmission() } });
  /** A guest's notary appointment (its contact is no secret of the owner's: the token's holder reads it). */
  appointment = (label = 'booked') => this.once(`appt:${label}`, async () => bookSomewhere());
  cancelledAppointment = () =>
    this.once('appt:cancelled', async () => {
      const a = await this.appointment('to-cancel');
      expect((await client(null).send('POST /notary/manage/cancel', { body: { token: a.manageToken } })).status).toBe(200);
      return a;
    });
  /** An appointment whose time has passed (booked by the library with a clock two days back): a no-show can be recorded. */
  pastAppointment = () =>
    this.once('appt:past', async () => {
      useStackEnvironment();
      const { book } = await import('../../functions/lib/domain/notary');
      const { freeSlots } = await import('../../shared/notary/slots');
      const { DEFAULT_WEEKLY } = await import('../../shared/notary/settings');
      const then = new Date(Date.now() - 4 * 86_400_000);
      const day = new Date(then.getTime() + 86_400_000).toISOString().slice(0, 10);
      const slots = freeSlots({
        availability: { weekly: DEFAULT_WEEKLY, exceptions: {} },
        taken: new Set(),
        mode: 'office',
        from: day,
        days: 3,
        now: then,
      });
      const free = slots.flatMap((d) => d.slots);
      for (let i = 0; i < 10; i++) {
        const slot = free[Math.floor(Math.random() * free.length)];
        const body = officeBooking(slot.startsAt);
        try {
          const { item } = await book({ ...body, contact: { ...body.contact, phone: '+12135552671' } } as never, null, then);
          return item.id;
        } catch (err) {
          if ((err as { code?: string }).code !== 'slot_taken') throw err;
        }
      }
      throw new Error('No past time could be booked');
    });
}

export interface Case<K extends RouteKey> {
  request: (w: World) => Promise<CallInput<K>>;
  /** Public routes: what every caller gets. */
  everyone?: number;
  /** The owner (user routes) or the admin (admin routes). */
  allowed?: number;
  /**
   * Another user, and an admin, on a user route (default 404: the owner's resource is not theirs); on a server route,
   * another server (default 404: not their job).
   */
  others?: number;
  /**
   * The authz matrix re-reads the owner's whole account (profile, orders, drafts, submissions) after every call of
   * someone not entitled and expects it unchanged; a route whose resource those reads do not show (a submission's
   * documents, messages…) reads it here, as the owner.
   */
  ownerReads?: (w: World) => Promise<unknown>;
  /** The route ends the caller's own sessions: the matrix calls it with callers of its own (not the file's shared ones). */
  endsCallerSessions?: true;
}

const none = async () => ({});

export const CASES: { [K in RouteKey]: Case<K> } = {
  'GET /health': { request: none, everyone: 200 },
  'GET /openapi.json': { request: none, everyone: 200 },
  'POST /payments/webhook': {
    // Unsigned: nobody gets anything done here without the provider's signature.
    request: async () => ({ body: JSON.stringify({ id: 'evt_unsigned', type: 'checkout.session.completed', data: { object: {} } }) }),
    everyone: 400,
  },

  // The account routes answer alike whoever calls (and whatever the email: test/api/signup.test.ts).
  'POST /auth/sign-up': {
    request: async () => ({ body: { firstName: 'Ana', lastName: 'Case', email: `matrix-${randomUUID()}@example.test`, locale: 'en' } }),
    everyone: 202,
  },
  'POST /auth/confirm-sign-up': {
    request: async (w) => ({ body: { email: w.owner.email, code: '000000', password: 'Matrix-Passw0rd!' } }),
    everyone: 400,
  },
  'POST /auth/resend-code': { request: async (w) => ({ body: { email: w.owner.email } }), everyone: 202 },

  'GET /me': { request: none, allowed: 200, others: 200 },
  'PATCH /me': { request: async () => ({ body: { preferredLanguage: 'es' } }), allowed: 200, others: 200 },
  // Each caller ends their own sessions only (test/api/sessions.test.ts: what the marker then refuses).
  'POST /me/sessions/end': {
    request: async () => ({ body: { reason: 'signed_out' } }),
    allowed: 204,
    others: 204,
    endsCallerSessions: true,
  },

  'POST /orders': { request: async () => ({ body: { questionnaireType: 'conservatorship' } }), allowed: 201, others: 201 },
  'GET /orders': { request: async (w) => (await w.order(), {}), allowed: 200, others: 200 },
  'GET /orders/{orderId}': { request: async (w) => ({ params: { orderId: await w.order() } }), allowed: 200 },
  'POST /orders/{orderId}/notice': {
    request: async (w) => ({
      params: { orderId: await w.order() },
      body: { noticeVersion: CONSUMER_NOTICE_VERSION, locale: 'es', signatureName: signatureOf(w.owner) },
    }),
    allowed: 200,
  },
  'GET /orders/{orderId}/notice/pdf': { request: async (w) => ({ params: { orderId: await w.noticedOrder() } }), allowed: 200 },
  'PUT /orders/{orderId}/forms': {
    request: async (w) => ({ params: { orderId: await w.noticedOrder() }, body: { forms: ['FL-800'] } }),
    allowed: 200,
  },
  'PUT /orders/{orderId}/notice/delivery': {
    request: async (w) => ({ params: { orderId: await w.noticedOrder() }, body: { method: 'in_person' } }),
    allowed: 200,
  },
  'GET /orders/{orderId}/agreement/pdf': { request: async (w) => ({ params: { orderId: await w.agreedOrder() } }), allowed: 200 },
  'POST /orders/{orderId}/agreement': {
    request: async (w) => ({
      params: { orderId: await w.deliveredOrder() },
      body: { contractVersion: LDA_CONTRACT_VERSION, signatureName: signatureOf(w.owner), accepted: true },
    }),
    allowed: 200,
  },
  'POST /orders/{orderId}/payment-method': {
    request: async (w) => ({ params: { orderId: await w.agreedOrder() }, body: { method: 'card' } }),
    allowed: 200,
  },
  'POST /orders/{orderId}/checkout': { request: async (w) => ({ params: { orderId: await w.cardOrder() } }), allowed: 200 },
  'POST /payments/test-mode/{sessionId}/complete': { request: async (w) => ({ params: { sessionId: await w.session() } }), allowed: 200 },

  'GET /drafts': { request: async (w) => (await w.draft(), {}), allowed: 200, others: 200 },
  'GET /drafts/{questionnaireType}': { request: async (w) => ({ params: { questionnaireType: await w.draft() } }), allowed: 200 },
  // Saving a draft of that type saves the caller's own: another user's PUT never touches the owner's.
  'PUT /drafts/{questionnaireType}': {
    request: async (w) => ({
      params: { questionnaireType: await w.draft() },
      body: { answers: { replaced: true }, step: 'respondent' },
    }),
    allowed: 200,
    others: 200,
  },
  // A type nobody else saves in this file (the PUT case lets other callers save their own 'dissolution' draft).
  'DELETE /drafts/{questionnaireType}': {
    request: async (w) => ({ params: { questionnaireType: await w.draft('summary-dissolution') } }),
    allowed: 204,
  },

  // Another user has no order of that type: their submission is refused before anything is written.
  'POST /submissions': {
    request: async (w) => {
      const type = await w.readyType();
      return { body: { questionnaireType: type, answers: SAMPLES[type] }, headers: { 'Idempotency-Key': randomUUID() } };
    },
    allowed: 201,
    others: 409,
  },
  'GET /submissions': { request: async (w) => (await w.submission(), {}), allowed: 200, others: 200 },
  'GET /submissions/{id}': { request: async (w) => ({ params: { id: await w.submission() } }), allowed: 200 },
  'GET /submissions/{id}/pdf': { request: async (w) => ({ params: { id: await w.submission() } }), allowed: 200 },

  // The case workspace, client side: another user (and an admin, on a client route) finds no such case.
  'GET /submissions/{id}/documents': {
    request: async (w) => (await w.document('listed'), { params: { id: await w.submission() } }),
    allowed: 200,
  },
  'POST /submissions/{id}/documents': {
    request: async (w) => ({
      params: { id: await w.submission() },
      body: { name: 'Marriage certificate.jpg', contentType: 'image/jpeg', size: 2048, kind: 'vital_record' },
    }),
    allowed: 201,
  },
  'POST /submissions/{id}/documents/{documentId}/complete': {
    request: async (w) => ({ params: { id: await w.submission(), documentId: await w.document('pending', { complete: false }) } }),
    allowed: 200,
  },
  'POST /submissions/{id}/documents/{documentId}/link': {
    request: async (w) => ({ params: { id: await w.submission(), documentId: await w.document('linked') }, body: { action: 'download' } }),
    allowed: 200,
  },
  'POST /submissions/{id}/documents/{documentId}/review': {
    request: async (w) => ({
      params: { id: await w.submission(), documentId: await w.officeDocument('draft') },
      body: { decision: 'approved' },
    }),
    allowed: 200,
  },
  'PUT /submissions/{id}/documents/{documentId}/kind': {
    request: async (w) => ({ params: { id: await w.submission(), documentId: await w.document('typed') }, body: { kind: 'court_order' } }),
    allowed: 200,
  },
  'DELETE /submissions/{id}/documents/{documentId}': {
    request: async (w) => ({ params: { id: await w.submission(), documentId: await w.document('deleted') } }),
    allowed: 204,
  },
  'GET /submissions/{id}/messages': {
    request: async (w) => ({ params: { id: await w.submission() }, query: { limit: 10 } }),
    allowed: 200,
  },
  'POST /submissions/{id}/messages': {
    request: async (w) => ({ params: { id: await w.submission() }, body: { body: 'I sent my ID.' } }),
    allowed: 201,
  },
  'POST /submissions/{id}/messages/read': { request: async (w) => ({ params: { id: await w.submission() } }), allowed: 200 },
  'GET /submissions/{id}/translations': { request: async (w) => ({ params: { id: await w.spanishSubmission() } }), allowed: 200 },
  'POST /submissions/{id}/translations/confirm': {
    request: async (w) => ({ params: { id: await w.spanishSubmission() }, body: { items: [await w.approvedItem()] } }),
    allowed: 200,
    ownerReads: (w) => w.ownTranslations(),
  },
  'POST /submissions/{id}/translations/comment': {
    request: async (w) => ({
      params: { id: await w.spanishSubmission() },
      body: { ...(await w.approvedItem()), comment: 'Quise decir tres semanas, no tres días.' },
    }),
    allowed: 200,
    ownerReads: (w) => w.ownTranslations(),
  },

  'POST /admin/submissions/search': { request: async (w) => (await w.submission(), { body: { limit: 5 } }), allowed: 200 },
  'GET /admin/overview': {
    request: async () => ({ query: { from: new Date().toISOString().slice(0, 10), to: new Date().toISOString().slice(0, 10) } }),
    allowed: 200,
  },
  'POST /admin/submissions/export': {
    request: async (w) => (await w.submission(), { body: { submittedFrom: new Date(Date.now() - 3_600_000).toISOString() } }),
    allowed: 200,
  },
  'GET /admin/submissions/{id}': { request: async (w) => ({ params: { id: await w.submission() } }), allowed: 200 },
  'GET /admin/submissions/{id}/pdf': { request: async (w) => ({ params: { id: await w.submission() } }), allowed: 200 },
  'GET /admin/submissions/{id}/court-forms': { request: async (w) => ({ params: { id: await w.submission() } }), allowed: 200 },
  'GET /admin/submissions/{id}/court-forms/pdf': { request: async (w) => ({ params: { id: await w.submission() } }), allowed: 200 },
  'POST /admin/submissions/{id}/court-forms/case-document': {
    request: async (w) => ({ params: { id: await w.submission() } }),
    allowed: 201,
  },
  'GET /admin/submissions/{id}/court-forms/{form}/pdf': {
    request: async (w) => ({ params: { id: await w.submission(), form: 'sc-100' } }),
    allowed: 200,
  },
  'POST /admin/submissions/{id}/status': {
    request: async (w) => ({ params: { id: await w.submission() }, body: { status: 'processing', expectedVersion: 1 } }),
    allowed: 200,
  },
  'GET /admin/submissions/{id}/documents': {
    request: async (w) => (await w.document('listed'), { params: { id: await w.submission() } }),
    allowed: 200,
  },
  'POST /admin/submissions/{id}/documents': {
    request: async (w) => ({
      params: { id: await w.submission() },
      body: { name: 'Filed copy.pdf', contentType: 'application/pdf', size: 4096, kind: 'filed_copy', forReview: false },
    }),
    allowed: 201,
  },
  'POST /admin/submissions/{id}/documents/{documentId}/complete': {
    request: async (w) => ({ params: { id: await w.submission(), documentId: await w.officeDocument('pending', { complete: false }) } }),
    allowed: 200,
  },
  'POST /admin/submissions/{id}/documents/{documentId}/link': {
    request: async (w) => ({ params: { id: await w.submission(), documentId: await w.document('linked') }, body: { action: 'view' } }),
    allowed: 200,
  },
  'PUT /admin/submissions/{id}/documents/{documentId}/kind': {
    request: async (w) => ({
      params: { id: await w.submission(), documentId: await w.document('retyped') },
      body: { kind: 'vital_record' },
    }),
    allowed: 200,
  },
  'DELETE /admin/submissions/{id}/documents/{documentId}': {
    request: async (w) => ({ params: { id: await w.submission(), documentId: await w.document('deleted') } }),
    allowed: 204,
  },
  'GET /admin/submissions/{id}/document-access': {
    request: async (w) => ({ params: { id: await w.submission() }, query: { limit: 10 } }),
    allowed: 200,
  },
  'POST /admin/submissions/{id}/requests': {
    request: async (w) => ({
      params: { id: await w.submission() },
      body: { title: 'Marriage certificate', details: 'A photo of both pages is fine.' },
    }),
    allowed: 201,
  },
  'POST /admin/submissions/{id}/requests/{requestId}/waive': {
    request: async (w) => ({ params: { id: await w.submission(), requestId: await w.request() } }),
    allowed: 200,
  },
  'GET /admin/submissions/{id}/messages': {
    request: async (w) => ({ params: { id: await w.submission() }, query: { limit: 10 } }),
    allowed: 200,
  },
  'POST /admin/submissions/{id}/messages': {
    request: async (w) => ({ params: { id: await w.submission() }, body: { body: 'We received it, thank you.' } }),
    allowed: 201,
  },
  'POST /admin/submissions/{id}/messages/read': { request: async (w) => ({ params: { id: await w.submission() } }), allowed: 200 },
  'GET /admin/submissions/{id}/contact': { request: async (w) => ({ params: { id: await w.submission() } }), allowed: 200 },
  'PUT /admin/submissions/{id}/contact-rules': {
    request: async (w) => ({
      params: { id: await w.submission() },
      body: {
        allowed: { email: false, sms: false, phone: true },
        safeTimes: 'Weekdays 9–11 am',
        note: 'The client called from the number on file and asked us not to email.',
        expectedAt: null,
      },
    }),
    allowed: 200,
  },
  'GET /admin/submissions/{id}/notes': {
    request: async (w) => ({ params: { id: await w.submission() }, query: { limit: 10 } }),
    allowed: 200,
  },
  'POST /admin/submissions/{id}/notes': {
    request: async (w) => ({ params: { id: await w.submission() }, body: { body: 'Called the client.' } }),
    allowed: 201,
  },
  'PUT /admin/submissions/{id}/assignment': {
    request: async (w) => ({ params: { id: await w.submission() }, body: { assignee: (await sharedStaff()).sub, expectedAssignee: null } }),
    allowed: 200,
  },
  'GET /admin/submissions/{id}/filing': { request: async (w) => ({ params: { id: await w.submission() } }), allowed: 200 },
  'PUT /admin/submissions/{id}/filing': {
    request: async (w) => ({
      params: { id: await w.submission() },
      body: { courthouseId: 'stanley-mosk', caseNumber: '26STPB01234', expectedAt: null },
    }),
    allowed: 200,
  },
  'GET /admin/staff': { request: none, allowed: 200 },
  'GET /admin/submissions/{id}/translations': { request: async (w) => ({ params: { id: await w.spanishSubmission() } }), allowed: 200 },
  'PUT /admin/submissions/{id}/translations/item': {
    request: async (w) => ({
      params: { id: await w.spanishSubmission() },
      body: { ...(await w.deskItem()), english: 'Street works cut the water and power for three weeks.' },
    }),
    allowed: 200,
    ownerReads: (w) => w.ownTranslations(),
  },
  'POST /admin/submissions/{id}/translations/approve': {
    request: async (w) => ({
      params: { id: await w.spanishSubmission() },
      body: { items: [{ ...(await w.deskItem()), english: 'The street works cut off the water and power for three weeks.' }] },
    }),
    allowed: 200,
    ownerReads: (w) => w.ownTranslations(),
  },
  'POST /admin/submissions/{id}/translations/retry': {
    request: async (w) => ({ params: { id: await w.spanishSubmission() } }),
    allowed: 200,
  },
  'GET /admin/checklists/{questionnaireType}': { request: async () => ({ params: { questionnaireType: 'probate' } }), allowed: 200 },
  // From the version there is now (the matrix and the contract test both change it).
  'PUT /admin/checklists/{questionnaireType}': {
    request: async () => {
      const current = await client(await sharedStaff()).send('GET /admin/checklists/{questionnaireType}', {
        params: { questionnaireType: 'name-change' },
      });
      return {
        params: { questionnaireType: 'name-change' },
        body: {
          en: ['Photo ID', 'Birth certificate'],
          es: ['Identificación con foto', 'Acta de nacimiento'],
          expectedVersion: current.body!.checklist.version,
        },
      };
    },
    allowed: 200,
  },
  'GET /admin/notices': { request: async (w) => (await w.heldOrder(), { query: { limit: 5 } }), allowed: 200 },
  'GET /admin/orders/{orderId}/notice/pdf': { request: async (w) => ({ params: { orderId: await w.noticedOrder() } }), allowed: 200 },
  'POST /admin/orders/{orderId}/notice-delivery': {
    request: async (w) => ({ params: { orderId: await w.heldOrder() }, body: { method: 'in_person', date: californiaDate() } }),
    allowed: 200,
  },
  'POST /admin/orders/{orderId}/office-payment': {
    request: async (w) => ({ params: { orderId: await w.officeOrder() }, body: {} }),
    allowed: 200,
  },

  // The notary booking (issue 33). Public routes answer every caller alike; a booking's input is sent by each caller
  // in turn, so the public booking and the manage link's changes are cases every caller is refused alike (a taken
  // time, an appointment already cancelled); their successes are test/api/notary.test.ts's.
  'GET /notary/slots': {
    request: async () => ({ query: { mode: 'office', from: new Date().toISOString().slice(0, 10), days: 3 } }),
    everyone: 200,
  },
  'POST /notary/appointments': {
    request: async (w) => ({ body: officeBooking((await w.appointment()).appointment.startsAt) }),
    everyone: 409,
  },
  // From the owner's case: nobody else's booking may name it (404), the owner's is booked.
  'POST /me/notary/appointments': {
    request: async (w) => ({ body: officeBooking(await aFreeTime('office', () => true, 15), { caseId: await w.submission() }) }),
    allowed: 201,
  },
  'POST /notary/manage': { request: async (w) => ({ body: { token: (await w.appointment()).manageToken } }), everyone: 200 },
  'POST /notary/manage/cancel': {
    request: async (w) => ({ body: { token: (await w.cancelledAppointment()).manageToken } }),
    everyone: 409,
  },
  'POST /notary/manage/reschedule': {
    request: async (w) => ({ body: { token: (await w.cancelledAppointment()).manageToken, startsAt: await aFreeTime() } }),
    everyone: 409,
  },
  'GET /admin/notary/availability': { request: none, allowed: 200 },
  // The hours as they are (saved again: a new version, nothing else changes).
  'PUT /admin/notary/availability': {
    request: async () => {
      const now = await client(await sharedStaff()).call('GET /admin/notary/availability');
      return { body: { weekly: now.weekly as never, expectedVersion: now.version } };
    },
    allowed: 200,
  },
  // A date past anything booked here.
  'PUT /admin/notary/exceptions/{date}': {
    request: async () => ({ params: { date: '2031-01-02' }, body: { blocks: [], note: 'Closed (matrix)' } }),
    allowed: 200,
  },
  'DELETE /admin/notary/exceptions/{date}': { request: async () => ({ params: { date: '2031-01-03' } }), allowed: 204 },
  'GET /admin/notary/appointments': {
    request: async () => {
      const from = new Date().toISOString().slice(0, 10);
      return { query: { from, to: new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10) } };
    },
    allowed: 200,
  },
  'GET /admin/notary/appointments/{appointmentId}': {
    request: async (w) => ({ params: { appointmentId: (await w.appointment()).appointment.id } }),
    allowed: 200,
  },
  'POST /admin/notary/appointments/{appointmentId}/complete': {
    request: async (w) => ({
      params: { appointmentId: (await w.appointment()).appointment.id },
      body: { acts: 1, notarialCollectedCents: 1500, travelCollectedCents: 0, expectedVersion: 1 },
    }),
    allowed: 200,
  },
  'POST /admin/notary/appointments/{appointmentId}/no-show': {
    request: async (w) => ({ params: { appointmentId: await w.pastAppointment() }, body: { expectedVersion: 1 } }),
    allowed: 200,
  },
  'POST /admin/notary/appointments/{appointmentId}/cancel': {
    request: async (w) => ({ params: { appointmentId: (await w.appointment()).appointment.id }, body: { expectedVersion: 1 } }),
    allowed: 200,
  },
  ...SERVING_CASES,
};
