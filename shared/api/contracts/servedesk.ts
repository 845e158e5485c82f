import type * as z from 'zod/mini';
import { defineContract } from '../contract';
import { servedeskRoutes } from '../route-tables/servedesk';
import {
  AddServerRequestSchema,
  AdminJobResponseSchema,
  AssignRequestSchema,
  CancelJobRequestSchema,
  CaseJobDraftSchema,
  CaseJobRequestSchema,
  FiledRequestSchema,
  JobsListSchema,
  JobsQuerySchema,
  LinkSchema,
  OfficePaymentRequestSchema,
  ReceiptResponseSchema,
  ServerResponseSchema,
  ServersResponseSchema,
  ShareRequestSchema,
  UpdateServerRequestSchema,
  WalkInJobRequestSchema,
} from '../serving';

const change = <B extends z.ZodMiniType>(body: B, description: string) =>
  ({
    body,
    success: { status: 200, description, schema: AdminJobResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict', 'invalid_transition'],
  }) as const;

/** The console's process-serving routes (issue 32). */
export const servedeskContract = defineContract(servedeskRoutes, {
  'GET /admin/service-jobs': {
    query: JobsQuerySchema,
    success: { status: 200, description: 'Jobs by serve-by date', schema: JobsListSchema },
    errors: ['validation_failed'],
  },
  'POST /admin/service-jobs': {
    body: WalkInJobRequestSchema,
    maxBodyBytes: 32 * 1024,
    success: { status: 201, description: 'The walk-in’s job', schema: AdminJobResponseSchema },
    errors: ['validation_failed'],
  },
  'GET /admin/service-jobs/{jobId}': {
    success: { status: 200, description: 'The job', schema: AdminJobResponseSchema },
    errors: ['not_found'],
  },
  'POST /admin/service-jobs/{jobId}/assign': {
    body: AssignRequestSchema,
    success: { status: 200, description: 'Assigned', schema: AdminJobResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict', 'invalid_transition', 'registration_expired'],
  },
  'POST /admin/service-jobs/{jobId}/attempts/{attemptId}/share': change(ShareRequestSchema, 'Shared (or not) with the client'),
  'GET /admin/service-jobs/{jobId}/attempts/{attemptId}/photo': {
    success: { status: 200, description: 'A 5-minute link to the original photo', schema: LinkSchema },
    errors: ['not_found'],
  },
  'GET /admin/service-jobs/{jobId}/proof': {
    success: { status: 200, description: 'A 5-minute link to the signed proof', schema: LinkSchema },
    errors: ['not_found'],
  },
  'POST /admin/service-jobs/{jobId}/filed': change(FiledRequestSchema, 'Marked filed'),
  'POST /admin/service-jobs/{jobId}/cancel': change(CancelJobRequestSchema, 'Cancelled'),
  'POST /admin/service-jobs/{jobId}/payment': change(OfficePaymentRequestSchema, 'Paid at the office (receipt numbered)'),
  'GET /admin/service-jobs/{jobId}/receipt': {
    success: { status: 200, description: 'The receipt', schema: ReceiptResponseSchema },
    errors: ['not_found', 'conflict'],
  },
  'GET /admin/submissions/{id}/service-draft': {
    success: { status: 200, description: 'What the case says for a job', schema: CaseJobDraftSchema },
    errors: ['not_found'],
  },
  'POST /admin/submissions/{id}/service-jobs': {
    body: CaseJobRequestSchema,
    maxBodyBytes: 32 * 1024,
    success: { status: 201, description: 'The job', schema: AdminJobResponseSchema },
    errors: ['validation_failed', 'not_found'],
  },
  'GET /admin/servers': { success: { status: 200, description: 'The roster', schema: ServersResponseSchema }, errors: [] },
  'POST /admin/servers': {
    body: AddServerRequestSchema,
    success: { status: 201, description: 'Added', schema: ServerResponseSchema },
    errors: ['validation_failed', 'conflict'],
  },
  'PUT /admin/servers/{serverSub}': {
    body: UpdateServerRequestSchema,
    success: { status: 200, description: 'Updated', schema: ServerResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  'DELETE /admin/servers/{serverSub}': {
    success: { status: 204, description: 'Removed from the roster' },
    errors: ['not_found', 'conflict'],
  },
});
