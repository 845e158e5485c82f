/** Step 3: the signers and how each proves who they are (an ID and its validity, or credible witnesses). */
import { ID_KINDS, WITNESS_PLANS } from '../../../../../shared/notary/rules';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { emptySigner, idOf, type SignerDraft, type StepProps } from './draft';

export function SignersStep({ draft, update, errorOf }: StepProps) {
  const { t } = useI18n();
  return (
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
            <Button type="button" variant="link" onClick={() => update((d) => ({ ...d, signers: d.signers.filter((_, j) => j !== i) }))}>
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
  );
}
