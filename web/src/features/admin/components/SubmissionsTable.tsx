/**
 * "All Submissions": a full-page Cloudscape Table over the server's pages. Search (name, email, service type) and the
 * status filter are sent to the server and kept in the URL (?q=&status=); Pagination follows the server's cursors;
 * sorting (useCollection) reorders the page on screen; preferences (page size, columns) persist in localStorage.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useFollow } from '../hooks/useFollow';
import { ALWAYS_VISIBLE, PAGE_SIZES, usePreferences, type ColumnId } from '../hooks/usePreferences';
import { errorDetail, useStatusChange } from '../hooks/useStatusChange';
import { useSubmissionPages } from '../hooks/useSubmissionPages';
import { isStatus, STATUSES, type SubmissionRow } from '../model';
import { PaymentBadge, paymentText, StatusBadge } from './StatusBadge';
import { StatusControl } from './StatusControl';

const ALL = 'all';

export function SubmissionsTable() {
  const { t, translate, date } = useI18n();
  const follow = useFollow();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : null;

  // What is typed shows at once; the URL (and so the server query) follows after TextFilter's short delay.
  const [filteringText, setFilteringText] = useState(q);
  // The URL changed from outside (back/forward, Clear filter): show its search, unless it is what is being typed.
  useEffect(() => setFilteringText((typed) => (typed.trim() === q ? typed : q)), [q]);

  const [prefs, setPrefs] = usePreferences();
  const pages = useSubmissionPages({ q, status, pageSize: prefs.pageSize });
  const { open, modal } = useStatusChange(pages.reload);

  const setParam = (name: 'q' | 'status', value: string | null, replace: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace },
    );

  const clearFilters = () => {
    setFilteringText('');
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('q');
        next.delete('status');
        return next;
      },
      { replace: false },
    );
  };

  const columns = useMemo<TableProps.ColumnDefinition<SubmissionRow>[]>(() => {
    const service = (r: SubmissionRow) => t(`catalogue.${r.type}.title`);
    return [
      {
        id: 'clientName',
        header: t('admin.columns.clientName'),
        cell: (r) => (
          <Link href={`/questionnaire-submission/${encodeURIComponent(r.id)}`} onFollow={follow}>
            {r.clientName}
          </Link>
        ),
        sortingField: 'clientName',
        isRowHeader: true,
      },
      { id: 'email', header: t('admin.columns.email'), cell: (r) => r.clientEmail, sortingField: 'clientEmail' },
      {
        id: 'serviceType',
        header: t('admin.columns.serviceType'),
        cell: service,
        sortingField: 'type',
        sortingComparator: (a, b) => service(a).localeCompare(service(b)),
      },
      {
        id: 'submitted',
        header: t('admin.columns.submitted'),
        cell: (r) => date(r.submittedAt, { withTime: true }),
        sortingField: 'submittedAt',
      },
      { id: 'updated', header: t('admin.columns.updated'), cell: (r) => date(r.updatedAt, { withTime: true }), sortingField: 'updatedAt' },
      {
        id: 'status',
        header: t('admin.columns.status'),
        cell: (r) => <StatusBadge status={r.status} />,
        sortingField: 'status',
        sortingComparator: (a, b) => STATUSES.indexOf(a.status) - STATUSES.indexOf(b.status),
      },
      {
        id: 'payment',
        header: t('admin.columns.payment'),
        cell: (r) => <PaymentBadge payment={r.payment} />,
        sortingField: 'payment',
        sortingComparator: (a, b) => paymentText(a.payment, translate).localeCompare(paymentText(b.payment, translate)),
      },
      { id: 'actions', header: t('admin.columns.actions'), cell: (r) => <StatusControl row={r} onChoose={open} /> },
      { id: 'id', header: t('admin.columns.id'), cell: (r) => r.id, sortingField: 'id' },
    ];
  }, [t, translate, date, follow, open]);

  const submittedColumn = columns.find((c) => c.id === 'submitted')!;
  const { items, collectionProps } = useCollection(pages.items, {
    sorting: { defaultState: { sortingColumn: submittedColumn, isDescending: true } },
  });
  // Paging is the server's: the row numbers continue from page to page, the total is not known.
  const { totalItemsCount: _total, firstIndex: _first, ...sortingProps } = collectionProps;
  const firstIndex = (pages.pageIndex - 1) * prefs.pageSize + 1;

  const filtered = Boolean(q.trim() || status);
  const statusOptions: SelectProps.Option[] = [
    { value: ALL, label: t('admin.status.all') },
    ...STATUSES.map((s) => ({ value: s, label: t(`admin.status.${s}`) })),
  ];

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
        <Button onClick={clearFilters}>{t('admin.list.clearFilter')}</Button>
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

  return (
    <>
      <Table<SubmissionRow>
        {...sortingProps}
        variant="full-page"
        stickyHeader
        enableKeyboardNavigation
        trackBy="id"
        items={pages.error ? [] : items}
        columnDefinitions={columns}
        columnDisplay={prefs.contentDisplay}
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
            actions={<Button iconName="refresh" ariaLabel={t('admin.list.refreshLabel')} onClick={pages.reload} disabled={pages.loading} />}
          >
            {t('admin.title')}
          </Header>
        }
        filter={
          <SpaceBetween direction="horizontal" size="xs">
            <div className="admin-search">
              <TextFilter
                filteringText={filteringText}
                filteringPlaceholder={t('admin.list.searchPlaceholder')}
                filteringAriaLabel={t('admin.list.searchLabel')}
                filteringClearAriaLabel={t('admin.list.clearSearch')}
                countText={filtered ? countText : undefined}
                onChange={(e) => setFilteringText(e.detail.filteringText)}
                onDelayedChange={(e) => setParam('q', e.detail.filteringText.trim() || null, true)}
              />
            </div>
            <Select
              inlineLabelText={t('admin.list.statusFilterLabel')}
              selectedOption={statusOptions.find((o) => o.value === (status ?? ALL)) ?? statusOptions[0]}
              options={statusOptions}
              onChange={(e) =>
                setParam('status', e.detail.selectedOption.value === ALL ? null : (e.detail.selectedOption.value ?? null), false)
              }
            />
          </SpaceBetween>
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
