/**
 * What a person filling in a sensitive questionnaire (domestic violence) reads before the first question (UX review
 * row 14): 911, the National Domestic Violence Hotline (voice, TTY, text), Quick exit, and the device they use. Phone
 * numbers are links a phone can call or text from.
 */
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { Notice } from '../../ui/Alert';

/** The hotline's published numbers (thehotline.org): voice, TTY, and the short code that takes "START" by text. */
export const DV_HOTLINE = { phone: '1-800-799-7233', tty: '1-800-787-3224', text: '88788' } as const;
const EMERGENCY = '911';

const tel = (n: string) => `tel:${n.replace(/-/g, '')}`;

export function SafetyNotice() {
  const { t } = useI18n();
  // The sentences come from the messages; each number is then made a link where it appears.
  const link = (sentence: string, numbers: Array<[string, string]>) => {
    const parts: ReactNode[] = [sentence];
    for (const [number, href] of numbers) {
      const i = parts.findIndex((p) => typeof p === 'string' && p.includes(number));
      if (i < 0) continue;
      const [before, ...rest] = (parts[i] as string).split(number);
      parts.splice(
        i,
        1,
        before,
        <a key={number} href={href}>
          {number}
        </a>,
        rest.join(number),
      );
    }
    return parts;
  };
  return (
    <Notice tone="info" className="q-safety" title={t('q.common.ui.safety.title')}>
      <p>{link(t('q.common.ui.safety.danger', { emergency: EMERGENCY }), [[EMERGENCY, tel(EMERGENCY)]])}</p>
      <p>
        {link(t('q.common.ui.safety.hotline', DV_HOTLINE), [
          [DV_HOTLINE.phone, tel(DV_HOTLINE.phone)],
          [DV_HOTLINE.tty, tel(DV_HOTLINE.tty)],
          [DV_HOTLINE.text, `sms:${DV_HOTLINE.text}?&body=START`],
        ])}
      </p>
      <p>{t('q.common.ui.safety.exit')}</p>
      <p>{t('q.common.ui.safety.device')}</p>
    </Notice>
  );
}
