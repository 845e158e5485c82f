import { BatchGetCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { Profile, UpdateProfileRequest } from '../../../shared/api/profile';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/i18n/core';
import { DEFAULT_EMAIL_PREFERENCES, EmailPreferencesSchema, type EmailPreferences } from '../../../shared/notifications';
import type { Caller } from '../auth';
import { ddb, tableName } from '../db';
import { getItems } from './items';
import { keys } from './keys';

/** `emailPreferences` is absent until the client changes it (absent = every email on). */
type ProfileItem = Profile & { PK: string; SK: string; entity: 'profile'; emailPreferences?: EmailPreferences };

const toProfile = ({ PK: _pk, SK: _sk, entity: _e, emailPreferences, ...p }: ProfileItem): Profile => ({
  ...p,
  emailPreferences: emailPreferencesOf({ emailPreferences }),
});

/**
 * The profile (one consistent BatchGetItem: on a signed-in route it carries the caller's revocation marker, so a
 * session that was ended — a deleted account's included — is refused before anything is read or created).
 */
export async function getProfile(sub: string): Promise<Profile | null> {
  const [item] = await getItems<ProfileItem>([keys.profile(sub)]);
  return item ? toProfile(item) : null;
}

/** The caller's profile, created from the token's claims on first call (race-safe: a conditional put). */
export async function getOrCreateProfile(caller: Caller): Promise<Profile> {
  const existing = await getProfile(caller.sub);
  if (existing) return existing;
  const now = new Date().toISOString();
  const profile: Profile = {
    userId: caller.sub,
    email: caller.email,
    firstName: caller.givenName,
    lastName: caller.familyName,
    phone: null,
    // The language the account was made in (the sign-up page's), so a client who signed up in Spanish is mailed in it.
    preferredLanguage: caller.locale ?? DEFAULT_LOCALE,
    emailPreferences: DEFAULT_EMAIL_PREFERENCES,
    createdAt: now,
    updatedAt: now,
  };
  try {
    // emailPreferences stays absent until the client changes it (absent = the defaults).
    const { emailPreferences: _defaults, ...stored } = profile;
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.profile(caller.sub), entity: 'profile', ...stored },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return profile;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return (await getProfile(caller.sub))!;
    throw err;
  }
}

/** Apply a validated patch; only the listed fields can change. */
export async function updateProfile(caller: Caller, patch: UpdateProfileRequest): Promise<Profile> {
  await getOrCreateProfile(caller);
  const sets: string[] = ['#updatedAt = :updatedAt'];
  const names: Record<string, string> = { '#updatedAt': 'updatedAt' };
  const values: Record<string, unknown> = { ':updatedAt': new Date().toISOString() };
  for (const [field, value] of Object.entries(patch) as Array<[keyof UpdateProfileRequest, unknown]>) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = field === 'phone' && value === '' ? null : value;
    sets.push(`#${field} = :${field}`);
  }
  const { Attributes } = await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.profile(caller.sub),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ConditionExpression: 'attribute_exists(PK)',
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toProfile(Attributes as ProfileItem);
}

/** The client's email preferences (the default — everything on — until they change them). */
export function emailPreferencesOf(item: { emailPreferences?: unknown } | null): EmailPreferences {
  const parsed = EmailPreferencesSchema.safeParse(item?.emailPreferences);
  return parsed.success ? parsed.data : DEFAULT_EMAIL_PREFERENCES;
}

/** Change the caller's email preferences (validated with EmailPreferencesSchema by the route); one UpdateItem. */
export async function setEmailPreferences(caller: Caller, prefs: EmailPreferences): Promise<EmailPreferences> {
  await getOrCreateProfile(caller);
  const value = EmailPreferencesSchema.parse(prefs);
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.profile(caller.sub),
      UpdateExpression: 'SET #p = :p, #u = :u',
      ExpressionAttributeNames: { '#p': 'emailPreferences', '#u': 'updatedAt' },
      ExpressionAttributeValues: { ':p': value, ':u': new Date().toISOString() },
      ConditionExpression: 'attribute_exists(PK)',
    }),
  );
  return value;
}

/** What mail to a user needs: address, language, preferences. */
export interface MailProfile {
  userId: string;
  email: string;
  locale: Locale;
  emailPreferences: EmailPreferences;
}

const toMailProfile = (item: ProfileItem): MailProfile => ({
  userId: item.userId,
  email: item.email,
  locale: isLocale(item.preferredLanguage) ? item.preferredLanguage : DEFAULT_LOCALE,
  emailPreferences: emailPreferencesOf(item),
});

export async function getMailProfile(sub: string): Promise<MailProfile | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.profile(sub) }));
  return Item ? toMailProfile(Item as ProfileItem) : null;
}

/** Mail profiles of up to 100 users in one BatchGetItem (what is unprocessed under throttling is asked again). */
export async function getMailProfiles(subs: string[]): Promise<Map<string, MailProfile>> {
  const out = new Map<string, MailProfile>();
  const table = tableName();
  let wanted: Array<Record<string, unknown>> = [...new Set(subs)].slice(0, 100).map((s) => keys.profile(s));
  for (let attempt = 1; wanted.length && attempt <= 3; attempt++) {
    const { Responses, UnprocessedKeys } = await ddb().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: wanted } } }));
    for (const item of (Responses?.[table] ?? []) as ProfileItem[]) out.set(item.userId, toMailProfile(item));
    wanted = UnprocessedKeys?.[table]?.Keys ?? [];
  }
  return out;
}
