import { PageQuerySchema } from '../common';
import { NoticeDeliveryRequestSchema } from '../orders';
import {
  AdminNoticeHoldsPageSchema,
  AdminOrderResponseSchema,
  AdminSubmissionDetailResponseSchema,
  AdminSubmissionsPageSchema,
  AdminOverviewQuerySchema,
  AdminSubmissionsExportSchema,
  OverviewSchema,
  AdminSubmissionsSearchSchema,
  OfficePaymentRequestSchema,
  StatusUpdateRequestSchema,
} from '../admin';
import { defineContract } from '../contract';
import { adminRoutes } from '../route-tables/admin';

export const adminContract = defineContract(adminRoutes, {
  'POST /admin/submissions/search': {
    body: AdminSubmissionsSearchSchema,
    success: {
      status: 200,
      description: 'A page of the submissions that match, in the order asked (newest first by default)',
      schema: AdminSubmissionsPageSchema,
    },
    errors: ['validation_failed'],
  },
  'POST /admin/submissions/export': {
    body: AdminSubmissionsExportSchema,
    success: {
      status: 200,
      description:
        'Every submission the filters match (all pages) as CSV: UTF-8 with a BOM, formula-like cells neutralised; recorded in the audit log',
      file: { contentType: 'text/csv; charset=utf-8' },
    },
    errors: ['validation_failed', 'payload_too_large'],
  },
  'GET /admin/submissions/{id}': {
    success: { status: 200, description: 'Any submission with answers, history and order', schema: AdminSubmissionDetailResponseSchema },
    errors: ['not_found'],
  },
  'POST /admin/submissions/{id}/status': {
    body: StatusUpdateRequestSchema,
    success: { status: 200, description: 'The submission after the change', schema: AdminSubmissionDetailResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict', 'invalid_transition'],
  },
  'GET /admin/overview': {
    query: AdminOverviewQuerySchema,
    success: { status: 200, description: 'The owner’s figures for a period, from counters maintained on write', schema: OverviewSchema },
    errors: ['validation_failed'],
  },
  'GET /admin/notices': {
    query: PageQuerySchema,
    success: { status: 200, description: 'Orders whose signed notice waits for staff, newest first', schema: AdminNoticeHoldsPageSchema },
    errors: ['validation_failed'],
  },
  'POST /admin/orders/{orderId}/notice-delivery': {
    body: NoticeDeliveryRequestSchema,
    success: {
      status: 200,
      description: 'The order with the delivery recorded (the contract is open; the client is emailed)',
      schema: AdminOrderResponseSchema,
    },
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  'POST /admin/orders/{orderId}/office-payment': {
    body: OfficePaymentRequestSchema,
    success: { status: 200, description: 'The order, paid', schema: AdminOrderResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
});
