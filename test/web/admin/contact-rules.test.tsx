/**
 * The contact rules at the top of a staff case page (admin/components/ContactRules): what is not safe in bold, then
 * what is, when and how in the client's own words, each a sentence of its own (a client rarely ends "weekdays 9 to 3"
 * with a full stop, and the summary ran it into the next sentence).
 */
import { screen } from '@testing-library/react';
import type { ContactRules } from '../../../shared/contact-rules';
import { ContactRulesBanner } from '../../../web/src/features/admin/components/ContactRules';
import { CASE, fakeApi, renderStaff } from '../casework/harness';

const rules = (over: Partial<ContactRules>): ContactRules => ({
  allowed: { email: false, sms: false, phone: true },
  safeTimes: 'Weekdays between 9 am and 3 pm',
  safeContact: 'Call only my cell; if a man answers, hang up',
  source: 'answers',
  at: '2026-11-28T10:00:00.000Z',
  ...over,
});

test.each([
  [
    'en',
    rules({}),
    'Safe: phone calls. Safe times: Weekdays between 9 am and 3 pm. Safe way to reach them: Call only my cell; if a man answers, hang up.',
  ],
  [
    'en',
    rules({ safeTimes: 'Mornings!', safeContact: 'My sister Ana.' }),
    'Safe: phone calls. Safe times: Mornings! Safe way to reach them: My sister Ana.',
  ],
  [
    'es',
    rules({ safeTimes: 'Por la mañana' }),
    'Horario seguro: Por la mañana. Forma segura de comunicarse: Call only my cell; if a man answers, hang up.',
  ],
] as const)('(%s) the client’s words are sentences of the summary', async (locale, r, expected) => {
  fakeApi((req) => (req.method === 'GET' && req.path.endsWith('/contact') ? { status: 200, body: { rules: r, held: [] } } : undefined));
  renderStaff(<ContactRulesBanner caseId={CASE} />, { locale });
  const summary = await screen.findByText((_, el) => el?.tagName === 'P' && (el.textContent ?? '').includes(expected.split('. ')[0]));
  expect(summary.textContent).toContain(expected);
});
