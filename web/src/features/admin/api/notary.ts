/** The console's notary calls (the notarydesk routes, issue 33), through the typed client. */
import { queryOptions } from '@tanstack/react-query';
import type { AvailabilityResponse } from '../../../../../shared/api/notary';
import { call } from '../../../lib/api';

export const notaryKeys = {
  appointments: (from: string, to: string) => ['admin', 'notary', 'appointments', from, to] as const,
  availability: ['admin', 'notary', 'availability'] as const,
};

export const appointmentsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: notaryKeys.appointments(from, to),
    queryFn: ({ signal }) => call('GET /admin/notary/appointments', { query: { from, to }, signal }),
  });

export const availabilityQuery = () =>
  queryOptions({ queryKey: notaryKeys.availability, queryFn: ({ signal }) => call('GET /admin/notary/availability', { signal }) });

export const completeAppointment = (
  id: string,
  body: { acts: number; notarialCollectedCents: number; travelCollectedCents: number; expectedVersion: number },
) => call('POST /admin/notary/appointments/{appointmentId}/complete', { params: { appointmentId: id }, body });
export const markNoShow = (id: string, expectedVersion: number) =>
  call('POST /admin/notary/appointments/{appointmentId}/no-show', { params: { appointmentId: id }, body: { expectedVersion } });
export const staffCancel = (id: string, expectedVersion: number) =>
  call('POST /admin/notary/appointments/{appointmentId}/cancel', { params: { appointmentId: id }, body: { expectedVersion } });

export const saveWeekly = (weekly: AvailabilityResponse['weekly'], expectedVersion: number) =>
  call('PUT /admin/notary/availability', { body: { weekly: weekly as never, expectedVersion } });
export const saveException = (date: string, blocks: AvailabilityResponse['exceptions'][number]['blocks'], note: string) =>
  call('PUT /admin/notary/exceptions/{date}', { params: { date }, body: { blocks, note } });
export const removeException = (date: string) => call('DELETE /admin/notary/exceptions/{date}', { params: { date } });
