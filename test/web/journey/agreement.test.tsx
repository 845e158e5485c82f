/** The agreement page: read to the end, agree, sign with the account's name; the API records the acceptance. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LDA_CONTRACT_VERSION } from '../../../shared/contract/version';
import { guarded } from '../../../web/src/app/router';
import AgreementPage from '../../../web/src/features/journey/pages/AgreementPage';
import { PAGES } from '../../../web/src/lib/pages';
import { fakeAuth, fakeFetch, fakeOrder as order, renderRoutes } from '../auth/harness';

/** The page with the guards the page list gives it. */
const routes = [
  {
    path: '/agreement',
    element: guarded(
      PAGES.find((p) => p.path === '/agreement')!,
      <AgreementPage />,
    ),
  },
];

test('without a signed Notice to Consumer, the agreement sends the client to the notice first (B&P §6410.5)', async () => {
  fakeFetch((method, path) =>
    method === 'GET' && path.startsWith('/orders') ? { status: 200, body: { items: [], nextCursor: null } } : undefined,
  );
  renderRoutes(routes, '/agreement?type=probate', { auth: fakeAuth({ status: 'signedIn' }) });
  await waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent('at:/notice?type=probate'));
});

test('a visitor is sent to sign in, and comes back to this agreement afterwards', async () => {
  renderRoutes(routes, '/agreement?type=probate', { auth: fakeAuth({ status: 'signedOut' }) });
  await waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent(`at:/auth?next=${encodeURIComponent('/agreement?type=probate')}`));
});

test('no or an unknown type: choose a service first', () => {
  renderRoutes(routes, '/agreement?type=nope', { auth: fakeAuth({ status: 'signedIn' }) });
  expect(screen.getByRole('heading', { level: 1, name: 'Choose a service first' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all questionnaires' })).toHaveAttribute('href', '/questionnaire');
});

test('the contract shows the service, fee, statutory statements and the county clerk', async () => {
  const calls = fakeFetch((method, path) =>
    method === 'GET' && path.startsWith('/orders') ? { status: 200, body: { items: [order()], nextCursor: null } } : undefined,
  );
  renderRoutes(routes, '/agreement?type=small-claims', { auth: fakeAuth({ status: 'signedIn' }) });
  await waitFor(() => expect(calls).toHaveLength(1));
  await act(() => Promise.resolve());
  const region = screen.getByRole('region', { name: 'Agreement text' });
  // The standard contract's notices (16 CCR §3950): 2 and 3 in bold, word for word.
  expect(
    within(region).getByText(
      '2. I am not an attorney. I cannot perform the legal services that an attorney performs. I cannot engage in the practice of law.',
    ).tagName,
  ).toBe('STRONG');
  // Both parties' signature blocks (16 CCR §3950): the LDA's with its name and registration.
  expect(within(region).getByRole('heading', { name: 'Signatures' })).toBeInTheDocument();
  expect(within(region).getByText('Name: María Rivera, Rivera Family Legal Document Services')).toBeInTheDocument();
  expect(within(region).getByText(/county clerk has not evaluated or approved/)).toBeInTheDocument();
  expect(within(region).getByText(/free or low-cost representation/)).toBeInTheDocument();
  expect(within(region).getByText(/advice, explanation, opinion, or recommendation/)).toBeInTheDocument();
  expect(within(region).getByText('Los Angeles County Registrar-Recorder/County Clerk')).toBeInTheDocument();
  expect(within(region).getByText('2024-0142')).toBeInTheDocument();
  expect(within(region).getByText('$250 (US dollars)')).toBeInTheDocument();
  expect(within(region).getByText(/and you, Elena Torres, for the self-help services described in Part I below/)).toBeInTheDocument();
  // The business's own terms stand apart, labelled as not part of the standard form.
  expect(
    within(region).getByRole('heading', { name: 'ADDENDUM: ADDITIONAL TERMS OF Rivera Family Legal Document Services' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Service agreement' })).toHaveFocus();
});

test('accepting: errors first (box, signature that is not the account holder), then POST /orders and the agreement', async () => {
  const o = order();
  const calls = fakeFetch((method, path, body) => {
    if (method === 'GET' && path.startsWith('/orders?')) return { status: 200, body: { items: [o], nextCursor: null } };
    if (method === 'POST' && path === '/orders') return { status: 201, body: { order: o } };
    if (method === 'POST' && path === `/orders/${o.orderId}/agreement`) {
      const b = body as { signatureName: string };
      return {
        status: 200,
        body: {
          order: {
            ...o,
            stage: 'payment_method',
            agreement: { contractVersion: LDA_CONTRACT_VERSION, signatureName: b.signatureName, acceptedAt: new Date().toISOString() },
          },
        },
      };
    }
    return undefined;
  });
  const user = userEvent.setup();
  renderRoutes(routes, '/agreement?type=small-claims', { auth: fakeAuth({ status: 'signedIn' }) });
  // jsdom has no layout: the contract counts as read to its end.
  expect(screen.getByText('You have reached the end of the agreement.')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Type your full name to sign'), 'John Smith');
  await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
  const summary = await screen.findByText('Before you continue:');
  const alert = summary.closest('[role="alert"]') as HTMLElement;
  await waitFor(() => expect(alert).toHaveFocus());
  expect(within(alert).getByRole('link', { name: 'Check the box to confirm you have read and agree.' })).toHaveAttribute(
    'href',
    '#agreement-agree',
  );
  expect(within(alert).getByText('Type your full name as it appears on your account (Elena Torres).')).toBeInTheDocument();
  expect(screen.getByLabelText('Type your full name to sign')).toHaveAttribute('aria-invalid', 'true');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

  await user.click(screen.getByLabelText('I have read and agree to this agreement'));
  await user.clear(screen.getByLabelText('Type your full name to sign'));
  await user.type(screen.getByLabelText('Type your full name to sign'), 'elena TORRES');
  await user.click(screen.getByRole('button', { name: 'Accept and continue' }));

  await waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent(`at:/payment-selection?order=${o.orderId}`));
  expect(calls.filter((c) => c.method === 'POST')).toEqual([
    { method: 'POST', path: '/orders', body: { questionnaireType: 'small-claims' } },
    {
      method: 'POST',
      path: `/orders/${o.orderId}/agreement`,
      body: { contractVersion: LDA_CONTRACT_VERSION, signatureName: 'elena TORRES', accepted: true },
    },
  ]);
});

test('an agreement accepted earlier is shown with its date and name, and Continue goes to the missing step', async () => {
  const o = order({
    stage: 'payment_method',
    agreement: { contractVersion: LDA_CONTRACT_VERSION, signatureName: 'Elena Torres', acceptedAt: '2026-01-05T18:00:00.000Z' },
  });
  fakeFetch((method, path) =>
    method === 'GET' && path.startsWith('/orders?') ? { status: 200, body: { items: [o], nextCursor: null } } : undefined,
  );
  renderRoutes(routes, '/agreement?type=small-claims', { auth: fakeAuth({ status: 'signedIn' }), locale: 'es' });
  expect(await screen.findByText(/Usted aceptó este contrato el .* como “Elena Torres”\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', `/payment-selection?order=${o.orderId}`);
  expect(screen.queryByRole('button', { name: 'Aceptar y continuar' })).toBeNull();
});
