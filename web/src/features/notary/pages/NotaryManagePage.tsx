/**
 * /notary/manage#<token>: the appointment a manage link opens (the token stays in the fragment: never sent to a
 * server or in a Referer; the page posts it in request bodies). Shows the appointment, its quote and ID plan, the
 * .ics file; cancels (frees the time) or moves it to another free time.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BUSINESS, formatAddress } from '../../../../../shared/business';
import notaryMessages from '../../../../../shared/i18n/messages/notary';
import { travelQuote } from '../../../../../shared/notary/area';
import { formatWhen, officeTime } from '../../../../../shared/notary/time';
import { ApiError } from '../../../lib/api';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import QueryLayer from '../../../lib/query/QueryLayer';
import { Button } from '../../../ui/Button';
import { Loading } from '../../../ui/Loader';
import { PageTitle } from '../../../ui/PageTitle';
import { cancelAppointment, openAppointment, rescheduleAppointment } from '../api';
import { QuoteTable } from '../QuoteTable';
import { downloadIcs } from '../calendar';
import { SlotPicker } from '../SlotPicker';
import '../notary.css';

registerMessages(notaryMessages);

const tokenFromHash = () => (typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.replace(/^#/, '')));

/** A public page that reads data brings the query cache (lib/query/QueryLayer). */
export default function NotaryManagePage() {
  return (
    <QueryLayer>
      <NotaryManagePageBody />
    </QueryLayer>
  );
}

function NotaryManagePageBody() {
  const { t, locale } = useI18n();
  const [token] = useState(tokenFromHash);
  const queryClient = useQueryClient();
  const key = ['notary', 'manage', token];
  const appointment = useQuery({ queryKey: key, queryFn: () => openAppointment(token), enabled: token.length > 20, retry: false });
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const [newTime, setNewTime] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const onError = (err: unknown) => setFailed(err instanceof ApiError ? t(`errors.${err.code}`) : t('errors.unavailable'));
  const cancel = useMutation({
    mutationFn: () => cancelAppointment(token),
    onSuccess: (res) => {
      queryClient.setQueryData(key, res);
      setConfirming(false);
      setDone(t('notary.manage.cancelled'));
    },
    onError,
  });
  const move = useMutation({
    mutationFn: (startsAt: string) => {
      const a = appointment.data!.appointment;
      const travel = a.mode === 'mobile' && a.address ? travelQuote(a.address.zip, officeTime(new Date(startsAt))) : null;
      return rescheduleAppointment(token, startsAt, travel?.totalCents);
    },
    onSuccess: (res) => {
      queryClient.setQueryData(key, res);
      setMoving(false);
      setDone(t('notary.manage.rescheduled', { when: formatWhen(res.appointment.startsAt, locale) }));
    },
    onError,
  });

  if (token.length <= 20 || appointment.isError) {
    return (
      <div className="page page--notary">
        <PageTitle>{t('notary.manage.title')}</PageTitle>
        <p role="alert">{t('notary.manage.invalid', { phone: BUSINESS.phone })}</p>
      </div>
    );
  }
  if (appointment.isPending) return <Loading label={t('notary.manage.loading')} />;
  const a = appointment.data.appointment;
  const where =
    a.mode === 'office' || !a.address
      ? t('notary.review.officeAt', { address: formatAddress() })
      : [a.address.street, a.address.unit, `${a.address.city}, CA ${a.address.zip}`].filter(Boolean).join(', ');
  return (
    <div className="page page--notary">
      <header className="page-header">
        <PageTitle>{t('notary.manage.title')}</PageTitle>
      </header>
      <p role="status" className="booking__note">
        {done ?? ''}
      </p>
      {failed && (
        <p role="alert" className="field__error">
          ⚠ {failed}
        </p>
      )}
      <section className="booking">
        <dl className="booking__facts">
          <div>
            <dt>{t('notary.review.when')}</dt>
            <dd>{formatWhen(a.startsAt, locale)}</dd>
          </div>
          <div>
            <dt>{t('notary.review.where')}</dt>
            <dd>{where}</dd>
          </div>
          <div>
            <dt>{t('notary.manage.title')}</dt>
            <dd>
              <span className={`status-pill status-pill--${a.status}`}>{t(`notary.manage.status.${a.status}`)}</span>
            </dd>
          </div>
        </dl>
        {a.textsStopped && <p className="booking__note">{t('notary.manage.textsStopped')}</p>}
        <QuoteTable quote={a.quote} />
        <h2>{t('notary.review.idPlan')}</h2>
        <ul className="booking__ids">
          {a.signers.map((s, i) => (
            <li key={i}>
              {s.idPlan.kind === 'id'
                ? t('notary.review.idLine', { name: s.name, id: t(`notary.ids.${s.idPlan.id}`) })
                : t('notary.review.witnessLine', { name: s.name, witnesses: t(`notary.signers.${s.idPlan.witnesses}`) })}
            </li>
          ))}
        </ul>
        {a.status === 'booked' && (
          <>
            <div className="booking__nav">
              <Button
                type="button"
                onClick={() => downloadIcs(a, { summary: t('notary.title'), description: `${t('notary.review.where')}: ${where}` })}
              >
                {t('notary.confirmation.calendar')}
              </Button>
              <Button type="button" onClick={() => setMoving((m) => !m)} aria-expanded={moving}>
                {t('notary.manage.reschedule')}
              </Button>
              <Button type="button" variant="accent" onClick={() => setConfirming(true)}>
                {t('notary.manage.cancel')}
              </Button>
            </div>
            {confirming && (
              <div className="booking__confirm" role="alertdialog" aria-labelledby="cancel-q">
                <p id="cancel-q">{t('notary.manage.cancelConfirm')}</p>
                <div className="booking__nav">
                  <Button type="button" variant="primary" busy={cancel.isPending} onClick={() => cancel.mutate()}>
                    {t('notary.manage.cancelYes')}
                  </Button>
                  <Button type="button" onClick={() => setConfirming(false)}>
                    {t('notary.manage.keep')}
                  </Button>
                </div>
              </div>
            )}
            {moving && (
              <div className="booking__group">
                <SlotPicker mode={a.mode} value={newTime} onChange={setNewTime} />
                <Button
                  type="button"
                  variant="primary"
                  disabled={!newTime}
                  busy={move.isPending}
                  onClick={() => newTime && move.mutate(newTime)}
                >
                  {t('notary.manage.rescheduleSave')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
