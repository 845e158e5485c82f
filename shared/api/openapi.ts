/**
 * The OpenAPI 3.1 document, built from the route table and every route's contract (shared/api/contracts/*): the
 * schemas `createHandler` parses requests with and checks answers against, and the typed client parses responses
 * with. `npm run openapi` writes it to docs/openapi.json (a unit test checks the committed file is current);
 * GET /openapi.json serves that file.
 */
import * as z from 'zod/mini';
import { BUSINESS } from '../business';
import {
  AdminOrderResponseSchema,
  AdminOrderSchema,
  AdminStatusEventSchema,
  AdminSubmissionSchema,
  AdminSubmissionWithAnswersSchema,
  AdminSubmissionDetailResponseSchema,
  AdminSubmissionsPageSchema,
  OfficePaymentRequestSchema,
  StatusUpdateRequestSchema,
} from './admin';
import { IdSchema, QuestionnaireTypeSchema, TimestampSchema } from './common';
import { MAX_JSON_DEPTH, maxBodyBytesOf, paramNames, PATH_PARAMS, type PathParamName, type RouteContract } from './contract';
import { CONTRACTS } from './contracts/all';
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
import { CheckoutResponseSchema, WebhookResponseSchema } from './payments';
import { HealthResponseSchema, MeResponseSchema, ProfileSchema, UpdateProfileRequestSchema } from './profile';
import { ROUTES, routeKey, type RouteDef, type RouteKey } from './routes';
import {
  CreateSubmissionRequestSchema,
  CreateSubmissionResponseSchema,
  StatusEventSchema,
  SubmissionDetailResponseSchema,
  SubmissionSchema,
  SubmissionsPageSchema,
  SubmissionWithAnswersSchema,
} from './submissions';

/** The contract's version (info.version): bump it with any change of a request or response shape. */
export const API_VERSION = '1.0.0';

/** Named schemas (components.schemas); everything else is inlined where it is used. */
const RESPONSE_COMPONENTS: Record<string, z.core.$ZodType> = {
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
const REQUEST_COMPONENTS: Record<string, z.core.$ZodType> = {
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
function components(schemas: Record<string, z.core.$ZodType>, io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const { schemas: out } = z.toJSONSchema(registry, { target: 'draft-2020-12', io, unrepresentable: 'any', uri: REF }) as {
    schemas: Record<string, JsonSchema>;
  };
  return Object.fromEntries(Object.entries(out).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema]));
}

function inline(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _s, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/** A named component if the schema is one, else the schema inline. */
function schemaRef(schema: z.core.$ZodType, named: Record<string, z.core.$ZodType>, io: 'input' | 'output'): JsonSchema {
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

const accepts = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).success;

function operation(route: RouteDef, contract: RouteContract): JsonSchema {
  const parameters: JsonSchema[] = [];
  for (const name of paramNames(route.path)) {
    const param = PATH_PARAMS[name as PathParamName];
    parameters.push({
      name,
      in: 'path',
      required: true,
      description: param.description,
      schema: schemaRef(param.schema, RESPONSE_COMPONENTS, 'input'),
    });
  }
  for (const [name, schema] of Object.entries(contract.query?.shape ?? {}) as Array<[string, z.ZodMiniType]>) {
    parameters.push({ name, in: 'query', required: !accepts(schema, undefined), schema: inline(schema, 'input') });
  }
  for (const [name, h] of Object.entries(contract.headers ?? {})) {
    parameters.push({
      name,
      in: 'header',
      required: !accepts(h.schema, undefined),
      description: h.description,
      schema: inline(h.schema, 'input'),
    });
  }

  const errors = new Set<ErrorCode>([...contract.errors, 'internal', 'unavailable']);
  if (route.access !== 'public') errors.add('unauthorized');
  if (route.access === 'admin' || route.access === 'server') errors.add('forbidden');
  if (contract.body) errors.add('payload_too_large');
  // A JSON body may be unreadable (invalid_json) or nested too deeply (validation_failed); a text body is the handler's.
  if (contract.body && contract.bodyAs !== 'text') ['invalid_json', 'validation_failed'].forEach((c) => errors.add(c as ErrorCode));
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errors) byStatus.set(HTTP_STATUS[code], [...(byStatus.get(HTTP_STATUS[code]) ?? []), code]);

  const success = contract.success;
  const responses: Record<string, JsonSchema> = {};
  if ('schema' in success) {
    const content = { 'application/json': { schema: schemaRef(success.schema, RESPONSE_COMPONENTS, 'output') } };
    responses[success.status] = { description: success.description, content };
    if (success.also) responses[success.also.status] = { description: success.also.description, content };
  } else if ('file' in success) {
    responses[success.status] = {
      description: success.description,
      content: { [success.file.contentType]: { schema: { type: 'string', format: 'binary' } } },
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
    ...(route.access === 'server'
      ? { description: 'Process servers only: the token must carry the `server` group (cognito:groups); only the caller’s assigned jobs.' }
      : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(contract.body
      ? {
          requestBody: {
            description:
              `At most ${maxBodyBytesOf(contract)} bytes (413 payload_too_large beyond)` +
              (contract.bodyAs === 'text' ? ', read as sent.' : `, nested at most ${MAX_JSON_DEPTH} levels.`),
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
    const contract: RouteContract = CONTRACTS[routeKey(route) as RouteKey];
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
