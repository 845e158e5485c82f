/** The Notice to Consumer page: sign with the account's name; the error summary takes focus only after a failed submit. */
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
