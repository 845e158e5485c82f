/** Step 2: the documents, each with its notarial act and its number of signatures (the fee is per signature). */
import {
  DOCUMENT_TYPES,
  FEE_EXEMPT_DOCUMENTS,
  FEE_PER_SIGNATURE_CENTS,
  LIMITS,
  NOTARIAL_ACTS,
  type DocumentType,
  type NotarialAct,
} from '../../../../../shared/notary/rules';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { emptyDoc, idOf, type StepProps } from './draft';

export function DocumentsStep({ draft, update, errorOf }: StepProps) {
  const { t, money } = useI18n();
  return (
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
  );
}
