/**
 * One answer on the translation desk (issue 26), side by side: the client's Spanish, the machine draft (its engine and
 * the words it could not translate) and the English to file, editable, with its save and approve buttons, who reviewed
 * or approved it, and the client's answer about it. In the English field Alt+Shift+S saves and Alt+Shift+A approves.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import type { DeskItem, DeskItemState } from '../../../../../shared/api/translations';
import { useI18n } from '../../../lib/i18n/I18nProvider';

const STATE_LOOK: Record<DeskItemState, StatusIndicatorProps.Type> = {
  pending: 'pending',
  draft: 'info',
  reviewed: 'in-progress',
  approved: 'success',
};

/** The English an item's field starts with: the saved English, else the approval, else the draft. */
export const startingText = (i: DeskItem) => i.english?.text ?? i.approval?.text ?? i.draft?.text ?? '';

/** Where an item prints: "SC-100 item 3a; MC-025 …", in the desk's language. */
export function usePlacements() {
  const { t } = useI18n();
  return (item: Pick<DeskItem, 'placements'>) =>
    item.placements.map((p) => t('translation.desk.item', { form: p.form, item: p.item })).join('; ');
}

export interface DeskItemProps {
  item: DeskItem;
  /** The item's question, with the sections it is in ("Defendant 1 › What happened"). */
  heading: string;
  value: string;
  error?: string;
  /** What the desk is doing: `save:<path>`, `approve:<path>`, `all`, `retry`, or nothing. */
  busy: string | null;
  onChange(text: string): void;
  onSave(): void;
  onApprove(): void;
}

export function TranslationDeskItem({ item, heading, value, error, busy, onChange, onSave, onApprove }: DeskItemProps) {
  const { t, date } = useI18n();
  const placements = usePlacements();
  const fieldId = `english-${item.path}`;
  const onKeyDown = (e: { detail: { key: string; altKey: boolean; shiftKey: boolean }; preventDefault(): void }) => {
    if (!e.detail.altKey || !e.detail.shiftKey) return;
    const key = e.detail.key.toLowerCase();
    if (key === 'a') {
      e.preventDefault();
      onApprove();
    } else if (key === 's') {
      e.preventDefault();
      onSave();
    }
  };
  return (
    <Container
      data-testid={`desk-item-${item.path}`}
      header={
        <Header
          variant="h2"
          description={`${t('translation.desk.goesTo')}: ${placements(item)}`}
          actions={<StatusIndicator type={STATE_LOOK[item.state]}>{t(`translation.desk.state.${item.state}`)}</StatusIndicator>}
        >
          {heading}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {item.lapsed && !item.approval ? <Alert type="warning">{t('translation.desk.lapsed', { name: item.lapsed.by.name })}</Alert> : null}
        <ColumnLayout columns={3} borders="vertical">
          <div>
            <Box variant="awsui-key-label">{t('translation.desk.clientWords')}</Box>
            <div className="admin-prewrap admin-desk-text" lang="es">
              {item.source}
            </div>
          </div>
          <div>
            <Box variant="awsui-key-label">{t('translation.desk.draft')}</Box>
            {item.draft ? (
              <SpaceBetween size="xs">
                <div className="admin-prewrap admin-desk-text" lang="en">
                  {item.draft.text}
                </div>
                <Box variant="small" color="text-body-secondary">
                  {t('translation.desk.draftBy', { engine: item.draft.engine })}
                </Box>
                {item.draft.unknownWords.length ? (
                  <StatusIndicator type="warning">
                    <span className="admin-desk-words">
                      {t('translation.desk.unknownWords', { words: item.draft.unknownWords.join(', ') })}
                    </span>
                  </StatusIndicator>
                ) : null}
                <Button
                  variant="inline-link"
                  ariaLabel={`${t('translation.desk.useDraft')}: ${heading}`}
                  onClick={() => onChange(item.draft!.text)}
                >
                  {t('translation.desk.useDraft')}
                </Button>
              </SpaceBetween>
            ) : (
              <Box color="text-status-inactive">{t('translation.desk.noDraft')}</Box>
            )}
          </div>
          <SpaceBetween size="xs">
            <FormField
              label={t('translation.desk.english')}
              controlId={fieldId}
              constraintText={t('translation.desk.englishHelp', { max: item.maxLength })}
              errorText={error}
            >
              {item.kind === 'textarea' ? (
                <Textarea
                  controlId={fieldId}
                  value={value}
                  rows={Math.min(14, Math.max(3, Math.ceil(value.length / 36) + 1))}
                  onChange={(e) => onChange(e.detail.value)}
                  onKeyDown={onKeyDown}
                  spellcheck
                />
              ) : (
                <Input controlId={fieldId} value={value} onChange={(e) => onChange(e.detail.value)} onKeyDown={onKeyDown} spellcheck />
              )}
            </FormField>
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                ariaLabel={`${t('translation.desk.save')}: ${heading}`}
                loading={busy === `save:${item.path}`}
                disabled={busy !== null && busy !== `save:${item.path}`}
                onClick={onSave}
              >
                {t('translation.desk.save')}
              </Button>
              <Button
                variant="primary"
                ariaLabel={`${t('translation.desk.approve')}: ${heading}`}
                loading={busy === `approve:${item.path}`}
                disabled={busy !== null && busy !== `approve:${item.path}`}
                onClick={onApprove}
              >
                {t('translation.desk.approve')}
              </Button>
            </SpaceBetween>
            {item.approval ? (
              <Box variant="small" color="text-body-secondary">
                {t('translation.desk.approvedBy', { name: item.approval.by.name, date: date(item.approval.at, { withTime: true }) })}
              </Box>
            ) : item.english ? (
              <Box variant="small" color="text-body-secondary">
                {t('translation.desk.reviewedBy', { name: item.english.by.name, date: date(item.english.at, { withTime: true }) })}
              </Box>
            ) : null}
          </SpaceBetween>
        </ColumnLayout>
        {item.client ? (
          <Alert type={item.client.kind === 'confirmed' ? 'success' : 'info'}>
            {item.client.kind === 'confirmed'
              ? t('translation.desk.clientConfirmed', { date: date(item.client.at, { withTime: true }) })
              : t('translation.desk.clientComment', { date: date(item.client.at, { withTime: true }), comment: item.client.comment ?? '' })}
          </Alert>
        ) : null}
      </SpaceBetween>
    </Container>
  );
}
