/**
 * The contract of every route — request body, query, headers, success response, error codes — and the OpenAPI 3.1
 * document built from it and from the route table. The zod schemas are the ones the handlers parse with and the web
 * client checks responses with, so the document cannot drift from the code. `npm run openapi` writes it to
 * docs/openapi.json (a unit test checks the committed file is current); GET /openapi.json serves that file.
 */
import { z } from 'zod';
import { BUSINESS } from '../business';
import {
  AdminOrderResponseSchema,
  AdminOrderSchema,
  AdminStatusEventSchema,
  AdminSubmissionSchema,
  AdminSubmissionWithAnswersSchema,
  AdminSubmissionDetailResponseSchema,
  AdminSubmissionsPageSchema,
  AdminSubmissionsQuerySchema,
  OfficePaymentRequestSchema,
  StatusUpdateRequestSchema,
} from './admin';
import { IdSchema, PageQuerySchema, PathIdSchema, QuestionnaireTypeSchema, TimestampSchema } from './common';
import { DraftSchema, DraftsListResponseSchema, DraftSummarySchema, SaveDraftRequestSchema } from './drafts';
import { ErrorBodySchema, HTTP_STATUS, type ErrorCode } from './errors';
import {
  AgreementRequestSchema,
  CreateOrderRequestSchema,
  OrderResponseSchema,
  OrderSchema,
  OrdersPageSchema,
  PaymentMethodRequestSchema,
} from './orders';
import {
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  CheckoutSessionIdSchema,
  TestModeCompleteRequestSchema,
  WEBHOOK_SIGNATURE_HEADER,
  WebhookResponseSchema,
} from './payments';
import { HealthResponseSchema, MeResponseSchema, ProfileSchema, UpdateProfileRequestSchema } from './profile';
import { ROUTES, type RouteDef, type RouteKey } from './routes';
import {
  CreateSubmissionRequestSchema,
  CreateSubmissionResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  PdfQuerySchema,
  StatusEventSchema,
  SubmissionDetailResponseSchema,
  SubmissionSchema,
  SubmissionsPageSchema,
  SubmissionWithAnswersSchema,
} from './submissions';

/** The contract's version (info.version): bump it with any change of a request or response shape. */
export const API_VERSION = '1.0.0';

export interface RouteContract {
  /** The JSON request body; a schema that accepts `undefined` makes the body optional. */
  body?: z.ZodType;
  query?: z.ZodObject;
  headers?: ReadonlyArray<{ name: string; required: boolean; description: string; schema: z.ZodType }>;
  success:
    | { status: 200 | 201; description: string; schema: z.ZodType; also?: { status: 200; description: string } }
    | { status: 200; description: string; pdf: true }
    | { status: 204; description: string };
  /** Error codes this route answers besides the ones every route may (401/403 by access, 413, 500, 503). */
  errors: readonly ErrorCode[];
}

/** Path parameter shapes (the handlers parse them with the same schemas; any other value is 404). */
export const PATH_PARAMETERS: Record<string, { schema: z.ZodType; description: string }> = {
  id: { schema: PathIdSchema, description: 'Submission id' },
  orderId: { schema: PathIdSchema, description: 'Order id' },
  questionnaireType: { schema: QuestionnaireTypeSchema, description: 'Questionnaire type (shared/catalogue.ts)' },
  sessionId: { schema: CheckoutSessionIdSchema, description: 'Checkout session id' },
};

const idempotencyKey = {
  name: IDEMPOTENCY_KEY_HEADER,
  required: false,
  description:
    'A unique key per submission attempt (e.g. a UUID). Retries with the same key and body answer the first response; the same key with another body is 409 idempotency_conflict. Kept 24 hours.',
  schema: IdempotencyKeySchema,
};

const pdf = (description: string) => ({ status: 200, description, pdf: true }) as const;

export const ROUTE_CONTRACTS: Record<RouteKey, RouteContract> = {
  'GET /health': { success: { status: 200, description: 'Alive', schema: HealthResponseSchema }, errors: [] },
  'GET /openapi.json': { success: { status: 200, description: 'This document', schema: z.record(z.string(), z.unknown()) }, errors: [] },

  'GET /me': { success: { status: 200, description: 'The profile', schema: MeResponseSchema }, errors: [] },
  'PATCH /me': {
    body: UpdateProfileRequestSchema,
    success: { status: 200, description: 'The updated profile', schema: MeResponseSchema },
    errors: ['validation_failed'],
  },

  'POST /orders': {
    body: CreateOrderRequestSchema,
    success: {
      status: 201,
      description: 'A new order',
      schema: OrderResponseSchema,
      also: { status: 200, description: 'The caller’s open order of that type' },
    },
    errors: ['validation_failed'],
  },
  'GET /orders': {
    query: PageQuerySchema,
    success: { status: 200, description: 'The caller’s orders, newest first', schema: OrdersPageSchema },
    errors: ['validation_failed'],
  },
  'GET /orders/{orderId}': { success: { status: 200, description: 'The order', schema: OrderResponseSchema }, errors: ['not_found'] },
  'POST /orders/{orderId}/agreement': {
    body: AgreementRequestSchema,
    success: {
      status: 200,
      description: 'The order with the acceptance recorded (accepting again changes nothing)',
      schema: OrderResponseSchema,
    },
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  'POST /orders/{orderId}/payment-method': {
    body: PaymentMethodRequestSchema,
    success: { status: 200, description: 'The order with the method chosen', schema: OrderResponseSchema },
    errors: ['validation_failed', 'not_found', 'agreement_required', 'conflict'],
  },
  'POST /orders/{orderId}/checkout': {
    body: CheckoutRequestSchema,
    success: { status: 200, description: 'Where to send the browser to pay', schema: CheckoutResponseSchema },
    errors: ['validation_failed', 'not_found', 'agreement_required', 'payment_required', 'conflict'],
  },
  'POST /payments/test-mode/{sessionId}/complete': {
    body: TestModeCompleteRequestSchema,
    success: { status: 200, description: 'The paid order (test mode only; 404 otherwise)', schema: OrderResponseSchema },
    errors: ['validation_failed', 'not_found'],
  },
  'POST /payments/webhook': {
    body: z
      .record(z.string(), z.unknown())
      .describe(
        'A Stripe event (checkout.session.completed, checkout.session.async_payment_succeeded; others are acknowledged and ignored)',
      ),
    headers: [
      {
        name: WEBHOOK_SIGNATURE_HEADER,
        required: true,
        description: 'Stripe’s signature header: t=<unix time>,v1=<HMAC-SHA256 hex>',
        schema: z.string(),
      },
    ],
    success: { status: 200, description: 'Received (duplicate: true for an event id processed before)', schema: WebhookResponseSchema },
    errors: ['invalid_signature'],
  },

  'GET /drafts': {
    success: { status: 200, description: 'The caller’s drafts (no answers)', schema: DraftsListResponseSchema },
    errors: [],
  },
  'GET /drafts/{questionnaireType}': { success: { status: 200, description: 'The draft', schema: DraftSchema }, errors: ['not_found'] },
  'PUT /drafts/{questionnaireType}': {
    body: SaveDraftRequestSchema,
    success: { status: 200, description: 'Saved', schema: DraftSummarySchema },
    errors: ['validation_failed', 'not_found'],
  },
  'DELETE /drafts/{questionnaireType}': { success: { status: 204, description: 'Deleted' }, errors: ['not_found'] },

  'POST /submissions': {
    body: CreateSubmissionRequestSchema,
    headers: [idempotencyKey],
    success: {
      status: 201,
      description: 'Submitted (a replay answers the same, with Idempotent-Replayed: true)',
      schema: CreateSubmissionResponseSchema,
    },
    errors: ['validation_failed', 'agreement_required', 'payment_required', 'idempotency_conflict', 'conflict'],
  },
  'GET /submissions': {
    query: PageQuerySchema,
    success: { status: 200, description: 'The caller’s submissions, newest first', schema: SubmissionsPageSchema },
    errors: ['validation_failed'],
  },
  'GET /submissions/{id}': {
    success: { status: 200, description: 'The submission with its answers and status history', schema: SubmissionDetailResponseSchema },
    errors: ['not_found'],
  },
  'GET /submissions/{id}/pdf': { query: PdfQuerySchema, success: pdf('The answers as PDF'), errors: ['validation_failed', 'not_found'] },

  'GET /admin/submissions': {
    query: AdminSubmissionsQuerySchema,
    success: { status: 200, description: 'A page of all submissions, newest first', schema: AdminSubmissionsPageSchema },
    errors: ['validation_failed'],
  },
  'GET /admin/submissions/{id}': {
    success: { status: 200, description: 'Any submission with answers, history and order', schema: AdminSubmissionDetailResponseSchema },
    errors: ['not_found'],
  },
  'GET /admin/submissions/{id}/pdf': {
    query: PdfQuerySchema,
    success: pdf('The answers as PDF'),
    errors: ['validation_failed', 'not_found'],
  },
  'POST /admin/submissions/{id}/status': {
    body: StatusUpdateRequestSchema,
    success: { status: 200, description: 'The submission after the change', schema: AdminSubmissionDetailResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict', 'invalid_transition'],
  },
  'POST /admin/orders/{orderId}/office-payment': {
    body: OfficePaymentRequestSchema,
    success: { status: 200, description: 'The order, paid', schema: AdminOrderResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
};

/** Named schemas (components.schemas); everything else is inlined where it is used. */
const RESPONSE_COMPONENTS: Record<string, z.ZodType> = {
  ErrorBody: ErrorBodySchema,
  Id: IdSchema,
  Timestamp: TimestampSchema,
  QuestionnaireType: QuestionnaireTypeSchema,
  Profile: ProfileSchema,
  Order: OrderSchema,
  AdminOrder: AdminOrderSchema,
  Submission: SubmissionSchema,
  SubmissionWithAnswers: SubmissionWithAnswersSchema,
  StatusEvent: StatusEventSchema,
  AdminSubmission: AdminSubmissionSchema,
  AdminSubmissionWithAnswers: AdminSubmissionWithAnswersSchema,
  AdminStatusEvent: AdminStatusEventSchema,
  Health: HealthResponseSchema,
  MeResponse: MeResponseSchema,
  OrderResponse: OrderResponseSchema,
  OrdersPage: OrdersPageSchema,
  CheckoutResponse: CheckoutResponseSchema,
  WebhookResponse: WebhookResponseSchema,
  Draft: DraftSchema,
  DraftSummary: DraftSummarySchema,
  DraftsList: DraftsListResponseSchema,
  CreateSubmissionResponse: CreateSubmissionResponseSchema,
  SubmissionsPage: SubmissionsPageSchema,
  SubmissionDetail: SubmissionDetailResponseSchema,
  AdminSubmissionsPage: AdminSubmissionsPageSchema,
  AdminSubmissionDetail: AdminSubmissionDetailResponseSchema,
  AdminOrderResponse: AdminOrderResponseSchema,
};
const REQUEST_COMPONENTS: Record<string, z.ZodType> = {
  UpdateProfileRequest: UpdateProfileRequestSchema,
  CreateOrderRequest: CreateOrderRequestSchema,
  AgreementRequest: AgreementRequestSchema,
  PaymentMethodRequest: PaymentMethodRequestSchema,
  SaveDraftRequest: SaveDraftRequestSchema,
  CreateSubmissionRequest: CreateSubmissionRequestSchema,
  StatusUpdateRequest: StatusUpdateRequestSchema,
  OfficePaymentRequest: OfficePaymentRequestSchema,
};

type JsonSchema = Record<string, unknown>;
const REF = (name: string) => `#/components/schemas/${name}`;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of the requests as sent (`input`) or the responses as answered (`output`). */
function components(schemas: Record<string, z.ZodType>, io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const { schemas: out } = z.toJSONSchema(registry, { target: 'draft-2020-12', io, unrepresentable: 'any', uri: REF }) as {
    schemas: Record<string, JsonSchema>;
  };
  return Object.fromEntries(Object.entries(out).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema]));
}

function inline(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _s, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/** A named component if the schema is one, else the schema inline. */
function schemaRef(schema: z.ZodType, named: Record<string, z.ZodType>, io: 'input' | 'output'): JsonSchema {
  const name = Object.entries(named).find(([, s]) => s === schema)?.[0];
  return name ? { $ref: REF(name) } : inline(schema, io);
}

const capitalize = (w: string) => w[0].toUpperCase() + w.slice(1);

/** "POST /orders/{orderId}/payment-method" → "postOrdersByOrderIdPaymentMethod". */
const operationId = (route: RouteDef): string =>
  route.method.toLowerCase() +
  route.path
    .split('/')
    .filter(Boolean)
    .map((seg) =>
      seg.startsWith('{')
        ? `By${capitalize(seg.slice(1, -1))}`
        : seg
            .split(/[^A-Za-z0-9]+/)
            .filter(Boolean)
            .map(capitalize)
            .join(''),
    )
    .join('');

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

function operation(route: RouteDef, contract: RouteContract): JsonSchema {
  const parameters: JsonSchema[] = [];
  for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
    const param = PATH_PARAMETERS[name];
    if (!param) throw new Error(`${route.method} ${route.path}: no PATH_PARAMETERS entry for {${name}}`);
    parameters.push({
      name,
      in: 'path',
      required: true,
      description: param.description,
      schema: schemaRef(param.schema, RESPONSE_COMPONENTS, 'input'),
    });
  }
  for (const [name, schema] of Object.entries(contract.query?.shape ?? {}) as Array<[string, z.ZodType]>) {
    parameters.push({ name, in: 'query', required: !accepts(schema, undefined), schema: inline(schema, 'input') });
  }
  for (const h of contract.headers ?? []) {
    parameters.push({ name: h.name, in: 'header', required: h.required, description: h.description, schema: inline(h.schema, 'input') });
  }

  const errors = new Set<ErrorCode>([...contract.errors, 'internal', 'unavailable']);
  if (route.access !== 'public') errors.add('unauthorized');
  if (route.access === 'admin') errors.add('forbidden');
  if (contract.body) ['invalid_json', 'payload_too_large'].forEach((c) => errors.add(c as ErrorCode));
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errors) byStatus.set(HTTP_STATUS[code], [...(byStatus.get(HTTP_STATUS[code]) ?? []), code]);

  const success = contract.success;
  const responses: Record<string, JsonSchema> = {};
  if ('schema' in success) {
    const content = { 'application/json': { schema: schemaRef(success.schema, RESPONSE_COMPONENTS, 'output') } };
    responses[success.status] = { description: success.description, content };
    if (success.also) responses[success.also.status] = { description: success.also.description, content };
  } else if ('pdf' in success) {
    responses[success.status] = {
      description: success.description,
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    };
  } else {
    responses[success.status] = { description: success.description };
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[status] = {
      description: `Error: ${codes.sort().join(', ')}`,
      content: { 'application/json': { schema: { $ref: REF('ErrorBody') } } },
    };
  }

  return {
    operationId: operationId(route),
    summary: route.summary,
    tags: [route.group],
    ...(route.access === 'public' ? { security: [] } : {}),
    ...(route.access === 'admin' ? { description: 'Staff only: the token must carry the `admin` group (cognito:groups).' } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(contract.body
      ? {
          requestBody: {
            required: !accepts(contract.body, undefined),
            content: { 'application/json': { schema: schemaRef(contract.body, REQUEST_COMPONENTS, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

export function buildOpenApi(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of ROUTES) {
    const contract = ROUTE_CONTRACTS[`${route.method} ${route.path}` as RouteKey];
    if (!contract) throw new Error(`No contract for ${route.method} ${route.path} in shared/api/openapi.ts`);
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route, contract);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${BUSINESS.shortName} API`,
      version: API_VERSION,
      description:
        'The API of the client journey (orders, agreement, payment, drafts, submissions) and the back office. ' +
        'Errors are { error: { code, message, fieldErrors?, retryable? } } with stable codes; field errors are i18n keys. See docs/api.md.',
    },
    servers: [
      { url: '/api', description: 'In AWS: the site’s own origin, /api (CloudFront → API Gateway)' },
      { url: 'http://localhost:3001', description: 'The local stack (npm start)' },
    ],
    security: [{ cognito: [] }],
    tags: [...new Set(ROUTES.map((r) => r.group))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The Cognito ID token of the signed-in user' },
      },
      schemas: { ...components(REQUEST_COMPONENTS, 'input'), ...components(RESPONSE_COMPONENTS, 'output') },
    },
  };
}
