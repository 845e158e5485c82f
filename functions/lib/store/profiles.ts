import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { Profile, UpdateProfileRequest } from '../../../shared/api/profile';
import { DEFAULT_LOCALE } from '../../../shared/i18n/core';
import type { Caller } from '../auth';
import { ddb, tableName } from '../db';
import { keys } from './keys';

type ProfileItem = Profile & { PK: string; SK: string; entity: 'profile' };

const toProfile = ({ PK: _pk, SK: _sk, entity: _e, ...p }: ProfileItem): Profile => p;

export async function getProfile(sub: string): Promise<Profile | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.profile(sub) }));
  return Item ? toProfile(Item as ProfileItem) : null;
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
    preferredLanguage: DEFAULT_LOCALE,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.profile(caller.sub), entity: 'profile', ...profile },
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
