/**
 * The field app's steps after the attempts (issue 32): the mailing after a substituted service (or papers served by
 * mail), "unable to serve", and the server signing their own proof. These are sent at once (not queued on the phone):
 * each carries the version the phone shows and the API's own schema checks it first. The proof is signed by the
 * assigned server only (the API refuses anyone else); an expired registration or bond cannot sign, and the page says
 * why before the server tries.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  MailingRequestSchema,
  SignProofRequestSchema,
  UnableRequestSchema,
  type FieldJob,
  type FieldJobsList,
} from '../../../../shared/api/serving';
import { call, download, errorText } from '../../lib/api';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { Field } from '../../ui/Field';
import { Check, ErrorLine } from './FormBits';

type Errors = Record<string, string>;

/** The API's schema's issues on the form's value: the first error of each field, translated. */
function issuesOf(issues: readonly { path: readonly PropertyKey[]; message: string }[], translate: (k: string) => string): Errors {
  const errors: Errors = {};
  for (const i of issues) errors[String(i.path[0] ?? 'form')] ??= translate(i.message);
  return errors;
}

const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Sends a step, puts the job it answers in the page's query; a refused step says why (translated). */
function useStep(owner: string, job: FieldJob) {
  const { translate } = useI18n();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (send: () => Promise<{ job: FieldJob }>): Promise<FieldJob | null> => {
    setBusy(true);
    setFailure(null);
    try {
      const { job: updated } = await send();
      queryClient.setQueryData(['field', owner, 'job', job.id], { data: updated, stale: null });
      void queryClient.invalidateQueries({ queryKey: ['field', owner, 'jobs'] });
      return updated;
    } catch (err) {
      setFailure(errorText(err, translate, { fallback: 'servingField.steps.failed' }));
      if (err && typeof err === 'object' && 'code' in err && err.code === 'conflict')
        void queryClient.invalidateQueries({ queryKey: ['field', owner, 'job', job.id] });
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}

type Registration = FieldJobsList['registration'];

export function FieldSteps({
  job,
  owner,
  stale,
  photosOnPhone,
  registration,
}: {
  job: FieldJob;
  owner: string;
  stale: boolean;
  /** Attempts and photos still on this phone for this job (the proof waits for them). */
  photosOnPhone: number;
  /** The signed-in server's registration (GET /field/jobs): an expired one cannot sign. */
  registration: Registration;
}) {
  const [done, setDone] = useState<string | null>(null);
  const open = job.state === 'assigned' || job.state === 'attempting';
  const mailing = !job.mailing && (job.state === 'substituted' || (job.method === 'mail' && open));
  const signable = !job.proof && (job.state === 'served' || job.state === 'substituted' || job.state === 'unable');
  return (
    <>
      {done && (
        <p className="field-alert field-alert--success" role="status" data-testid="field-step-done">
          {done}
        </p>
      )}
      {mailing && <MailingStep job={job} owner={owner} stale={stale} onDone={setDone} />}
      {open && job.method !== 'mail' && <UnableStep job={job} owner={owner} stale={stale} onDone={setDone} />}
      {(signable || job.proof) && (
        <SignStep job={job} owner={owner} stale={stale} photosOnPhone={photosOnPhone} registration={registration} onDone={setDone} />
      )}
    </>
  );
}

interface StepProps {
  job: FieldJob;
  owner: string;
  stale: boolean;
  onDone(message: string): void;
}

function MailingStep({ job, owner, stale, onDone }: StepProps) {
  const { t, translate, date } = useI18n();
  const [mailedOn, setMailedOn] = useState(todayIso);
  const [city, setCity] = useState('');
  const [how, setHow] = useState<'usps' | 'business' | ''>('');
  const [errors, setErrors] = useState<Errors>({});
  const summary = useRef<HTMLDivElement>(null);
  const step = useStep(owner, job);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = MailingRequestSchema.safeParse({ mailedOn, city, how: how || undefined, expectedVersion: job.version });
    setErrors(parsed.success ? {} : issuesOf(parsed.error.issues, translate));
    if (!parsed.success) return void requestAnimationFrame(() => summary.current?.focus());
    const body = parsed.data;
    const updated = await step.run(() => call('POST /field/jobs/{jobId}/mailing', { params: { jobId: job.id }, body }));
    if (updated)
      onDone(t('servingField.steps.mailing.done', { date: date(updated.mailing?.completeOn ?? updated.completeOn ?? body.mailedOn) }));
  };
  return (
    <section className="field-form" aria-labelledby="step-mail-title" data-testid="field-mailing">
      <h2 id="step-mail-title">{t('servingField.steps.mailing.title')}</h2>
      <p>{t('servingField.steps.mailing.lead')}</p>
      <Summary errors={errors} summaryRef={summary} ids={{ mailedOn: 'mail-date', city: 'mail-city', how: 'mail-how-usps' }} />
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Field id="mail-date" label={t('servingField.steps.mailing.mailedOn')} error={errors.mailedOn}>
          {(c) => <input {...c} type="date" value={mailedOn} max={todayIso()} onChange={(e) => setMailedOn(e.target.value)} />}
        </Field>
        <Field
          id="mail-city"
          label={t('servingField.steps.mailing.city')}
          hint={t('servingField.steps.mailing.cityHint')}
          error={errors.city}
        >
          {(c) => <input {...c} value={city} autoComplete="address-level2" onChange={(e) => setCity(e.target.value)} />}
        </Field>
        <fieldset className={`field${errors.how ? ' field--invalid' : ''}`} aria-describedby={errors.how ? 'mail-how-error' : undefined}>
          <legend className="field__label">{t('servingField.steps.mailing.how')}</legend>
          {(['usps', 'business'] as const).map((h) => (
            <label key={h} className="field-choice" htmlFor={`mail-how-${h}`}>
              <input id={`mail-how-${h}`} type="radio" name="mail-how" checked={how === h} onChange={() => setHow(h)} />
              <span>{t(`servingField.steps.mailing.${h}`)}</span>
            </label>
          ))}
          {errors.how && <ErrorLine id="mail-how-error">{errors.how}</ErrorLine>}
        </fieldset>
        <Failure text={step.failure} stale={stale} />
        <button type="submit" className="field-btn field-btn--primary field-btn--block" disabled={step.busy || stale}>
          {t('servingField.steps.mailing.submit')}
        </button>
      </form>
    </section>
  );
}

function UnableStep({ job, owner, stale, onDone }: StepProps) {
  const { t, translate } = useI18n();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const summary = useRef<HTMLDivElement>(null);
  const step = useStep(owner, job);
  if (!opened)
    return (
      <button type="button" className="field-btn field-btn--block" onClick={() => setOpened(true)}>
        {t('servingField.steps.unable.open')}
      </button>
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = UnableRequestSchema.safeParse({ reason, expectedVersion: job.version });
    setErrors(parsed.success ? {} : issuesOf(parsed.error.issues, translate));
    if (!parsed.success) return void requestAnimationFrame(() => summary.current?.focus());
    const body = parsed.data;
    if (await step.run(() => call('POST /field/jobs/{jobId}/unable', { params: { jobId: job.id }, body })))
      onDone(t('servingField.steps.unable.done'));
  };
  return (
    <section className="field-form" aria-labelledby="step-unable-title" data-testid="field-unable">
      <h2 id="step-unable-title">{t('servingField.steps.unable.title')}</h2>
      <Summary errors={errors} summaryRef={summary} ids={{ reason: 'unable-reason' }} />
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Field
          id="unable-reason"
          label={t('servingField.steps.unable.reason')}
          hint={t('servingField.steps.unable.reasonHint')}
          error={errors.reason}
        >
          {(c) => <textarea {...c} rows={4} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </Field>
        <Failure text={step.failure} stale={stale} />
        <div className="field-actions">
          <button type="submit" className="field-btn field-btn--primary field-btn--block" disabled={step.busy || stale}>
            {t('servingField.steps.unable.submit')}
          </button>
          <button type="button" className="field-btn field-btn--block" onClick={() => setOpened(false)}>
            {t('servingField.steps.unable.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}

function SignStep({
  job,
  owner,
  stale,
  photosOnPhone,
  registration,
  onDone,
}: StepProps & { photosOnPhone: number; registration: Registration }) {
  const { t, translate, date } = useI18n();
  const [name, setName] = useState('');
  const [declared, setDeclared] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [previewFailed, setPreviewFailed] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const step = useStep(owner, job);

  if (job.proof)
    return (
      <section className="field-section" aria-labelledby="step-sign-title" data-testid="field-sign">
        <h2 id="step-sign-title">{t('servingField.steps.sign.title')}</h2>
        <p className="field-ok">
          <span aria-hidden="true">✓ </span>
          {t('servingField.steps.sign.signed', { form: job.proof.form, date: date(job.proof.signedAt, { withTime: true }) })}
        </p>
      </section>
    );

  const blocks: string[] = [];
  if (registration && !registration.current) blocks.push(t('servingField.steps.sign.expired', { date: date(registration.expiresOn) }));
  if (job.state === 'substituted' && !job.mailing) blocks.push(t('servingField.steps.sign.mailingFirst'));
  if (photosOnPhone > 0 || job.photosWaiting.length > 0) blocks.push(t('servingField.steps.sign.photosFirst'));
  if (job.lackingEvidence.length > 0) blocks.push(translate('errors.evidence_missing'));

  const preview = async () => {
    setPreviewFailed(false);
    try {
      await download('GET /field/jobs/{jobId}/proof/pdf', { params: { jobId: job.id } }, `${job.proofForm} preview.pdf`);
    } catch {
      setPreviewFailed(true);
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = SignProofRequestSchema.safeParse({ signatureName: name, declared: declared || undefined, expectedVersion: job.version });
    setErrors(parsed.success ? {} : issuesOf(parsed.error.issues, translate));
    if (!parsed.success) return void requestAnimationFrame(() => summary.current?.focus());
    const body = parsed.data;
    if (await step.run(() => call('POST /field/jobs/{jobId}/proof', { params: { jobId: job.id }, body })))
      onDone(t('servingField.steps.sign.done'));
  };
  return (
    <section className="field-form" aria-labelledby="step-sign-title" data-testid="field-sign">
      <h2 id="step-sign-title">{t('servingField.steps.sign.title')}</h2>
      {blocks.length > 0 ? (
        <div className="field-alert field-alert--warning" role="status" data-testid="field-sign-blocked">
          <p className="field-strong">{t('servingField.steps.sign.blocked')}</p>
          <ul className="field-list">
            {blocks.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          <p>{t('servingField.steps.sign.lead')}</p>
          <button type="button" className="field-btn field-btn--block" onClick={() => void preview()} disabled={stale}>
            {t('servingField.steps.sign.preview')}
          </button>
          {previewFailed && <ErrorLine id="sign-preview-error">{t('servingField.steps.sign.previewFailed')}</ErrorLine>}
          <Summary errors={errors} summaryRef={summary} ids={{ signatureName: 'sign-name', declared: 'sign-declared' }} />
          <form noValidate onSubmit={(e) => void submit(e)}>
            <Field id="sign-name" label={t('servingField.steps.sign.name')} error={errors.signatureName}>
              {(c) => <input {...c} value={name} autoComplete="name" onChange={(e) => setName(e.target.value)} />}
            </Field>
            <Check id="sign-declared" checked={declared} onChange={setDeclared} error={errors.declared ?? null}>
              {t('servingField.steps.sign.declared')}
            </Check>
            <Failure text={step.failure} stale={stale} />
            <button type="submit" className="field-btn field-btn--primary field-btn--block" disabled={step.busy || stale}>
              {t('servingField.steps.sign.submit')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}

function Summary({
  errors,
  summaryRef,
  ids,
}: {
  errors: Errors;
  summaryRef: RefObject<HTMLDivElement | null>;
  ids: Record<string, string>;
}) {
  const { t } = useI18n();
  if (Object.keys(errors).length === 0) return null;
  return (
    <ErrorSummary
      ref={summaryRef}
      title={t('servingField.steps.errorsTitle')}
      headingLevel={3}
      items={Object.entries(errors).map(([k, text]) => ({ target: ids[k] ?? Object.values(ids)[0], text }))}
    />
  );
}

function Failure({ text, stale }: { text: string | null; stale: boolean }) {
  const { t } = useI18n();
  if (stale) return <p className="field-alert field-alert--info">{t('servingField.steps.online')}</p>;
  if (!text) return null;
  return (
    <p className="field-alert field-alert--error" role="alert">
      {text}
    </p>
  );
}
