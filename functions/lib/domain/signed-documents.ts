/**
 * The client's signed copies of the Notice to Consumer and the LDA contract, drawn on request from what the order
 * recorded (the version, language, typed name and time of each signature). The caller's own orders only; another
 * user's order answers 404. Apart from orders.ts so that only the documents function bundles pdf-lib.
 */
import type { QuestionnaireType } from '../../../shared/catalogue';
import type { Locale } from '../../../shared/i18n/core';
import type { Caller } from '../auth';
import { ApiError, notFound } from '../errors';
import { renderContractPdf, renderNoticePdf } from '../signed-pdf';
import { getOrder } from '../store/orders';
import { getOrCreateProfile } from '../store/profiles';
import { ownOrder } from './orders';

/**
 * The signed notice: the caller's own order, or any order for staff (`caller` null: the admin route, which mails it).
 * In the client's language unless `lang` says otherwise (Spanish adds the translation sheet).
 */
export async function noticePdf(
  caller: Caller | null,
  orderId: string,
  lang: Locale | undefined,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const order = caller ? await ownOrder(caller, orderId) : await getOrder(orderId);
  if (!order) throw notFound('Order not found');
  if (!order.notice) throw new ApiError('notice_required', 'The notice has not been signed');
  const bytes = await renderNoticePdf({
    locale: lang ?? order.notice.locale,
    signatureName: order.notice.signatureName,
    signedAt: order.notice.signedAt,
  });
  return { bytes, filename: `notice-to-consumer-${orderId}.pdf` };
}

export async function agreementPdf(
  caller: Caller,
  orderId: string,
  lang: Locale | undefined,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const order = await ownOrder(caller, orderId);
  if (!order.agreement) throw new ApiError('agreement_required', 'The agreement has not been accepted');
  const profile = await getOrCreateProfile(caller);
  const bytes = await renderContractPdf({
    locale: lang ?? order.notice?.locale ?? profile.preferredLanguage,
    type: order.questionnaireType as QuestionnaireType,
    forms: order.formSelection?.forms ?? null,
    clientName: `${profile.firstName} ${profile.lastName}`.trim() || order.agreement.signatureName,
    clientEmail: profile.email || null,
    signatureName: order.agreement.signatureName,
    acceptedAt: order.agreement.acceptedAt,
    contractVersion: order.agreement.contractVersion,
  });
  return { bytes, filename: `lda-contract-${orderId}.pdf` };
}
