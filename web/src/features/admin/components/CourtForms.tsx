/**
 * "Court forms" on the admin submission page: the packet the answers fill (each official form, worksheet or pending
 * map, with what is left for staff and what to ask the client), the merged PDF and each form alone. Staff only: the
 * client never sees these forms (their release to the client comes with the documents work).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import packetMessages from '../../../../../shared/i18n/messages/packet';
import type { PacketForm, PacketStatusResponse } from '../../../../../shared/api/packets';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { courtFormsQuery, downloadCourtForms } from '../api/client';
import { useNotify } from '../hooks/notifications';
import { errorDetail } from '../hooks/useStatusChange';

registerMessages(packetMessages);

type Note = PacketStatusResponse['notes'][number];

export function CourtForms({ submissionId }: { submissionId: string }) {
  const { t, translate, locale } = useI18n();
  const notify = useNotify();
  const forms = useQuery(courtFormsQuery(submissionId, locale));
  const data = forms.data ?? null;
  const error = forms.error;
  const reload = () => void forms.refetch();
  /** The download in progress: "" for the whole packet, or a form's slug. */
  const [busy, setBusy] = useState<string | null>(null);
  const note = (n: Note) => translate(`packet.notes.${n.code}`, n.values);

  const download = async (slug?: string) => {
    setBusy(slug ?? '');
    try {
      await downloadCourtForms(submissionId, locale, slug);
    } catch (err) {
      notify({ type: 'error', header: t('admin.courtForms.downloadFailed'), content: errorDetail(err, translate) });
    } finally {
      setBusy(null);
    }
  };

  const contents = (f: PacketForm) => {
    if (!f.applies) return <Box color="text-status-inactive">{t('admin.courtForms.notNeeded')}</Box>;
    const output =
      f.output === 'pdf'
        ? t('packet.output.pdf', { revision: f.revision ?? '' })
        : f.output === 'worksheet'
          ? t('packet.output.worksheet', { reason: f.reason ?? '' })
          : f.output === 'generated'
            ? t('packet.output.generated', { statutes: (f.statutes ?? []).join(', ') })
            : t('packet.output.pending');
    return (
      <SpaceBetween size="xxs">
        <span>{output}</span>
        {f.output === 'pdf' ? (
          <Box color="text-body-secondary">{t('admin.courtForms.filledOf', { filled: f.filled, fields: f.clientFields })}</Box>
        ) : null}
        {f.attachmentPages > 0 ? <Box color="text-body-secondary">{t('packet.attachments', { pages: f.attachmentPages })}</Box> : null}
      </SpaceBetween>
    );
  };

  const left = (f: PacketForm) => {
    if (!f.applies) return null;
    const parts = [
      ...(f.staff.length ? [t('admin.courtForms.toComplete', { count: f.staff.length })] : []),
      ...(f.ask.length ? [t('admin.courtForms.toAsk', { count: f.ask.length })] : []),
    ];
    if (parts.length === 0) return <StatusIndicator type="success">{t('admin.courtForms.nothingLeft')}</StatusIndicator>;
    return (
      <SpaceBetween size="xxs">
        <StatusIndicator type="pending">{parts.join(' · ')}</StatusIndicator>
        <ul className="admin-court-forms-list">
          {[...f.ask, ...f.staff].map((l, i) => (
            <li key={i}>{/^\d/.test(l.item) ? `${t('packet.item', { item: l.item })}: ${l.label}` : `${l.item}: ${l.label}`}</li>
          ))}
        </ul>
      </SpaceBetween>
    );
  };

  return (
    <div className="admin-court-forms">
      <Container
        header={
          <Header
            variant="h2"
            description={t('admin.courtForms.description')}
            actions={
              <Button iconName="download" variant="primary" disabled={!data} loading={busy === ''} onClick={() => void download()}>
                {t('admin.courtForms.downloadAll')}
              </Button>
            }
          >
            {t('admin.courtForms.title')}
          </Header>
        }
      >
        {error ? (
          <Alert type="error" header={t('admin.courtForms.loadFailed')} action={<Button onClick={reload}>{t('common.retry')}</Button>}>
            {errorDetail(error, translate)}
          </Alert>
        ) : !data ? (
          <StatusIndicator type="loading">{t('admin.courtForms.loading')}</StatusIndicator>
        ) : (
          <SpaceBetween size="m">
            {data.notes.length ? (
              <Alert type="info" header={t('admin.courtForms.packetNotes')}>
                <ul className="admin-court-forms-list">
                  {data.notes.map((n, i) => (
                    <li key={i}>{note(n)}</li>
                  ))}
                </ul>
              </Alert>
            ) : null}
            <Table<PacketForm>
              variant="embedded"
              items={data.forms}
              trackBy="slug"
              wrapLines
              ariaLabels={{ tableLabel: t('admin.courtForms.title') }}
              columnDefinitions={[
                {
                  id: 'form',
                  header: t('admin.courtForms.form'),
                  // Long names (generated documents: "Statutory Form Power of Attorney (Prob. Code §4401)") would
                  // otherwise squeeze the column until the download button's label breaks inside a word.
                  minWidth: 200,
                  cell: (f) => (
                    <SpaceBetween size="xs">
                      <SpaceBetween size="xxs">
                        <Box fontWeight="bold">{f.form}</Box>
                        <Box color="text-body-secondary" fontSize="body-s">
                          {f.title}
                        </Box>
                      </SpaceBetween>
                      {f.applies ? (
                        <span className="admin-court-forms-nowrap">
                          <Button
                            iconName="download"
                            ariaLabel={t('admin.courtForms.downloadForm', { form: f.form })}
                            loading={busy === f.slug}
                            onClick={() => void download(f.slug)}
                          >
                            {t('admin.courtForms.download')}
                          </Button>
                        </span>
                      ) : null}
                    </SpaceBetween>
                  ),
                },
                { id: 'contents', header: t('admin.courtForms.contents'), cell: contents },
                { id: 'left', header: t('admin.courtForms.left'), cell: left },
                {
                  id: 'notes',
                  header: t('admin.courtForms.notes'),
                  cell: (f) =>
                    f.applies && f.notes.length ? (
                      <ul className="admin-court-forms-list">
                        {f.notes.map((n, i) => (
                          <li key={i}>{note(n)}</li>
                        ))}
                      </ul>
                    ) : null,
                },
              ]}
            />
          </SpaceBetween>
        )}
      </Container>
    </div>
  );
}
