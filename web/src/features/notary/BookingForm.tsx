/**
 * The notary booking (issue 33), step by step, phone first: where, documents, signers and their ID, a free time,
 * contact, then the quote, the ID plan and the checklist. Each step is checked with the same schemas the API parses
 * the booking with (shared/api/notary.ts); the server's answer decides (its quote, a time taken meanwhile).
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { BookingRequest, BookingResponse } from '../../../../shared/api/notary';
import type { FieldErrors } from '../../../../shared/api/errors';
import { BUSINESS } from '../../../../shared/business';
import { travelQuote, inLosAngelesCounty } from '../../../../shared/notary/area';
import { LIMITS, quoteOf, type DocumentType, type NotarialAct } from '../../../../shared/notary/rules';
import type { SigningPrefill } from '../../../../shared/notary/from-case';
import { formatWhen, officeTime } from '../../../../shared/notary/time';
import { ApiError } from '../../lib/api';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { book } from './api';
import { SlotPicker } from './SlotPicker';
import { ContactStep } from './booking/ContactStep';
import { DocumentsStep } from './booking/DocumentsStep';
import { emptyDoc, emptySigner, idOf, requestOf, STEPS, stepErrors, stepOfField, type Draft, type Step } from './booking/draft';
import { ReviewStep } from './booking/ReviewStep';
import { SignersStep } from './booking/SignersStep';
import { WhereStep } from './booking/WhereStep';

export interface BookingFormProps {
  signedIn: { name: string; email: string; phone: string | null } | null;
  prefill: (SigningPrefill & { caseId: string }) | null;
  onBooked: (answer: BookingResponse) => void;
}

export function BookingForm({ signedIn, prefill, onBooked }: BookingFormProps) {
  const { t, translate, locale } = useI18n();
  const [draft, setDraft] = useState<Draft>(() => ({
    mode: '',
    address: { street: '', unit: '', city: '', zip: '', notes: '' },
    documents: prefill ? prefill.documents.map((x) => ({ type: x.type, act: x.act, signatures: String(x.signatures) })) : [emptyDoc()],
    signers: prefill?.signers.length ? prefill.signers.map((n) => emptySigner(n)) : [emptySigner(signedIn?.name ?? '')],
    startsAt: null,
    contact: { name: signedIn?.name ?? '', phone: signedIn?.phone ?? '', email: signedIn?.email ?? '', locale, textReminders: true },
    travelAgreed: false,
    checklist: false,
  }));
  const [step, setStep] = useState<Step>('where');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const req = useMemo(() => requestOf(draft, prefill?.caseId), [draft, prefill?.caseId]);
  const index = STEPS.indexOf(step);
  const vars = { max: 0, phone: BUSINESS.phone };
  const message = (key: string) =>
    translate(key, {
      ...vars,
      max: key.endsWith('tooManySigners')
        ? LIMITS.signers
        : key.endsWith('tooManyDocuments')
          ? LIMITS.documents
          : LIMITS.signaturesPerDocument,
    });
  const errorOf = (field: string) => (errors[field]?.length ? message(errors[field][0]) : null);
  const update = (change: (d: Draft) => Draft) => setDraft((d) => change(d));

  const place = draft.startsAt ? officeTime(new Date(draft.startsAt)) : null;
  const travel = draft.mode === 'mobile' && inLosAngelesCounty(draft.address.zip) && place ? travelQuote(draft.address.zip, place) : null;
  const quote = quoteOf(
    draft.documents
      .filter((x) => x.type && x.act)
      .map((x) => ({ type: x.type as DocumentType, act: x.act as NotarialAct, signatures: Number(x.signatures) || 0 })),
    travel,
  );

  const goTo = (next: Step) => {
    setStep(next);
    setErrors({});
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const showErrors = (e: FieldErrors) => {
    setErrors(e);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  async function onContinue(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const found = stepErrors(step, draft, req);
    if (Object.keys(found).length) return showErrors(found);
    if (step !== 'review') return goTo(STEPS[index + 1]);
    setBusy(true);
    try {
      onBooked(await book(req as BookingRequest, signedIn !== null));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'validation_failed' && err.fieldErrors) {
        const fields = Object.keys(err.fieldErrors);
        const first = fields.map(stepOfField).sort((a, b) => STEPS.indexOf(a) - STEPS.indexOf(b))[0] ?? 'review';
        setStep(first);
        showErrors(err.fieldErrors);
      } else if (err instanceof ApiError && (err.code === 'slot_taken' || err.code === 'slot_unavailable')) {
        update((d) => ({ ...d, startsAt: null }));
        setStep('when');
        showErrors({ startsAt: [`errors.${err.code}`] });
      } else if (err instanceof ApiError && err.code === 'quote_changed') {
        update((d) => ({ ...d, travelAgreed: false }));
        showErrors({ travelFeeAgreedCents: ['errors.quote_changed'] });
      } else {
        setFailure(err instanceof ApiError ? t(`errors.${err.code}`) : t('errors.unavailable'));
      }
    } finally {
      setBusy(false);
    }
  }

  const summaryItems = Object.entries(errors).map(([field, keys]) => ({
    target: field === 'startsAt' ? 'slot-error' : idOf(field),
    text: message(keys[0]),
  }));

  return (
    <form className="booking" noValidate onSubmit={(e) => void onContinue(e)}>
      <ol className="booking__progress" aria-label={t('notary.stepOf', { n: index + 1, total: STEPS.length })}>
        {STEPS.map((s, i) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} className={i < index ? 'done' : s === step ? 'current' : ''}>
            <span className="visually-hidden">{t('notary.stepOf', { n: i + 1, total: STEPS.length })}: </span>
            {t(`notary.steps.${s}`)}
          </li>
        ))}
      </ol>
      <h2 ref={headingRef} tabIndex={-1} className="booking__heading">
        <span className="booking__count">{t('notary.stepOf', { n: index + 1, total: STEPS.length })}</span>
        {t(`notary.steps.${step}`)}
      </h2>
      {summaryItems.length > 0 && <ErrorSummary ref={summaryRef} title={t('notary.review.failed')} headingLevel={3} items={summaryItems} />}
      {failure && (
        <p role="alert" className="field__error">
          {failure}
        </p>
      )}

      {step === 'where' && <WhereStep draft={draft} update={update} errorOf={errorOf} />}
      {step === 'documents' && <DocumentsStep draft={draft} update={update} errorOf={errorOf} />}
      {step === 'signers' && <SignersStep draft={draft} update={update} errorOf={errorOf} />}

      {step === 'when' && draft.mode && (
        <div className="booking__group">
          <p>{t('notary.when.intro')}</p>
          <SlotPicker
            mode={draft.mode}
            value={draft.startsAt}
            onChange={(s) => update((d) => ({ ...d, startsAt: s, travelAgreed: false }))}
            error={errorOf('startsAt')}
          />
          {draft.startsAt && (
            <p className="booking__note" role="status">
              {t('notary.when.chosen', { when: formatWhen(draft.startsAt, locale) })}
            </p>
          )}
        </div>
      )}

      {step === 'contact' && <ContactStep draft={draft} update={update} errorOf={errorOf} />}

      {step === 'review' && <ReviewStep draft={draft} quote={quote} travelOk={travel !== null} update={update} errorOf={errorOf} />}

      <div className="booking__nav">
        {index > 0 && (
          <Button type="button" onClick={() => goTo(STEPS[index - 1])}>
            {t('notary.back')}
          </Button>
        )}
        <Button type="submit" variant="primary" disabled={busy}>
          {step === 'review' ? (busy ? t('notary.review.booking') : t('notary.review.book')) : t('notary.next')}
        </Button>
      </div>
    </form>
  );
}
