import { defineContract } from '../contract';
import {
  AdminAppointmentResponseSchema,
  AdminAppointmentsQuerySchema,
  AdminAppointmentsResponseSchema,
  AvailabilityResponseSchema,
  CompleteRequestSchema,
  ExceptionResponseSchema,
  PutExceptionRequestSchema,
  PutWeeklyRequestSchema,
  VersionRequestSchema,
} from '../notary';
import { notarydeskRoutes } from '../route-tables/notarydesk';

const change = (description: string) =>
  ({
    body: VersionRequestSchema,
    success: { status: 200, description, schema: AdminAppointmentResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict', 'invalid_transition'],
  }) as const;

export const notarydeskContract = defineContract(notarydeskRoutes, {
  'GET /admin/notary/availability': {
    success: { status: 200, description: 'Weekly hours and exceptions ahead', schema: AvailabilityResponseSchema },
    errors: [],
  },
  'PUT /admin/notary/availability': {
    body: PutWeeklyRequestSchema,
    success: { status: 200, description: 'Saved', schema: AvailabilityResponseSchema },
    errors: ['validation_failed', 'conflict'],
  },
  'PUT /admin/notary/exceptions/{date}': {
    body: PutExceptionRequestSchema,
    success: { status: 200, description: 'Saved', schema: ExceptionResponseSchema },
    errors: ['validation_failed'],
  },
  'DELETE /admin/notary/exceptions/{date}': { success: { status: 204, description: 'Removed' }, errors: [] },
  'GET /admin/notary/appointments': {
    query: AdminAppointmentsQuerySchema,
    success: { status: 200, description: 'Appointments in time order', schema: AdminAppointmentsResponseSchema },
    errors: ['validation_failed'],
  },
  'GET /admin/notary/appointments/{appointmentId}': {
    success: { status: 200, description: 'The appointment', schema: AdminAppointmentResponseSchema },
    errors: ['not_found'],
  },
  'POST /admin/notary/appointments/{appointmentId}/complete': {
    body: CompleteRequestSchema,
    success: { status: 200, description: 'Completed, with its receipt', schema: AdminAppointmentResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict', 'invalid_transition'],
  },
  'POST /admin/notary/appointments/{appointmentId}/no-show': change('Marked as a no-show'),
  'POST /admin/notary/appointments/{appointmentId}/cancel': change('Cancelled (the slot is free again)'),
});
