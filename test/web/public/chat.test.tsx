/**
 * The chat assistant's panel and button (web/src/features/chat) with fake timers: the 800 ms typing indicator, the
 * quick questions (≤ 2 messages), the disabled send button, focus in and out, Escape, the conversation kept after
 * closing, replies in the page language.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CHAT_REPLY_DELAY_MS } from '../../../shared/chat/assistant';
import type { Locale } from '../../../shared/i18n/core';
import { ChatLauncher } from '../../../web/src/features/chat/ChatLauncher';
import { I18nProvider } from '../../../web/src/lib/i18n/I18nProvider';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function openChat(locale: Locale = 'en') {
  render(
    <MemoryRouter>
      <I18nProvider initialLocale={locale}>
        <ChatLauncher />
      </I18nProvider>
    </MemoryRouter>,
  );
  const launcher = screen.getByRole('button', { name: locale === 'en' ? 'Open the chat assistant' : 'Abrir el asistente de chat' });
  fireEvent.click(launcher);
  const panel = await screen.findByRole('dialog', { name: locale === 'en' ? 'Chat Assistant' : 'Asistente de chat' });
  return { launcher, panel };
}

const log = () => screen.getByRole('log');
const bots = () => log().querySelectorAll('[data-sender="bot"]');
const users = () => log().querySelectorAll('[data-sender="user"]');

function send(text: string) {
  fireEvent.change(screen.getByLabelText('Your question'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

it('opens a panel titled Chat Assistant, hides the round button and focuses the input', async () => {
  const { launcher, panel } = await openChat();
  expect(launcher).not.toBeVisible();
  expect(screen.getByLabelText('Your question')).toHaveFocus();
  expect(log()).toHaveAttribute('aria-live', 'polite');
  expect(bots()).toHaveLength(1); // greeting
  expect(within(panel).getByRole('heading', { name: 'Chat Assistant' })).toBeInTheDocument();
});

it('disables send for empty or white-space input and never sends it', async () => {
  await openChat();
  const sendButton = screen.getByRole('button', { name: 'Send' });
  expect(sendButton).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Your question'), { target: { value: '   ' } });
  expect(sendButton).toBeDisabled();
  fireEvent.submit(sendButton.closest('form')!);
  expect(users()).toHaveLength(0);
  fireEvent.change(screen.getByLabelText('Your question'), { target: { value: ' hours ' } });
  expect(sendButton).toBeEnabled();
});

it('shows the typing indicator for 800 ms, then the reply', async () => {
  await openChat();
  send('What are your hours?');
  expect(users()).toHaveLength(1);
  expect(users()[0]).toHaveTextContent('What are your hours?');
  expect(screen.getByLabelText('Your question')).toHaveValue('');
  expect(screen.getByTestId('chat-typing')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(CHAT_REPLY_DELAY_MS - 1));
  expect(screen.getByTestId('chat-typing')).toBeInTheDocument();
  expect(bots()).toHaveLength(1);
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByTestId('chat-typing')).toBeNull();
  expect(bots()).toHaveLength(2);
  expect(bots()[1]).toHaveTextContent('Monday to Friday: 9:00 AM – 5:00 PM');
});

it('shows the five quick questions while there are at most two messages', async () => {
  await openChat();
  const group = screen.getByRole('group', { name: 'Quick questions' });
  expect(
    within(group)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual([
    'What services do you offer?',
    'How do I contact you?',
    'Where are you located?',
    'What documents do I need?',
    'What are your hours?',
  ]);
  fireEvent.click(within(group).getByRole('button', { name: 'Where are you located?' }));
  expect(users()).toHaveLength(1);
  expect(screen.getByRole('group', { name: 'Quick questions' })).toBeInTheDocument(); // 2 messages
  act(() => jest.advanceTimersByTime(CHAT_REPLY_DELAY_MS));
  expect(bots()[1]).toHaveTextContent('4521 Whittier Blvd');
  expect(screen.queryByRole('group', { name: 'Quick questions' })).toBeNull(); // 3 messages
  expect(screen.getByLabelText('Your question')).toHaveFocus();
});

it('closes with Escape or the close button, returns focus to the button and keeps the conversation', async () => {
  const { launcher, panel } = await openChat();
  send('price');
  act(() => jest.advanceTimersByTime(CHAT_REPLY_DELAY_MS));
  fireEvent.keyDown(screen.getByLabelText('Your question'), { key: 'Escape' });
  expect(panel).not.toBeVisible();
  expect(launcher).toBeVisible();
  expect(launcher).toHaveFocus();
  fireEvent.click(launcher);
  expect(panel).toBeVisible();
  expect(bots()).toHaveLength(2);
  fireEvent.click(within(panel).getByRole('button', { name: 'Close the chat' }));
  expect(panel).not.toBeVisible();
  expect(launcher).toHaveFocus();
});

it('speaks Spanish on a Spanish page and understands Spanish keywords', async () => {
  await openChat('es');
  expect(screen.getByRole('group', { name: 'Preguntas rápidas' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Su pregunta'), { target: { value: '¿Cuánto cuesta un divorcio?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  act(() => jest.advanceTimersByTime(CHAT_REPLY_DELAY_MS));
  expect(bots()[1]).toHaveTextContent(/divorcio sin oposición (US)?\$\s?2,500/);
});

it('an advice question gets the “we can’t advise” reply with links to free help; “talk to a person” offers a call', async () => {
  await openChat();
  send('Do I need a lawyer for my divorce?');
  await act(async () => {
    jest.advanceTimersByTime(CHAT_REPLY_DELAY_MS);
  });
  expect(within(log()).getByText(/We can’t advise you on that/)).toBeInTheDocument();
  const help = within(log()).getByRole('link', { name: /Court self-help centers \(free\)/ });
  expect(help).toHaveAttribute('href', 'https://selfhelp.courts.ca.gov/court-based-self-help-services');
  expect(help).toHaveAttribute('target', '_blank');
  send('Can I talk to a person?');
  await act(async () => {
    jest.advanceTimersByTime(CHAT_REPLY_DELAY_MS);
  });
  expect(within(log()).getByRole('link', { name: 'Call (323) 555-0148' })).toHaveAttribute('href', 'tel:+13235550148');
  expect(within(log()).getAllByRole('link', { name: 'Contact page and appointments' })[0]).toHaveAttribute('href', '/contact');
});
