import { notaryContract } from '../../shared/api/contracts/notary';
import { createHandler, reply, withSessionCheck } from '../lib/http';
import { assertSessionNotRevoked } from '../lib/revocation';
import * as notary from '../lib/domain/notary';
import { getWeekly, listExceptions, takenUnits } from '../lib/store/notary';
import { freeSlots } from '../../shared/notary/slots';
import { UNIT_MINUTES } from '../../shared/notary/settings';
import { addDays } from '../../shared/notary/time';

/**
 * The notary booking (issue 33): free times, booking as a guest or signed in, and the manage link's calls (the token
 * in the body). Public routes have no caller; the signed-in booking's owner is the verified caller, never the body.
 */
export const handler = createHandler(withSessionCheck(notaryContract, assertSessionNotRevoked), {
  'GET /notary/slots': async (req) => {
    const { mode, from, days } = req.query;
    const to = addDays(from, days - 1);
    const [{ weekly }, exceptions, taken] = await Promise.all([
      getWeekly(),
      listExceptions(from, to),
      takenUnits(`${from}T00:00`, `${to}T23:${60 - UNIT_MINUTES}`),
    ]);
    const availability = { weekly, exceptions: Object.fromEntries(exceptions.map((x) => [x.date, x])) };
    return { days: freeSlots({ availability, taken, mode, from, days, now: new Date() }) };
  },
  'POST /notary/appointments': async (req) => {
    const { item, token } = await notary.book(req.body, null);
    return reply(201, { appointment: await notary.viewOf(item), manageToken: token });
  },
  'POST /me/notary/appointments': async (req) => {
    const { item, token } = await notary.book(req.body, req.user.sub);
    return reply(201, { appointment: await notary.viewOf(item), manageToken: token });
  },
  'POST /notary/manage': async (req) => ({ appointment: await notary.viewOf(await notary.openByToken(req.body.token)) }),
  'POST /notary/manage/cancel': async (req) => ({
    appointment: await notary.viewOf(await notary.cancel(await notary.openByToken(req.body.token), 'client')),
  }),
  'POST /notary/manage/reschedule': async (req) => {
    const item = await notary.openByToken(req.body.token);
    return { appointment: await notary.viewOf(await notary.reschedule(item, req.body)) };
  },
});
