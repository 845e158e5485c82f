/**
 * The translation desk (issue 26): per answer of a Spanish submission that prints on a court form, side by side, the
 * client's Spanish, the machine draft and the English staff will file (editable), with the form and item it goes to;
 * counts of what is left; save as reviewed, approve, approve all reviewed. Keyboard only works throughout: every
 * control is in the tab order, and in an English field Alt+Shift+S saves and Alt+Shift+A approves that answer.
 * Approvals record who and when, for the client's words as they are (the server keeps the hash): a changed answer
 * comes back here with a note.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { DeskItem, TranslationDesk as Desk } from '../../../../../shared/api/translations';
import translationMessages from '../../../../../shared/i18n/messages/translation';
import { ApiError } from '../../../lib/api';
import { questionnaireQuery } from '../../../lib/answers/questionnaire';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { approve, retryDrafting, saveEnglish, translationDeskQuery } from '../api/translations';
import { useNotify } from '../hooks/notifications';
import { useFollow } from '../hooks/useFollow';
import { useSubmission } from '../hooks/useSubmission';
import { errorDetail } from '../hooks/useStatusChange';
import { startingText, TranslationDeskItem, usePlacements } from './TranslationDeskItem';

registerMessages(translationMessages);

type Filter = 'all' | 'open' | 'approved';

export function TranslationDesk({ id }: { id: string }) {
  const { t, translate } = useI18n();
  const notify = useNotify();
  const follow = useFollow();
  const placements = usePlacements();
  const queryClient = useQueryClient();
  const desk = useQuery(translationDeskQuery(id));
  const submission = useSubmission(id);
  const definition = useQuery({
    ...questionnaireQuery(submission.data?.type ?? 'small-claims', submission.data?.definitionVersion),
    enabled: Boolean(submission.data),
  });
  const [filter, setFilter] = useState<Filter>('all');
  const [texts, setTexts] = useState<Record<string, { text: string; dirty: boolean }>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const data = desk.data;

  // Each field follows the desk until staff type in it; a saved or approved text is the desk's again.
  useEffect(() => {
    if (!data) return;
    setTexts((current) => {
      const next: typeof current = {};
      for (const item of data.items) {
        const mine = current[item.path];
        next[item.path] = mine?.dirty ? mine : { text: startingText(item), dirty: false };
      }
      return next;
    });
  }, [data]);

  const heading = useMemo(
    () => (item: Pick<DeskItem, 'trail' | 'labelKey'>) =>
      [...item.trail.map((s) => translate(s.key, s.n === undefined ? undefined : { n: s.n })), translate(item.labelKey)].join(' › '),
    [translate],
  );

  if (!data || !submission.data || definition.isPending) {
    if (desk.error instanceof ApiError && desk.error.status === 404)
      return (
        <ContentLayout header={<Header variant="h1">{t('translation.desk.notFound')}</Header>}>
          <Button href="/admin" onFollow={follow}>
            {t('admin.detail.backToList')}
          </Button>
        </ContentLayout>
      );
    if (desk.error || submission.error)
      return (
        <Alert
          type="error"
          header={t('translation.desk.loadFailed')}
          action={<Button onClick={() => void desk.refetch()}>{t('common.retry')}</Button>}
        >
          {errorDetail(desk.error ?? submission.error, translate)}
        </Alert>
      );
    return <StatusIndicator type="loading">{t('translation.desk.loading')}</StatusIndicator>;
  }

  const s = submission.data;
  const reviewed = data.items.filter((i) => i.state === 'reviewed');
  const shown = data.items.filter((i) => filter === 'all' || (filter === 'approved' ? i.state === 'approved' : i.state !== 'approved'));

  const fieldError = (path: string, err: unknown): boolean => {
    if (!(err instanceof ApiError)) return false;
    const keys = Object.entries(err.fieldErrors).flatMap(([k, v]) => (/(^|\.)english$/.test(k) || /sourceHash$/.test(k) ? v : []));
    if (!keys.length) return false;
    setErrors((e) => ({ ...e, [path]: translate(keys[0]) }));
    return true;
  };
  const failed = (path: string | null, err: unknown) => {
    if (path && fieldError(path, err)) return;
    if (err instanceof ApiError && err.code === 'conflict') {
      notify({ type: 'warning', header: t('translation.desk.conflict') });
      void desk.refetch();
      return;
    }
    notify({ type: 'error', header: t('translation.desk.failed'), content: errorDetail(err, translate) });
  };

  const save = async (item: DeskItem) => {
    const english = texts[item.path]?.text ?? '';
    setBusy(`save:${item.path}`);
    setErrors((e) => ({ ...e, [item.path]: '' }));
    try {
      await saveEnglish(queryClient, id, { path: item.path, sourceHash: item.sourceHash, english });
      setTexts((x) => ({ ...x, [item.path]: { text: english.trim(), dirty: false } }));
      notify({ type: 'success', header: t('translation.desk.saved') });
    } catch (err) {
      failed(item.path, err);
    } finally {
      setBusy(null);
    }
  };
  const approveOne = async (item: DeskItem) => {
    const english = texts[item.path]?.text ?? '';
    setBusy(`approve:${item.path}`);
    setErrors((e) => ({ ...e, [item.path]: '' }));
    try {
      await approve(queryClient, id, [{ path: item.path, sourceHash: item.sourceHash, english }]);
      setTexts((x) => ({ ...x, [item.path]: { text: english.trim(), dirty: false } }));
      notify({ type: 'success', header: t('translation.desk.approved') });
    } catch (err) {
      failed(item.path, err);
    } finally {
      setBusy(null);
    }
  };
  const approveReviewed = async () => {
    setBusy('all');
    try {
      await approve(
        queryClient,
        id,
        reviewed.map((i) => ({ path: i.path, sourceHash: i.sourceHash, english: i.english!.text })),
      );
      notify({ type: 'success', header: t('translation.desk.approvedAll', { count: reviewed.length }) });
    } catch (err) {
      failed(null, err);
    } finally {
      setBusy(null);
    }
  };
  const retry = async () => {
    setBusy('retry');
    try {
      await retryDrafting(queryClient, id);
      notify({ type: 'info', header: t('translation.desk.drafting.retried') });
    } catch (err) {
      failed(null, err);
    } finally {
      setBusy(null);
    }
  };

  const { approved, total } = data.counts;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={`${s.clientName} · ${t(`catalogue.${s.type}.title`)}`}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button href={`/questionnaire-submission/${encodeURIComponent(id)}`} onFollow={follow}>
                {t('translation.desk.back')}
              </Button>
              <Button variant="primary" disabled={reviewed.length === 0} loading={busy === 'all'} onClick={() => void approveReviewed()}>
                {reviewed.length ? t('translation.desk.approveAll', { count: reviewed.length }) : t('translation.desk.approveAllNone')}
              </Button>
            </SpaceBetween>
          }
        >
          {t('translation.desk.title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container>
          <SpaceBetween size="s">
            <Box variant="p">{t('translation.desk.description')}</Box>
            {total > 0 ? (
              <ProgressBar
                value={Math.round((approved / total) * 100)}
                label={t('translation.desk.countsShort', { approved, total })}
                description={t('translation.desk.counts', { approved, total, left: total - approved })}
                additionalInfo={reviewed.length ? t('translation.desk.countReviewed', { count: reviewed.length }) : undefined}
              />
            ) : null}
            <Drafting desk={data} busy={busy === 'retry'} onRetry={() => void retry()} />
            <Box variant="small" color="text-body-secondary">
              {t('translation.desk.shortcuts')}
            </Box>
          </SpaceBetween>
        </Container>

        {total === 0 ? (
          <Container>
            <Box>{data.locale === 'es' ? t('translation.desk.empty') : t('translation.desk.summaryNone')}</Box>
          </Container>
        ) : (
          <>
            <SegmentedControl
              label={t('translation.desk.filter.label')}
              selectedId={filter}
              onChange={(e) => setFilter(e.detail.selectedId as Filter)}
              options={(['all', 'open', 'approved'] as const).map((f) => ({ id: f, text: t(`translation.desk.filter.${f}`) }))}
            />
            {shown.map((item) => (
              <TranslationDeskItem
                key={item.path}
                item={item}
                heading={heading(item)}
                value={texts[item.path]?.text ?? startingText(item)}
                error={errors[item.path] || undefined}
                busy={busy}
                onChange={(text) => setTexts((x) => ({ ...x, [item.path]: { text, dirty: true } }))}
                onSave={() => void save(item)}
                onApprove={() => void approveOne(item)}
              />
            ))}
          </>
        )}
        {data.fixed.length ? (
          <ExpandableSection
            variant="container"
            headerText={t('translation.desk.fixedTitle', { count: data.fixed.length })}
            headerDescription={t('translation.desk.fixedHelp')}
          >
            <Table
              variant="embedded"
              items={data.fixed}
              trackBy="path"
              columnDefinitions={[
                {
                  id: 'question',
                  header: t('translation.desk.goesTo'),
                  cell: (f) => `${heading(f)} — ${placements(f)}`,
                },
                { id: 'source', header: t('translation.desk.clientWords'), cell: (f) => <span lang="es">{f.source}</span> },
                { id: 'english', header: t('translation.desk.english'), cell: (f) => <span lang="en">{f.english}</span> },
              ]}
            />
          </ExpandableSection>
        ) : null}
      </SpaceBetween>
    </ContentLayout>
  );
}

function Drafting({ desk, busy, onRetry }: { desk: Desk; busy: boolean; onRetry: () => void }) {
  const { t, date } = useI18n();
  const d = desk.drafting;
  if (d.status === 'notNeeded') return null;
  if (d.status === 'failed')
    return (
      <Alert
        type="error"
        action={
          <Button loading={busy} onClick={onRetry}>
            {t('translation.desk.drafting.retry')}
          </Button>
        }
      >
        {t('translation.desk.drafting.failed', { error: d.lastError ?? '', attempts: d.attempts })}
      </Alert>
    );
  if (d.status === 'pending')
    return (
      <SpaceBetween direction="horizontal" size="s" alignItems="center">
        <StatusIndicator type="loading">{t('translation.desk.drafting.pending')}</StatusIndicator>
        <Button variant="inline-link" loading={busy} onClick={onRetry}>
          {t('translation.desk.drafting.retry')}
        </Button>
      </SpaceBetween>
    );
  return (
    <StatusIndicator type="success">
      {t('translation.desk.drafting.ready', {
        engine: d.engine ?? '',
        version: d.engineVersion ?? '',
        date: d.at ? date(d.at, { withTime: true }) : '',
      })}
    </StatusIndicator>
  );
}
