import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { nextStatuses, type Status, type SubmissionRow } from '../model';

/** The per-row status control: the statuses this submission may move to; choosing one opens the confirmation. */
export function StatusControl({ row, onChoose }: { row: SubmissionRow; onChoose(row: SubmissionRow, to: Status): void }) {
  const { t } = useI18n();
  const next = nextStatuses(row.status);
  return (
    <ButtonDropdown
      variant="normal"
      items={next.map((s) => ({ id: s, text: t(`admin.status.${s}`) }))}
      disabled={next.length === 0}
      disabledReason={t('admin.actions.noTransitions')}
      ariaLabel={t('admin.actions.changeStatusFor', { name: row.clientName })}
      onItemClick={(e) => onChoose(row, e.detail.id as Status)}
      expandToViewport
    >
      {t('admin.actions.changeStatus')}
    </ButtonDropdown>
  );
}
