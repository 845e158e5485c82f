/**
 * Free times of one week at a time (Los Angeles time), grouped by day, as radio buttons: keyboard and screen readers
 * get one group per day. Earlier and later weeks page through the booking window.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatClock } from '../../../../shared/business';
import { LIMITS } from '../../../../shared/notary/rules';
import { addDays, officeTime } from '../../../../shared/notary/time';
import { Button } from '../../ui/Button';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { slotsQuery } from './api';

const DAYS = 7;

export function SlotPicker(props: {
  mode: 'office' | 'mobile';
  value: string | null;
  onChange: (startsAt: string) => void;
  error?: string | null;
}) {
  const { t, locale } = useI18n();
  const today = officeTime(new Date()).date;
  const [from, setFrom] = useState(today);
  const slots = useQuery(slotsQuery(props.mode, from, DAYS));
  const dateLabel = (date: string, weekday: string) => {
    const d = new Date(`${date}T12:00:00Z`);
    return t('notary.when.day', {
      weekday: t(`common.days.${weekday}` as never),
      date: new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d),
    });
  };
  return (
    <div className="slot-picker">
      <div className="slot-picker__nav">
        <Button
          type="button"
          variant="link"
          disabled={from <= today}
          onClick={() => setFrom(addDays(from, -DAYS) < today ? today : addDays(from, -DAYS))}
        >
          ← {t('notary.when.earlier')}
        </Button>
        <Button
          type="button"
          variant="link"
          disabled={addDays(from, DAYS) > addDays(today, LIMITS.horizonDays)}
          onClick={() => setFrom(addDays(from, DAYS))}
        >
          {t('notary.when.later')} →
        </Button>
      </div>
      {props.error && (
        <p className="field__error" id="slot-error">
          <span aria-hidden="true">⚠ </span>
          {props.error}
        </p>
      )}
      {slots.isPending ? (
        <p role="status">{t('notary.when.loading')}</p>
      ) : slots.isError ? (
        <p role="alert">{t('notary.when.loadFailed')}</p>
      ) : slots.data.days.every((d) => d.slots.length === 0) ? (
        <p>{t('notary.when.none')}</p>
      ) : (
        <div className="slot-days">
          {slots.data.days.map((d) => (
            <fieldset key={d.date} className="slot-day">
              <legend>{dateLabel(d.date, d.weekday)}</legend>
              {d.slots.length === 0 ? (
                <p className="slot-day__full">{t('notary.when.noneDay')}</p>
              ) : (
                <div className="slot-day__times">
                  {d.slots.map((s) => (
                    <label key={s.startsAt} className={`slot${props.value === s.startsAt ? ' slot--chosen' : ''}`}>
                      <input
                        type="radio"
                        name="slot"
                        value={s.startsAt}
                        checked={props.value === s.startsAt}
                        onChange={() => props.onChange(s.startsAt)}
                        aria-describedby={props.error ? 'slot-error' : undefined}
                      />
                      <span>{formatClock(s.start, locale)}</span>
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
          ))}
        </div>
      )}
    </div>
  );
}
