/**
 * Cognito pre-token-generation trigger (V1 event): the staff groups' claims — `admin` (the console) and `server` (the
 * process servers' field app, issue 32): shared/auth/groups.ts STAFF_GROUPS — are issued only
 *  - to the staff app client (short sessions: shared/auth/clients.ts), and
 *  - to members who have a TOTP authenticator enrolled (TOTP MFA enabled on their account).
 * Otherwise those groups are left out of the ID and access tokens (groupOverrideDetails), so a staff member signs in
 * like a client until they enrol, and never gets a staff claim through the clients' app with its 30-day refresh
 * tokens. Users outside the staff groups are answered without any lookup.
 *
 * In AWS this is a Lambda (infra/aws/constructs/auth.ts) that looks the facts up with AdminGetUser and
 * DescribeUserPoolClient; the local Cognito layer (infra/local/cognito.ts) calls the same `decide` with its own
 * facts, so both stacks apply one rule.
 */
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { STAFF_CLIENT_NAME } from '../../shared/auth/clients';
import { STAFF_GROUPS, TOTP_SETUP_CLAIM } from '../../shared/auth/groups';
import { ALARMED, log } from '../lib/log';

/** What the rule needs to know, looked up only for members of the admin group. */
export interface StaffFacts {
  isStaffClient(userPoolId: string, clientId: string): Promise<boolean>;
  hasTotp(userPoolId: string, username: string): Promise<boolean>;
}

export type AdminClaimDecision = 'granted' | 'not_admin' | 'not_staff_client' | 'no_totp' | 'lookup_failed';

/** Whether this token may carry the staff groups; any failed lookup refuses (fail closed). */
export async function decide(event: PreTokenGenerationTriggerEvent, facts: StaffFacts): Promise<AdminClaimDecision> {
  const groups = event.request.groupConfiguration?.groupsToOverride ?? [];
  if (!groups.some((g) => STAFF_GROUPS.includes(g))) return 'not_admin';
  try {
    if (!(await facts.isStaffClient(event.userPoolId, event.callerContext.clientId))) return 'not_staff_client';
    if (!(await facts.hasTotp(event.userPoolId, event.userName))) return 'no_totp';
    return 'granted';
  } catch (err) {
    log('error', 'admin claim lookup failed', { errorName: (err as Error)?.name, code: ALARMED.adminClaimLookupFailed });
    return 'lookup_failed';
  }
}

/**
 * The event with the staff groups removed from the tokens' groups, unless the decision grants them. A member signing in
 * through the staff client without an authenticator also gets `lda_totp_setup: required` in the ID token, so the
 * console offers the enrolment (clients, who never get it, are not asked to enrol).
 */
export async function applyAdminRule(event: PreTokenGenerationTriggerEvent, facts: StaffFacts): Promise<PreTokenGenerationTriggerEvent> {
  const decision = await decide(event, facts);
  if (decision === 'granted' || decision === 'not_admin') return event;
  const groups = event.request.groupConfiguration.groupsToOverride ?? [];
  log('info', 'admin claim withheld', { code: decision });
  const previous = event.response?.claimsOverrideDetails;
  event.response = {
    claimsOverrideDetails: {
      ...previous,
      ...(decision === 'no_totp' ? { claimsToAddOrOverride: { ...previous?.claimsToAddOrOverride, [TOTP_SETUP_CLAIM]: 'required' } } : {}),
      groupOverrideDetails: {
        groupsToOverride: groups.filter((g) => !STAFF_GROUPS.includes(g)),
        iamRolesToOverride: event.request.groupConfiguration.iamRolesToOverride ?? [],
        ...(event.request.groupConfiguration.preferredRole ? { preferredRole: event.request.groupConfiguration.preferredRole } : {}),
      },
    },
  };
  return event;
}

/** The facts from Cognito itself (the function's role may call AdminGetUser and DescribeUserPoolClient on the pool). */
export function cognitoFacts(client: CognitoIdentityProviderClient): StaffFacts {
  // App client names never change for an id: cached for the container's life.
  const clientNames = new Map<string, Promise<string | undefined>>();
  return {
    async isStaffClient(userPoolId, clientId) {
      let name = clientNames.get(clientId);
      if (!name) {
        name = client
          .send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }))
          .then((r) => r.UserPoolClient?.ClientName);
        name.catch(() => clientNames.delete(clientId));
        clientNames.set(clientId, name);
      }
      return (await name) === STAFF_CLIENT_NAME;
    },
    async hasTotp(userPoolId, username) {
      const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
      return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
    },
  };
}

let facts: StaffFacts | null = null;

export const handler = async (event: PreTokenGenerationTriggerEvent): Promise<PreTokenGenerationTriggerEvent> => {
  facts ??= cognitoFacts(new CognitoIdentityProviderClient({ maxAttempts: 2 }));
  return applyAdminRule(event, facts);
};
