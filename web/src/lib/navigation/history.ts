import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { parsePath, type Location, type To, UNSAFE_createBrowserHistory } from 'react-router-dom';

/**
 * The app's history: React Router's browser history (what `<BrowserRouter>` uses) with one addition, a navigation
 * blocker like the data router's `useBlocker`. The app renders routes with the declarative router
 * (`unstable_HistoryRouter` + `useRoutes`, app/AppRouter.tsx) rather than `createBrowserRouter`: it has no loaders,
 * actions or fetchers, and the data router's machinery for them was ~18 KiB gzip of every public page's first load.
 * The one data-router feature the app used, blocking a navigation while the questionnaire has unsaved answers
 * (features/questionnaire/useLeaveGuard.ts), is this module's `block` / `useNavigationBlocker`.
 *
 * In-app navigations (links, `navigate()`) are held before they happen; back/forward (POP) have already changed the
 * address when the browser says so, so a blocked one is undone (`go(-delta)`, as React Router's data router does) and
 * redone on `proceed()`. Reloads, closing the tab and links to other sites are the browser's `beforeunload` prompt's.
 */
type BaseHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Update = Parameters<Parameters<BaseHistory['listen']>[0]>[0];

export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Location; proceed(): void; reset(): void };

export type ShouldBlock = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

export interface AppHistory extends BaseHistory {
  /**
   * The one active blocker (a later call replaces an earlier one): `shouldBlock` is asked before each navigation,
   * `onChange` hears when one is held and when it is let go or dropped. Returns the function that removes it.
   */
  block(shouldBlock: ShouldBlock, onChange: (blocker: Blocker) => void): () => void;
}

const UNBLOCKED: Blocker = { state: 'unblocked' };

/**
 * `base` with a blocker: the browser's history in the app (`createAppHistory`), a memory history in tests
 * (`UNSAFE_createMemoryHistory({ v5Compat: true })`, which reports pushes and replaces to its listener like this).
 */
export function withBlocker(base: BaseHistory): AppHistory {
  let guard: { shouldBlock: ShouldBlock; onChange: (blocker: Blocker) => void } | null = null;
  // The location the app shows (the last one passed on to the router), the "current" of a blocked POP.
  let shown: Location = base.location;
  // The POP that undoes a blocked back/forward: not passed on. And the POP of a proceeding one: not asked again.
  let undoing = false;
  let redoing = false;

  const wouldBlock = (nextLocation: Location) => guard !== null && guard.shouldBlock({ currentLocation: shown, nextLocation });
  const hold = (location: Location, go: () => void) => {
    const onChange = guard!.onChange;
    let settled = false;
    onChange({
      state: 'blocked',
      location,
      proceed() {
        if (settled) return;
        settled = true;
        onChange(UNBLOCKED);
        go();
      },
      reset() {
        if (settled) return;
        settled = true;
        onChange(UNBLOCKED);
      },
    });
  };
  const target = (to: To, state: unknown): Location => ({
    pathname: shown.pathname,
    search: '',
    hash: '',
    ...(typeof to === 'string' ? parsePath(to) : to),
    state: state ?? null,
    key: 'pending',
  });

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push(to, state) {
      const next = target(to, state);
      if (wouldBlock(next)) hold(next, () => base.push(to, state));
      else base.push(to, state);
    },
    replace(to, state) {
      const next = target(to, state);
      if (wouldBlock(next)) hold(next, () => base.replace(to, state));
      else base.replace(to, state);
    },
    listen(listener) {
      return base.listen((update: Update) => {
        if (update.action === 'POP') {
          if (undoing) {
            undoing = false;
            return;
          }
          if (redoing) redoing = false;
          else if (update.delta !== null && update.delta !== 0 && wouldBlock(update.location)) {
            const delta = update.delta;
            undoing = true;
            base.go(-delta);
            hold(update.location, () => {
              redoing = true;
              base.go(delta);
            });
            return;
          }
        }
        shown = update.location;
        listener(update);
      });
    },
    block(shouldBlock, onChange) {
      const mine = { shouldBlock, onChange };
      guard = mine;
      return () => {
        if (guard === mine) guard = null;
      };
    },
  };
}

/** The browser's history with a blocker, for the app's router (app/boot.tsx). */
export function createAppHistory(): AppHistory {
  return withBlocker(UNSAFE_createBrowserHistory({ window, v5Compat: true }));
}

/** The app's history, for `useNavigationBlocker` (app/AppRouter.tsx provides it). */
export const AppHistoryContext = createContext<AppHistory | null>(null);

/**
 * Like React Router's `useBlocker` (same `Blocker` shape): holds in-app navigations for which `shouldBlock` answers
 * true until `proceed()` or `reset()`. Blocks nothing outside an `AppHistoryContext`.
 */
export function useNavigationBlocker(shouldBlock: ShouldBlock): Blocker {
  const history = useContext(AppHistoryContext);
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  const ask = useCallback<ShouldBlock>((args) => latest.current(args), []);
  useEffect(() => {
    if (!history) return;
    const release = history.block(ask, setBlocker);
    return () => {
      release();
      setBlocker(UNBLOCKED);
    };
  }, [history, ask]);
  return blocker;
}
