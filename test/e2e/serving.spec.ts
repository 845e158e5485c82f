/**
 * Process serving end to end (issue 32), lean: a small-claims case's job is created by staff through the API (the
 * draft the case gives), assigned on the console's board to a registered server, the server logs an attempt through
 * the field route, the client sees that attempt (time and outcome, no GPS) on their case page, and staff open the job
 * from the board (the attempt with its GPS). Screenshots of the board, the client's section and the staff's job page
 * at 390/1280/1440 in both languages only under `npm run screenshots`.
 */
import { randomUUID } from 'node:crypto';
import { staffSignIn as staffTokensWithTotp } from '../../infra/local/tokens';
import { smallClaimsSample } from '../../shared/questionnaires/samples';
import {
  apiAs,
  expect,
  freshStaff,
  freshUser,
  readyOrder,
  SCREENSHOTS,
  signIn,
  staffSignIn,
  staffTokens,
  stackInfo,
  test,
  tokenOf,
} from './fixtures';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const daysFromNow = (n: number) => iso(new Date(Date.now() + n * 86_400_000));

test('a case’s job is assigned on the board, the server’s attempt reaches the client’s case page', async ({ page, browser }) => {
  const staff = await freshStaff();
  const desk = apiAs((await staffTokens(staff)).idToken);

  // A registered server: an account put on the roster (the server role), signed in through the staff client with TOTP.
  const serverUser = await freshUser({ givenName: 'Roberto', familyName: 'Castañeda' });
  await desk.call('POST /admin/servers', {
    body: {
      email: serverUser.email,
      record: {
        name: 'Roberto Castañeda',
        phone: '(323) 555-0147',
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
  const s = stackInfo();
  const field = apiAs(
    (await staffTokensWithTotp(s.cognitoEndpoint, s.staffUserPoolClientId, serverUser.email, serverUser.password)).tokens.idToken,
  );

  // The client's small-claims case, and its job in one step from the draft the case gives.
  const client = await freshUser({ givenName: 'María', familyName: 'Hernández' });
  await readyOrder(client, 'small-claims');
  const { submission } = await apiAs(await tokenOf(client)).call('POST /submissions', {
    body: { questionnaireType: 'small-claims', answers: smallClaimsSample },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  const draft = await desk.call('GET /admin/submissions/{id}/service-draft', { params: { id: submission.id } });
  const servee = draft.servees[0];
  const { job } = await desk.call('POST /admin/submissions/{id}/service-jobs', {
    params: { id: submission.id },
    body: {
      paperKind: 'small_claims',
      method: 'personal_or_substituted',
      servee: {
        kind: servee.servee.kind,
        name: servee.servee.name,
        ...(servee.servee.agentName ? { agentName: servee.servee.agentName } : {}),
      },
      addresses: servee.addresses.map((a) => ({ kind: a.kind, street: a.street, city: a.city, state: a.state, zip: a.zip })),
      caption: { caseNumber: '26SMCV01234', caseName: `Hernández v. ${servee.servee.name}` },
      deadline: { basis: 'small_claims', hearingDate: daysFromNow(30), outsideCounty: false },
      rush: false,
      papers: draft.papers,
      directionConfirmed: true,
    },
  });

  // Staff assign it on the board.
  await staffSignIn(page, staff, '/admin/serving');
  await expect(page.getByRole('heading', { level: 1, name: /Service jobs/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: servee.servee.name });
  await expect(row).toContainText('Not assigned');
  await row.getByRole('button', { name: new RegExp(`^Assign: ${servee.servee.name}`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Choose a server/ }).click();
  await page.getByRole('option', { name: /Roberto Castañeda/ }).click();
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText(`${servee.servee.name} is assigned to Roberto Castañeda.`)).toBeVisible();
  await expect(row).toContainText('Roberto Castañeda');
  // The board and the roster fit their containers on a phone and on a wide screen: nothing scrolls sideways.
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(row.getByRole('button', { name: new RegExp(`^Reassign: ${servee.servee.name}`) })).toBeInViewport({ ratio: 1 });
    const overflow = () =>
      page.locator('table').evaluateAll((tables) =>
        Math.max(
          ...tables.map((t) => {
            let box = t.parentElement!;
            while (box.parentElement && !/auto|scroll/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
            return box.scrollWidth - box.clientWidth;
          }),
        ),
      );
    await expect.poll(overflow).toBeLessThanOrEqual(0);
  }
  if (SCREENSHOTS)
    for (const locale of ['en', 'es'] as const) {
      if (locale === 'es') {
        await page.getByRole('button', { name: /English/ }).click();
        await page.getByRole('menuitem', { name: /Español/ }).click();
        await expect(page.getByRole('heading', { level: 1, name: /Trabajos de entrega/ })).toBeVisible();
      }
      for (const width of [390, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `test-results/screens/serving-board-${locale}-${width}.png`, fullPage: true });
      }
    }

  // The server's attempt, as the field app sends it (the phone's id, time, GPS).
  const at = new Date(Date.now() - 60 * 60_000).toISOString();
  await field.call('PUT /field/jobs/{jobId}/attempts/{attemptId}', {
    params: { jobId: job.id, attemptId: randomUUID() },
    body: {
      at,
      addressId: 'a1',
      outcome: 'no_answer',
      geo: { lat: 34.0902, lng: -118.2765, accuracy: 12, at },
      photo: false,
      noPhotoReason: 'Dog loose at the gate: not safe to approach the door',
      notes: 'Lights off, no car in the driveway.',
    },
  });

  // The client: the job on their case page, the attempt's outcome, never its GPS or the server's notes.
  const context = await browser.newContext();
  const clientPage = await context.newPage();
  await signIn(clientPage, client, `/submission/${submission.id}`);
  const section = clientPage.getByTestId('service-jobs');
  await expect(section.getByTestId('service-state')).toHaveText('Attempting');
  await expect(section.getByTestId('service-attempts')).toContainText('No answer');
  await expect(section).not.toContainText('34.0902');
  await expect(section).not.toContainText('Lights off');
  if (SCREENSHOTS)
    for (const locale of ['en', 'es'] as const) {
      if (locale === 'es') await clientPage.getByRole('button', { name: 'Español', exact: true }).first().click();
      await expect(clientPage.getByTestId('service-jobs')).toBeVisible();
      for (const width of [390, 1280, 1440]) {
        await clientPage.setViewportSize({ width, height: 900 });
        await clientPage.getByTestId('service-jobs').screenshot({ path: `test-results/screens/serving-client-${locale}-${width}.png` });
      }
    }
  await context.close();

  // Staff open the job from the board: the attempt with its GPS and the reason there is no photo; nothing wider than
  // a phone at 390 px.
  await page.setViewportSize({ width: 1440, height: 900 });
  if (SCREENSHOTS) {
    // The board's screenshots left the console in Spanish.
    await page.getByRole('button', { name: /Español/ }).click();
    await page.getByRole('menuitem', { name: /English/ }).click();
  }
  await page.getByRole('link', { name: `Open the job of ${servee.servee.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: servee.servee.name })).toBeVisible();
  const attempts = page.getByRole('list', { name: 'Attempts' });
  await expect(attempts).toContainText('34.09020, -118.27650 (±12 m');
  await expect(attempts).toContainText('No photo: Dog loose at the gate');
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Attempt recorded');
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(page.getByRole('button', { name: 'Cancel the job' })).toBeInViewport({ ratio: 1 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  if (SCREENSHOTS)
    for (const locale of ['en', 'es'] as const) {
      if (locale === 'es') {
        await page.getByRole('button', { name: /English/ }).click();
        await page.getByRole('menuitem', { name: /Español/ }).click();
        await expect(page.getByRole('list', { name: 'Intentos' })).toBeVisible();
      }
      for (const width of [390, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `test-results/screens/serving-job-${locale}-${width}.png`, fullPage: true });
      }
    }
});
