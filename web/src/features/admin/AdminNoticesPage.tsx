/**
 * /admin/notices: the Notices to Consumer staff must still give (B&P §6410.5(b), owner's 'hold-card-payment' decision,
 * docs/compliance.md). The client signed the notice online; staff give it in person or mail it, then record how here,
 * which opens the client's card payment. GET /admin/notices, POST /admin/orders/{orderId}/notice-delivery.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AdminNoticeHoldsPage } from '../../../../shared/api/admin';
import { CATALOGUE } from '../../../../shared/catalogue';
import { ApiError } from '../../lib/api';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { adminKeys, invalidateAdmin, noticeHoldsQuery, recordNoticeDelivery } from './api/client';
import { AdminShell } from './components/AdminShell';
import { useNotify } from './hooks/notifications';

type Hold = AdminNoticeHoldsPage['items'][number];

export default function AdminNoticesPage() {
  const { t } = useI18n();
  return (
    <AdminShell
      title={t('admin.notices.title')}
      breadcrumbs={[
        { text: t('admin.nav.allSubmissions'), href: '/admin' },
        { text: t('admin.nav.notices'), href: '/admin/notices' },
      ]}
      contentType="table"
    >
      <NoticesTable />
    </AdminShell>
  );
}

function NoticesTable() {
  const { t, date } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const holds = useQuery(noticeHoldsQuery());
  const items = holds.isError ? [] : (holds.data ?? null);
  const [busy, setBusy] = useState<string | null>(null);

  // A failed read says why in the console's flashbar (the table shows its empty state): once per failure.
  const { error, errorUpdatedAt } = holds;
  const notified = useRef(0);
  useEffect(() => {
    if (!error || notified.current === errorUpdatedAt) return;
    notified.current = errorUpdatedAt;
    notify({
      type: 'error',
      header: t('admin.notices.loadFailed'),
      content: error instanceof ApiError ? t(`errors.${error.code}`) : undefined,
    });
  }, [error, errorUpdatedAt, notify, t]);

  async function confirm(hold: Hold, method: 'in_person' | 'mail') {
    setBusy(hold.order.orderId);
    try {
      await recordNoticeDelivery(hold.order.orderId, method);
      notify({ type: 'success', header: t('admin.notices.recorded', { name: hold.client.name }) });
      // It leaves the list at once; the refetch the invalidation starts confirms it.
      queryClient.setQueryData(adminKeys.notices, (list: Hold[] | undefined) =>
        list?.filter((i) => i.order.orderId !== hold.order.orderId),
      );
      void invalidateAdmin(queryClient, 'notices');
    } catch (err) {
      notify({ type: 'error', header: t('admin.notices.failed'), content: err instanceof ApiError ? t(`errors.${err.code}`) : undefined });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Table
      variant="full-page"
      contentDensity="compact"
      wrapLines={false}
      stickyColumns={{ first: 1, last: 1 }}
      loading={items === null}
      loadingText={t('admin.notices.loading')}
      items={items ?? []}
      trackBy={(h) => h.order.orderId}
      header={
        <Header variant="awsui-h1-sticky" counter={items ? `(${items.length})` : undefined} description={t('admin.notices.description')}>
          {t('admin.notices.title')}
        </Header>
      }
      empty={<Box textAlign="center">{t('admin.notices.empty')}</Box>}
      columnDefinitions={[
        { id: 'client', header: t('admin.notices.client'), cell: (h) => h.client.name, width: 200, isRowHeader: true },
        {
          id: 'contact',
          header: t('admin.notices.contact'),
          cell: (h) => [h.client.email, h.client.phone].filter(Boolean).join(' · '),
          width: 260,
        },
        { id: 'service', header: t('admin.notices.service'), cell: (h) => t(CATALOGUE[h.order.questionnaireType].titleKey), width: 220 },
        {
          id: 'signed',
          header: t('admin.notices.signed'),
          cell: (h) =>
            h.order.notice ? `${date(h.order.notice.signedAt, { withTime: true })} (${h.order.notice.locale.toUpperCase()})` : '',
        },
        {
          id: 'actions',
          header: t('admin.notices.actions'),
          // Both buttons on one line, never squeezed: the widest label in either language plus the other button.
          minWidth: 300,
          cell: (h) => (
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                onClick={() => void confirm(h, 'in_person')}
                disabled={busy !== null}
                loading={busy === h.order.orderId}
                ariaLabel={`${t('admin.notices.inPerson')}: ${h.client.name}`}
              >
                {t('admin.notices.inPerson')}
              </Button>
              <Button
                onClick={() => void confirm(h, 'mail')}
                disabled={busy !== null}
                ariaLabel={`${t('admin.notices.mailed')}: ${h.client.name}`}
              >
                {t('admin.notices.mailed')}
              </Button>
            </SpaceBetween>
          ),
        },
      ]}
    />
  );
}
