/**
 * One attempt, as the server records it at the door (issue 32): the time from the phone's clock (taken when the form
 * opens), the address, what happened (the court's outcomes), the GPS fix from the browser's geolocation (asked for
 * with the browser's permission) or why there is none, a photo of the door from the camera (`capture`: the original
 * file, EXIF and all, with its SHA-256) or why there is none, and for a service who was served and how. Checked with
 * the API's own schema (AttemptRequestSchema) before it is kept; the attempt and its photo go into the phone's queue
 * (IndexedDB) and upload from there. Before a substituted service the diligence rule is checked on the attempts so
 * far, the office's and those still on the phone; the API checks it again.
 */
import { useEffect, useRef, useState } from 'react';
import { AttemptRequestSchema, PHOTO_TYPES, type AttemptRequest, type FieldJob, type Geo } from '../../../../shared/api/serving';
import { checkDiligence, OUTCOMES, type AttemptFacts, type Outcome } from '../../../../shared/serving/rules';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { Field } from '../../ui/Field';
import { sha256Hex } from './field-api';
import { Check, ErrorLine } from './FormBits';
import './attempt-form.css';
import type { QueuedAttempt, QueuedPhoto } from './sync';

type GeoState = { status: 'idle' | 'locating' | 'denied' | 'failed' | 'unsupported' } | { status: 'ok'; geo: Geo };

interface Photo extends QueuedPhoto {
  blob: Blob;
  preview: string;
}

const SERVED: ReadonlySet<Outcome> = new Set(['served', 'served_refused']);

export function AttemptForm({
  job,
  facts,
  owner,
  onSaved,
  onCancel,
}: {
  job: FieldJob;
  facts: readonly AttemptFacts[];
  owner: string;
  onSaved(item: QueuedAttempt): Promise<void>;
  onCancel(): void;
}) {
  const { t, translate, date, number } = useI18n();
  const [at] = useState(() => new Date());
  const [addressId, setAddressId] = useState(job.addresses[0]?.id ?? '');
  const [outcome, setOutcome] = useState<Outcome | ''>('');
  const [geo, setGeo] = useState<GeoState>({ status: 'idle' });
  const [noGeoReason, setNoGeoReason] = useState('');
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [noPhotoReason, setNoPhotoReason] = useState('');
  const [servedDescription, setServedDescription] = useState('');
  const [sub, setSub] = useState({ recipientName: '', description: '', relation: '', informed: false, adult: false });
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => () => void (photo && URL.revokeObjectURL(photo.preview)), [photo]);

  const locate = () => {
    if (!('geolocation' in navigator)) return setGeo({ status: 'unsupported' });
    setGeo({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (pos) =>
        setGeo({
          status: 'ok',
          geo: {
            lat: pos.coords.latitude,
            lng: pos.coords.longitude,
            accuracy: Math.min(100_000, Math.max(0, pos.coords.accuracy)),
            at: new Date(pos.timestamp || Date.now()).toISOString(),
          },
        }),
      (err) => setGeo({ status: err.code === err.PERMISSION_DENIED ? 'denied' : 'failed' }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };
  // The fix is asked for as the form opens: the server is at the door now.
  useEffect(locate, []);

  const choosePhoto = async (file: File | undefined) => {
    setPhotoError(null);
    if (!file) return;
    const type = (PHOTO_TYPES as readonly string[]).includes(file.type) ? (file.type as QueuedPhoto['contentType']) : null;
    if (!type) return setPhotoError(t('serving.errors.photoType'));
    try {
      const sha256 = await sha256Hex(file);
      setPhoto({ blob: file, contentType: type, size: file.size, sha256, preview: URL.createObjectURL(file) });
    } catch {
      setPhotoError(t('servingField.form.photoUnreadable'));
    }
  };

  const allowed = OUTCOMES.filter((o) => o !== 'substituted' || job.method === 'personal_or_substituted');
  const diligence = outcome === 'substituted' ? checkDiligence(facts, at) : null;

  const body = (): AttemptRequest => ({
    at: at.toISOString(),
    addressId,
    outcome: outcome as Outcome,
    geo: geo.status === 'ok' ? geo.geo : null,
    ...(geo.status !== 'ok' && noGeoReason.trim() ? { noGeoReason } : {}),
    photo: photo !== null,
    ...(!photo && noPhotoReason.trim() ? { noPhotoReason } : {}),
    ...(outcome === 'substituted'
      ? {
          substituted: {
            ...(sub.recipientName.trim() ? { recipientName: sub.recipientName } : {}),
            description: sub.description,
            relation: sub.relation,
            informed: sub.informed as true,
            adult: sub.adult as true,
          },
        }
      : {}),
    ...(SERVED.has(outcome as Outcome) && servedDescription.trim() ? { servedDescription } : {}),
    ...(notes.trim() ? { notes } : {}),
  });

  const submit = async () => {
    const value = body();
    const parsed = AttemptRequestSchema.safeParse(value);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = issue.path.map(String).join('.') || 'outcome';
        found[key] ??= translate(issue.message);
      }
    if (!outcome) found.outcome = t('serving.errors.outcome');
    if (diligence && !diligence.met) found.outcome ??= t(`serving.diligence.missing.${diligence.missing[0].key}`);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setSaving(true);
    try {
      await onSaved({
        id: crypto.randomUUID(),
        owner,
        jobId: job.id,
        body: value,
        photo: photo ? { contentType: photo.contentType, size: photo.size, sha256: photo.sha256, blob: photo.blob } : null,
        status: 'pending',
        error: null,
        createdAt: new Date().toISOString(),
        syncedAt: null,
      });
    } finally {
      setSaving(false);
    }
  };

  const err = (key: string) => errors[key] ?? null;
  const FIELD_IDS: Record<string, string> = {
    addressId: 'att-address',
    outcome: 'att-outcome-0',
    noGeoReason: 'att-nogeo',
    noPhotoReason: 'att-nophoto',
    'substituted.description': 'att-sub-desc',
    'substituted.relation': 'att-sub-rel',
    'substituted.informed': 'att-sub-informed',
    'substituted.adult': 'att-sub-adult',
    servedDescription: 'att-served',
    notes: 'att-notes',
  };

  return (
    <section className="field-form" aria-labelledby="att-title" data-testid="attempt-form">
      <h2 id="att-title" ref={heading} tabIndex={-1}>
        {t('servingField.form.title')}
      </h2>
      {Object.keys(errors).length > 0 && (
        <ErrorSummary
          ref={summary}
          title={t('servingField.form.errorsTitle')}
          headingLevel={3}
          items={Object.entries(errors).map(([k, text]) => ({ target: FIELD_IDS[k], text }))}
        />
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p>
          <span className="field-label">{t('servingField.form.time')}: </span>
          <span data-testid="attempt-time">{t('servingField.form.timeValue', { time: date(at, { withTime: true }) })}</span>
        </p>

        <Field id="att-address" label={t('servingField.form.address')} error={err('addressId')}>
          {(c) => (
            <select {...c} value={addressId} onChange={(e) => setAddressId(e.target.value)}>
              {job.addresses.map((a) => (
                <option key={a.id} value={a.id}>
                  {t(`serving.addressKinds.${a.kind}`)}: {a.street}
                  {a.unit ? `, ${a.unit}` : ''}, {a.city}
                </option>
              ))}
            </select>
          )}
        </Field>

        <fieldset
          className={`field-fieldset${err('outcome') ? ' field--invalid' : ''}`}
          aria-describedby={err('outcome') ? 'att-outcome-error' : undefined}
        >
          <legend className="field__label">{t('servingField.form.outcome')}</legend>
          {allowed.map((o, i) => (
            <label key={o} className="field-choice">
              <input
                id={`att-outcome-${i}`}
                type="radio"
                name="outcome"
                value={o}
                checked={outcome === o}
                onChange={() => setOutcome(o)}
                aria-describedby={`att-outcome-help-${o}`}
              />
              <span>
                <span className="field-strong">{t(`serving.outcomes.${o}`)}</span>
                <span id={`att-outcome-help-${o}`} className="field-choice__help">
                  {t(`serving.outcomeHelp.${o}`)}
                </span>
              </span>
            </label>
          ))}
          {err('outcome') && <ErrorLine id="att-outcome-error">{err('outcome')}</ErrorLine>}
        </fieldset>

        {diligence && (
          <div
            className={diligence.met ? 'field-alert field-alert--success' : 'field-alert field-alert--warning'}
            data-testid="attempt-diligence"
          >
            <p className="field-strong">
              <span aria-hidden="true">{diligence.met ? '✓ ' : '⚠ '}</span>
              {diligence.met ? t('serving.diligence.met') : t('servingField.form.diligence')}
            </p>
            {!diligence.met && (
              <ul>
                {diligence.missing.map((m) => (
                  <li key={m.key}>{t(`serving.diligence.missing.${m.key}`)}</li>
                ))}
              </ul>
            )}
            <p className="field-muted">{t(`serving.diligence.rule.${diligence.rule.id}`)}</p>
          </div>
        )}

        <div className="field-group" role="group" aria-labelledby="att-location-label">
          <p id="att-location-label" className="field__label">
            {t('servingField.form.location')}
          </p>
          <p role="status" data-testid="attempt-location">
            {geo.status === 'ok'
              ? t('servingField.form.located', {
                  lat: geo.geo.lat.toFixed(5),
                  lng: geo.geo.lng.toFixed(5),
                  accuracy: number(Math.round(geo.geo.accuracy)),
                })
              : geo.status === 'locating'
                ? t('servingField.form.locating')
                : geo.status === 'denied'
                  ? t('servingField.form.geoDenied')
                  : geo.status === 'failed'
                    ? t('servingField.form.geoFailed')
                    : geo.status === 'unsupported'
                      ? t('servingField.form.geoUnsupported')
                      : ''}
          </p>
          {geo.status !== 'ok' && geo.status !== 'locating' && geo.status !== 'unsupported' && (
            <button type="button" className="field-btn" onClick={locate}>
              {t('servingField.form.locate')}
            </button>
          )}
          {geo.status !== 'ok' && geo.status !== 'locating' && (
            <Field id="att-nogeo" label={t('servingField.form.noGeoReason')} error={err('noGeoReason')}>
              {(c) => <input {...c} value={noGeoReason} maxLength={300} onChange={(e) => setNoGeoReason(e.target.value)} />}
            </Field>
          )}
        </div>

        <Field id="att-photo" label={t('servingField.form.photo')} hint={t('servingField.form.photoHint')} error={photoError}>
          {(c) => (
            <input
              {...c}
              className="field-file"
              type="file"
              accept={PHOTO_TYPES.join(',')}
              capture="environment"
              data-testid="attempt-photo"
              onChange={(e) => void choosePhoto(e.target.files?.[0])}
            />
          )}
        </Field>
        {photo && (
          <div className="field-photo">
            {photo.contentType !== 'image/heic' && <img src={photo.preview} alt="" className="field-photo__preview" />}
            <p data-testid="attempt-photo-ready">
              {t('servingField.form.photoReady', { size: `${number(Math.max(1, Math.round(photo.size / 1024)))} KB` })}
            </p>
            <button type="button" className="field-btn field-btn--small" onClick={() => setPhoto(null)}>
              {t('servingField.form.removePhoto')}
            </button>
          </div>
        )}
        {!photo && (
          <Field id="att-nophoto" label={t('servingField.form.noPhotoReason')} error={err('noPhotoReason')}>
            {(c) => <input {...c} value={noPhotoReason} maxLength={300} onChange={(e) => setNoPhotoReason(e.target.value)} />}
          </Field>
        )}

        {SERVED.has(outcome as Outcome) && (
          <Field id="att-served" label={t('servingField.form.servedDescription')} error={err('servedDescription')}>
            {(c) => <input {...c} value={servedDescription} maxLength={300} onChange={(e) => setServedDescription(e.target.value)} />}
          </Field>
        )}

        {outcome === 'substituted' && (
          <>
            <Field id="att-sub-name" label={t('servingField.form.recipientName')} error={err('substituted.recipientName')}>
              {(c) => (
                <input
                  {...c}
                  value={sub.recipientName}
                  maxLength={120}
                  onChange={(e) => setSub({ ...sub, recipientName: e.target.value })}
                />
              )}
            </Field>
            <Field id="att-sub-desc" label={t('servingField.form.recipientDescription')} error={err('substituted.description')}>
              {(c) => (
                <input {...c} value={sub.description} maxLength={300} onChange={(e) => setSub({ ...sub, description: e.target.value })} />
              )}
            </Field>
            <Field id="att-sub-rel" label={t('servingField.form.relation')} error={err('substituted.relation')}>
              {(c) => <input {...c} value={sub.relation} maxLength={80} onChange={(e) => setSub({ ...sub, relation: e.target.value })} />}
            </Field>
            <Check
              id="att-sub-informed"
              checked={sub.informed}
              onChange={(v) => setSub({ ...sub, informed: v })}
              error={err('substituted.informed')}
            >
              {t('servingField.form.informed')}
            </Check>
            <Check id="att-sub-adult" checked={sub.adult} onChange={(v) => setSub({ ...sub, adult: v })} error={err('substituted.adult')}>
              {t('servingField.form.adult')}
            </Check>
          </>
        )}

        <Field id="att-notes" label={t('servingField.form.notes')} error={err('notes')}>
          {(c) => <textarea {...c} rows={3} value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} />}
        </Field>

        <div className="field-actions">
          <button type="submit" className="field-btn field-btn--primary field-btn--block" disabled={saving}>
            {saving ? t('servingField.form.saving') : t('servingField.form.save')}
          </button>
          <button type="button" className="field-btn field-btn--block" onClick={onCancel}>
            {t('servingField.form.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
