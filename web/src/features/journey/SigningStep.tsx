/**
 * What the two signing steps of the journey share — the Notice to Consumer (/notice) and the LDA contract
 * (/agreement): the page for a service named by `?type=`, the typed signature that must be the account holder's
 * name, the focus on the error summary after a failed submit, and the download of the signed copy.
 */
import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { signatureMatchesName } from '../../../../shared/api/orders';
import type { QuestionnaireType } from '../../../../shared/catalogue';
import type { Locale } from '../../../../shared/i18n/core';
import { ApiError, errorCodeText } from '../../lib/api';
import type { Profile } from '../../../../shared/api/profile';
import { useI18n } from '../../lib/i18n/I18nProvider';
import type { MessageKey } from '../../lib/i18n/keys';
import { useToast } from '../../lib/toast/ToastProvider';
import { ButtonLink } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { typeFromParams } from '../../lib/questionnaire-paths';
import { downloadSigned } from './api';
import { JourneySteps } from './ui';

/**
 * A signing step for the service `?type=` names (its public slug): the step itself, keyed by the type (another type is another form);
 * without a known type, a page that sends the client to choose a service first. Signed-in clients only (lib/pages.ts).
 */
export function SigningStep({ children }: { children: (type: QuestionnaireType) => ReactNode }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const type = typeFromParams(params);
  if (!type) {
    return (
      <section className="j-page" aria-labelledby="page-title">
        <PageTitle>{t('journey.agreement.chooseFirst.title')}</PageTitle>
        <p>{t('journey.agreement.chooseFirst.text')}</p>
        <p>
          <ButtonLink to="/questionnaire" variant="primary">
            {t('journey.agreement.chooseFirst.link')}
          </ButtonLink>
        </p>
      </section>
    );
  }
  return <Fragment key={type}>{children(type)}</Fragment>;
}

/** The page of a signing step: where the client is in the journey, the step's title and what it is for. */
export function SigningPage({
  step,
  title,
  lead,
  printable = false,
  children,
}: {
  step: 'notice' | 'agreement';
  title: string;
  lead: string;
  /** The whole page prints (the contract); else only what the step marks printable (the notice's own sheet). */
  printable?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={printable ? 'j-page j-printable' : 'j-page'} aria-labelledby="page-title">
      <JourneySteps current={step} />
      <PageTitle>{title}</PageTitle>
      <p className={printable ? 'j-lead' : 'j-lead j-no-print'}>{lead}</p>
      {children}
    </section>
  );
}

/**
 * The typed signature: at least two letters, and the account holder's name when the profile is known (the server
 * checks it again against the profile it reads).
 */
export function useSignatureSchema(profile: Pick<Profile, 'firstName' | 'lastName'> | null) {
  return useMemo(
    () =>
      z.string().check(
        z.trim(),
        z.refine((v) => v.replace(/[^\p{L}]/gu, '').length >= 2, { error: 'journey.agreement.errors.signature' }),
        z.refine((v) => !profile || signatureMatchesName(v, profile.firstName, profile.lastName), {
          error: 'journey.agreement.errors.signatureMismatch',
        }),
      ),
    [profile],
  );
}

/**
 * The error summary takes focus after a failed submit: `focus()` asks for it, and the first render that has the summary
 * on screen serves the request (the submit's errors may be rendered after the request itself). Only a submit asks, so
 * fixing a field while typing never moves the focus away from it.
 */
export function useSummaryFocus() {
  const ref = useRef<HTMLDivElement>(null);
  const [asked, setAsked] = useState(0);
  const served = useRef(0);
  // After every render (no dependency list): cheap, and it catches the render in which the summary appears.
  useEffect(() => {
    if (asked > served.current && ref.current) {
      served.current = asked;
      ref.current.focus();
    }
  });
  const focus = useCallback(() => setAsked((n) => n + 1), []);
  return { ref, focus };
}

/**
 * A signature the server refused: its error on the signature field (`onSignatureError`, with the message key); any
 * other failure — an outdated notice or contract version (`versionField`) included — in a toast titled `failedTitle`.
 */
export function useSigningFailure(versionField: 'noticeVersion' | 'contractVersion', failedTitle: MessageKey) {
  const { t, translate } = useI18n();
  const toast = useToast();
  return (err: unknown, onSignatureError: (messageKey: string) => void) => {
    const signature = err instanceof ApiError ? err.fieldErrors.signatureName?.[0] : undefined;
    if (signature) return onSignatureError(signature);
    const version = err instanceof ApiError ? err.fieldErrors[versionField]?.[0] : undefined;
    const message = version ? translate(version) : errorCodeText(err, translate);
    toast.error(t(failedTitle), message);
  };
}

/** The client's signed copy of the notice or the contract as a PDF download, with its busy state and failure toast. */
export function useSignedCopy(what: 'notice' | 'agreement', failedTitle: MessageKey) {
  const { t, translate } = useI18n();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  async function download(orderId: string, lang: Locale) {
    setDownloading(true);
    try {
      await downloadSigned(orderId, what, lang);
    } catch (err) {
      toast.error(t(failedTitle), errorCodeText(err, translate));
    } finally {
      setDownloading(false);
    }
  }
  return { downloading, download };
}
