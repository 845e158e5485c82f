/**
 * The admin-claim rule of the pre-token-generation trigger (functions/triggers/pre-token-generation.ts), which the
 * AWS Lambda and the local Cognito layer share: the admin group leaves the tokens unless the staff client is used and
 * the member has TOTP MFA on; lookups that fail refuse. The Cognito lookups are exercised through a replaced client.
 */
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import {
  AdminGetUserCommand,
  DescribeUserPoolClientCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { applyAdminRule, cognitoFacts, decide, type StaffFacts } from '../../../functions/triggers/pre-token-generation';
import { setLogSink } from '../../../functions/lib/log';

const event = (groups: string[], clientId = 'staff-client'): PreTokenGenerationTriggerEvent =>
  ({
    version: '1',
    triggerSource: 'TokenGeneration_Authentication',
    region: 'us-west-2',
    userPoolId: 'us-west-2_pool',
    userName: 'user-1',
    callerContext: { awsSdkVersion: 'x', clientId },
    request: { userAttributes: { sub: 'user-1' }, groupConfiguration: { groupsToOverride: groups, iamRolesToOverride: [] } },
    response: { claimsOverrideDetails: {} },
  }) as PreTokenGenerationTriggerEvent;

const facts = (staffClient: boolean, totp: boolean): StaffFacts & { calls: number } => {
  const f = {
    calls: 0,
    isStaffClient: async () => (f.calls++, staffClient),
    hasTotp: async () => (f.calls++, totp),
  };
  return f;
};

beforeAll(() => setLogSink(() => undefined));

describe('decide', () => {
  it.each([
    [true, true, 'granted'],
    [false, true, 'not_staff_client'],
    [true, false, 'no_totp'],
    [false, false, 'not_staff_client'],
  ] as const)('staff client %s, TOTP %s → %s', async (staff, totp, decision) => {
    expect(await decide(event(['admin']), facts(staff, totp))).toBe(decision);
  });

  it('looks nothing up for users outside the admin group', async () => {
    const f = facts(false, false);
    expect(await decide(event(['clients']), f)).toBe('not_admin');
    expect(await decide(event([]), f)).toBe('not_admin');
    expect(f.calls).toBe(0);
  });

  it('refuses when a lookup fails (fail closed)', async () => {
    const broken: StaffFacts = { isStaffClient: async () => true, hasTotp: async () => Promise.reject(new Error('throttled')) };
    expect(await decide(event(['admin']), broken)).toBe('lookup_failed');
  });
});

describe('applyAdminRule', () => {
  it('removes only the admin group from the tokens when it is not granted', async () => {
    const out = await applyAdminRule(event(['admin', 'reviewers']), facts(false, true));
    expect(out.response.claimsOverrideDetails.groupOverrideDetails?.groupsToOverride).toEqual(['reviewers']);
  });

  it('marks a member without an authenticator, on the staff client only, for enrolment (the claim grants nothing)', async () => {
    const noTotp = await applyAdminRule(event(['admin']), facts(true, false));
    expect(noTotp.response.claimsOverrideDetails.claimsToAddOrOverride).toEqual({ lda_totp_setup: 'required' });
    expect(noTotp.response.claimsOverrideDetails.groupOverrideDetails?.groupsToOverride).toEqual([]);
    const webClient = await applyAdminRule(event(['admin']), facts(false, false));
    expect(webClient.response.claimsOverrideDetails.claimsToAddOrOverride).toBeUndefined();
  });

  it('leaves the event untouched when granted or not an admin', async () => {
    expect((await applyAdminRule(event(['admin']), facts(true, true))).response.claimsOverrideDetails).toEqual({});
    expect((await applyAdminRule(event(['x']), facts(false, false))).response.claimsOverrideDetails).toEqual({});
  });
});

describe('cognitoFacts (AdminGetUser, DescribeUserPoolClient)', () => {
  function fakeClient(answers: { clientName?: string; mfa?: string[] }) {
    const sent: unknown[] = [];
    const client = {
      send: async (command: unknown) => {
        sent.push(command);
        if (command instanceof DescribeUserPoolClientCommand) return { UserPoolClient: { ClientName: answers.clientName } };
        if (command instanceof AdminGetUserCommand) return { UserMFASettingList: answers.mfa };
        throw new Error('unexpected command');
      },
    } as unknown as CognitoIdentityProviderClient;
    return { client, sent };
  }

  it('knows the staff client by its name and caches it per client id', async () => {
    const { client, sent } = fakeClient({ clientName: 'lda-staff' });
    const f = cognitoFacts(client);
    expect(await f.isStaffClient('pool', 'c1')).toBe(true);
    expect(await f.isStaffClient('pool', 'c1')).toBe(true);
    expect(sent).toHaveLength(1);
    expect((sent[0] as DescribeUserPoolClientCommand).input).toEqual({ UserPoolId: 'pool', ClientId: 'c1' });
    expect(await cognitoFacts(fakeClient({ clientName: 'lda-web' }).client).isStaffClient('pool', 'c2')).toBe(false);
  });

  it('reads TOTP MFA from the user’s MFA settings', async () => {
    expect(await cognitoFacts(fakeClient({ mfa: ['SOFTWARE_TOKEN_MFA'] }).client).hasTotp('pool', 'u')).toBe(true);
    expect(await cognitoFacts(fakeClient({ mfa: ['SMS_MFA'] }).client).hasTotp('pool', 'u')).toBe(false);
    expect(await cognitoFacts(fakeClient({}).client).hasTotp('pool', 'u')).toBe(false);
  });
});
