/**
 * /admin/notices: the Notices to Consumer staff must still give (B&P §6410.5(b), the owner's 'deliver-before-contract'
 * reading, docs/compliance.md). The client signed the notice online and said how they want it: mailed to an address,
 * or picked up at the office. Staff print the signed notice (the client's own copy: the statutory sheet, and the
 * Spanish translation sheet for a Spanish reader), mail it or hand it over, and record it — one click for today,
 * or another day — which opens the client's contract and emails them. The first list is "to mail today".
 * GET /admin/notices, GET /admin/orders/{orderId}/notice/pdf, POST /admin/orders/{orderId}/notice-delivery.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AdminNoticeHoldsPage } from '../../../../shared/api/admin';
import { addressLines } from '../../../../shared/api/orders';
import { CATALOGUE } from '../../../../shared/catalogue';
import { californiaDate } from '../../../../shared/compliance';
import { ApiError } from '../../lib/api';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { adminKeys, downloadNotice, invalidateAdmin, noticeHoldsQuery, recordNoticeDelivery } from './api/client';
import { AdminShell } from './components/AdminShell';
import { useNotify } from './hooks/notifications';

type Hold = AdminNoticeHoldsPage['items'][number];
type Filter = 'mail' | 'office' | 'none' | 'all';
type Method = 'in_person' | 'mail';

const howOf = (h: Hold): Exclude<Filter, 'all'> => {
  const m = h.order.notice?.deliveryRequest?.method;
  return m === 'mail' ? 'mail' : m === 'in_person' ? 'office' : 'none';
};

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
  const all = holds.isError ? [] : (holds.data ?? null);
  const [filter, setFilter] = useState<Filter>('mail');
  const [busy, setBusy] = useState<string | null>(null);
  const [otherDay, setOtherDay] = useState<Hold | null>(null);
  const items = all?.filter((h) => filter === 'all' || howOf(h) === filter) ?? null;
  const count = (f: Exclude<Filter, 'all'>) => all?.filter((h) => howOf(h) === f).length ?? 0;

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

  async function record(hold: Hold, method: Method, day: string): Promise<boolean> {
    setBusy(hold.order.orderId);
    try {
      await recordNoticeDelivery(hold.order.orderId, method, day);
      notify({ type: 'success', header: t('admin.notices.recorded', { name: hold.client.name }) });
      // It leaves the list at once; the refetch the invalidation starts confirms it.
      queryClient.setQueryData(adminKeys.notices, (list: Hold[] | undefined) =>
        list?.filter((i) => i.order.orderId !== hold.order.orderId),
      );
      void invalidateAdmin(queryClient, 'notices');
      return true;
    } catch (err) {
      notify({ type: 'error', header: t('admin.notices.failed'), content: err instanceof ApiError ? t(`errors.${err.code}`) : undefined });
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function print(hold: Hold) {
    try {
      await downloadNotice(hold.order.orderId);
    } catch (err) {
      notify({
        type: 'error',
        header: t('admin.notices.printFailed'),
        content: err instanceof ApiError ? t(`errors.${err.code}`) : undefined,
      });
    }
  }

  return (
    <>
      <Table
        variant="full-page"
        contentDensity="compact"
        wrapLines
        stickyColumns={{ first: 1, last: 0 }}
        loading={items === null}
        loadingText={t('admin.notices.loading')}
        items={items ?? []}
        trackBy={(h) => h.order.orderId}
        header={
          <Header
            variant="awsui-h1-sticky"
            counter={items ? `(${items.length})` : undefined}
            description={t('admin.notices.description')}
            actions={
              <SegmentedControl
                label={t('admin.notices.filterLabel')}
                selectedId={filter}
                onChange={({ detail }) => setFilter(detail.selectedId as Filter)}
                options={[
                  { id: 'mail', text: `${t('admin.notices.filterMail')} (${count('mail')})` },
                  { id: 'office', text: `${t('admin.notices.filterOffice')} (${count('office')})` },
                  { id: 'none', text: `${t('admin.notices.filterNone')} (${count('none')})` },
                  { id: 'all', text: t('admin.notices.filterAll') },
                ]}
              />
            }
          >
            {t('admin.notices.title')}
          </Header>
        }
        empty={<Box textAlign="center">{all?.length ? t('admin.notices.emptyFilter') : t('admin.notices.empty')}</Box>}
        columnDefinitions={[
          {
            id: 'client',
            header: t('admin.notices.client'),
            cell: (h) => (
              <SpaceBetween size="xxxs">
                <Box fontWeight="bold">{h.client.name}</Box>
                <Box variant="small">
                  {t('admin.notices.language', { language: t(`common.languages.${h.order.notice?.locale ?? h.client.preferredLanguage}`) })}
                </Box>
              </SpaceBetween>
            ),
            width: 190,
            isRowHeader: true,
          },
          {
            id: 'how',
            header: t('admin.notices.how'),
            cell: (h) => {
              const request = h.order.notice?.deliveryRequest;
              if (request?.method === 'mail')
                return (
                  <SpaceBetween size="xxxs">
                    <Box variant="small">{t('admin.notices.howMail')}</Box>
                    {addressLines(request.address).map((line) => (
                      <Box key={line}>{line}</Box>
                    ))}
                  </SpaceBetween>
                );
              return request ? t('admin.notices.howOffice') : t('admin.notices.howNone');
            },
            width: 260,
          },
          {
            id: 'contact',
            header: t('admin.notices.contact'),
            cell: (h) => [h.client.email, h.client.phone].filter(Boolean).join(' · '),
            width: 220,
          },
          { id: 'service', header: t('admin.notices.service'), cell: (h) => t(CATALOGUE[h.order.questionnaireType].titleKey), width: 190 },
          {
            id: 'signed',
            header: t('admin.notices.signed'),
            cell: (h) => (h.order.notice ? date(h.order.notice.signedAt, { withTime: true }) : ''),
            width: 150,
          },
          {
            id: 'actions',
            header: t('admin.notices.actions'),
            minWidth: 260,
            cell: (h) => {
              const how = howOf(h);
              const method: Method = how === 'mail' ? 'mail' : 'in_person';
              return (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button iconName="file" onClick={() => void print(h)} ariaLabel={t('admin.notices.printLabel', { name: h.client.name })}>
                    {t('admin.notices.print')}
                  </Button>
                  {how !== 'none' && (
                    <Button
                      variant="primary"
                      onClick={() => void record(h, method, californiaDate())}
                      disabled={busy !== null}
                      loading={busy === h.order.orderId}
                      ariaLabel={`${t(method === 'mail' ? 'admin.notices.mailedToday' : 'admin.notices.inPersonToday')}: ${h.client.name}`}
                    >
                      {t(method === 'mail' ? 'admin.notices.mailedToday' : 'admin.notices.inPersonToday')}
                    </Button>
                  )}
                  <Button
                    onClick={() => setOtherDay(h)}
                    disabled={busy !== null}
                    ariaLabel={`${t('admin.notices.otherDay')} ${h.client.name}`}
                  >
                    {t('admin.notices.otherDay')}
                  </Button>
                </SpaceBetween>
              );
            },
          },
        ]}
      />
      {otherDay && (
        <OtherDayModal
          hold={otherDay}
          busy={busy === otherDay.order.orderId}
          onClose={() => setOtherDay(null)}
          onRecord={async (method, day) => {
            if (await record(otherDay, method, day)) setOtherDay(null);
          }}
        />
      )}
    </>
  );
}

/** Record a delivery on another day (between the signature and today), in person or by mail. */
function OtherDayModal({
  hold,
  busy,
  onClose,
  onRecord,
}: {
  hold: Hold;
  busy: boolean;
  onClose(): void;
  onRecord(method: Method, day: string): Promise<void>;
}) {
  const { t, date, locale } = useI18n();
  const today = californiaDate();
  const signedOn = californiaDate(new Date(hold.order.notice!.signedAt));
  const [method, setMethod] = useState<Method>(howOf(hold) === 'mail' ? 'mail' : 'in_person');
  const [day, setDay] = useState(today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= signedOn && day <= today;
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('admin.notices.modalTitle', { name: hold.client.name })}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {t('admin.notices.cancel')}
            </Button>
            <Button variant="primary" disabled={!valid} loading={busy} onClick={() => void onRecord(method, day)}>
              {t('admin.notices.record')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FormField label={t('admin.notices.method')}>
          <RadioGroup
            value={method}
            onChange={({ detail }) => setMethod(detail.value as Method)}
            items={[
              { value: 'mail', label: t('admin.notices.mailed'), disabled: howOf(hold) !== 'mail' },
              { value: 'in_person', label: t('admin.notices.inPerson') },
            ]}
          />
        </FormField>
        <FormField
          label={t('admin.notices.dateLabel')}
          description={t('admin.notices.dateHelp', { signed: date(signedOn) })}
          errorText={valid ? undefined : t('errors.field.deliveryDate')}
        >
          <DatePicker
            value={day}
            onChange={({ detail }) => setDay(detail.value)}
            isDateEnabled={(d) => {
              const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
              return iso >= signedOn && iso <= today;
            }}
            locale={locale === 'es' ? 'es-US' : 'en-US'}
            placeholder="YYYY/MM/DD"
            openCalendarAriaLabel={(selected) => (selected ? `${t('admin.notices.dateLabel')}: ${selected}` : t('admin.notices.dateLabel'))}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
