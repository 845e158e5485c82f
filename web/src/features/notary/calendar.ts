/** "Add to my calendar": the appointment as an .ics file (shared/notary/ics.ts), saved by the browser. */
import type { AppointmentView } from '../../../../shared/api/notary';
import { BUSINESS, formatAddress } from '../../../../shared/business';
import { icsOf } from '../../../../shared/notary/ics';

export function downloadIcs(a: AppointmentView, text: { summary: string; description: string }): void {
  const location =
    a.mode === 'office' || !a.address
      ? `${BUSINESS.name}, ${formatAddress()}`
      : [a.address.street, a.address.unit, `${a.address.city}, CA ${a.address.zip}`].filter(Boolean).join(', ');
  const ics = icsOf({
    uid: `${a.id}@${new URL(BUSINESS.website).hostname}`,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    summary: text.summary,
    location,
    description: text.description,
    now: new Date(),
  });
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `notary-appointment-${a.date}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
