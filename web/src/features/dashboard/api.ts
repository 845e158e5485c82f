/**
 * The client's own pages (dashboard, a submission, a receipt, My Account): their reads as query options and their
 * calls, through the typed client. The lists and one order are shared with the journey (`lib/query/lists.ts`); the
 * case workspace has its own (`workspace/api.ts`).
 */
import { queryOptions } from '@tanstack/react-query';
import type { UpdateProfileRequest } from '../../../../shared/api/profile';
import type { Locale } from '../../../../shared/i18n/core';
import { call, download } from '../../lib/api';
import { listKeys } from '../../lib/query/lists';

/** One of the client's submissions with its status history, under the submissions key (a submission invalidates it). */
export const submissionQuery = (id: string) =>
  queryOptions({
    queryKey: listKeys.submission(id),
    queryFn: ({ signal }) => call('GET /submissions/{id}', { params: { id }, signal }),
  });

/** The answers as PDF (headings in `lang`), saved as a download. */
export const downloadSubmissionPdf = (id: string, lang: Locale): Promise<void> =>
  download('GET /submissions/{id}/pdf', { params: { id }, query: { lang } }, `submission-${id}.pdf`);

/** PATCH /me: names, phone, preferred language or email preferences; answers the profile as it is now. */
export const updateProfile = async (body: UpdateProfileRequest) => (await call('PATCH /me', { body })).profile;
