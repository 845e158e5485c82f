/**
 * Build the owner's counters (functions/lib/store/stats.ts) from the records, for data written before they existed:
 *   npm run aggregates:backfill            shows how many counter items it would write
 *   npm run aggregates:backfill -- --yes   writes them
 * Reads through access patterns only, never a Scan: the user pool's users (ListUsers, paged) → each user's orders
 * (Query GSI1 `USER#<sub>` ORDER#) → each submitted order's history (Query `SUB#<id>`). Idempotent: every counter item
 * is recomputed whole and written over the stored one (Put), so running it twice gives the same figures. Run it when
 * nobody works in the back office (a live event between the read and the write of its day would be overwritten; the
 * next run repairs it). Targets the local stack, or a deployed one with USER_POOL_ID and TABLE_NAME.
 */
import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../functions/lib/db';
import { keys, queries } from '../functions/lib/store/keys';
import { queryAll } from '../functions/lib/store/query';
import { eventsOfOrder, rebuildCounters, type OrderFacts, type StatsEvent, type StatusChangeFacts } from '../functions/lib/store/stats';
import { resolveTarget, run } from './lib/target';

run('aggregates:backfill', async () => {
  const write = process.argv.includes('--yes');
  const target = await resolveTarget();
  const events: StatsEvent[] = [];
  let users = 0;
  let orders = 0;
  let token: string | undefined;
  do {
    const page = await target.cognito.send(new ListUsersCommand({ UserPoolId: target.userPoolId, PaginationToken: token, Limit: 60 }));
    for (const u of page.Users ?? []) {
      const sub = u.Attributes?.find((a) => a.Name === 'sub')?.Value;
      if (!sub) continue;
      users++;
      for (const order of await queryAll<OrderFacts & { submissionId?: string }>(queries.ordersOf(sub))) {
        orders++;
        const history = order.submissionId
          ? (await queryAll<StatusChangeFacts & { entity: string }>(queries.submissionItems(order.submissionId))).filter(
              (i) => i.entity === 'statusEvent',
            )
          : [];
        events.push(...eventsOfOrder(order, history));
      }
    }
    token = page.PaginationToken;
  } while (token);

  const items = rebuildCounters(events);
  console.log(
    `aggregates:backfill: ${users} users, ${orders} orders, ${events.length} events → ${items.size} counter items in ${target.where}`,
  );
  if (!write) {
    console.log('Run again with --yes to write them.');
    return;
  }
  for (const { day, type, counters } of items.values()) {
    await ddb().send(
      new PutCommand({ TableName: tableName(), Item: { ...keys.stats(day, type), entity: 'stats', day, type, ...counters } }),
    );
  }
  console.log(`aggregates:backfill: wrote ${items.size} counter items.`);
});
