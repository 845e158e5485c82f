import { defineContract } from '../contract';
import {
  BookingRequestSchema,
  BookingResponseSchema,
  ManageRequestSchema,
  ManageResponseSchema,
  RescheduleRequestSchema,
  SlotsQuerySchema,
  SlotsResponseSchema,
} from '../notary';
import { notaryRoutes } from '../route-tables/notary';

const booking = {
  body: BookingRequestSchema,
  success: { status: 201, description: 'Booked: the appointment and its manage token', schema: BookingResponseSchema },
  errors: ['validation_failed', 'slot_taken', 'slot_unavailable', 'quote_changed'],
} as const;

export const notaryContract = defineContract(notaryRoutes, {
  'GET /notary/slots': {
    query: SlotsQuerySchema,
    success: { status: 200, description: 'Free start times by day', schema: SlotsResponseSchema },
    errors: ['validation_failed'],
  },
  'POST /notary/appointments': booking,
  'POST /me/notary/appointments': { ...booking, errors: [...booking.errors, 'not_found'] },
  'POST /notary/manage': {
    body: ManageRequestSchema,
    success: { status: 200, description: 'The appointment', schema: ManageResponseSchema },
    errors: ['validation_failed', 'not_found'],
  },
  'POST /notary/manage/cancel': {
    body: ManageRequestSchema,
    success: { status: 200, description: 'Cancelled (the slot is free again)', schema: ManageResponseSchema },
    errors: ['validation_failed', 'not_found', 'invalid_transition'],
  },
  'POST /notary/manage/reschedule': {
    body: RescheduleRequestSchema,
    success: { status: 200, description: 'Moved to the new time', schema: ManageResponseSchema },
    errors: ['validation_failed', 'not_found', 'invalid_transition', 'slot_taken', 'slot_unavailable', 'quote_changed'],
  },
});
