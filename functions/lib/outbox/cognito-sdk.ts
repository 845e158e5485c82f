/**
 * The Cognito call recipients.ts makes (ListUsersInGroup), in a module it loads with `await import()`: a chunk read
 * by the first request that lists staff, not at every cold start of the functions that bundle it (admin, submissions).
 */
export { CognitoIdentityProviderClient, ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
