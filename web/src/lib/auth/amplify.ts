import type * as AmplifyAuthApi from 'aws-amplify/auth';
import type { Hub as AmplifyHub } from 'aws-amplify/utils';
import type { RuntimeConfig } from '../../../../shared/config';
import { PASSWORD_POLICY } from '../../../../shared/auth/password-policy';
import { config } from '../config';

/**
 * Amplify Auth, loaded on demand: `configureAmplify()` (called by app/boot.tsx before the first render) only records
 * the runtime configuration; the Amplify code is a separate chunk fetched by `loadAmplifyAuth()` when a stored
 * session is to be read or the visitor signs in, up or resets a password, so the public pages never wait for it. Locally, userPoolEndpoint points at the cognito-local
 * compatibility layer and authFlowType is USER_PASSWORD_AUTH (cognito-local has no SRP).
 */
export type AuthModule = typeof AmplifyAuthApi;
export type HubModule = typeof AmplifyHub;
export interface AmplifyAuth {
  auth: AuthModule;
  Hub: HubModule;
}

let runtime: RuntimeConfig | null = null;
let loading: Promise<AmplifyAuth> | null = null;
let announceLoaded: (amplify: AmplifyAuth) => void = () => undefined;
const loaded = new Promise<AmplifyAuth>((resolve) => (announceLoaded = resolve));

/** Amplify's token store keys: `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` while a session is stored. */
const TOKEN_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * Whether Amplify's token store (localStorage) holds a session. Without one nobody is signed in, so Amplify need not
 * load until the visitor signs in or up: anonymous visitors of the public pages never fetch it.
 */
export function hasStoredSession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(TOKEN_KEY_PREFIX) && key.endsWith('.LastAuthUser')) return true;
    }
    return false;
  } catch {
    return true; // Storage unreadable: let Amplify decide.
  }
}

export type ClientKind = 'web' | 'staff';

/** The app client id of a kind (the staff client falls back to the web one in a config without it). */
export function clientIdOf(c: RuntimeConfig, kind: ClientKind): string {
  return kind === 'staff' && c.staffUserPoolClientId ? c.staffUserPoolClientId : c.userPoolClientId;
}

/**
 * Which app client the stored session belongs to: staff sign in through their own client (short sessions, the admin
 * claim), so a reload must read the session with the client that made it. `web` when none is stored.
 */
export function storedSessionClient(c: RuntimeConfig): ClientKind {
  if (!c.staffUserPoolClientId) return 'web';
  try {
    return localStorage.getItem(`${TOKEN_KEY_PREFIX}${c.staffUserPoolClientId}.LastAuthUser`) ? 'staff' : 'web';
  } catch {
    return 'web';
  }
}

/** Whether a storage key belongs to Amplify's token store (another tab signed in or out). */
export const isTokenStoreKey = (key: string | null): boolean => key === null || key.startsWith(TOKEN_KEY_PREFIX);

/** Resolves once Amplify has loaded, whoever asked for it (without loading it). */
export const whenAmplifyLoaded = (): Promise<AmplifyAuth> => loaded;

export function amplifyConfig(c: RuntimeConfig, kind: ClientKind = 'web') {
  return {
    Auth: {
      Cognito: {
        userPoolId: c.userPoolId,
        userPoolClientId: clientIdOf(c, kind),
        ...(c.userPoolEndpoint ? { userPoolEndpoint: c.userPoolEndpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code' as const,
        userAttributes: { email: { required: true }, given_name: { required: true }, family_name: { required: true } },
        passwordFormat: {
          minLength: PASSWORD_POLICY.minLength,
          requireLowercase: PASSWORD_POLICY.requireLowercase,
          requireUppercase: PASSWORD_POLICY.requireUppercase,
          requireNumbers: PASSWORD_POLICY.requireDigits,
          requireSpecialCharacters: PASSWORD_POLICY.requireSymbols,
        },
      },
    },
  };
}

/** Record the configuration (synchronous, cheap). Amplify itself is configured when its chunk has loaded. */
export function configureAmplify(c: RuntimeConfig): void {
  runtime = c;
  loading = null;
  current = null;
}

let current: ClientKind | null = null;
let reconfigure: ((kind: ClientKind) => void) | null = null;

/** The app client Amplify is configured with now (null before it has loaded). */
export const amplifyClient = (): ClientKind | null => current;

/**
 * Load Amplify (if needed) and point it at `kind`'s app client: the staff sign-in page uses the staff client, sign-out
 * returns to the web client. Amplify keeps each client's tokens under its own keys, so switching loses nothing.
 */
export async function switchAmplifyClient(kind: ClientKind): Promise<AmplifyAuth> {
  const amplify = await loadAmplifyAuth();
  if (current !== kind) reconfigure?.(kind);
  return amplify;
}

/**
 * Load and configure Amplify Auth once, with the client of the stored session; later calls share the same promise (a
 * failed load can be retried).
 */
export function loadAmplifyAuth(): Promise<AmplifyAuth> {
  loading ??= Promise.all([import('aws-amplify'), import('aws-amplify/auth'), import('aws-amplify/utils')]).then(
    ([{ Amplify }, auth, { Hub }]) => {
      const c = runtime ?? config();
      reconfigure = (kind) => {
        Amplify.configure(amplifyConfig(c, kind));
        current = kind;
      };
      reconfigure(storedSessionClient(c));
      announceLoaded({ auth, Hub });
      return { auth, Hub };
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}
