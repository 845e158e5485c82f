import { useQuery } from '@tanstack/react-query';
import type { Submission } from '../../../../shared/api/submissions';
import { BUSINESS, formatAddress } from '../../../../shared/business';
import trackerMessages from '../../../../shared/i18n/messages/tracker';
import type { Tracker, TrackerMilestone } from '../../../../shared/tracker';
import { registerMessages, useI18n } from '../../lib/i18n/I18nProvider';
import { ordersQuery } from '../../lib/query/lists';
import './tracker.css';

registerMessages(trackerMessages);

type T = ReturnType<typeof useI18n>;

/** A day (YYYY-MM-DD) or a timestamp, in the reader's language. */
const day = (i18n: T, v: string) => i18n.date(v);

/** The next action's sentence (the office payment names its amount, from the case's order). */
function NextText({ tracker, orderId }: { tracker: Tracker; orderId: string }) {
  const i18n = useI18n();
  const orders = useQuery({ ...ordersQuery(), enabled: tracker.next.action === 'payAtOffice' });
  const amount = orders.data?.find((o) => o.orderId === orderId)?.amountCents;
  const a = tracker.next.action;
  const text = i18n.t(`tracker.next.${a}`, {
    count: tracker.next.count,
    phone: BUSINESS.phone,
    address: formatAddress(),
    amount: amount === undefined ? '' : i18n.money(amount),
  });
  // Until the order is read, the amount is left out rather than shown blank.
  return <>{text.replace(/\s{2,}/g, ' ')}</>;
}

function milestoneWhen(i18n: T, m: TrackerMilestone): string | null {
  if (m.state === 'done') return m.at ? i18n.t('tracker.doneOn', { date: day(i18n, m.at) }) : null;
  if (m.state === 'skipped') return i18n.t('tracker.notNeeded');
  return m.expected ? i18n.t('tracker.expected', { date: day(i18n, m.expected) }) : null;
}

/**
 * The case page's tracker: the next action on top, then every milestone of the service in order (done with its day,
 * the current one marked, the rest with their expected day where the business's turnaround gives one), and the
 * office's latest note.
 */
export function CaseTracker({ submission }: { submission: Submission }) {
  const i18n = useI18n();
  const { t } = i18n;
  const tracker = submission.tracker;
  if (!tracker) return null;
  const list = tracker.milestones;
  const currentIndex = list.findIndex((m) => m.state === 'current');
  const position = currentIndex === -1 ? list.length : currentIndex + 1;
  return (
    <section className="d-card tr" aria-labelledby="tracker-heading" data-testid="case-tracker">
      <h2 id="tracker-heading">{t('tracker.heading')}</h2>
      <div className="tr-next" data-testid="tracker-next" data-action={tracker.next.action}>
        <h3>{t('tracker.nextHeading')}</h3>
        <p>
          <NextText tracker={tracker} orderId={submission.orderId} />
        </p>
        {tracker.next.expected && <p className="tr-next__when">{t('tracker.expected', { date: day(i18n, tracker.next.expected) })}</p>}
      </div>
      {tracker.latestNote && <LatestNote note={tracker.latestNote} />}
      <p className="d-muted" data-testid="tracker-position">
        {t('tracker.stepOf', { current: position, total: list.length })}
      </p>
      <ol className="tr-steps">
        {list.map((m) => {
          const when = milestoneWhen(i18n, m);
          return (
            <li
              key={m.id}
              className={`tr-step tr-step--${m.state}`}
              data-testid="milestone"
              data-milestone={m.id}
              data-state={m.state}
              aria-current={m.state === 'current' ? 'step' : undefined}
            >
              <span className="tr-step__mark" aria-hidden="true">
                {m.state === 'done' ? '✓' : m.state === 'skipped' ? '–' : ''}
              </span>
              <span className="tr-step__text">
                <span className="tr-step__name">{t(`tracker.milestone.${m.id}`)}</span>
                <span className="visually-hidden">: {t(`tracker.stateLabel.${m.state}`)}</span>
                {m.state === 'current' && (
                  <span className="tr-step__now" aria-hidden="true">
                    {t('tracker.current')}
                  </span>
                )}
                {when && <span className="tr-step__when">{when}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function LatestNote({ note }: { note: { text: string; at: string } }) {
  const i18n = useI18n();
  return (
    <div className="tr-note" data-testid="latest-note">
      <h3>{i18n.t('tracker.latestNote')}</h3>
      <p className="tr-note__text">{note.text}</p>
      <p className="d-muted">
        <time dateTime={note.at}>{i18n.date(note.at, { withTime: true })}</time>
      </p>
    </div>
  );
}

/** The dashboard's line for a case: where it is, what is next (with its expected day) and the office's latest note. */
export function TrackerSummary({ submission }: { submission: Submission }) {
  const i18n = useI18n();
  const tracker = submission.tracker;
  if (!tracker) return null;
  const list = tracker.milestones;
  const currentIndex = list.findIndex((m) => m.state === 'current');
  const current = currentIndex === -1 ? null : list[currentIndex];
  return (
    <div className="tr-summary" data-testid="tracker-summary">
      <p className="tr-summary__where">
        <strong>{current ? i18n.t(`tracker.milestone.${current.id}`) : i18n.t(`tracker.milestone.${list.at(-1)!.id}`)}</strong>
        <span className="d-muted">
          {' '}
          · {i18n.t('tracker.stepOf', { current: currentIndex === -1 ? list.length : currentIndex + 1, total: list.length })}
        </span>
      </p>
      <p className="tr-summary__next">
        <NextText tracker={tracker} orderId={submission.orderId} />
        {tracker.next.expected ? ` ${i18n.t('tracker.expected', { date: day(i18n, tracker.next.expected) })}.` : ''}
      </p>
      {tracker.latestNote && (
        <p className="tr-summary__note" data-testid="latest-note">
          <span className="tr-summary__label">{i18n.t('tracker.latestNote')}: </span>
          {tracker.latestNote.text}
        </p>
      )}
    </div>
  );
}
