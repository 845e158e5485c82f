/**
 * The outbox consumer Lambda (infra/aws/constructs/mail.ts): emails, and the jobs queued the same way (a Spanish
 * case's translation drafts, with Amazon Translate). Two triggers, one code path:
 *  - the table's DynamoDB stream (keys only), filtered to INSERTs of outbox items: each new email is sent at once;
 *  - an EventBridge schedule every minute: items due again (retries after backoff, leases that ran out).
 * Failures of one email are recorded on its item (retry or dead), never thrown; a record that cannot be processed at
 * all (the table unreachable) is reported as a batch item failure so the stream retries it, and after the retries its
 * record goes to the on-failure queue — the item itself stays pending, so the schedule still finds it.
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { drainOutbox, processOutboxItem, type ConsumerDeps } from '../lib/outbox/consumer';
import { defaultDirectory } from '../lib/outbox/recipients';
import { SesMailSender } from '../lib/mail/sender';
import { EndUserMessagingSmsSender } from '../lib/sms/sender';
import { log } from '../lib/log';
import { outboxIdOf } from '../lib/store/keys';
import { translationJobRunner } from '../lib/translation/runner';

let deps: ConsumerDeps | null = null;
const consumerDeps = (): ConsumerDeps =>
  (deps ??= {
    sender: new SesMailSender(),
    // Texts only where an origination identity is configured (docs/operations.md, "Texts").
    ...(process.env.SMS_ORIGINATION_IDENTITY ? { sms: new EndUserMessagingSmsSender() } : {}),
    directory: defaultDirectory,
    siteUrl: process.env.SITE_URL ?? '',
    // Drafts of a Spanish case's English (issue 26): Amazon Translate, loaded with the first job.
    runJob: translationJobRunner(async () => new (await import('../lib/translation/amazon')).AmazonTranslateEngine()),
  });

const isStreamEvent = (e: unknown): e is DynamoDBStreamEvent => Array.isArray((e as DynamoDBStreamEvent | null)?.Records);

export async function handler(event: DynamoDBStreamEvent | Record<string, unknown>): Promise<DynamoDBBatchResponse | void> {
  if (!isStreamEvent(event)) {
    await drainOutbox(consumerDeps());
    return;
  }
  const batchItemFailures: DynamoDBBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    // The stream carries keys only (no item attributes, so no personal data, leaves the table through it).
    const keys = record.dynamodb?.Keys;
    const id = outboxIdOf({ PK: keys?.PK?.S, SK: keys?.SK?.S });
    if (!id) continue;
    try {
      await processOutboxItem(id, consumerDeps());
    } catch (err) {
      log('error', 'outbox.unprocessed', { ref: id, errorName: (err as Error)?.name });
      batchItemFailures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? record.eventID ?? id });
    }
  }
  return { batchItemFailures };
}
