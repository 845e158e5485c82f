/**
 * The notary booking's calls (issue 33), through the typed client: free times, booking (as a guest, or signed in),
 * and the manage link's calls (the token in the body, never in a URL).
 */
import { queryOptions } from '@tanstack/react-query';
import type { BookingRequest } from '../../../../shared/api/notary';
import { call } from '../../lib/api';

export const slotsQuery = (mode: 'office' | 'mobile', from: string, days = 7) =>
  queryOptions({
    queryKey: ['notary', 'slots', mode, from, days],
    queryFn: ({ signal }) => call('GET /notary/slots', { query: { mode, from, days }, signal }),
    staleTime: 30_000,
  });

export const book = (body: BookingRequest, signedIn: boolean) =>
  signedIn ? call('POST /me/notary/appointments', { body }) : call('POST /notary/appointments', { body });

export const openAppointment = (token: string) => call('POST /notary/manage', { body: { token } });
export const cancelAppointment = (token: string) => call('POST /notary/manage/cancel', { body: { token } });
export const rescheduleAppointment = (token: string, startsAt: string, travelFeeAgreedCents?: number) =>
  call('POST /notary/manage/reschedule', {
    body: { token, startsAt, ...(travelFeeAgreedCents !== undefined ? { travelFeeAgreedCents } : {}) },
  });

/** The client's case (a "Book the signing" link): its type and answers, to prefill the booking. */
export const caseQuery = (id: string) =>
  queryOptions({ queryKey: ['notary', 'case', id], queryFn: ({ signal }) => call('GET /submissions/{id}', { params: { id }, signal }) });
