import { RouterProvider } from 'react-router-dom';
import { LatestLocation } from './shell/latestLocation';

type DataRouter = Parameters<typeof RouterProvider>[0]['router'];

/** The router, with its newest location for the controls that need it at click time (shell/latestLocation.ts). */
export function AppRouter({ router }: { router: DataRouter }) {
  return (
    <LatestLocation.Provider value={() => router.state.location}>
      <RouterProvider router={router} />
    </LatestLocation.Provider>
  );
}
