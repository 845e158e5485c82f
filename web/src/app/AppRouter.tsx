import type { ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { AppHistoryContext, type AppHistory } from '../lib/navigation/history';
import { AppRoutes } from './router';
import { LatestLocation } from './shell/latestLocation';

/**
 * The router: React Router's declarative router on the app's history (lib/navigation/history.ts: the browser's, with
 * the questionnaire's leave guard), which also gives the controls that need it the newest location at click time
 * (shell/latestLocation.ts). Page changes run in a transition, as with the data router. `children` replaces the app's
 * routes (tests).
 */
export function AppRouter({ history, children = <AppRoutes /> }: { history: AppHistory; children?: ReactNode }) {
  return (
    <AppHistoryContext.Provider value={history}>
      <LatestLocation.Provider value={() => history.location}>
        <HistoryRouter history={history}>{children}</HistoryRouter>
      </LatestLocation.Provider>
    </AppHistoryContext.Provider>
  );
}
