/**
 * The chat assistant (spec §2, §4, §5, §9) in the browser: the round button opens the panel and hides, focus goes in
 * and comes back, Escape closes, white space is not sent, the typing indicator precedes each reply, quick questions
 * go after the third message, a reply for every topic, Spanish, and no axe violations with the panel open.
 */
import type { Locator, Page } from '@playwright/test';
import { CHAT_REPLY_DELAY_MS } from '../../shared/chat/assistant';
import chatMessages from '../../shared/i18n/messages/chat';
import launcherMessages from '../../shared/i18n/messages/chat-launcher';
import { expect, expectNoAxeViolations, test } from './fixtures';

const en = { ...chatMessages.en.chat, ...launcherMessages.en.chat };
const es = { ...chatMessages.es.chat, ...launcherMessages.es.chat };

/**
 * The page's clock is Playwright's (it runs in real time until paused): a reply comes CHAT_REPLY_DELAY_MS after the
 * question, so the typing indicator is checked with time paused, not raced on a busy machine.
 */
async function open(page: Page, path = '/'): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
}

const botMessages = (page: Page): Locator => page.getByTestId('chat-log').locator('[data-sender="bot"]');
const userMessages = (page: Page): Locator => page.getByTestId('chat-log').locator('[data-sender="user"]');

/**
 * Stop the page's time (timers wait until `reply`). pauseAt jumps to a moment ahead of the page's clock, which keeps
 * running while this call travels; no reply is pending here, so the jump fires nothing of the chat's.
 */
async function pauseTime(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
}

/** Let the reply's delay pass, then time runs on. */
async function reply(page: Page): Promise<void> {
  await page.clock.runFor(CHAT_REPLY_DELAY_MS);
  await page.clock.resume();
}

/** Send `text` and wait for the reply after the typing indicator; returns the reply's text. */
async function ask(page: Page, text: string, labels = en): Promise<string> {
  const before = await botMessages(page).count();
  await page.getByLabel(labels.inputLabel).fill(text);
  await pauseTime(page);
  await page.getByRole('button', { name: labels.send, exact: true }).click();
  await expect(page.getByTestId('chat-typing')).toBeVisible();
  await expect(botMessages(page)).toHaveCount(before);
  await reply(page);
  await expect(botMessages(page)).toHaveCount(before + 1);
  await expect(page.getByTestId('chat-typing')).toHaveCount(0);
  return (await botMessages(page).last().textContent()) ?? '';
}

test('the chat opens from the round button, answers after a typing indicator, and closes with Escape', async ({ page }) => {
  await open(page, '/services');
  const launcher = page.getByRole('button', { name: en.open });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: en.title });
  await expect(panel).toBeVisible();
  await expect(launcher).toBeHidden();
  await expect(page.getByLabel(en.inputLabel)).toBeFocused();
  await expect(page.getByRole('log', { name: en.log })).toHaveAttribute('aria-live', 'polite');
  await expect(botMessages(page)).toHaveCount(1); // the greeting

  // Empty or white-space-only messages are not sent; the send button is disabled.
  const send = panel.getByRole('button', { name: en.send, exact: true });
  await expect(send).toBeDisabled();
  await page.getByLabel(en.inputLabel).fill('    ');
  await expect(send).toBeDisabled();
  await page.getByLabel(en.inputLabel).press('Enter');
  await expect(userMessages(page)).toHaveCount(0);

  // Quick questions while there are at most two messages.
  const quick = panel.getByRole('group', { name: en.quickTitle });
  await expect(quick.getByRole('button')).toHaveText(Object.values(en.quick));
  await expectNoAxeViolations(page);
  await pauseTime(page);
  await quick.getByRole('button', { name: en.quick.services }).click();
  await expect(userMessages(page)).toHaveCount(1);
  await expect(userMessages(page).first()).toContainText(en.quick.services);
  await expect(page.getByTestId('chat-typing')).toBeVisible();
  await expect(quick).toBeVisible(); // two messages so far
  await expect(botMessages(page)).toHaveCount(1);
  await reply(page);
  await expect(botMessages(page).nth(1)).toContainText('We prepare legal documents');
  await expect(page.getByTestId('chat-typing')).toHaveCount(0);
  await expect(quick).toHaveCount(0); // the third message is in
  await expect(page.getByLabel(en.inputLabel)).toHaveValue('');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeVisible();
  await expect(launcher).toBeFocused();

  // Reopening keeps the conversation.
  await launcher.click();
  await expect(page.getByLabel(en.inputLabel)).toBeFocused();
  await expect(botMessages(page)).toHaveCount(2);
  await panel.getByRole('button', { name: en.close }).click();
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
});

/** [question, fragments of the reply] for every topic (spec §9), drawn from the business profile. */
const TOPICS: Array<[question: string, expected: string[]]> = [
  ['What services do you offer?', ['We prepare legal documents']],
  ['How do I contact you?', ['(323) 555-0148', 'help@riverafamilylegal.com']],
  ['What are your hours?', ['Monday to Friday: 9:00 AM – 5:00 PM', 'Saturday: by appointment', 'Sunday: closed']],
  ['Where are you located?', ['4521 Whittier Blvd, Suite 2, Los Angeles, CA 90022']],
  ['What do I need for a divorce?', ['date of separation', '$2,500']],
  ['What documents do I need for a living trust?', ['beneficiaries', '$1,800']],
  ['What should I bring to the notary?', ['photo ID', '$15 per notarized signature']],
  ['What documents do I need?', ['It depends on your case']],
  ['How much does it cost?', ['uncontested divorce $2,500', 'restraining order $850']],
  ['Can you serve papers on my ex?', ['PS-2023-5531']],
  ['I want to book an appointment', ['book a free call about our services and prices']],
  ['Tell me a joke', ['not sure I understood', '(323) 555-0148']],
];

// Two halves, so they run in parallel.
for (const [part, cases] of [
  [1, TOPICS.slice(0, 6)],
  [2, TOPICS.slice(6)],
] as const) {
  test(`the chat answers every topic from the business profile (${part}/2)`, async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: en.open }).click();
    await expect(botMessages(page)).toHaveCount(1); // the greeting, before the first question counts the replies
    for (const [question, expected] of cases) {
      const reply = await ask(page, question);
      for (const fragment of expected) expect(reply, question).toContain(fragment);
    }
  });
}

test('in Spanish the chat speaks Spanish and understands Spanish keywords', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await open(page, '/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: es.open }).click();
  const panel = page.getByRole('dialog', { name: es.title });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('group', { name: es.quickTitle }).getByRole('button')).toHaveText(Object.values(es.quick));
  await expectNoAxeViolations(page);
  expect(await ask(page, '¿Cuánto cuesta un divorcio?', es)).toContain('divorcio sin oposición $2,500');
  expect(await ask(page, '¿Dónde están ubicados?', es)).toContain('4521 Whittier Blvd');
  expect(await ask(page, '¿Qué necesito para divorciarme?', es)).toContain('fecha del matrimonio');
  expect(await ask(page, '¿Abren los sábados?', es)).toContain('Lunes a Viernes: 9:00 a. m. – 5:00 p. m.');
});
