/**
 * The Notice to Consumer page: the statutory sheet (and the Spanish translation sheet); how to receive the signed notice
 * (mailed to an address, or at the office); sign with the account's name; the error summary takes focus only after a
 * failed submit; the waiting step (B&P §6410.5(b)) says what happens next; once given, the contract is open.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { guarded } from '../../../web/src/app/router';
import NoticePage from '../../../web/src/features/journey/pages/NoticePage';
import { PAGES } from '../../../web/src/lib/pages';
import { fakeAuth, fakeFetch, fakeOrder, renderRoutes } from '../auth/harness';

const routes = [
  {
    path: '/notice',
    element: guarded(
      PAGES.find((p) => p.path === '/notice')!,
      <NoticePage />,
    ),
  },
];

const noOrders = () =>
  fakeFetch((method, path) =>
    method === 'GET' && path.startsWith('/orders?') ? { status: 200, body: { items: [], nextCursor: null } } : undefined,
  );

test('a failed submit focuses the error summary; typing to fix the name then keeps the focus in the field', async () => {
  const calls = noOrders();
  const user = userEvent.setup();
  renderRoutes(routes, '/notice?type=small-claims', { auth: fakeAuth({ status: 'signedIn' }) });
  const field = await screen.findByLabelText('Type your full name to sign');

  await user.type(field, 'John Smith');
  await user.click(screen.getByRole('button', { name: 'Sign and date the notice' }));
  const alert = (await screen.findByText('Before you continue:')).closest('[role="alert"]') as HTMLElement;
  await waitFor(() => expect(alert).toHaveFocus());
  expect(within(alert).getByRole('link', { name: 'Type your full name as it appears on your account (Elena Torres).' })).toHaveAttribute(
    'href',
    '#notice-signature',
  );

  // Each key revalidates the field (its error changes from one message to the other and back): the focus stays.
  await user.clear(field);
  await user.type(field, 'E');
  await user.type(field, 'lena Torre');
  expect(field).toHaveFocus();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

test('a signature the server refuses shows on the field; an outdated notice version in a toast', async () => {
  const o = fakeOrder({ stage: 'notice', notice: null });
  let answer: 'signature' | 'version' = 'signature';
  fakeFetch((method, path) => {
    if (method === 'GET' && path.startsWith('/orders?')) return { status: 200, body: { items: [o], nextCursor: null } };
    if (method === 'POST' && path === `/orders/${o.orderId}/notice`) {
      const fieldErrors =
        answer === 'signature'
          ? { signatureName: ['journey.agreement.errors.signature'] }
          : { noticeVersion: ['errors.validation_failed'] };
      return { status: 400, body: { error: { code: 'validation_failed', message: 'invalid', fieldErrors } } };
    }
    return undefined;
  });
  const user = userEvent.setup();
  renderRoutes(routes, '/notice?type=small-claims', { auth: fakeAuth({ status: 'signedIn' }) });
  const field = await screen.findByLabelText('Type your full name to sign');
  await user.click(screen.getByLabelText('I will pick it up at your office'));
  await user.type(field, 'Elena Torres');
  await user.click(screen.getByRole('button', { name: 'Sign and date the notice' }));
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getAllByText('Type your full name (at least 2 letters).').length).toBeGreaterThan(0);

  answer = 'version';
  await user.click(screen.getByRole('button', { name: 'Sign and date the notice' }));
  expect(await screen.findByText('We could not save your signature')).toBeInTheDocument();
  expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
});

test('no or an unknown type: choose a service first', async () => {
  noOrders();
  renderRoutes(routes, '/notice?type=nope', { auth: fakeAuth({ status: 'signedIn' }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Choose a service first' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all questionnaires' })).toHaveAttribute('href', '/questionnaire');
});

test('a mailing needs an address the post can use: the summary names each field, and nothing is sent', async () => {
  const calls = noOrders();
  const user = userEvent.setup();
  renderRoutes(routes, '/notice?type=small-claims', { auth: fakeAuth({ status: 'signedIn' }) });
  await user.click(await screen.findByLabelText('Mail it to me'));
  await user.type(screen.getByLabelText('ZIP code'), '9002');
  await user.type(screen.getByLabelText('Type your full name to sign'), 'Elena Torres');
  await user.click(screen.getByRole('button', { name: 'Sign and date the notice' }));
  const alert = (await screen.findByText('Before you continue:')).closest('[role="alert"]') as HTMLElement;
  for (const message of [
    'Enter the street address, with the number (or a P.O. box).',
    'Enter the city.',
    'Enter a 5-digit ZIP code (or ZIP+4, for example 90022-1234).',
  ])
    expect(within(alert).getByRole('link', { name: message })).toBeInTheDocument();
  expect(screen.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

test('the notice sheet is the statutory form, with the county clerk line and not our phone', async () => {
  noOrders();
  renderRoutes(routes, '/notice?type=small-claims', { auth: fakeAuth({ status: 'signedIn' }) });
  const sheet = await screen.findByRole('article', { name: 'The notice, in the words the law sets' });
  expect(sheet).toHaveTextContent('María Rivera is not an attorney.');
  expect(sheet).toHaveTextContent(
    'To confirm that María Rivera is registered, you may contact the Los Angeles County clerk’s office at 12400 Imperial Highway',
  );
  expect(sheet).not.toHaveTextContent('(323) 555-0148');
  expect(screen.queryByRole('article', { name: 'Spanish translation of the notice' })).toBeNull();
});

test('the waiting step: where it is mailed, the email that follows, the office instead; the choice can change', async () => {
  const o = fakeOrder({
    stage: 'notice_delivery',
    notice: {
      noticeVersion: 'v',
      locale: 'en',
      signatureName: 'Elena Torres',
      signedAt: '2026-01-01T18:00:00.000Z',
      deliveryRequest: { method: 'mail', address: { line1: '1200 E Cesar E Chavez Ave', city: 'Los Angeles', state: 'CA', zip: '90033' } },
      deliveredAt: null,
      deliveredOn: null,
      deliveryMethod: null,
    },
  });
  const calls = fakeFetch((method, path) => {
    if (method === 'GET' && path.startsWith('/orders?')) return { status: 200, body: { items: [o], nextCursor: null } };
    if (method === 'PUT' && path === `/orders/${o.orderId}/notice/delivery`)
      return { status: 200, body: { order: { ...o, notice: { ...o.notice!, deliveryRequest: { method: 'in_person' } } } } };
    return undefined;
  });
  const user = userEvent.setup();
  renderRoutes(routes, '/notice?type=small-claims', { auth: fakeAuth({ status: 'signedIn' }) });
  const next = await screen.findByRole('region', { name: 'What happens next' });
  expect(next).toHaveTextContent('We mail the signed notice to: 1200 E Cesar E Chavez Ave, Los Angeles, CA 90033.');
  expect(next).toHaveTextContent('we email you at elena@example.test, and the contract opens on this page');
  expect(next).toHaveTextContent('Nothing is charged before you accept the contract.');
  expect(next).toHaveTextContent('Come to our office instead: 4521 Whittier Blvd');
  expect(screen.queryByRole('link', { name: 'Continue to the contract' })).toBeNull();

  await user.click(within(next).getByRole('button', { name: 'Change how I get the notice' }));
  await user.click(within(next).getByLabelText('I will pick it up at your office'));
  await user.click(within(next).getByRole('button', { name: 'Save my choice' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ method: 'in_person' });
});

test('once the office has given it, the contract is open', async () => {
  const o = fakeOrder({ stage: 'agreement' });
  fakeFetch((method, path) =>
    method === 'GET' && path.startsWith('/orders?') ? { status: 200, body: { items: [o], nextCursor: null } } : undefined,
  );
  renderRoutes(routes, '/notice?type=small-claims', { auth: fakeAuth({ status: 'signedIn' }) });
  expect(
    await screen.findByText(
      'We gave you the signed notice in person on Jan 1, 2026. You can now read the contract and, if you agree, accept it.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue to the contract' })).toHaveAttribute('href', '/agreement?type=small-claims');
});
