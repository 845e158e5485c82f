/** The toast system: live regions exist first, titles and texts show, auto-dismiss pauses on hover and focus. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AppProviders } from '../../../web/src/app/App';
import { toastStore } from '../../../web/src/lib/toast/store';
import { toast } from '../../../web/src/lib/toast/ToastProvider';
import { renderWithProviders } from '../auth/harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toastStore.clear());
  jest.useRealTimers();
});

test('polite and assertive live regions are in the page before any toast, errors go to the assertive one', () => {
  renderWithProviders(<p>page</p>);
  const region = screen.getByRole('region', { name: 'Notifications' });
  const polite = region.querySelector('[aria-live="polite"]')!;
  const assertive = region.querySelector('[aria-live="assertive"]')!;
  expect(region.querySelectorAll('li')).toHaveLength(0);
  act(() => {
    toast.success('Account created!', 'You can now sign in with your credentials.');
    toast.error('Sign in failed', 'Incorrect email or password.');
  });
  expect(within(polite as HTMLElement).getByText('Account created!')).toBeInTheDocument();
  expect(within(polite as HTMLElement).getByText('You can now sign in with your credentials.')).toBeInTheDocument();
  expect(within(assertive as HTMLElement).getByText('Sign in failed')).toBeInTheDocument();
});

test('closes by itself, but not while hovered or focused; the close button and Escape close it', () => {
  renderWithProviders(<p>page</p>);
  act(() => {
    toast.show({ title: 'Saved', duration: 5000 });
  });
  const item = screen.getByText('Saved').closest('li')!;
  fireEvent.mouseEnter(item);
  act(() => jest.advanceTimersByTime(20_000));
  expect(screen.getByText('Saved')).toBeInTheDocument();
  fireEvent.mouseLeave(item);
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.queryByText('Saved')).toBeNull();

  act(() => {
    toast.show({ title: 'Focused', duration: 5000 });
  });
  const close = screen.getByRole('button', { name: 'Dismiss notification: Focused' });
  fireEvent.focus(close);
  act(() => jest.advanceTimersByTime(20_000));
  expect(screen.getByText('Focused')).toBeInTheDocument();
  fireEvent.keyDown(close, { key: 'Escape' });
  expect(screen.queryByText('Focused')).toBeNull();

  act(() => {
    toast.info('Click me');
  });
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification: Click me' }));
  expect(screen.queryByText('Click me')).toBeNull();
});

test('the app mounts one notification region (AppProviders, not the auth layer too): no toast is shown twice', () => {
  render(
    <AppProviders locale="en">
      <p>page</p>
    </AppProviders>,
  );
  act(() => {
    toast.info('Once');
  });
  expect(screen.getAllByText('Once')).toHaveLength(1);
  expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1);
});

test('in Spanish', () => {
  renderWithProviders(<p>página</p>, { locale: 'es' });
  act(() => {
    toast.info('Sesión cerrada');
  });
  expect(screen.getByRole('region', { name: 'Notificaciones' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cerrar notificación: Sesión cerrada' })).toBeInTheDocument();
});

test('a toast does not outlive its screen: carried over one page change (raised just before navigating), closed at the next', () => {
  renderWithProviders(<p>page</p>);
  act(() => {
    toast.show({ title: 'Account created!', duration: 0 });
  });
  act(() => toastStore.pageChanged());
  expect(screen.getByText('Account created!')).toBeInTheDocument();
  act(() => {
    toast.show({ title: 'Message sent', duration: 0 });
  });
  act(() => toastStore.pageChanged());
  expect(screen.queryByText('Account created!')).toBeNull();
  expect(screen.getByText('Message sent')).toBeInTheDocument();
  act(() => toastStore.pageChanged());
  expect(screen.queryByText('Message sent')).toBeNull();
});
