/** Step 1: at the office or a mobile visit (its address, and the travel fee the ZIP code gives). */
import { formatAddress } from '../../../../../shared/business';
import { travelQuote, zip5, inLosAngelesCounty } from '../../../../../shared/notary/area';
import { AFTER_HOURS } from '../../../../../shared/notary/settings';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { Field } from '../../../ui/Field';
import { idOf, type StepProps } from './draft';

export function WhereStep({ draft, update, errorOf }: StepProps) {
  const { t, money } = useI18n();
  return (
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
  );
}
