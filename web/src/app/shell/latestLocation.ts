import { createContext, useContext } from 'react';
import { useLocation, type Location } from 'react-router-dom';

/**
 * The router's newest location, read when it is needed (an event handler), not the rendered one. React Router moves
 * between pages in a transition: while the next page's chunk loads, the previous page stays on screen and
 * `useLocation()` in it still answers the previous address, though the address bar already shows the new one. A
 * control that builds a URL from "where we are" at click time (the language switch) must ask the router.
 */
export const LatestLocation = createContext<(() => Location) | null>(null);

/** A getter of the current location: the router's newest when a provider gives it, else the rendered one. */
export function useLatestLocation(): () => Location {
  const latest = useContext(LatestLocation);
  const rendered = useLocation();
  return latest ?? (() => rendered);
}
