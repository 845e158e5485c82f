/**
 * The console's notices (B&P §6410.5(b)): "to mail today" first, with the client's mailing address, the printable
 * signed notice and one click to record it mailed today (the day is sent, the row leaves); the office list; and the
 * first-contact script in both languages (§6410.5(a)).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminNoticeHoldsPage } from '../../../shared/api/admin';
import { californiaDate } from '../../../shared/compliance';
import { FakeApi, makeOrder, makeSubmission, page, renderAdmin } from './harness';

let fake: FakeApi;
beforeEach(() => {
  localStorage.clear();
  fake = new FakeApi();
  fake.install();
});

function hold(name: string, request: NonNullable<AdminNoticeHoldsPage['items'][number]['order']['notice']>['deliveryRequest']) {
  const order = makeOrder(makeSubmission());
  return {
    order: {
      ...order,
      stage: 'notice_delivery' as const,
      submissionId: null,
      notice: {
        noticeVersion: 'v',
        locale: 'es' as const,
        signatureName: name,
        signedAt: new Date().toISOString(),
        deliveryRequest: request,
        deliveredAt: null,
        deliveredOn: null,
        deliveryMethod: null,
        ip: '203.0.113.5',
        userAgent: 'UA',
        deliveredBy: null,
        deliveredTo: null,
      },
    },
    client: { name, email: `${name.split(' ')[0].toLowerCase()}@example.test`, phone: null, preferredLanguage: 'es' as const },
  };
}

test('to mail today: the address, the notice to print, one click to record it mailed today', async () => {
  const mail = hold('Rosa Díaz', {
    method: 'mail',
    address: { line1: '1200 E Cesar E Chavez Ave', line2: 'Apt 3', city: 'Los Angeles', state: 'CA', zip: '90033' },
  });
  const office = hold('Juan Pérez', { method: 'in_person' });
  fake.on((c) =>
    c.method === 'GET' && c.path === '/admin/notices' ? { status: 200, body: { items: [mail, office], nextCursor: null } } : undefined,
  );
  fake.on((c) => (c.method === 'POST' && c.path.endsWith('/notice-delivery') ? { status: 200, body: { order: mail.order } } : undefined));
  const user = userEvent.setup();
  renderAdmin('/admin/notices');
  const table = await waitFor(() => {
    const t = page().findTable()!;
    expect(t.findRows()).toHaveLength(1);
    return t;
  });
  const row = table.findRows()[0].getElement();
  expect(row).toHaveTextContent('Rosa Díaz');
  expect(row).toHaveTextContent('1200 E Cesar E Chavez Ave');
  expect(row).toHaveTextContent('Los Angeles, CA 90033');
  expect(within(row).getByRole('button', { name: 'Print the signed notice of Rosa Díaz (PDF)' })).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Record mailed today: Rosa Díaz' }));
  await waitFor(() => expect(fake.posts().map((c) => c.body)).toEqual([{ method: 'mail', date: californiaDate() }]));
  expect(await screen.findByText('Notice recorded for Rosa Díaz: their contract is open and they were emailed')).toBeInTheDocument();
});

test('the first-contact script: every statement, in English and Spanish, with the registration', async () => {
  renderAdmin('/admin/script');
  expect(await screen.findByRole('heading', { level: 1, name: 'First-contact script' })).toBeInTheDocument();
  const en = document.querySelector('[lang="en"]') as HTMLElement;
  const es = document.querySelector('[lang="es"]') as HTMLElement;
  expect(en).toHaveTextContent('I am not an attorney.');
  expect(en).toHaveTextContent('Rivera Family Legal Document Services is not a law firm.');
  expect(en).toHaveTextContent('registration number 2024-0142');
  expect(en).toHaveTextContent('expires on March 31, 2027');
  expect(es).toHaveTextContent('No soy abogado (o abogada).');
  expect(es).toHaveTextContent('el 31 de marzo de 2027');
});
