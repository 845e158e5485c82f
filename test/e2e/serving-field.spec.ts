/**
 * The process server's field app offline (issue 32), lean: a registered server signs in on a 390 px phone (staff client,
 * TOTP), opens an assigned job, loses the network, records an attempt with the emulated GPS fix and a camera file
 * (a JPEG with EXIF), sees it waiting on the phone, reloads the page still offline (the service worker's shell, the
 * queue in IndexedDB), and when the network returns the attempt and its photo upload — recorded exactly once, the
 * photo's bytes checked against its hash. Then, served in person, the server signs their own proof from the phone.
 * Screenshots at 390/1280/1440 in both languages only under `SCREENSHOTS=1`.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { enrolTotp, signIn as signInApi } from '../../infra/local/tokens';
import { DOOR_JPEG, withExif } from '../support/exif-jpeg';
import {
  apiAs,
  expect,
  expectNoAxeViolations,
  freshStaff,
  freshUser,
  SCREENSHOTS,
  staffSignIn,
  staffTokens,
  stackInfo,
  test,
} from './fixtures';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const daysFromNow = (n: number) => iso(new Date(Date.now() + n * 86_400_000));
const GPS = { latitude: 34.0238, longitude: -118.1723, accuracy: 9 };

async function shots(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const locale of ['en', 'es'] as const) {
    if (locale === 'es') await page.getByRole('button', { name: 'Ver en español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    for (const width of [390, 1280, 1440]) {
      await page.setViewportSize({ width, height: 844 });
      await page.screenshot({ path: `test-results/screens/serving-field-${name}-${locale}-${width}.png`, fullPage: true });
    }
    if (locale === 'es') await page.getByRole('button', { name: 'View in English' }).click();
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('an attempt recorded offline waits on the phone, survives a reload, and uploads once when the network returns', async ({
  browser,
}) => {
  const s = stackInfo();
  const staff = await freshStaff();
  const desk = apiAs((await staffTokens(staff)).idToken);

  // A registered server on the roster, with an authenticator (the field app signs in through the staff client).
  const serverUser = await freshUser({ givenName: 'Marisol', familyName: 'Quintero' });
  const { server } = await desk.call('POST /admin/servers', {
    body: {
      email: serverUser.email,
      record: {
        name: 'Marisol Quintero',
        phone: '(323) 555-0183',
        street: '1234 W Olympic Blvd, Suite 210',
        city: 'Los Angeles',
        state: 'CA',
        zip: '90015',
        registrationNumber: `2025-${randomUUID().slice(0, 6)}`,
        county: 'Los Angeles',
        registrationExpires: daysFromNow(400),
        bondExpires: daysFromNow(300),
      },
    },
  });
  const first = await signInApi(s.cognitoEndpoint, s.staffUserPoolClientId, serverUser.email, serverUser.password);
  const totpSecret = await enrolTotp(s.cognitoEndpoint, first.accessToken, { previousStep: true });

  // A walk-in job, paid at the counter, assigned to them.
  const servee = `Gregorio Villaseñor ${randomUUID().slice(0, 4)}`;
  const { job } = await desk.call('POST /admin/service-jobs', {
    body: {
      paperKind: 'small_claims',
      method: 'personal_or_substituted',
      servee: { kind: 'person', name: servee, description: 'About 45, 5′10″, grey moustache, drives a white pickup.' },
      addresses: [
        { kind: 'home', street: '4821 E Cesar E Chavez Ave', unit: 'Apt 3B', city: 'Los Angeles', state: 'CA', zip: '90022' },
        { kind: 'work', street: '2100 S Atlantic Blvd', city: 'Commerce', state: 'CA', zip: '90040' },
      ],
      caption: { caseNumber: '26SMCV04410', caseName: `Ortega v. ${servee}` },
      deadline: { basis: 'small_claims', hearingDate: daysFromNow(40), outsideCounty: false },
      safetyNotes: 'Large dog in the side yard; knock at the front gate.',
      rush: false,
      papers: ['SC-100, Plaintiff’s Claim and ORDER to Go to Small Claims Court'],
      directionConfirmed: true,
      client: { name: 'Lucía Ortega', locale: 'es' },
      paidAtOffice: true,
      paymentReference: 'Counter #118',
    },
  });
  await desk.call('POST /admin/service-jobs/{jobId}/assign', {
    params: { jobId: job.id },
    body: { serverSub: server.sub, expectedVersion: job.version },
  });

  const context = await browser.newContext({
    baseURL: s.webUrl!,
    viewport: { width: 390, height: 844 },
    geolocation: GPS,
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await staffSignIn(page, { ...serverUser, totpSecret }, '/field');
  await expect(page.getByRole('heading', { level: 1, name: 'Your jobs' })).toBeVisible();
  // The service worker has the shell and the loaded chunks: the app can open offline from here.
  await expect(page.locator('.field-app')).toHaveAttribute('data-offline-ready', 'true');
  await shots(page, 'list');
  await page.getByRole('link', { name: new RegExp(servee) }).click();
  await expect(page.getByRole('heading', { level: 1, name: servee })).toBeVisible();
  await expect(page.getByText('Large dog in the side yard')).toBeVisible();
  await expect(page.locator('.field-app')).toHaveAttribute('data-offline-ready', 'true');

  // The network goes.
  await context.setOffline(true);
  await expect(page.getByTestId('field-connection')).toHaveText('Offline: attempts stay on this phone');
  await page.getByRole('button', { name: 'Record an attempt' }).click();
  const form = page.getByTestId('attempt-form');
  await expect(form.getByTestId('attempt-location')).toHaveText(/^34\.02380, -118\.17230 \(± 9 m\)$/);
  // Saved without an outcome: the schema's own error, nothing queued.
  await form.getByRole('button', { name: 'Save the attempt' }).click();
  await expect(form.getByRole('alert')).toContainText('Choose what happened.');
  await form.getByRole('radio', { name: /^No answer/ }).check();
  const photo = withExif(DOOR_JPEG(), '2026-11-27T18:40:12', { lat: GPS.latitude, lng: GPS.longitude });
  await form.getByTestId('attempt-photo').setInputFiles({ name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo) });
  await expect(form.getByTestId('attempt-photo-ready')).toBeVisible();
  await form.getByRole('textbox', { name: 'Notes' }).fill('Porch light on, no answer after two knocks; white pickup not in the driveway.');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save the attempt' }).click();
  await expect(page.getByTestId('field-saved')).toBeVisible();
  const queued = page.getByTestId('field-queue-item');
  await expect(queued).toHaveCount(1);
  await expect(queued).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('field-queue-count')).toHaveText('Waiting to upload: 1');

  // Still offline, the page reloads from the service worker's shell and the queue is still on the phone.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: servee })).toBeVisible();
  await expect(page.getByTestId('field-queue-item')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByText(/Offline: showing this phone’s copy/)).toBeVisible();
  // One column on the phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shots(page, 'offline-queue');

  // The network returns: the attempt and its photo upload, once.
  await context.setOffline(false);
  await expect(page.getByTestId('field-queue-item')).toHaveAttribute('data-status', 'synced');
  await expect(page.getByTestId('field-queue-count')).toHaveText('Everything uploaded');
  await expect(page.getByTestId('field-attempts')).toContainText('Photo received');
  await shots(page, 'uploaded');

  const field = apiAs(
    (await signInApi(s.cognitoEndpoint, s.staffUserPoolClientId, serverUser.email, serverUser.password, { totpSecret })).idToken,
  );
  const { job: after } = await field.call('GET /field/jobs/{jobId}', { params: { jobId: job.id } });
  expect(after.state).toBe('attempting');
  expect(after.attempts).toHaveLength(1);
  const [attempt] = after.attempts;
  expect(attempt.outcome).toBe('no_answer');
  expect(attempt.geo).toMatchObject({ lat: GPS.latitude, lng: GPS.longitude, accuracy: GPS.accuracy });
  expect(attempt.photo).toMatchObject({ expected: true, contentType: 'image/jpeg', size: photo.length });
  expect(attempt.photo.receivedAt).not.toBeNull();
  expect(attempt.photo.exifGps).toEqual({ lat: expect.closeTo(GPS.latitude, 4), lng: expect.closeTo(GPS.longitude, 4) });
  expect(attempt.notes).toContain('Porch light on');

  // Served in person on the next visit (recorded as the queue sends it), then the server signs their own proof from
  // the phone: the typed name and the declaration.
  const servedAt = new Date(Date.now() - 1000).toISOString();
  await field.call('PUT /field/jobs/{jobId}/attempts/{attemptId}', {
    params: { jobId: job.id, attemptId: randomUUID() },
    body: {
      at: servedAt,
      addressId: 'a1',
      outcome: 'served',
      geo: { lat: GPS.latitude, lng: GPS.longitude, accuracy: GPS.accuracy, at: servedAt },
      photo: false,
      noPhotoReason: 'Served at the gate with the dog loose: no time for a photo',
      servedDescription: 'Male, about 45, grey moustache; confirmed his name',
    },
  });
  await page.reload();
  const sign = page.getByTestId('field-sign');
  await sign.getByRole('textbox', { name: 'Your full name, as your signature' }).fill('Marisol Quintero');
  await sign.getByRole('checkbox', { name: /penalty of perjury/ }).check();
  await expectNoAxeViolations(page);
  await shots(page, 'sign');
  await sign.getByRole('button', { name: 'Sign the proof' }).click();
  await expect(page.getByTestId('field-step-done')).toHaveText('Your proof is signed. The office and the client can download it now.');
  await expect(sign).toContainText('You signed this proof (SC-104)');
  await context.close();

  // Screenshots only: staff see the job with the photo that arrived (the job page shows it on demand).
  if (SCREENSHOTS) {
    const staffContext = await browser.newContext({ baseURL: s.webUrl! });
    const staffPage = await staffContext.newPage();
    await staffSignIn(staffPage, staff, `/admin/serving/${job.id}`);
    await staffPage.getByRole('button', { name: /^Show the photo/ }).click();
    await expect(staffPage.getByRole('img', { name: /Photo of the service site, attempt 1/ })).toBeVisible();
    for (const locale of ['en', 'es'] as const) {
      if (locale === 'es') {
        await staffPage.getByRole('button', { name: /English/ }).click();
        await staffPage.getByRole('menuitem', { name: /Español/ }).click();
        await expect(staffPage.getByRole('list', { name: 'Intentos' })).toBeVisible();
      }
      for (const width of [390, 1280, 1440]) {
        await staffPage.setViewportSize({ width, height: 900 });
        await staffPage.screenshot({ path: `test-results/screens/serving-job-photo-${locale}-${width}.png`, fullPage: true });
      }
    }
    await staffContext.close();
  }
});
