import { notarydeskContract } from '../../shared/api/contracts/notarydesk';
import { blocksValid } from '../../shared/notary/slots';
import { addDays, officeTime } from '../../shared/notary/time';
import { LIMITS } from '../../shared/notary/rules';
import type { WeeklyHours } from '../../shared/notary/settings';
import type { Caller } from '../lib/auth';
import * as notary from '../lib/domain/notary';
import { ApiError, notFound, validationFailed } from '../lib/errors';
import { createHandler, withSessionCheck } from '../lib/http';
import { assertSessionNotRevoked } from '../lib/revocation';
import {
  appointmentsBetween,
  deleteException,
  getAppointment,
  getWeekly,
  listExceptions,
  putException,
  putWeekly,
  type Actor,
} from '../lib/store/notary';

const actor = (c: Caller): Actor => ({ sub: c.sub, name: [c.givenName, c.familyName].filter(Boolean).join(' ') || c.email });

async function availability(now = new Date()) {
  const today = officeTime(now).date;
  const [{ weekly, version }, exceptions] = await Promise.all([getWeekly(), listExceptions(today, addDays(today, LIMITS.horizonDays))]);
  return { weekly, version, exceptions };
}

async function appointment(id: string) {
  const item = await getAppointment(id);
  if (!item) throw notFound('No such appointment');
  return item;
}

/** The console's notary desk (createHandler has checked the admin group and the session on every route here). */
export const handler = createHandler(withSessionCheck(notarydeskContract, assertSessionNotRevoked), {
  'GET /admin/notary/availability': async () => availability(),
  'PUT /admin/notary/availability': async (req) => {
    const bad = Object.entries(req.body.weekly).filter(([, blocks]) => !blocksValid(blocks));
    if (bad.length) throw validationFailed(Object.fromEntries(bad.map(([day]) => [`weekly.${day}`, ['notary.errors.blocks']])));
    await putWeekly(req.body.weekly as WeeklyHours, req.body.expectedVersion, actor(req.user), new Date());
    return availability();
  },
  'PUT /admin/notary/exceptions/{date}': async (req) => {
    if (!blocksValid(req.body.blocks)) throw validationFailed({ blocks: ['notary.errors.blocks'] });
    return { exception: await putException(req.params.date, req.body.blocks, req.body.note, actor(req.user), new Date()) };
  },
  'DELETE /admin/notary/exceptions/{date}': async (req) => deleteException(req.params.date),
  'GET /admin/notary/appointments': async (req) => {
    const { from, to } = req.query;
    const range = notary.rangeOf(from, to);
    if (!range) throw validationFailed({ to: ['notary.errors.range'] });
    const items = (await appointmentsBetween(range.months, range.fromIso, range.toIso)).filter((a) => notary.inDates(a, from, to));
    return { items: await Promise.all(items.map(notary.adminViewOf)) };
  },
  'GET /admin/notary/appointments/{appointmentId}': async (req) => ({
    appointment: await notary.adminViewOf(await appointment(req.params.appointmentId)),
  }),
  'POST /admin/notary/appointments/{appointmentId}/complete': async (req) => ({
    appointment: await notary.adminViewOf(await notary.complete(await appointment(req.params.appointmentId), req.body, actor(req.user))),
  }),
  'POST /admin/notary/appointments/{appointmentId}/no-show': async (req) => ({
    appointment: await notary.adminViewOf(await notary.noShow(await appointment(req.params.appointmentId), req.body.expectedVersion)),
  }),
  'POST /admin/notary/appointments/{appointmentId}/cancel': async (req) => {
    const item = await appointment(req.params.appointmentId);
    if (item.version !== req.body.expectedVersion) throw new ApiError('conflict', 'The appointment changed since it was read');
    return { appointment: await notary.adminViewOf(await notary.cancel(item, 'staff')) };
  },
});
