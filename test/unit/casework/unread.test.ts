/** The one unread rule (shared/casework.ts hasUnread), which both workspaces and the server's message post apply. */
import { hasUnread } from '../../../shared/casework';

const none = { clientReadAt: null, staffReadAt: null, lastClientMessageAt: null, lastStaffMessageAt: null };
const T = (h: number) => `2026-01-05T${String(h).padStart(2, '0')}:00:00.000Z`;

it.each([
  ['no message at all', none, false, false],
  ['an office message never read by the client', { ...none, lastStaffMessageAt: T(9) }, true, false],
  ['an office message the client read after it', { ...none, lastStaffMessageAt: T(9), clientReadAt: T(10) }, false, false],
  ['an office message after the client last read', { ...none, lastStaffMessageAt: T(11), clientReadAt: T(10) }, true, false],
  ['a client message the office has not read', { ...none, lastClientMessageAt: T(9), staffReadAt: T(8) }, false, true],
  ['read at the same instant as the last message', { ...none, lastClientMessageAt: T(9), staffReadAt: T(9) }, false, false],
])('%s: client unread %s, staff unread %s', (_name, thread, client, staff) => {
  expect([hasUnread(thread, 'client'), hasUnread(thread, 'staff')]).toEqual([client, staff]);
});
