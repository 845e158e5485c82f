import type { Locale } from '../../../shared/i18n/core';
import type { Caller } from '../auth';
import { notFound } from '../errors';
import { renderSubmissionPdf } from '../pdf';
import { getSubmissionWithAnswers, toSubmission } from '../store/submissions';

/**
 * The answers as a PDF in `lang` (default: the submission's language); `owner` limits it to their own. Apart from
 * domain/submissions.ts so that only the documents function bundles pdf-lib.
 */
export async function submissionPdf(
  id: string,
  owner: Caller | null,
  lang: Locale | undefined,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const found = await getSubmissionWithAnswers(id);
  if (!found || (owner && found.meta.userId !== owner.sub)) throw notFound('Submission not found');
  const bytes = await renderSubmissionPdf({
    submission: toSubmission(found.meta),
    answers: found.answers,
    locale: lang ?? found.meta.locale,
  });
  return { bytes, filename: `submission-${id}.pdf` };
}
