/** The receipt and a client's submission page read through the query layer: found, not found, and failed then retried. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { randomUUID } from 'node:crypto';
import { Receipt } from '../../../web/src/features/dashboard/Receipt';
import SubmissionPage from '../../../web/src/features/dashboard/SubmissionPage';
import { fakeAuth, fakeFetch, fakeOrder, renderRoutes } from '../auth/harness';

const signedIn = () => ({ auth: fakeAuth({ status: 'signedIn' }) });
const unavailable = { status: 503, body: { error: { code: 'unavailable', message: 'down' } } };

test('a paid order prints as a receipt with the amount paid', async () => {
  const o = fakeOrder({ payment: { method: 'card', status: 'paid', provider: 'test', paidAt: '2026-01-02T18:00:00.000Z' } });
  fakeFetch((method, path) => (method === 'GET' && path === `/orders/${o.orderId}` ? { status: 200, body: { order: o } } : undefined));
  renderRoutes([{ path: '/dashboard', element: <Receipt orderId={o.orderId} /> }], `/dashboard?receipt=${o.orderId}`, signedIn());
  expect(await screen.findByTestId('receipt-amount')).toHaveTextContent('$250');
  expect(screen.getByText('Total paid')).toBeInTheDocument();
});

test("an order that is not the client's: not found, and no retry offered", async () => {
  fakeFetch(() => undefined);
  renderRoutes([{ path: '/dashboard', element: <Receipt orderId="someone-elses" /> }], '/dashboard?receipt=someone-elses', signedIn());
  expect(await screen.findByText('We could not find this order in your account.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

test('a submission that fails to load offers to try again, and shows once it loads', async () => {
  let down = true;
  const id = randomUUID();
  const s = {
    id,
    orderId: randomUUID(),
    questionnaireType: 'small-claims',
    status: 'pending',
    version: 1,
    locale: 'en',
    definitionVersion: 1,
    clientName: 'Elena Torres',
    clientEmail: 'elena@example.test',
    caseDetails: '',
    specialInstructions: '',
    payment: { method: 'office', status: 'unpaid' },
    answers: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const calls = fakeFetch((method, path) => {
    if (method !== 'GET' || path !== `/submissions/${id}`) return undefined;
    return down ? unavailable : { status: 200, body: { submission: s, history: [] } };
  });
  const user = userEvent.setup();
  renderRoutes([{ path: '/submission/:id', element: <SubmissionPage /> }], `/submission/${id}`, signedIn());
  // A 503 is tried again (twice) before the page says it failed.
  expect(await screen.findByRole('heading', { level: 1, name: 'We could not load this information.' })).toBeInTheDocument();
  expect(calls.filter((c) => c.path === `/submissions/${id}`)).toHaveLength(3);

  down = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('submission-clientName')).toHaveTextContent('Elena Torres');
});

test('a submission that is not the client’s: not found', async () => {
  fakeFetch(() => undefined);
  renderRoutes([{ path: '/submission/:id', element: <SubmissionPage /> }], '/submission/nope', signedIn());
  expect(await screen.findByRole('heading', { level: 1, name: 'Submission not found' })).toBeInTheDocument();
  expect(screen.getByText('This submission does not exist or is not in your account.')).toBeInTheDocument();
});
