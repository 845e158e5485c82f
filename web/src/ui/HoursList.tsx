import { describeHours } from '../../../shared/business';
import { useI18n } from '../lib/i18n/I18nProvider';

/** Office hours from the business profile, one line per group of days. */
export function HoursList({ className }: { className?: string }) {
  const { translate, locale } = useI18n();
  return (
    <ul className={className ?? 'hours'}>
      {describeHours(translate, locale).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
