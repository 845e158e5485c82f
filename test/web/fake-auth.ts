/** The fake auth layer of the web tests: an AuthApi of jest mocks over a given state (signed out unless told). */
import { SIGNED_OUT, type AuthApi, type AuthState } from '../../web/src/lib/auth/AuthProvider';

export const PROFILE = {
  userId: 'user-1',
  email: 'elena@example.test',
  firstName: 'Elena',
  lastName: 'Torres',
  phone: null,
  preferredLanguage: 'en' as const,
  emailPreferences: { nonEssential: true },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** Signed in (`status: 'signedIn'`) it is Elena Torres with PROFILE unless `state` says otherwise. */
export function fakeAuth(state: Partial<AuthState> = {}): AuthApi {
  const signedIn = state.status === 'signedIn';
  return {
    ...SIGNED_OUT,
    ...(signedIn ? { userId: 'user-1', email: PROFILE.email, givenName: 'Elena', familyName: 'Torres', profile: PROFILE } : {}),
    ...state,
    signIn: jest.fn(async () => ({ ...SIGNED_OUT, status: 'signedIn' as const })),
    signUp: jest.fn(async () => undefined),
    confirmSignUp: jest.fn(async () => ({ ...SIGNED_OUT, status: 'signedIn' as const })),
    resendSignUpCode: jest.fn(async () => undefined),
    requestPasswordReset: jest.fn(async () => undefined),
    confirmPasswordReset: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
    refreshProfile: jest.fn(async () => undefined),
    notifyPasswordRecovery: jest.fn(),
    signOutEverywhere: jest.fn(async () => undefined),
    changePassword: jest.fn(async () => undefined),
    staffSignIn: jest.fn(async () => ({ step: 'code' as const })),
    staffCode: jest.fn(async () => ({ step: 'done' as const, state: { ...SIGNED_OUT, status: 'signedIn' as const, isAdmin: true } })),
    staffEnrol: jest.fn(async () => ({ ...SIGNED_OUT, status: 'signedIn' as const, isAdmin: true })),
    cancelStaffSignIn: jest.fn(async () => undefined),
  };
}
