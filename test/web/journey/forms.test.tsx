/**
 * /forms: the client selects the forms we prepare (B&P §6400(d)(1)). Every form of the service is listed with what it is
 * for, none checked for them; nothing is sent without a selection; the selection is sent in the service's order; where
 * to get advice instead is linked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { guarded } from '../../../web/src/app/router';
import FormsPage from '../../../web/src/features/journey/pages/FormsPage';
import { PAGES } from '../../../web/src/lib/pages';
import { FORMS_META } from '../../../shared/questionnaires/forms/meta.generated';
import { fakeAuth, fakeFetch, fakeOrder, renderRoutes } from '../auth/harness';

const routes = [
  {
    path: '/forms',
    element: guarded(
      PAGES.find((p) => p.path === '/forms')!,
      <FormsPage />,
    ),
  },
];

test('lists every form with what it is for, none checked; the selection is sent in the service’s order', async () => {
  const o = fakeOrder({ questionnaireType: 'request-for-order', stage: 'forms', forms: null });
  const calls = fakeFetch((method, path) => {
    if (method === 'GET' && path.startsWith('/orders?')) return { status: 200, body: { items: [o], nextCursor: null } };
    if (method === 'PUT' && path === `/orders/${o.orderId}/forms`)
      return {
        status: 200,
        body: { order: { ...o, stage: 'notice_delivery', forms: { selected: ['FL-300', 'FL-150'], selectedAt: o.createdAt } } },
      };
    return undefined;
  });
  const user = userEvent.setup();
  renderRoutes(routes, '/forms?type=request-for-order', { auth: fakeAuth({ status: 'signedIn' }) });
  const group = await screen.findByRole('group', { name: 'Forms for Request for Order' });
  const boxes = within(group).getAllByRole('checkbox');
  expect(boxes).toHaveLength(FORMS_META['request-for-order'].length);
  expect(boxes.every((b) => !(b as HTMLInputElement).checked)).toBe(true);
  expect(within(group).getByRole('checkbox', { name: 'FL-150' })).toHaveAccessibleDescription(
    /A party’s income and expenses, which the court uses when support or fees are asked for\. Official title: Income and Expense Declaration/,
  );
  expect(screen.getByRole('link', { name: 'Find your court’s free self-help center' })).toHaveAttribute(
    'href',
    'https://selfhelp.courts.ca.gov/court-based-self-help-services',
  );

  // Nothing selected: an error, nothing sent.
  await user.click(screen.getByRole('button', { name: 'Confirm the forms I selected' }));
  expect(await screen.findAllByText('Select at least one form for us to prepare.')).not.toHaveLength(0);
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

  await user.click(within(group).getByRole('checkbox', { name: 'FL-150' }));
  await user.click(within(group).getByRole('checkbox', { name: 'FL-300' }));
  await user.click(screen.getByRole('button', { name: 'Confirm the forms I selected' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ forms: ['FL-300', 'FL-150'] }));
  await waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent('at:/notice?type=request-for-order'));
});

test('without a signed notice the page sends the client to the notice first', async () => {
  fakeFetch((method, path) =>
    method === 'GET' && path.startsWith('/orders?') ? { status: 200, body: { items: [], nextCursor: null } } : undefined,
  );
  renderRoutes(routes, '/forms?type=probate', { auth: fakeAuth({ status: 'signedIn' }) });
  await waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent('at:/notice?type=probate'));
});
