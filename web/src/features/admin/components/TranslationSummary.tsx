/**
 * "English for filing" on the admin submission page (issue 26): how many of a Spanish submission's answers have
 * approved English, and the way to the translation desk. Nothing for a submission answered in English.
 */
import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import translationMessages from '../../../../../shared/i18n/messages/translation';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { translationDeskQuery } from '../api/translations';
import { useFollow } from '../hooks/useFollow';

registerMessages(translationMessages);

export const deskPath = (id: string) => `/questionnaire-submission/${encodeURIComponent(id)}/translation`;

export function TranslationSummary({ submissionId, locale }: { submissionId: string; locale: 'en' | 'es' }) {
  const { t } = useI18n();
  const follow = useFollow();
  const desk = useQuery({ ...translationDeskQuery(submissionId), enabled: locale === 'es' });
  if (locale !== 'es' || !desk.data || desk.data.counts.total === 0) return null;
  const { approved, total, reviewed } = desk.data.counts;
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={t('translation.desk.summaryText')}
          actions={
            <Button href={deskPath(submissionId)} onFollow={follow} variant="primary">
              {t('translation.desk.openDesk')}
            </Button>
          }
        >
          {t('translation.desk.summaryTitle')}
        </Header>
      }
    >
      <SpaceBetween size="xs">
        <ProgressBar
          value={Math.round((approved / total) * 100)}
          label={t('translation.desk.countsShort', { approved, total })}
          description={t('translation.desk.counts', { approved, total, left: total - approved })}
        />
        {reviewed ? <Box color="text-body-secondary">{t('translation.desk.countReviewed', { count: reviewed })}</Box> : null}
      </SpaceBetween>
    </Container>
  );
}
