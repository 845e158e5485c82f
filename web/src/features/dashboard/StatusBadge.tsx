import type { SubmissionStatus } from '../../../../shared/api/submissions';
import { useI18n } from '../../lib/i18n/I18nProvider';

const MARK: Record<SubmissionStatus, string> = { pending: '○', processing: '◐', completed: '✓', rejected: '✕' };

/** A submission's status as text with a shape (never color alone). */
export function StatusBadge({ status }: { status: SubmissionStatus }) {
  const { t } = useI18n();
  return (
    <span className={`d-badge d-badge--${status}`} data-status={status}>
      <span aria-hidden="true">{MARK[status]}</span>
      {t(`dashboard.status.${status}`)}
    </span>
  );
}
