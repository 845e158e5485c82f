/**
 * How the API client gets a fresh ID token. Its own module so the auth layer (loaded with every page) can set it
 * without loading the typed client, the route contracts and zod (lib/api.ts), which only signed-in pages need.
 */
export type TokenProvider = () => Promise<string | null>;

let tokenProvider: TokenProvider = async () => null;

/** The auth layer tells the client how to get a fresh ID token (Amplify refreshes it when needed). */
export function setTokenProvider(p: TokenProvider): void {
  tokenProvider = p;
}

export const currentToken = (): Promise<string | null> => tokenProvider();

/**
 * What to do when the API refuses the session (401 on a call made with a token): the session was ended elsewhere —
 * signed out everywhere, a password changed or reset, an account deleted — so the auth layer signs out here too.
 */
let sessionEnded: () => void = () => undefined;
export function setSessionEndedHandler(handler: () => void): void {
  sessionEnded = handler;
}
export const reportSessionEnded = (): void => sessionEnded();
