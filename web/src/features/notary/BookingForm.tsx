/**
 * The notary booking (issue 33), step by step, phone first: where, documents, signers and their ID, a free time,
 * contact, then the quote, the ID plan and the checklist. Each step is checked with the same schemas the API parses
 * the booking with (shared/api/notary.ts); the server's answer decides (its quote, a time taken meanwhile).
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import {
  AddressSchema,
  ContactSchema,
  DocumentRequestSchema,
  SignerSchema,
  type AppointmentView,
  type BookingRequest,
  type BookingResponse,
} from '../../../../shared/api/notary';
import { toFieldErrors, type FieldErrors } from '../../../../shared/api/errors';
import { BUSINESS, formatAddress } from '../../../../shared/business';
import { travelQuote, zip5, inLosAngelesCounty } from '../../../../shared/notary/area';
import {
  DOCUMENT_TYPES,
  FEE_EXEMPT_DOCUMENTS,
  FEE_PER_SIGNATURE_CENTS,
  ID_KINDS,
  LIMITS,
  NOTARIAL_ACTS,
  WITNESS_PLANS,
  needsThumbprint,
  quoteOf,
  type DocumentType,
  type IdKind,
  type NotarialAct,
  type WitnessPlan,
} from '../../../../shared/notary/rules';
import { AFTER_HOURS } from '../../../../shared/notary/settings';
import type { SigningPrefill } from '../../../../shared/notary/from-case';
import { formatWhen, officeTime } from '../../../../shared/notary/time';
import { LOCALES, type Locale } from '../../../../shared/i18n/core';
import { ApiError } from '../../lib/api';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { Field } from '../../ui/Field';
import { book } from './api';
import { SlotPicker } from './SlotPicker';

const STEPS = ['where', 'documents', 'signers', 'when', 'contact', 'review'] as const;
type Step = (typeof STEPS)[number];

interface DocDraft {
  type: DocumentType | '';
  act: NotarialAct | '';
  signatures: string;
}
interface SignerDraft {
  name: string;
  id: IdKind | 'witnesses' | '';
  validity: 'current' | 'issuedWithin5Years' | 'neither' | '';
  witnesses: WitnessPlan | '';
}
interface Draft {
  mode: 'office' | 'mobile' | '';
  address: { street: string; unit: string; city: string; zip: string; notes: string };
  documents: DocDraft[];
  signers: SignerDraft[];
  startsAt: string | null;
  contact: { name: string; phone: string; email: string; locale: Locale; textReminders: boolean };
  travelAgreed: boolean;
  checklist: boolean;
}

const emptyDoc = (): DocDraft => ({ type: '', act: '', signatures: '1' });
const emptySigner = (name = ''): SignerDraft => ({ name, id: '', validity: '', witnesses: '' });

export interface BookingFormProps {
  signedIn: { name: string; email: string; phone: string | null } | null;
  prefill: (SigningPrefill & { caseId: string }) | null;
  onBooked: (answer: BookingResponse) => void;
}

/** The request a draft makes (what the API and the step checks parse). */
function requestOf(d: Draft, caseId: string | undefined): Record<string, unknown> {
  const t = d.startsAt ? officeTime(new Date(d.startsAt)) : null;
  const travel = d.mode === 'mobile' && t ? travelQuote(d.address.zip, t) : null;
  return {
    mode: d.mode || undefined,
    ...(d.mode === 'mobile'
      ? {
          address: {
            street: d.address.street,
            ...(d.address.unit.trim() ? { unit: d.address.unit } : {}),
            city: d.address.city,
            zip: d.address.zip,
            ...(d.address.notes.trim() ? { notes: d.address.notes } : {}),
          },
          ...(d.travelAgreed && travel ? { travelFeeAgreedCents: travel.totalCents } : {}),
        }
      : {}),
    documents: d.documents.map((x) => ({ type: x.type || undefined, act: x.act || undefined, signatures: Number(x.signatures) })),
    signers: d.signers.map((s) => ({
      name: s.name,
      idPlan:
        s.id === 'witnesses'
          ? { kind: 'witnesses', witnesses: s.witnesses || undefined }
          : s.id
            ? { kind: 'id', id: s.id, validity: s.validity === 'neither' ? 'expired' : s.validity || undefined }
            : undefined,
    })),
    startsAt: d.startsAt ?? undefined,
    contact: d.contact,
    ...(d.checklist ? { checklistConfirmed: true } : {}),
    ...(caseId ? { caseId } : {}),
  };
}

const errorsOf = (schema: z.ZodMiniType, value: unknown, prefix: string): FieldErrors => {
  const parsed = schema.safeParse(value, { reportInput: true });
  if (parsed.success) return {};
  return Object.fromEntries(
    Object.entries(toFieldErrors(parsed.error.issues)).map(([k, v]) => [k === '_root' ? prefix : `${prefix}.${k}`, v]),
  );
};

/** The field errors of one step, with the API's schemas. */
function stepErrors(step: Step, d: Draft, req: Record<string, unknown>): FieldErrors {
  const out: FieldErrors = {};
  const add = (e: FieldErrors) => Object.assign(out, e);
  if (step === 'where') {
    if (!d.mode) out.mode = ['notary.errors.mode'];
    if (d.mode === 'mobile') add(errorsOf(AddressSchema, req.address, 'address'));
  }
  if (step === 'documents') {
    (req.documents as unknown[]).forEach((doc, i) => add(errorsOf(DocumentRequestSchema, doc, `documents.${i}`)));
  }
  if (step === 'signers') {
    (req.signers as unknown[]).forEach((s, i) => add(errorsOf(SignerSchema, s, `signers.${i}`)));
    const total = d.documents.reduce((n, x) => n + (Number(x.signatures) || 0), 0);
    if (total < d.signers.length) out.documents = ['notary.errors.fewerSignatures'];
  }
  if (step === 'when' && !d.startsAt) out.startsAt = ['notary.errors.chooseTime'];
  if (step === 'contact') add(errorsOf(ContactSchema, req.contact, 'contact'));
  if (step === 'review') {
    if (d.mode === 'mobile' && !d.travelAgreed) out.travelFeeAgreedCents = ['notary.errors.travelAgreement'];
    if (!d.checklist) out.checklistConfirmed = ['notary.errors.checklist'];
  }
  return out;
}

/** Which step a server field error belongs to (to send the client back there). */
const stepOfField = (field: string): Step =>
  field.startsWith('address') || field === 'mode'
    ? 'where'
    : field.startsWith('documents')
      ? 'documents'
      : field.startsWith('signers')
        ? 'signers'
        : field === 'startsAt'
          ? 'when'
          : field.startsWith('contact')
            ? 'contact'
            : 'review';

/** The element id of a field path ("contact.phone" → "nb-contact-phone"). */
const idOf = (field: string) => `nb-${field.replace(/\./g, '-')}`;

export function BookingForm({ signedIn, prefill, onBooked }: BookingFormProps) {
  const { t, translate, locale, money } = useI18n();
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

      {step === 'where' && (
        <fieldset className="booking__group" id={idOf('mode')} tabIndex={-1}>
          <legend>{t('notary.where.legend')}</legend>
          <div className="choice-cards">
            {(['office', 'mobile'] as const).map((m) => (
              <label key={m} className={`choice-card${draft.mode === m ? ' choice-card--chosen' : ''}`}>
                <input
                  type="radio"
                  name="mode"
                  value={m}
                  checked={draft.mode === m}
                  onChange={() => update((d) => ({ ...d, mode: m, startsAt: null, travelAgreed: false }))}
                />
                <span className="choice-card__title">{t(`notary.where.${m}`)}</span>
                <span className="choice-card__text">
                  {m === 'office' ? t('notary.where.officeText', { address: formatAddress() }) : t('notary.where.mobileText')}
                </span>
              </label>
            ))}
          </div>
          {errorOf('mode') && <p className="field__error">⚠ {errorOf('mode')}</p>}
          {draft.mode === 'mobile' && (
            <div className="booking__address">
              {(['street', 'unit', 'city', 'zip'] as const).map((f) => (
                <Field key={f} id={idOf(`address.${f}`)} label={t(`notary.where.${f}`)} error={errorOf(`address.${f}`)}>
                  {(c) => (
                    <input
                      {...c}
                      value={draft.address[f]}
                      inputMode={f === 'zip' ? 'numeric' : undefined}
                      autoComplete={
                        f === 'street' ? 'address-line1' : f === 'unit' ? 'address-line2' : f === 'city' ? 'address-level2' : 'postal-code'
                      }
                      onChange={(e) => update((d) => ({ ...d, address: { ...d.address, [f]: e.target.value } }))}
                    />
                  )}
                </Field>
              ))}
              <Field
                id={idOf('address.notes')}
                label={t('notary.where.notes')}
                hint={t('notary.where.notesHint')}
                error={errorOf('address.notes')}
              >
                {(c) => (
                  <textarea
                    {...c}
                    rows={2}
                    value={draft.address.notes}
                    onChange={(e) => update((d) => ({ ...d, address: { ...d.address, notes: e.target.value } }))}
                  />
                )}
              </Field>
              {zip5(draft.address.zip) && inLosAngelesCounty(draft.address.zip) && (
                <p className="booking__note" role="status">
                  {(() => {
                    const q = travelQuote(draft.address.zip, { weekday: 'monday', time: '10:00' })!;
                    return t('notary.where.travel', {
                      zip: zip5(draft.address.zip)!,
                      fee: money(q.baseCents),
                      miles: q.miles,
                      afterHours: money(AFTER_HOURS.cents),
                    });
                  })()}
                </p>
              )}
            </div>
          )}
        </fieldset>
      )}

      {step === 'documents' && (
        <div className="booking__group">
          <p>{t('notary.documents.intro')}</p>
          <p className="booking__rule">{t('notary.documents.actRule')}</p>
          {draft.documents.map((doc, i) => (
            <fieldset key={i} className="booking__item">
              <legend>{t('notary.documents.documentN', { n: i + 1 })}</legend>
              <Field id={idOf(`documents.${i}.type`)} label={t('notary.documents.type')} error={errorOf(`documents.${i}.type`)}>
                {(c) => (
                  <select
                    {...c}
                    value={doc.type}
                    onChange={(e) =>
                      update((d) => ({
                        ...d,
                        documents: d.documents.map((x, j) => (j === i ? { ...x, type: e.target.value as DocumentType } : x)),
                      }))
                    }
                  >
                    <option value="">—</option>
                    {DOCUMENT_TYPES.map((ty) => (
                      <option key={ty} value={ty}>
                        {t(`notary.documentTypes.${ty}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={idOf(`documents.${i}.act`)} label={t('notary.documents.act')} error={errorOf(`documents.${i}.act`)}>
                {(c) => (
                  <select
                    {...c}
                    value={doc.act}
                    onChange={(e) =>
                      update((d) => ({
                        ...d,
                        documents: d.documents.map((x, j) => (j === i ? { ...x, act: e.target.value as NotarialAct } : x)),
                      }))
                    }
                  >
                    <option value="">—</option>
                    {NOTARIAL_ACTS.filter((a) => a !== 'certifiedCopy' || doc.type === 'powerOfAttorney').map((a) => (
                      <option key={a} value={a}>
                        {t(`notary.acts.${a}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                id={idOf(`documents.${i}.signatures`)}
                label={t('notary.documents.signatures')}
                hint={
                  doc.type && FEE_EXEMPT_DOCUMENTS.has(doc.type)
                    ? t('notary.documents.exempt')
                    : t('notary.documents.signaturesHint', { fee: money(FEE_PER_SIGNATURE_CENTS) })
                }
                error={errorOf(`documents.${i}.signatures`)}
              >
                {(c) => (
                  <input
                    {...c}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={LIMITS.signaturesPerDocument}
                    className={`${c.className} input--short`}
                    value={doc.signatures}
                    onChange={(e) =>
                      update((d) => ({ ...d, documents: d.documents.map((x, j) => (j === i ? { ...x, signatures: e.target.value } : x)) }))
                    }
                  />
                )}
              </Field>
              {draft.documents.length > 1 && (
                <Button
                  type="button"
                  variant="link"
                  onClick={() => update((d) => ({ ...d, documents: d.documents.filter((_, j) => j !== i) }))}
                >
                  {t('notary.documents.remove', { n: i + 1 })}
                </Button>
              )}
            </fieldset>
          ))}
          {draft.documents.length < LIMITS.documents && (
            <Button type="button" onClick={() => update((d) => ({ ...d, documents: [...d.documents, emptyDoc()] }))}>
              {t('notary.documents.add')}
            </Button>
          )}
        </div>
      )}

      {step === 'signers' && (
        <div className="booking__group">
          <p>{t('notary.signers.intro')}</p>
          {errorOf('documents') && <p className="field__error">⚠ {errorOf('documents')}</p>}
          {draft.signers.map((s, i) => (
            <fieldset key={i} className="booking__item">
              <legend>{t('notary.signers.signerN', { n: i + 1 })}</legend>
              <Field id={idOf(`signers.${i}.name`)} label={t('notary.signers.name')} error={errorOf(`signers.${i}.name`)}>
                {(c) => (
                  <input
                    {...c}
                    value={s.name}
                    autoComplete="off"
                    onChange={(e) =>
                      update((d) => ({ ...d, signers: d.signers.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)) }))
                    }
                  />
                )}
              </Field>
              <Field
                id={idOf(`signers.${i}.idPlan`)}
                label={t('notary.signers.id')}
                error={errorOf(`signers.${i}.idPlan`) ?? errorOf(`signers.${i}.idPlan.id`)}
              >
                {(c) => (
                  <select
                    {...c}
                    value={s.id}
                    onChange={(e) =>
                      update((d) => ({
                        ...d,
                        signers: d.signers.map((x, j) => (j === i ? { ...x, id: e.target.value as SignerDraft['id'] } : x)),
                      }))
                    }
                  >
                    <option value="">{t('notary.signers.idChoose')}</option>
                    {ID_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(`notary.ids.${k}`)}
                      </option>
                    ))}
                    <option value="witnesses">{t('notary.signers.noId')}</option>
                  </select>
                )}
              </Field>
              {s.id && s.id !== 'witnesses' && (
                <fieldset className="booking__radios" id={idOf(`signers.${i}.idPlan.validity`)} tabIndex={-1}>
                  <legend>{t('notary.signers.validity')}</legend>
                  {(['current', 'issuedWithin5Years', 'neither'] as const).map((v) => (
                    <label key={v} className="radio">
                      <input
                        type="radio"
                        name={`validity-${i}`}
                        checked={s.validity === v}
                        onChange={() => update((d) => ({ ...d, signers: d.signers.map((x, j) => (j === i ? { ...x, validity: v } : x)) }))}
                      />
                      {t(`notary.signers.${v}`)}
                    </label>
                  ))}
                  {s.validity === 'neither' && <p className="booking__warn">{t('notary.signers.neitherWarn')}</p>}
                  {errorOf(`signers.${i}.idPlan.validity`) && <p className="field__error">⚠ {errorOf(`signers.${i}.idPlan.validity`)}</p>}
                </fieldset>
              )}
              {s.id === 'witnesses' && (
                <fieldset className="booking__radios" id={idOf(`signers.${i}.idPlan.witnesses`)} tabIndex={-1}>
                  <legend>{t('notary.signers.witnesses')}</legend>
                  {WITNESS_PLANS.map((w) => (
                    <label key={w} className="radio">
                      <input
                        type="radio"
                        name={`witnesses-${i}`}
                        checked={s.witnesses === w}
                        onChange={() => update((d) => ({ ...d, signers: d.signers.map((x, j) => (j === i ? { ...x, witnesses: w } : x)) }))}
                      />
                      {t(`notary.signers.${w}`)}
                    </label>
                  ))}
                  <p className="field__hint">{t('notary.signers.witnessRule')}</p>
                  {errorOf(`signers.${i}.idPlan.witnesses`) && <p className="field__error">⚠ {errorOf(`signers.${i}.idPlan.witnesses`)}</p>}
                </fieldset>
              )}
              {draft.signers.length > 1 && (
                <Button
                  type="button"
                  variant="link"
                  onClick={() => update((d) => ({ ...d, signers: d.signers.filter((_, j) => j !== i) }))}
                >
                  {t('notary.signers.remove', { n: i + 1 })}
                </Button>
              )}
            </fieldset>
          ))}
          {errorOf('signers') && (
            <p className="field__error" id={idOf('signers')}>
              ⚠ {errorOf('signers')}
            </p>
          )}
          <Button type="button" onClick={() => update((d) => ({ ...d, signers: [...d.signers, emptySigner()] }))}>
            {t('notary.signers.add')}
          </Button>
        </div>
      )}

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

      {step === 'contact' && (
        <div className="booking__group">
          <Field
            id={idOf('contact.phone')}
            label={t('notary.contact.phone')}
            hint={t('notary.contact.phoneHint')}
            error={errorOf('contact.phone')}
          >
            {(c) => (
              <input
                {...c}
                type="tel"
                autoComplete="tel"
                value={draft.contact.phone}
                onChange={(e) => update((d) => ({ ...d, contact: { ...d.contact, phone: e.target.value } }))}
              />
            )}
          </Field>
          <Field id={idOf('contact.name')} label={t('notary.contact.name')} error={errorOf('contact.name')}>
            {(c) => (
              <input
                {...c}
                autoComplete="name"
                value={draft.contact.name}
                onChange={(e) => update((d) => ({ ...d, contact: { ...d.contact, name: e.target.value } }))}
              />
            )}
          </Field>
          <Field id={idOf('contact.email')} label={t('notary.contact.email')} error={errorOf('contact.email')}>
            {(c) => (
              <input
                {...c}
                type="email"
                autoComplete="email"
                value={draft.contact.email}
                onChange={(e) => update((d) => ({ ...d, contact: { ...d.contact, email: e.target.value } }))}
              />
            )}
          </Field>
          <Field id={idOf('contact.locale')} label={t('notary.contact.language')}>
            {(c) => (
              <select
                {...c}
                value={draft.contact.locale}
                onChange={(e) => update((d) => ({ ...d, contact: { ...d.contact, locale: e.target.value as Locale } }))}
              >
                {LOCALES.map((l) => (
                  <option key={l} value={l} lang={l}>
                    {t(`common.languages.${l}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <label className="checkbox">
            <input
              type="checkbox"
              id={idOf('contact.textReminders')}
              aria-describedby="nb-texts-hint"
              checked={draft.contact.textReminders}
              onChange={(e) => update((d) => ({ ...d, contact: { ...d.contact, textReminders: e.target.checked } }))}
            />
            {t('notary.contact.texts')}
          </label>
          <p id="nb-texts-hint" className="field__hint">
            {t('notary.contact.textsHint', { business: BUSINESS.shortName })}
          </p>
        </div>
      )}

      {step === 'review' && <Review draft={draft} quote={quote} travelOk={travel !== null} update={update} errorOf={errorOf} />}

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

function Review(props: {
  draft: Draft;
  quote: ReturnType<typeof quoteOf>;
  travelOk: boolean;
  update: (change: (d: Draft) => Draft) => void;
  errorOf: (field: string) => string | null;
}) {
  const { t, locale, money } = useI18n();
  const { draft, quote } = props;
  const address = [draft.address.street, draft.address.unit, `${draft.address.city}, CA ${draft.address.zip}`]
    .filter((x) => x.trim())
    .join(', ');
  return (
    <div className="booking__group booking__review">
      <dl className="booking__facts">
        <div>
          <dt>{t('notary.review.when')}</dt>
          <dd>{draft.startsAt ? formatWhen(draft.startsAt, locale) : '—'}</dd>
        </div>
        <div>
          <dt>{t('notary.review.where')}</dt>
          <dd>
            {draft.mode === 'office' ? t('notary.review.officeAt', { address: formatAddress() }) : t('notary.review.mobileAt', { address })}
          </dd>
        </div>
      </dl>
      <QuoteTable quote={quote} />
      <p className="field__hint">{t('notary.review.statute', { fee: money(FEE_PER_SIGNATURE_CENTS) })}</p>
      {draft.mode === 'mobile' && quote.travel && (
        <label className="checkbox" id={idOf('travelFeeAgreedCents')}>
          <input
            type="checkbox"
            checked={draft.travelAgreed}
            onChange={(e) => props.update((d) => ({ ...d, travelAgreed: e.target.checked }))}
          />
          {t('notary.review.travelAgree', { fee: money(quote.travel.totalCents) })}
        </label>
      )}
      {props.errorOf('travelFeeAgreedCents') && <p className="field__error">⚠ {props.errorOf('travelFeeAgreedCents')}</p>}
      <h3>{t('notary.review.idPlan')}</h3>
      <ul className="booking__ids">
        {draft.signers.map((s, i) => (
          <li key={i}>
            {s.id === 'witnesses'
              ? t('notary.review.witnessLine', { name: s.name, witnesses: s.witnesses ? t(`notary.signers.${s.witnesses}`) : '—' })
              : t('notary.review.idLine', { name: s.name, id: s.id ? t(`notary.ids.${s.id}`) : '—' })}
          </li>
        ))}
      </ul>
      <h3>{t('notary.review.checklist')}</h3>
      <ul className="booking__checklist">
        <li>{t('notary.review.complete')}</li>
        <li>{t('notary.review.present')}</li>
        <li>{t('notary.review.bringId')}</li>
        {needsThumbprint(draft.documents.filter((x) => x.type).map((x) => ({ type: x.type as DocumentType }))) && (
          <li>{t('notary.review.thumbprint')}</li>
        )}
        <li>{t('notary.review.noAdvice')}</li>
      </ul>
      <label className="checkbox" id={idOf('checklistConfirmed')}>
        <input type="checkbox" checked={draft.checklist} onChange={(e) => props.update((d) => ({ ...d, checklist: e.target.checked }))} />
        {t('notary.review.confirm')}
      </label>
      {props.errorOf('checklistConfirmed') && <p className="field__error">⚠ {props.errorOf('checklistConfirmed')}</p>}
    </div>
  );
}

/** The quote: one line per document (its statutory fee), the notarial subtotal, the travel fee apart, the total. */
export function QuoteTable({ quote, caption }: { quote: AppointmentView['quote']; caption?: string }) {
  const { t, money } = useI18n();
  return (
    <table className="quote">
      <caption>{caption ?? t('notary.review.quote')}</caption>
      <tbody>
        {quote.lines.map((l) => (
          <tr key={l.document}>
            <th scope="row">
              {l.exempt
                ? t('notary.review.exemptLine', { document: t(`notary.documentTypes.${l.type}`) })
                : t('notary.review.line', {
                    document: t(`notary.documentTypes.${l.type}`),
                    act: t(`notary.acts.${l.act}`),
                    signatures: l.signatures,
                    unit: money(l.unitCents),
                  })}
            </th>
            <td>{money(l.amountCents)}</td>
          </tr>
        ))}
        <tr className="quote__subtotal">
          <th scope="row">{t('notary.review.notarial')}</th>
          <td>{money(quote.notarialCents)}</td>
        </tr>
        {quote.travel && (
          <tr>
            <th scope="row">
              {t('notary.review.travel')}
              {quote.travel.afterHoursCents > 0 && (
                <span className="quote__note"> ({t('notary.review.afterHours', { amount: money(quote.travel.afterHoursCents) })})</span>
              )}
            </th>
            <td>{money(quote.travel.totalCents)}</td>
          </tr>
        )}
        <tr className="quote__total">
          <th scope="row">{t('notary.review.total')}</th>
          <td>{money(quote.totalCents)}</td>
        </tr>
      </tbody>
    </table>
  );
}
