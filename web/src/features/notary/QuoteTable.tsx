import type { AppointmentView } from '../../../../shared/api/notary';
import { useI18n } from '../../lib/i18n/I18nProvider';

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
