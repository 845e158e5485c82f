/** Step 6: the quote, the travel fee agreement, each signer's ID plan and the checklist the client confirms. */
import { formatAddress } from '../../../../../shared/business';
import { FEE_PER_SIGNATURE_CENTS, needsThumbprint, type quoteOf, type DocumentType } from '../../../../../shared/notary/rules';
import { formatWhen } from '../../../../../shared/notary/time';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { QuoteTable } from '../QuoteTable';
import { idOf, type Draft } from './draft';

export function ReviewStep(props: {
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
