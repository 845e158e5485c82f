/**
 * "All Submissions": a full-page Cloudscape Table over the server's pages (POST /admin/submissions/search). Search,
 * filters (status, service type, payment, submission dates, "needs attention") and the order by submission time are
 * the server's, over all submissions; the filters are kept in the URL, the search words for the tab only (D-1).
 * Only "Submitted" is sortable: no other column has a key the server can page in order (docs/api.md "Sorting").
 * Compact rows on one line: long emails and service names are truncated with the whole text in a tooltip; the client's
 * name stays in view (sticky first column) and so does the row action (sticky last column).
 */
import { useEffect, useMemo, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { ATTENTION_DAYS } from '../../../../../shared/api/admin';
import { QUESTIONNAIRE_TYPES } from '../../../../../shared/catalogue';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useFollow } from '../hooks/useFollow';
import { useListFilters } from '../hooks/useListFilters';
import { ALWAYS_VISIBLE, PAGE_SIZES, usePreferences, type ColumnId } from '../hooks/usePreferences';
import { errorDetail, useStatusChange } from '../hooks/useStatusChange';
import { usePhone } from '../hooks/usePhone';
import { useSubmissionPages } from '../hooks/useSubmissionPages';
import { STATUSES, type ListFilters, type SubmissionRow } from '../model';
import { ExportButton } from './ExportButton';
import { PaymentBadge, StatusBadge } from './StatusBadge';
import { StatusControl } from './StatusControl';

const ALL = 'all';

/** Text cut to its column with an ellipsis; the whole of it in a tooltip (and to screen readers, as the cell's text). */
const Truncated = ({ text, title }: { text: string; title?: string }) => (
  <span className="admin-truncate" title={title ?? text}>
    {text}
  </span>
);

/**
 * On a phone (issue 30, item 3) the queue shows what staff act on — who, the status, the service, the actions — in the
 * 390 px the screen has; the staff member's own column choice applies again on a wider screen.
 */
const PHONE_COLUMNS = ['clientName', 'status', 'serviceType', 'actions'].map((id) => ({ id, visible: true }));

export function SubmissionsTable() {
  const phone = usePhone();
  const { t, translate, date } = useI18n();
  const follow = useFollow();
  const { filters, setFilters, q, setQ, clear } = useListFilters();

  // What is typed shows at once; the server query follows after TextFilter's short delay.
  const [filteringText, setFilteringText] = useState(q);
  useEffect(() => setFilteringText((typed) => (typed.trim() === q ? typed : q)), [q]);

  const [prefs, setPrefs] = usePreferences();
  const pages = useSubmissionPages({ q, filters, pageSize: prefs.pageSize });
  const { open, modal } = useStatusChange();

  const columns = useMemo<TableProps.ColumnDefinition<SubmissionRow>[]>(
    () => [
      {
        id: 'clientName',
        header: t('admin.columns.clientName'),
        cell: (r) => (
          <span className="admin-truncate" title={r.clientName}>
            <Link href={`/questionnaire-submission/${encodeURIComponent(r.id)}`} onFollow={follow}>
              {r.clientName}
            </Link>
            {r.unread > 0 && (
              <>
                {' '}
                <span className="admin-unread" title={t('admin.list.unreadTitle', { count: r.unread })}>
                  {t('admin.list.unread', { count: r.unread })}
                </span>
              </>
            )}
          </span>
        ),
        isRowHeader: true,
        width: 165,
        minWidth: 140,
      },
      {
        id: 'email',
        header: t('admin.columns.email'),
        // The account's verified address (F18); the answers' address when the account's was not recorded.
        cell: (r) => {
          const email = r.accountEmail ?? r.clientEmail;
          return <Truncated text={email} title={t('admin.list.emailTitle', { email })} />;
        },
        width: 165,
        minWidth: 120,
      },
      {
        id: 'serviceType',
        header: t('admin.columns.serviceType'),
        cell: (r) => <Truncated text={t(`catalogue.${r.type}.title`)} />,
        width: 150,
        minWidth: 120,
      },
      {
        id: 'submitted',
        header: t('admin.columns.submitted'),
        // The day in the cell (what staff scan and sort by), the time in its tooltip: one line at 1440 px.
        cell: (r) => <span title={date(r.submittedAt, { withTime: true })}>{date(r.submittedAt)}</span>,
        sortingField: 'submittedAt',
        width: 125,
        minWidth: 110,
      },
      { id: 'updated', header: t('admin.columns.updated'), cell: (r) => date(r.updatedAt, { withTime: true }), width: 180, minWidth: 150 },
      { id: 'status', header: t('admin.columns.status'), cell: (r) => <StatusBadge status={r.status} />, width: 125, minWidth: 110 },
      { id: 'payment', header: t('admin.columns.payment'), cell: (r) => <PaymentBadge payment={r.payment} />, width: 165, minWidth: 130 },
      {
        id: 'assignee',
        header: t('admin.columns.assignee'),
        cell: (r) => <Truncated text={r.assignee ?? t('admin.list.unassigned')} />,
        width: 150,
        minWidth: 110,
      },
      {
        id: 'actions',
        header: t('admin.columns.actions'),
        cell: (r) => <StatusControl row={r} onChoose={open} />,
        width: 200,
        minWidth: 165,
      },
      { id: 'id', header: t('admin.columns.id'), cell: (r) => <Truncated text={r.id} />, width: 150, minWidth: 100 },
    ],
    [t, date, follow, open],
  );
  const submittedColumn = columns.find((c) => c.id === 'submitted')!;
  // Paging is the server's: the row numbers continue from page to page, the total is not known.
  const firstIndex = (pages.pageIndex - 1) * prefs.pageSize + 1;

  const filtered = Boolean(
    q.trim() ||
    filters.status ||
    filters.type ||
    filters.payment ||
    filters.from ||
    filters.to ||
    filters.attentionDays ||
    filters.assigned,
  );
  const option = (value: string, label: string): SelectProps.Option => ({ value, label });
  const statusOptions = [option(ALL, t('admin.status.all')), ...STATUSES.map((s) => option(s, t(`admin.status.${s}`)))];
  const typeOptions = [option(ALL, t('admin.list.allTypes')), ...QUESTIONNAIRE_TYPES.map((ty) => option(ty, t(`catalogue.${ty}.title`)))];
  const paymentOptions = [
    option(ALL, t('admin.list.allPayments')),
    option('paid', t('admin.payment.paid')),
    option('unpaid', t('admin.payment.unpaid')),
  ];
  const assignedOptions = [
    option(ALL, t('admin.list.assignedAll')),
    option('me', t('admin.list.assignedMe')),
    option('none', t('admin.list.assignedNone')),
  ];
  const attentionOptions = [
    option(ALL, t('admin.list.attentionOff')),
    ...ATTENTION_DAYS.map((n) => option(String(n), t('admin.list.attentionOption', { count: n }))),
  ];
  const chosen = (options: SelectProps.Option[], value: string | number | null) =>
    options.find((o) => o.value === (value === null ? ALL : String(value))) ?? options[0];
  const picked = (e: { detail: { selectedOption: SelectProps.Option } }) =>
    e.detail.selectedOption.value === ALL ? null : (e.detail.selectedOption.value ?? null);

  const dateRange: DateRangePickerProps.AbsoluteValue | null =
    filters.from || filters.to ? { type: 'absolute', startDate: filters.from ?? '', endDate: filters.to ?? '' } : null;
  const onDateRange = (value: DateRangePickerProps.Value | null) => {
    if (!value || value.type !== 'absolute') setFilters({ from: null, to: null });
    else setFilters({ from: value.startDate.slice(0, 10) || null, to: value.endDate.slice(0, 10) || null });
  };

  const empty = pages.error ? (
    <Box textAlign="center" color="inherit">
      <SpaceBetween size="xs">
        <b>{t('admin.list.loadFailed')}</b>
        <Box variant="p" color="inherit">
          {errorDetail(pages.error, translate)}
        </Box>
        <Button onClick={pages.reload}>{t('common.retry')}</Button>
      </SpaceBetween>
    </Box>
  ) : filtered ? (
    <Box textAlign="center" color="inherit">
      <SpaceBetween size="xs">
        <b>{t('admin.list.noMatchTitle')}</b>
        <Box variant="p" color="inherit">
          {t(pages.hasMore ? 'admin.list.noMatchMore' : 'admin.list.noMatchText')}
        </Box>
        <Button
          onClick={() => {
            setFilteringText('');
            clear();
          }}
        >
          {t('admin.list.clearFilter')}
        </Button>
      </SpaceBetween>
    </Box>
  ) : (
    <Box textAlign="center" color="inherit">
      <b>{t('admin.list.emptyTitle')}</b>
      <Box variant="p" color="inherit">
        {t('admin.list.emptyText')}
      </Box>
    </Box>
  );

  const countText = pages.loading
    ? undefined
    : t(pages.hasMore ? 'admin.list.onPageMore' : 'admin.list.onPage', { count: pages.items.length });
  const set = (change: Partial<ListFilters>) => setFilters(change);

  return (
    <>
      <Table<SubmissionRow>
        variant="full-page"
        contentDensity="compact"
        wrapLines={false}
        stickyHeader
        stickyColumns={{ first: 1, last: 1 }}
        resizableColumns
        enableKeyboardNavigation
        trackBy="id"
        items={pages.error ? [] : pages.items}
        columnDefinitions={columns}
        columnDisplay={phone ? PHONE_COLUMNS : prefs.contentDisplay}
        sortingColumn={submittedColumn}
        sortingDescending={filters.order === 'desc'}
        onSortingChange={(e) => setFilters({ order: e.detail.isDescending ? 'desc' : 'asc' })}
        loading={pages.loading}
        loadingText={t('admin.list.loading')}
        firstIndex={firstIndex}
        empty={empty}
        ariaLabels={{ tableLabel: t('admin.list.tableLabel') }}
        renderAriaLive={({ firstIndex: first, lastIndex: last }) => t('admin.list.live', { first, last })}
        header={
          <Header
            variant="awsui-h1-sticky"
            counter={pages.loading ? undefined : `(${pages.items.length}${pages.hasMore ? '+' : ''})`}
            description={t('admin.list.description')}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <ExportButton q={q} filters={filters} />
                <Button iconName="refresh" ariaLabel={t('admin.list.refreshLabel')} onClick={pages.reload} disabled={pages.loading} />
              </SpaceBetween>
            }
          >
            {t('admin.title')}
          </Header>
        }
        filter={
          <div className="admin-filters">
            <div className="admin-search">
              <TextFilter
                filteringText={filteringText}
                filteringPlaceholder={t('admin.list.searchPlaceholder')}
                filteringAriaLabel={t('admin.list.searchLabel')}
                filteringClearAriaLabel={t('admin.list.clearSearch')}
                countText={filtered ? countText : undefined}
                onChange={(e) => setFilteringText(e.detail.filteringText)}
                onDelayedChange={(e) => setQ(e.detail.filteringText.trim())}
              />
            </div>
            <Select
              ariaLabel={t('admin.list.statusFilterLabel')}
              selectedOption={chosen(statusOptions, filters.attentionDays ? 'pending' : filters.status)}
              disabled={filters.attentionDays !== null}
              options={statusOptions}
              onChange={(e) => set({ status: picked(e) as ListFilters['status'] })}
            />
            <Select
              ariaLabel={t('admin.list.typeFilterLabel')}
              selectedOption={chosen(typeOptions, filters.type)}
              options={typeOptions}
              onChange={(e) => set({ type: picked(e) as ListFilters['type'] })}
            />
            <Select
              ariaLabel={t('admin.list.paymentFilterLabel')}
              selectedOption={chosen(paymentOptions, filters.payment)}
              options={paymentOptions}
              onChange={(e) => set({ payment: picked(e) as ListFilters['payment'] })}
            />
            <Select
              ariaLabel={t('admin.list.assignedFilterLabel')}
              selectedOption={chosen(assignedOptions, filters.assigned)}
              options={assignedOptions}
              onChange={(e) => set({ assigned: picked(e) as ListFilters['assigned'] })}
            />
            <Select
              ariaLabel={t('admin.list.attentionLabel')}
              selectedOption={chosen(attentionOptions, filters.attentionDays)}
              options={attentionOptions}
              onChange={(e) => {
                const days = picked(e);
                set({ attentionDays: days ? Number(days) : null, ...(days ? { status: null } : {}) });
              }}
            />
            <DateRangePicker
              value={dateRange}
              onChange={(e) => onDateRange(e.detail.value)}
              rangeSelectorMode="absolute-only"
              dateOnly
              relativeOptions={[]}
              placeholder={t('admin.list.datePlaceholder')}
              ariaLabel={t('admin.list.dateRangeLabel')}
              expandToViewport
              isValidRange={(range) =>
                !range ||
                range.type !== 'absolute' ||
                (Boolean(range.startDate) && Boolean(range.endDate) && range.startDate <= range.endDate)
                  ? { valid: true }
                  : { valid: false, errorMessage: t('admin.list.dateInvalid') }
              }
            />
          </div>
        }
        pagination={
          <Pagination
            currentPageIndex={pages.pageIndex}
            pagesCount={pages.pagesCount}
            openEnd={pages.openEnd}
            disabled={pages.loading}
            ariaLabels={{ paginationLabel: t('admin.list.paginationLabel') }}
            onChange={(e) => pages.goTo(e.detail.currentPageIndex)}
          />
        }
        preferences={
          <CollectionPreferences
            preferences={{ pageSize: prefs.pageSize, contentDisplay: prefs.contentDisplay }}
            onConfirm={(e) => setPrefs(e.detail)}
            pageSizePreference={{
              title: t('admin.preferences.pageSize'),
              options: PAGE_SIZES.map((n) => ({ value: n, label: t('admin.preferences.pageSizeOption', { count: n }) })),
            }}
            contentDisplayPreference={{
              title: t('admin.preferences.columns'),
              description: t('admin.preferences.columnsDescription'),
              options: columns.map((c) => ({
                id: c.id!,
                label: String(c.header),
                alwaysVisible: ALWAYS_VISIBLE.includes(c.id as ColumnId),
              })),
            }}
          />
        }
      />
      {modal}
    </>
  );
}
