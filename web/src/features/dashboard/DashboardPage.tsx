import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import type { DraftSummary } from '../../../../shared/api/drafts';
import type { Order } from '../../../../shared/api/orders';
import type { Submission } from '../../../../shared/api/submissions';
import { displayName, useAuth } from '../../lib/auth/AuthProvider';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { serviceTitleKey } from '../../lib/service-title';
import { draftsQuery, ordersQuery, submissionsQuery } from '../../lib/query/lists';
import { ButtonLink } from '../../ui/Button';
import { Loading } from '../../ui/Loader';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageTitle } from '../../ui/PageTitle';
import workspaceMessages from '../../../../shared/i18n/messages/workspace';
import { registerMessages } from '../../lib/i18n/I18nProvider';
import { Receipt } from './Receipt';
import { StatusBadge } from './StatusBadge';
import { TrackerSummary } from './Tracker';
import './dashboard.css';
import { agreementPath, formsPath, noticePath, paymentPath, questionnairePath } from '../../lib/questionnaire-paths';

registerMessages(workspaceMessages);

/**
 * /dashboard ("Your Submissions"): a New submission button, the client's submissions with their status, the
 * questionnaires in progress (drafts) with a Resume link, and the orders with their payment and a printable receipt
 * (/dashboard?receipt=<orderId>).
 */
export default function DashboardPage() {
  const [params] = useSearchParams();
  const receipt = params.get('receipt');
  return receipt ? <Receipt key={receipt} orderId={receipt} /> : <Dashboard />;
}

function Dashboard() {
  const { t } = useI18n();
  const auth = useAuth();
  const submissions = useQuery(submissionsQuery());
  const drafts = useQuery(draftsQuery());
  const orders = useQuery(ordersQuery());
  const name = displayName(auth);

  return (
    <section className="d-page" aria-labelledby="dashboard-title">
      <div className="d-page__header">
        <div>
          <PageTitle id="dashboard-title">{t('dashboard.title')}</PageTitle>
          {name && <p className="d-muted">{t('dashboard.greeting', { name })}</p>}
        </div>
        <ButtonLink to="/questionnaire" variant="primary">
          <span aria-hidden="true">+</span> {t('dashboard.newSubmission')}
        </ButtonLink>
      </div>

      {submissions.data && <ActionNeeded items={submissions.data} />}

      <section className="d-card" aria-labelledby="submissions-heading">
        <h2 id="submissions-heading">{t('dashboard.submissions.heading')}</h2>
        <ListState load={submissions} empty={t('dashboard.submissions.empty')}>
          {(items: Submission[]) => <SubmissionsTable items={items} />}
        </ListState>
      </section>

      <section className="d-card" aria-labelledby="drafts-heading">
        <h2 id="drafts-heading">{t('dashboard.drafts.heading')}</h2>
        <ListState load={drafts} empty={t('dashboard.drafts.empty')}>
          {(items: DraftSummary[]) => <DraftsTable items={items} />}
        </ListState>
      </section>

      <section className="d-card" aria-labelledby="payments-heading">
        <h2 id="payments-heading">{t('dashboard.payments.heading')}</h2>
        <ListState load={orders} empty={t('dashboard.payments.empty')}>
          {(items: Order[]) => <OrdersTable items={items} />}
        </ListState>
      </section>
    </section>
  );
}

function ListState<T>({ load, empty, children }: { load: UseQueryResult<T[]>; empty: string; children: (items: T[]) => ReactNode }) {
  const { t } = useI18n();
  if (load.isPending) return <Loading label={t('dashboard.loading')} />;
  if (load.isError)
    return <LoadFailed message={t('dashboard.loadFailed')} retryLabel={t('dashboard.retry')} onRetry={() => void load.refetch()} />;
  if (load.data.length === 0) return <p className="d-muted">{empty}</p>;
  return <>{children(load.data)}</>;
}

/** What the office waits for from the client, per case: open requests, drafts to review, unread messages. */
function ActionNeeded({ items }: { items: Submission[] }) {
  const { t } = useI18n();
  const waiting = items.filter(
    (s) => s.activity && (s.activity.openRequests > 0 || s.activity.reviewsPending > 0 || s.activity.unreadMessages > 0),
  );
  if (waiting.length === 0) return null;
  return (
    <section className="d-card d-action" aria-labelledby="action-heading" data-testid="action-needed">
      <h2 id="action-heading">{t('workspace.actionNeeded.heading')}</h2>
      <p>{t('workspace.actionNeeded.intro')}</p>
      <ul className="d-action__list">
        {waiting.map((s) => {
          const service = t(serviceTitleKey(s.questionnaireType));
          const a = s.activity!;
          const parts = [
            a.openRequests > 0 ? t('workspace.actionNeeded.requests', { count: a.openRequests }) : null,
            a.reviewsPending > 0 ? t('workspace.actionNeeded.reviews', { count: a.reviewsPending }) : null,
            a.unreadMessages > 0 ? t('workspace.actionNeeded.messages', { count: a.unreadMessages }) : null,
          ].filter(Boolean);
          return (
            <li key={s.id} data-testid="action-item">
              <strong>{service}</strong>
              <span>{parts.join(' · ')}</span>
              <Link to={`/submission/${s.id}`} aria-label={`${t('workspace.actionNeeded.open')}: ${service}`}>
                {t('workspace.actionNeeded.open')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function SubmissionsTable({ items }: { items: Submission[] }) {
  const { t, date } = useI18n();
  return (
    <div className="d-table-wrap">
      <table className="d-table" aria-labelledby="submissions-heading">
        <thead>
          <tr>
            <th scope="col">{t('dashboard.submissions.service')}</th>
            <th scope="col">{t('dashboard.submissions.submitted')}</th>
            <th scope="col">{t('dashboard.submissions.updated')}</th>
            <th scope="col">{t('dashboard.submissions.status')}</th>
            <th scope="col">{t('tracker.heading')}</th>
            <th scope="col">{t('dashboard.submissions.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((s) => {
            const service = t(serviceTitleKey(s.questionnaireType));
            return (
              <tr key={s.id} data-testid="submission-row" data-type={s.questionnaireType}>
                <th scope="row">{service}</th>
                <td data-label={t('dashboard.submissions.submitted')}>{date(s.createdAt, { withTime: true })}</td>
                <td data-label={t('dashboard.submissions.updated')}>{date(s.updatedAt, { withTime: true })}</td>
                <td data-label={t('dashboard.submissions.status')}>
                  <StatusBadge status={s.status} />
                  {(s.activity?.unreadMessages ?? 0) > 0 && (
                    <div className="d-unread" data-testid="unread">
                      {t('workspace.unread', { count: s.activity!.unreadMessages })}
                    </div>
                  )}
                </td>
                <td data-label={t('tracker.heading')} className="d-table__progress">
                  <TrackerSummary submission={s} />
                </td>
                <td className="d-table__actions">
                  <ButtonLink to={`/submission/${s.id}`} variant="primary" aria-label={`${t('dashboard.submissions.view')}: ${service}`}>
                    {t('dashboard.submissions.view')}
                  </ButtonLink>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function DraftsTable({ items }: { items: DraftSummary[] }) {
  const { t, date } = useI18n();
  return (
    <ul className="d-list">
      {items.map((d) => {
        const service = t(serviceTitleKey(d.questionnaireType));
        return (
          <li key={d.questionnaireType} className="d-list__item" data-testid="draft-row">
            <div>
              <strong>{service}</strong>
              <p className="d-muted">
                {t('dashboard.drafts.saved')}: {date(d.updatedAt, { withTime: true })}
              </p>
            </div>
            <ButtonLink to={questionnairePath(d.questionnaireType)} aria-label={`${t('dashboard.drafts.resume')}: ${service}`}>
              {t('dashboard.drafts.resume')}
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The next thing to do for an order, as a link (or the receipt once paid). */
function OrderAction({ order, service }: { order: Order; service: string }) {
  const { t } = useI18n();
  const links: Array<{ key: string; to: string; text: string }> = [];
  if (order.stage === 'notice') links.push({ key: 'n', to: noticePath(order.questionnaireType), text: t('dashboard.payments.signNotice') });
  if (order.stage === 'forms') links.push({ key: 'f', to: formsPath(order.questionnaireType), text: t('dashboard.payments.forms') });
  // B&P §6410.5(b): the contract waits until the office has given or mailed the signed notice.
  if (order.stage === 'notice_delivery')
    links.push({ key: 'd', to: noticePath(order.questionnaireType), text: t('dashboard.payments.noticeDelivery') });
  if (order.stage === 'agreement')
    links.push({ key: 'a', to: agreementPath(order.questionnaireType), text: t('dashboard.payments.accept') });
  if (order.stage === 'payment_method')
    links.push({ key: 'm', to: `/payment-selection?order=${order.orderId}`, text: t('dashboard.payments.choose') });
  if (order.stage === 'payment')
    links.push({ key: 'p', to: paymentPath(order.questionnaireType, order.orderId), text: t('dashboard.payments.payNow') });
  if (order.agreement) {
    const text = order.payment.status === 'paid' ? t('dashboard.payments.receipt') : t('dashboard.receipt.statement');
    links.push({ key: 'r', to: `/dashboard?receipt=${order.orderId}`, text });
  }
  return (
    <div className="d-actions">
      {links.map((l, i) => (
        // The visible word, and the service for screen readers listing links out of their row. The next step is the
        // primary button; the receipt after it is secondary.
        <ButtonLink key={l.key} to={l.to} variant={i === 0 && l.key !== 'r' ? 'primary' : 'secondary'} aria-label={`${l.text}: ${service}`}>
          {l.text}
        </ButtonLink>
      ))}
    </div>
  );
}

function OrdersTable({ items }: { items: Order[] }) {
  const { t, money, date } = useI18n();
  return (
    <div className="d-table-wrap">
      <table className="d-table" aria-labelledby="payments-heading">
        <thead>
          <tr>
            <th scope="col">{t('dashboard.payments.service')}</th>
            <th scope="col">{t('dashboard.payments.amount')}</th>
            <th scope="col">{t('dashboard.payments.agreement')}</th>
            <th scope="col">{t('dashboard.payments.method')}</th>
            <th scope="col">{t('dashboard.payments.status')}</th>
            <th scope="col">{t('dashboard.payments.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((o) => {
            const service = t(serviceTitleKey(o.questionnaireType));
            return (
              <tr key={o.orderId} data-testid="order-row" data-type={o.questionnaireType}>
                <th scope="row">{service}</th>
                <td data-label={t('dashboard.payments.amount')}>{money(o.amountCents)}</td>
                <td data-label={t('dashboard.payments.agreement')}>{o.agreement ? date(o.agreement.acceptedAt) : '—'}</td>
                <td data-label={t('dashboard.payments.method')}>{t(`journey.method.${o.payment.method ?? 'none'}`)}</td>
                <td data-label={t('dashboard.payments.status')}>
                  <span className={`d-badge d-badge--${o.payment.status === 'paid' ? 'completed' : 'neutral'}`}>
                    <span aria-hidden="true">{o.payment.status === 'paid' ? '✓' : '•'}</span>
                    {t(`journey.payStatus.${o.payment.status}`)}
                  </span>
                  {o.payment.paidAt && <div className="d-muted">{date(o.payment.paidAt)}</div>}
                </td>
                <td className="d-table__actions">
                  <OrderAction order={o} service={service} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
