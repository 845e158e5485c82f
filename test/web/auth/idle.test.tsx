/**
 * Idle sign-out of staff sessions (issue 17, B-1): a warning 2 minutes before, sign-out after 30 minutes without
 * activity, in both languages; driven by jest's fake clock (setTimeout and Date), never by real waiting.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { IDLE_LIMIT_MS, IDLE_WARNING_MS, IdleSignOut, LAST_ACTIVITY_KEY } from '../../../web/src/lib/auth/IdleSignOut';
import { renderWithProviders } from './harness';

const MIN = 60_000;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-22T09:00:00Z') });
  localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

function setup(locale: 'en' | 'es' = 'en') {
  const onIdle = jest.fn();
  renderWithProviders(<IdleSignOut onIdle={onIdle} />, { locale });
  return { onIdle };
}

test('the limits are 30 minutes and a 2-minute warning', () => {
  expect(IDLE_LIMIT_MS).toBe(30 * MIN);
  expect(IDLE_WARNING_MS).toBe(2 * MIN);
});

test('no activity: a warning at 28 minutes with a countdown, then sign-out at 30', () => {
  const { onIdle } = setup();
  advance(28 * MIN - 1000);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  advance(1000);
  const dialog = screen.getByRole('alertdialog', { name: 'Are you still there?' });
  expect(dialog).toHaveAccessibleDescription('To protect client files, the console signs you out after 30 minutes without activity.');
  expect(screen.getByText('Signing out in 2:00')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
  advance(61_000);
  expect(screen.getByText('Signing out in 0:59')).toBeInTheDocument();
  expect(onIdle).not.toHaveBeenCalled();
  advance(59_000);
  expect(onIdle).toHaveBeenCalledTimes(1);
});

test('"Stay signed in" closes the warning and starts the 30 minutes again', () => {
  const { onIdle } = setup();
  advance(29 * MIN);
  fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  advance(27 * MIN);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(onIdle).not.toHaveBeenCalled();
  advance(3 * MIN);
  expect(onIdle).toHaveBeenCalledTimes(1);
});

test('activity (a key, a click) postpones the warning; moving the pointer over the warning does not dismiss it', () => {
  const { onIdle } = setup();
  advance(20 * MIN);
  fireEvent.keyDown(window, { key: 'a' });
  advance(20 * MIN);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  fireEvent.pointerDown(document.body);
  advance(28 * MIN);
  expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  fireEvent.pointerMove(document.body);
  advance(2 * MIN);
  expect(onIdle).toHaveBeenCalledTimes(1);
});

test('activity in another tab (the shared last-activity time) keeps this one signed in', () => {
  const { onIdle } = setup();
  advance(25 * MIN);
  act(() => {
    const at = String(Date.now());
    localStorage.setItem(LAST_ACTIVITY_KEY, at);
    window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue: at }));
  });
  advance(10 * MIN);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(onIdle).not.toHaveBeenCalled();
  advance(20 * MIN);
  expect(onIdle).toHaveBeenCalledTimes(1);
});

test('"Sign out now" signs out at once; the warning is in Spanish too, and Tab stays inside it', () => {
  const { onIdle } = setup('es');
  advance(28 * MIN);
  screen.getByRole('alertdialog', { name: '¿Sigue ahí?' });
  expect(screen.getByText('La sesión se cerrará en 2:00')).toBeInTheDocument();
  const stay = screen.getByRole('button', { name: 'Seguir conectado' });
  const leave = screen.getByRole('button', { name: 'Cerrar sesión ahora' });
  fireEvent.keyDown(stay, { key: 'Tab' });
  expect(leave).toHaveFocus();
  fireEvent.keyDown(leave, { key: 'Tab' });
  expect(stay).toHaveFocus();
  fireEvent.click(leave);
  expect(onIdle).toHaveBeenCalledTimes(1);
});
