/**
 * The public pages (web/src/features/public/pages) in English and Spanish: headings, content drawn from the business
 * profile and the catalogue, breadcrumbs, the comparison table, FAQs as disclosure widgets, the booking widget, the
 * not-found page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { BUSINESS } from '../../../shared/business';
import type { Locale } from '../../../shared/i18n/core';
import AboutPage from '../../../web/src/features/public/pages/AboutPage';
import ContactPage from '../../../web/src/features/public/pages/ContactPage';
import HomePage from '../../../web/src/features/public/pages/HomePage';
import NotFoundPage from '../../../web/src/features/public/pages/NotFoundPage';
import PrivacyPage from '../../../web/src/features/public/pages/PrivacyPage';
import ServicesPage from '../../../web/src/features/public/pages/ServicesPage';
import TermsPage from '../../../web/src/features/public/pages/TermsPage';
import { BOOKING_URL, renderSite } from './harness';

const PAGES: Array<[path: string, element: ReactElement, en: string, es: string]> = [
  [
    '/',
    <HomePage key="h" />,
    'Court paperwork, prepared on the current official forms',
    'Sus documentos judiciales, preparados en los formularios oficiales vigentes',
  ],
  ['/services', <ServicesPage key="s" />, 'Our services', 'Nuestros servicios'],
  ['/about', <AboutPage key="a" />, 'About our family business', 'Sobre nuestro negocio familiar'],
  ['/contact', <ContactPage key="c" />, 'Contact us', 'Contáctenos'],
  ['/privacy-policy', <PrivacyPage key="p" />, 'Privacy policy', 'Política de privacidad'],
  ['/terms', <TermsPage key="t" />, 'Terms and conditions', 'Términos y condiciones'],
];

const show = (path: string, element: ReactElement, locale: Locale = 'en') => renderSite({ [path]: element }, path, { locale });

describe.each(PAGES)('%s', (path, element, en, es) => {
  it.each([
    ['en', en],
    ['es', es],
  ] as const)('has one h1 in %s, with no untranslated key', (locale, heading) => {
    show(path, element, locale);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([heading]);
    // A missing key would show as "site.…"/"nav.…" text.
    expect(document.body.textContent).not.toMatch(/\b(site|nav|common|lda|chat)\.[a-zA-Z]+\.[a-zA-Z.]+/);
    expect(document.body.textContent).not.toMatch(/\{\w+\}/);
  });
});

it('home: trust badge and claims, the three solutions, and an accessible comparison table', () => {
  show('/', <HomePage />);
  const trust = screen.getByRole('region', { name: 'Why clients trust us' });
  expect(trust).toHaveTextContent(`LDA #${BUSINESS.lda.registrationNumber}`);
  expect(trust).toHaveTextContent('2,000+ clients served');
  expect(trust).toHaveTextContent('Prepared on the current Judicial Council forms');
  expect(trust).not.toHaveTextContent(/court-compliant|100 ?%/); // B&P §6411(b): no guaranteed result
  for (const name of ['Document preparation', 'Notary services', 'Process serving'])
    expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: /Rivera Family Legal Document Services compared with doing it yourself/ });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
  ).toEqual(['What you get', 'Rivera Family Legal Docs', 'Do it yourself', 'Traditional attorney']); // ours first: on a phone the rest scrolls (UX row 25)
  expect(within(table).getAllByRole('rowheader')).toHaveLength(7);
  expect(within(table).getByRole('rowheader', { name: 'Cost of an uncontested divorce' }).closest('tr')).toHaveTextContent(
    '$2,500 flat fee',
  );
  expect(within(table).getByRole('rowheader', { name: 'Legal advice and court representation' }).closest('tr')).toHaveTextContent(
    'No: we are not attorneys',
  );
});

it('services: breadcrumbs, published prices, questionnaire fees from the catalogue, notary fee, FAQs', () => {
  show('/services', <ServicesPage />);
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(within(crumbs).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');

  const prices = screen.getByRole('table', { name: /Flat fees for our most requested services/ });
  const row = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name }).closest('tr');
  expect(row(prices, 'Uncontested divorce')).toHaveTextContent('$2,500');
  expect(row(prices, 'Restraining order')).toHaveTextContent('$850');
  expect(row(prices, 'Revocable living trust (single person)')).toHaveTextContent('$1,800');
  expect(row(prices, 'Notarized signature (travel fees may apply)')).toHaveTextContent('$15');

  const fees = screen.getByRole('table', { name: /Document preparation fee for each online questionnaire/ });
  expect(within(fees).getAllByRole('rowheader')).toHaveLength(15);
  expect(row(fees, 'Small Claims')).toHaveTextContent('$250');
  expect(row(fees, 'Name Change')).toHaveTextContent('$650');

  expect(screen.getByRole('heading', { level: 2, name: 'Notary services' })).toBeInTheDocument();
  expect(screen.getByText(/^\$15 per notarized signature\. Travel fees may apply/)).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent(`Registered process server #${BUSINESS.processServer.registrationNumber}`);

  const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
  const questions = faq.querySelectorAll('details > summary');
  expect(questions.length).toBe(9);
  const first = questions[0].parentElement as HTMLDetailsElement;
  expect(first.open).toBe(false);
  fireEvent.click(questions[0]);
  expect(questions[0]).toHaveTextContent('Are you attorneys?');
});

it('about: the family with initials, roles and bios from the business profile; registrations', () => {
  show('/about', <AboutPage />);
  for (const m of BUSINESS.team) expect(screen.getByRole('heading', { level: 3, name: m.name })).toBeInTheDocument();
  expect(screen.getByText('Owner · Registered Legal Document Assistant')).toBeInTheDocument();
  expect(screen.getByText('Registered Process Server')).toBeInTheDocument();
  expect(screen.getByText(/Bond: Golden State Surety Co\., bond #LDA-GS-778120, \$25,000\./)).toBeInTheDocument();
});

it('contact: phone, email, address and hours; the booking frame only on request, with a plain link', async () => {
  show('/contact', <ContactPage />);
  const main = screen.getByRole('main');
  for (const a of within(main).getAllByRole('link', { name: BUSINESS.phone })) expect(a).toHaveAttribute('href', 'tel:+13235550148');
  expect(within(main).getByRole('link', { name: BUSINESS.email })).toHaveAttribute('href', `mailto:${BUSINESS.email}`);
  expect(main).toHaveTextContent(BUSINESS.address.street);
  expect(within(main).getByText('Monday to Friday: 9:00 AM – 5:00 PM')).toBeInTheDocument();
  expect(within(main).getByText('Saturday: by appointment')).toBeInTheDocument();
  expect(document.querySelector('iframe')).toBeNull();
  const link = await screen.findByRole('link', { name: /Open the booking page/ });
  expect(link).toHaveAttribute('href', BOOKING_URL);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  fireEvent.click(screen.getByRole('button', { name: 'Show the booking calendar' }));
  const frame = screen.getByTitle('Online booking calendar');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('src', BOOKING_URL);
  expect(frame).toHaveAttribute('loading', 'lazy');
  await waitFor(() => expect(frame).toHaveFocus());
});

it('privacy and terms: dated, with contents linking to each section', () => {
  show('/privacy-policy', <PrivacyPage />);
  expect(screen.getByText('Last updated: Dec 1, 2026')).toBeInTheDocument();
  const toc = screen.getByRole('navigation', { name: 'Contents' });
  const links = within(toc).getAllByRole('link');
  expect(links.length).toBe(10);
  for (const a of links) expect(document.getElementById(a.getAttribute('href')!.slice(1))).not.toBeNull();
  expect(
    screen.getByText(
      /We keep case files .* for at least 7 years from when you give them to us\. This period is our own policy; no law sets it\./,
    ),
  ).toBeInTheDocument();
});

it('not found: its own heading, links onward, and noindex', async () => {
  show('/missing', <NotFoundPage />, 'es');
  expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
  // Shown in Spanish, its links lead to the Spanish pages.
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'Servicios' })).toHaveAttribute('href', '/es/services');
  await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
  expect(document.title).toBe('Página no encontrada | Rivera Family Legal Document Services');
});
