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
