import { defineContract } from '../contract';
import { CaseDocumentResponseSchema } from '../casework';
import { EmptyBodySchema } from '../common';
import { PacketQuerySchema, PacketStatusResponseSchema } from '../packets';
import { PdfQuerySchema } from '../submissions';
import { documentsRoutes } from '../route-tables/documents';
import { FieldJobResponseSchema, SignProofRequestSchema } from '../serving';

const pdf = {
  query: PdfQuerySchema,
  success: { status: 200, description: 'The answers as PDF', file: { contentType: 'application/pdf' } },
  errors: ['validation_failed', 'not_found'],
} as const;

/**
 * Documents drawn from a submission (the only function that bundles pdf-lib, and the shipped court forms): the answers
 * as PDF, and for staff the court-forms packet — its status, the merged PDF and each form alone (docs/api.md).
 */
/** The signed notice and contract: in the language they were signed in unless `lang` says otherwise. */
const signed = (what: string) =>
  ({
    query: PdfQuerySchema,
    success: { status: 200, description: what, file: { contentType: 'application/pdf' } },
    errors: ['validation_failed', 'not_found', 'notice_required', 'agreement_required'],
  }) as const;

export const documentsContract = defineContract(documentsRoutes, {
  'GET /submissions/{id}/pdf': pdf,
  'GET /admin/submissions/{id}/pdf': pdf,
  'GET /admin/submissions/{id}/court-forms': {
    query: PacketQuerySchema,
    success: {
      status: 200,
      description: 'Each court form of the submission: in the packet or not, filled fields of total, attachment pages, what is left',
      schema: PacketStatusResponseSchema,
    },
    errors: ['validation_failed', 'not_found'],
  },
  'GET /admin/submissions/{id}/court-forms/pdf': {
    query: PacketQuerySchema,
    success: {
      status: 200,
      description: 'The packet: cover sheet, then every form that applies (official forms filled and still fillable, worksheets)',
      file: { contentType: 'application/pdf' },
    },
    errors: ['validation_failed', 'not_found'],
  },
  'POST /admin/submissions/{id}/court-forms/case-document': {
    query: PacketQuerySchema,
    body: EmptyBodySchema,
    success: {
      status: 201,
      description:
        'The packet as a case document of type `filing_packet` from the office, waiting for the client’s review (the client is emailed; the action is audited)',
      schema: CaseDocumentResponseSchema,
    },
    errors: ['validation_failed', 'not_found'],
  },
  'GET /field/jobs/{jobId}/proof/pdf': {
    success: {
      status: 200,
      description: 'The proof and its declaration of diligence, unsigned (a preview)',
      file: { contentType: 'application/pdf' },
    },
    errors: ['not_found', 'forbidden'],
  },
  'POST /field/jobs/{jobId}/proof': {
    body: SignProofRequestSchema,
    maxBodyBytes: 4096,
    success: { status: 200, description: 'Signed: the job with its proof', schema: FieldJobResponseSchema },
    errors: [
      'validation_failed',
      'not_found',
      'forbidden',
      'conflict',
      'invalid_transition',
      'registration_expired',
      'diligence_not_met',
      'evidence_missing',
    ],
  },
  'GET /admin/submissions/{id}/court-forms/{form}/pdf': {
    query: PacketQuerySchema,
    success: {
      status: 200,
      description: 'One form of the packet, filled, with its attachment pages',
      file: { contentType: 'application/pdf' },
    },
    errors: ['validation_failed', 'not_found'],
  },
  'GET /orders/{orderId}/notice/pdf': signed(
    'The signed Notice to Consumer as PDF: the statutory sheet (8½ × 11, bold 12 pt), and for Spanish the translation sheet',
  ),
  'GET /admin/orders/{orderId}/notice/pdf': signed('A client’s signed Notice to Consumer as PDF, as the client has it: to print and mail'),
  'GET /orders/{orderId}/agreement/pdf': signed('The signed LDA contract, countersigned, as PDF'),
});
