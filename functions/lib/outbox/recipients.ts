/**
 * Who an outbox item goes to, resolved when it is sent (not when it is queued): the client's profile email, language
 * and preferences; for staff, the assigned member or every member of the admin group (Cognito ListUsersInGroup),
 * each in the language of their profile. Locally COGNITO_ENDPOINT points at the local Cognito (its compatibility
 * layer answers ListUsersInGroup with Cognito's paging).
 */
import type { CognitoIdentityProviderClient, UserType } from '@aws-sdk/client-cognito-identity-provider';
import { clientConfig } from '../aws';
import type * as CognitoSdk from './cognito-sdk';
import { ADMIN_GROUP } from '../../../shared/auth/groups';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/core';
import type { EmailPreferences } from '../../../shared/notifications';
import { getMailProfile, getMailProfiles } from '../store/profiles';

export interface MailRecipient {
  sub: string;
  email: string;
  locale: Locale;
}

export interface RecipientDirectory {
  /** The client, with their preferences; null when they have no profile or no email. */
  client(userId: string): Promise<{ recipient: MailRecipient; preferences: EmailPreferences } | null>;
  /** Staff to notify: the assignee when still on staff, else every active member of the admin group. */
  staff(assignee: string | null): Promise<MailRecipient[]>;
}

let cognito: CognitoIdentityProviderClient | null = null;
let sdk: Promise<typeof CognitoSdk> | null = null;

/** The Cognito SDK (./cognito-sdk.ts), loaded on first use: a chunk, not part of the functions' cold start. */
const cognitoSdk = (): Promise<typeof CognitoSdk> => {
  sdk ??= import('./cognito-sdk');
  sdk.catch(() => (sdk = null));
  return sdk;
};

const attr = (u: UserType, name: string) => u.Attributes?.find((a) => a.Name === name)?.Value;

export interface StaffMember {
  sub: string;
  email: string;
  /** Given and family name (display only). */
  name: string;
}

/** Every enabled, confirmed member of the admin group with an email (Cognito pages by 60 at most). */
export async function staffMembers(userPoolId = process.env.USER_POOL_ID ?? ''): Promise<StaffMember[]> {
  if (!userPoolId) throw new Error('USER_POOL_ID is not set');
  const { CognitoIdentityProviderClient, ListUsersInGroupCommand } = await cognitoSdk();
  const client = (cognito ??= new CognitoIdentityProviderClient(clientConfig(process.env.COGNITO_ENDPOINT)));
  const out: StaffMember[] = [];
  let NextToken: string | undefined;
  do {
    const page = await client.send(new ListUsersInGroupCommand({ UserPoolId: userPoolId, GroupName: ADMIN_GROUP, Limit: 60, NextToken }));
    for (const u of page.Users ?? []) {
      const sub = attr(u, 'sub');
      const email = attr(u, 'email');
      const name = [attr(u, 'given_name'), attr(u, 'family_name')].filter(Boolean).join(' ') || 'Staff';
      if (sub && email && u.Enabled !== false && u.UserStatus === 'CONFIRMED') out.push({ sub, email, name });
    }
    NextToken = page.NextToken;
  } while (NextToken);
  return out;
}

export const defaultDirectory: RecipientDirectory = {
  async client(userId) {
    const p = await getMailProfile(userId);
    if (!p?.email) return null;
    return { recipient: { sub: p.userId, email: p.email, locale: p.locale }, preferences: p.emailPreferences };
  },
  async staff(assignee) {
    const members = await staffMembers();
    const chosen = assignee ? members.filter((m) => m.sub === assignee) : [];
    const targets = chosen.length ? chosen : members;
    const profiles = await getMailProfiles(targets.map((m) => m.sub));
    return targets.map((m) => ({ sub: m.sub, email: m.email, locale: profiles.get(m.sub)?.locale ?? DEFAULT_LOCALE }));
  },
};
