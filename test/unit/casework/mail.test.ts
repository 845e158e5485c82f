import { BUSINESS } from '../../../shared/business';
import { formatMoney, LOCALES } from '../../../shared/i18n/core';
import { ACCOUNT_NOTIFICATIONS, CLIENT_NOTIFICATIONS, STAFF_NOTIFICATIONS, isEssential } from '../../../shared/notifications';
import { renderAccountMail, renderMail, type CaseNotificationKind } from '../../../functions/lib/mail/templates';
import { renderServingMail } from '../../../functions/lib/mail/serving-templates';

const SITE = 'https://www.example.test';
const KINDS: CaseNotificationKind[] = [
  ...CLIENT_NOTIFICATIONS.map((k) => `client.${k}` as const),
  ...STAFF_NOTIFICATIONS.map((k) => `staff.${k}` as const),
];
const all = LOCALES.flatMap((locale) => KINDS.flatMap((kind) => [false, true].map((neutral) => ({ kind, locale, neutral }))));

describe('notification emails', () => {
  it.each(all)(
    '$kind in $locale (neutral $neutral): LDA block (B&P §6408) in text and HTML, a sign-in link, the language',
    ({ kind, locale, neutral }) => {
      const m = renderMail({ kind, locale, siteUrl: SITE, neutral });
      for (const body of [m.text, m.html]) {
        expect(body).toContain(BUSINESS.name);
        expect(body).toContain(BUSINESS.lda.registrationNumber);
        expect(body).toContain(BUSINESS.lda.bond.number);
        expect(body).toContain(BUSINESS.phone);
        expect(body).toContain(BUSINESS.address.street);
        expect(body).toContain(locale === 'es' ? 'No soy abogada.' : 'I am not an attorney.');
        expect(body).toContain(kind.startsWith('staff.') ? `${SITE}/admin` : `${SITE}/dashboard`);
      }
      expect(m.html).toContain(`<html lang="${locale}">`);
      expect(m.subject).not.toMatch(/\{|\}|mail\./); // every key and placeholder resolved
      expect(m.text).not.toMatch(/\{\w+\}|mail\./);
    },
  );

  it('subjects never name the case, a status or a service; neutral ones not even the kind of event', () => {
    const caseWords =
      /divorc|custod|violen|restrain|orden|order|status|estado|pending|pendiente|processing|completed|completad|rejected|rechazad/i;
    for (const { kind, locale, neutral } of all.filter((a) => a.kind.startsWith('client.'))) {
      const { subject } = renderMail({ kind, locale, siteUrl: SITE, neutral });
      expect(subject).not.toMatch(caseWords);
      if (neutral) expect(subject).not.toMatch(/document|mensaje|message/i);
    }
  });

  it('each kind of client email has its own subject in each language, saying what changed (issue 30)', () => {
    for (const locale of LOCALES) {
      const subjects = CLIENT_NOTIFICATIONS.map((k) => renderMail({ kind: `client.${k}`, locale, siteUrl: SITE, neutral: false }).subject);
      expect(new Set(subjects).size).toBe(CLIENT_NOTIFICATIONS.length);
      for (const subject of subjects) expect(subject).toContain(BUSINESS.shortName);
    }
    expect(renderMail({ kind: 'client.officeMessage', locale: 'es', siteUrl: SITE, neutral: false }).subject).toBe(
      `Nuevo mensaje de ${BUSINESS.shortName}`,
    );
    expect(renderMail({ kind: 'client.documentRequested', locale: 'en', siteUrl: SITE, neutral: false }).subject).toBe(
      `${BUSINESS.shortName} needs a document from you`,
    );
  });

  it('neutral wording (domestic-violence cases) is one and the same for every kind, and mentions no document or message', () => {
    for (const locale of LOCALES) {
      const bodies = CLIENT_NOTIFICATIONS.map((k) => renderMail({ kind: `client.${k}`, locale, siteUrl: SITE, neutral: true }));
      const mainLine = (text: string) => text.split('\n')[2];
      expect(new Set(bodies.map((b) => b.subject)).size).toBe(1);
      expect(new Set(bodies.map((b) => mainLine(b.text))).size).toBe(1);
      expect(mainLine(bodies[0].text)).not.toMatch(/document|message|mensaje|file|expediente/i);
    }
    // …while ordinary wording tells the kinds apart.
    const plain = CLIENT_NOTIFICATIONS.map(
      (k) => renderMail({ kind: `client.${k}`, locale: 'en', siteUrl: SITE, neutral: false }).text.split('\n')[2],
    );
    expect(new Set(plain).size).toBe(CLIENT_NOTIFICATIONS.length);
  });

  it('optional mail links to the preferences in My Account; essential and staff mail say why they cannot be turned off', () => {
    for (const kind of KINDS) {
      const m = renderMail({ kind, locale: 'en', siteUrl: SITE, neutral: false });
      if (isEssential(kind)) expect(m.text).not.toContain(`${SITE}/account`);
      else {
        expect(m.text).toContain(`${SITE}/account`);
        expect(m.html).toContain(`href="${SITE}/account"`);
      }
    }
    expect(isEssential('client.statusChanged')).toBe(false);
    expect(isEssential('client.documentRequested')).toBe(true);
  });

  it('escapes what goes into the HTML', () => {
    const m = renderMail({ kind: 'client.officeMessage', locale: 'en', siteUrl: 'https://x.test/"><script>', neutral: false });
    expect(m.html).not.toContain('"><script>');
    expect(m.html).toContain('&quot;&gt;&lt;script&gt;');
  });
});

describe('account emails (sign-up, docs/security.md B-2)', () => {
  const cases = LOCALES.flatMap((locale) => ACCOUNT_NOTIFICATIONS.map((k) => ({ kind: `account.${k}` as const, locale })));

  it.each(cases)('$kind in $locale: the LDA block and §6408.5 line, the language, every key resolved, always sent', ({ kind, locale }) => {
    const m = renderAccountMail({ kind, locale, siteUrl: SITE, code: '042917' });
    for (const body of [m.text, m.html]) {
      expect(body).toContain(BUSINESS.name);
      expect(body).toContain(BUSINESS.lda.registrationNumber);
      expect(body).toContain(BUSINESS.lda.bond.number);
      expect(body).toContain(locale === 'es' ? 'No soy abogada.' : 'I am not an attorney.');
    }
    expect(m.html).toContain(`<html lang="${locale}">`);
    expect(`${m.subject}\n${m.text}`).not.toMatch(/\{\w+\}|\bmail\./);
    expect(isEssential(kind)).toBe(true);
  });

  it('the code mail carries the code; the notice to an existing owner carries none and links to sign in', () => {
    const code = renderAccountMail({ kind: 'account.signUpCode', locale: 'en', siteUrl: SITE, code: '042917' });
    expect(code.text).toContain('042917');
    expect(code.html).toContain('042917');
    const attempt = renderAccountMail({ kind: 'account.signUpAttempt', locale: 'es', siteUrl: SITE, code: '042917' });
    expect(attempt.text).not.toContain('042917');
    expect(attempt.text).toContain(`${SITE}/auth`);
    expect(attempt.subject).toBe('Alguien intentó crear una cuenta con su correo');
    expect(() => renderAccountMail({ kind: 'account.signUpCode', locale: 'en', siteUrl: SITE })).toThrow();
  });

  it('a client email about a case links to the case page; one without a case to the dashboard (issue 30)', () => {
    const caseId = '7f0c2a8e-1111-4222-8333-944445555666';
    const m = renderMail({ kind: 'client.submissionReceived', locale: 'es', siteUrl: SITE, neutral: false, caseId });
    expect(m.text).toContain(`${SITE}/submission/${caseId}`);
    expect(m.html).toContain(`href="${SITE}/submission/${caseId}"`);
    expect(m.subject).toBe(`${BUSINESS.shortName} recibió sus respuestas`);
    expect(m.text).toContain(`${BUSINESS.turnaround.standardDays} días`);
    const staff = renderMail({ kind: 'staff.newSubmission', locale: 'en', siteUrl: SITE, neutral: false, caseId });
    expect(staff.text).toContain(`${SITE}/admin`);
    expect(staff.text).not.toContain('/submission/');
  });

  it('the payment receipt names the amount and day in the client language, except in neutral mail', () => {
    const receipt = { amountCents: 25000, paidAt: '2026-11-28T19:30:00.000Z' };
    const es = renderMail({ kind: 'client.paymentReceived', locale: 'es', siteUrl: SITE, neutral: false, receipt });
    expect(es.subject).toBe(`Su recibo de pago de ${BUSINESS.shortName}`);
    expect(es.text).toContain(`Importe pagado: ${formatMoney(25000, 'es')}`);
    expect(es.text).toContain('Fecha: 28 nov 2026');
    const en = renderMail({ kind: 'client.paymentReceived', locale: 'en', siteUrl: SITE, neutral: false, receipt });
    expect(en.text).toContain(`Amount paid: ${formatMoney(25000, 'en')}`);
    expect(en.html).toContain(`Amount paid: ${formatMoney(25000, 'en')}`);
    const neutral = renderMail({ kind: 'client.paymentReceived', locale: 'en', siteUrl: SITE, neutral: true, receipt });
    expect(neutral.text).not.toContain('250');
    expect(neutral.subject).toBe('New notification in your account');
  });
});

describe('process serving emails (issue 30)', () => {
  it('link to the case page when the job belongs to a client case, else to the dashboard', () => {
    const caseId = '0d1e2f30-4151-4627-8839-4a5b6c7d8e9f';
    const withCase = renderServingMail({ kind: 'served', date: '2026-11-20', neutral: false, caseId }, 'es', SITE);
    expect(withCase.text).toContain(`${SITE}/submission/${caseId}`);
    const walkIn = renderServingMail({ kind: 'served', date: '2026-11-20', neutral: false, caseId: null }, 'en', SITE);
    expect(walkIn.text).toContain(`${SITE}/dashboard`);
    expect(walkIn.text).not.toContain('/submission/');
  });
});
