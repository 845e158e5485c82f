/**
 * API latency and throughput: autocannon against the embedded stack's local gateway (real JWT verification, the
 * real handlers, DynamoDB Local) for the main read and write routes, each beside a baseline measured in the same
 * run — a bare Node HTTP server (bench/baseline-server.ts, its own process) answering a body of the same size — and
 * the ratio route/baseline. Bounded: a short warm-up, then D seconds per route (default 5) with C connections
 * (default 10), loopback only. Also: how long the API takes to answer 503 when DynamoDB is down (SDK retries).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { keys } from '../../functions/lib/store/keys';
import { QUESTIONNAIRE_TYPES, type QuestionnaireType } from '../../shared/catalogue';
import { SAMPLES, smallClaimsSample } from '../../shared/questionnaires/samples';
import { buildPath, type UncheckedInput } from '../../shared/api/client';
import type { RouteKey } from '../../shared/api/routes';
import { call, errorCodeOf, newUser, paidOrder, submit, JourneyError, type BenchUser } from '../lib/api';
import { ROOT } from '../lib/env';
import { median, round } from '../lib/stats';
import type { Section } from '../run';

interface Figures {
  rps: number;
  /** Latencies in ms (autocannon: whole ms for percentiles, fractional mean). */
  mean: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  /** The answers by status code (`201×150`), to tell a refusal from a failure when non2xx is not 0. */
  statuses?: string;
  errors: number;
}

export interface ApiRow {
  route: string;
  responseBytes: number;
  api: Figures;
  baseline: Figures;
  /**
   * api / baseline: mean latency ratio (>1 = slower; the mean, because the baseline's percentiles are often 0 ms at
   * autocannon's 1 ms resolution), throughput ratio (<1 = fewer requests per second), and the ms added at p50/p99.
   */
  ratio: { mean: number; rps: number; p50AddedMs: number; p99AddedMs: number };
}

interface Target {
  route: string;
  key: RouteKey;
  /** Path parameters and query of the request (the URL is built from the route key, as the typed client does). */
  params?: UncheckedInput['params'];
  query?: UncheckedInput['query'];
  token?: string;
  body?: unknown;
  /** Per request: fresh headers (Idempotency-Key) and/or another caller and body (POST /submissions' order pool). */
  perRequest?: () => { headers?: Record<string, string>; body?: unknown };
  /** A fixed number of requests instead of a duration (a pool that runs out). */
  amount?: number;
  /** What the baseline is sent instead of `perRequest` (which may consume a pool). */
  baselineBody?: unknown;
}

const ratioOf = (a: Figures, b: Figures): ApiRow['ratio'] => ({
  mean: round(a.mean / Math.max(b.mean, 0.01), 0),
  rps: round(a.rps / Math.max(b.rps, 1), 3),
  p50AddedMs: a.p50 - b.p50,
  p99AddedMs: a.p99 - b.p99,
});

function startBaseline(): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'bench/baseline-server.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)));
    child.stdout!.on('data', (d: Buffer) => {
      const m = /BASELINE_READY (\d+)/.exec(d.toString());
      if (m) resolve({ port: Number(m[1]), child });
    });
  });
}

async function load(
  url: string,
  t: Pick<Target, 'body' | 'perRequest' | 'amount'> & { method: string; headers: Record<string, string> },
  duration: number,
  connections: number,
): Promise<Figures> {
  const body = t.body === undefined ? undefined : JSON.stringify(t.body);
  const headers = { ...(t.body !== undefined || t.perRequest ? { 'content-type': 'application/json' } : {}), ...t.headers };
  const perRequest = t.perRequest;
  const started = performance.now();
  const r = await autocannon({
    url,
    connections,
    ...(t.amount ? { amount: t.amount } : { duration }),
    timeout: 10,
    requests: [
      {
        method: t.method,
        headers,
        body,
        ...(perRequest
          ? {
              setupRequest: (req) => {
                const next = perRequest();
                return {
                  ...req,
                  headers: { ...headers, ...next.headers },
                  ...(next.body === undefined ? {} : { body: JSON.stringify(next.body) }),
                };
              },
            }
          : {}),
      },
    ],
  });
  return {
    // Requests per second over the wall time of the run (autocannon's own duration is whole seconds, and a
    // fixed-amount run can be much shorter than one).
    rps: round(r.requests.total / Math.max((performance.now() - started) / 1000, 0.001), 0),
    mean: round(r.latency.mean ?? r.latency.average, 2),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    statuses: Object.entries((r as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {})
      .map(([code, v]) => `${code}×${v.count}`)
      .join(', '),
  };
}

/**
 * POST /submissions consumes the caller's open order of the type: a pool of (user, type) pairs, each with an order
 * whose agreement is accepted and office payment chosen and recorded by staff (`admin`), one per request. Users × the
 * 15 types. Recorded, because a client may have only MAX_UNPAID_SUBMISSIONS submissions waiting for an office payment
 * (402 beyond it).
 */
async function submissionPool(
  ctx: Parameters<Section>[0],
  info: Parameters<typeof newUser>[0],
  apiUrl: string,
  size: number,
  admin: BenchUser,
) {
  const users = await Promise.all(
    Array.from({ length: Math.ceil(size / QUESTIONNAIRE_TYPES.length) }, (_, i) =>
      newUser(info, { givenName: 'Pool', familyName: `User${i}` }),
    ),
  );
  const pool: Array<{ token: string; type: QuestionnaireType }> = [];
  await Promise.all(
    users.map(async (u) => {
      for (const type of QUESTIONNAIRE_TYPES) {
        if (pool.length >= size) return;
        await paidOrder(apiUrl, u, admin, type);
        pool.push({ token: u.token, type });
      }
    }),
  );
  ctx.log(`api: ${pool.length} orders ready for POST /submissions (${users.length} users)`);
  let next = 0;
  return {
    size: pool.length,
    take: () => {
      const p = pool[Math.min(next++, pool.length - 1)];
      return {
        headers: { authorization: `Bearer ${p.token}`, 'idempotency-key': randomUUID() },
        body: { questionnaireType: p.type, answers: SAMPLES[p.type] },
      };
    },
  };
}

export const api: Section = async (ctx) => {
  const duration = ctx.args.duration ?? (ctx.args.quick ? 2 : 5);
  const connections = ctx.args.connections ?? 10;
  const stack = await ctx.webStack();
  const apiUrl = stack.info.apiUrl;
  const notes: string[] = [];
  const [user, admin]: BenchUser[] = await Promise.all([newUser(stack.info), newUser(stack.info, { admin: true })]);
  await call(apiUrl, user.token, 'GET /me');
  await call(apiUrl, admin.token, 'GET /me');

  // The lists are not empty: the client has one submission (so the admin list has at least that one).
  let caseId: string | null = null;
  try {
    await paidOrder(apiUrl, user, null, 'small-claims');
    caseId = await submit(apiUrl, user, 'small-claims', smallClaimsSample);
  } catch (err) {
    notes.push(`The client's submission could not be made (${(err as Error).message}): the GET lists are empty.`);
  }

  // POST /submissions needs an open order with the agreement accepted and a payment method: a pool of them.
  const poolRequests = ctx.args.quick ? 30 : 150;
  let pool: Awaited<ReturnType<typeof submissionPool>> | null = null;
  try {
    pool = await submissionPool(ctx, stack.info, apiUrl, poolRequests + 2 + 10, admin);
  } catch (err) {
    notes.push(
      `POST /submissions not measured: the client journey failed (${err instanceof JourneyError ? err.message : (err as Error).message}).`,
    );
  }

  const targets: Target[] = [
    { route: 'GET /health', key: 'GET /health' },
    { route: 'GET /me', key: 'GET /me', token: user.token },
    { route: 'GET /submissions', key: 'GET /submissions', token: user.token },
    { route: 'POST /admin/submissions/search', key: 'POST /admin/submissions/search', body: { limit: 25 }, token: admin.token },
    {
      route: 'PUT /drafts/{type}',
      key: 'PUT /drafts/{questionnaireType}',
      params: { questionnaireType: 'small-claims' },
      token: user.token,
      body: {
        answers: { plaintiff: { name: smallClaimsSample.plaintiff.name }, claimAmount: smallClaimsSample.claimAmount },
        step: 'claim',
      },
    },
    // The case workspace (issue 15) on that submission: its two lists read before the writes below fill them, then
    // starting an upload (the presigned POST: a document item and a signature, no S3 call) and posting a message
    // (with its outbox item for the office's email).
    ...(caseId
      ? [
          {
            route: 'GET /submissions/{id}/documents',
            key: 'GET /submissions/{id}/documents' as const,
            params: { id: caseId },
            token: user.token,
          },
          {
            route: 'GET /submissions/{id}/messages',
            key: 'GET /submissions/{id}/messages' as const,
            params: { id: caseId },
            token: user.token,
          },
          {
            route: 'POST /submissions/{id}/documents (presign)',
            key: 'POST /submissions/{id}/documents' as const,
            params: { id: caseId },
            token: user.token,
            body: { name: 'Lease.pdf', contentType: 'application/pdf', size: 250_000, kind: 'other' },
          },
          {
            route: 'POST /submissions/{id}/messages',
            key: 'POST /submissions/{id}/messages' as const,
            params: { id: caseId },
            token: user.token,
            body: { body: 'I have the lease; uploading it now.' },
          },
        ]
      : []),
    ...(pool
      ? [
          {
            route: 'POST /submissions',
            key: 'POST /submissions' as const,
            perRequest: pool.take,
            amount: poolRequests,
            baselineBody: { questionnaireType: 'probate', answers: SAMPLES.probate },
          },
        ]
      : []),
  ];

  const baseline = await startBaseline();
  const rows: ApiRow[] = [];
  try {
    for (const t of targets) {
      const method = t.key.slice(0, t.key.indexOf(' '));
      const headers: Record<string, string> = t.token ? { authorization: `Bearer ${t.token}` } : {};
      // Probe twice (a write route must accept a second, different request too), and size the reply.
      const probes = [];
      for (let i = 0; i < 2; i++) {
        const next = t.perRequest?.() ?? {};
        // A pooled request carries its caller's token in its own headers.
        probes.push(
          await call(apiUrl, t.token, t.key, { params: t.params, query: t.query, body: next.body ?? t.body, headers: next.headers }),
        );
      }
      const bad = probes.find((p) => p.status < 200 || p.status > 299);
      if (bad) {
        notes.push(
          `${t.route} skipped: it answers ${bad.status} ${errorCodeOf(bad) ?? ''}`.trim() +
            (bad.status === 500 ? ' (handler not written yet?)' : ''),
        );
        ctx.log(`api ${t.route}: skipped (${bad.status})`);
        continue;
      }
      const responseBytes = Buffer.byteLength(probes[1].text);
      const baseUrl = `http://127.0.0.1:${baseline.port}/bytes/${responseBytes}`;
      // Warm-up (JIT, connection pools), not recorded.
      const url = `${apiUrl}${buildPath(t.key, t.params, t.query)}`;
      await load(url, { ...t, method, headers, amount: t.amount ? 10 : undefined }, 1, connections);
      const a = await load(url, { ...t, method, headers }, duration, connections);
      // The baseline consumes nothing: always a timed run (autocannon ends fixed-amount runs on a whole second).
      const forBaseline = { ...t, method, headers, perRequest: undefined, amount: undefined, body: t.baselineBody ?? t.body };
      await load(baseUrl, forBaseline, 1, connections);
      const b = await load(baseUrl, forBaseline, duration, connections);
      if (a.non2xx || a.errors)
        notes.push(`${t.route}: ${a.non2xx} non-2xx answers (${a.statuses}) and ${a.errors} errors/timeouts under load.`);
      rows.push({
        route: t.route,
        responseBytes,
        api: a,
        baseline: b,
        ratio: ratioOf(a, b),
      });
      ctx.log(`api ${t.route}: ${a.rps} rps p50 ${a.p50} ms p99 ${a.p99} ms | baseline ${b.rps} rps p50 ${b.p50} p99 ${b.p99}`);
    }
    // The database's own floor: GetItem of the caller's profile straight to DynamoDB Local (what GET /me does once),
    // so the API rows can be read as "gateway + handler" on top of "DynamoDB Local".
    const getItem = {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDB_20120810.GetItem',
        'x-amz-date': '20250101T000000Z',
        // DynamoDB Local does not check signatures.
        authorization: `AWS4-HMAC-SHA256 Credential=local/20250101/us-west-2/dynamodb/aws4_request, SignedHeaders=host;x-amz-date;x-amz-target, Signature=${'0'.repeat(64)}`,
      },
      body: { TableName: stack.info.tableName, Key: { PK: { S: keys.profile(user.sub).PK }, SK: { S: keys.profile(user.sub).SK } } },
    };
    const probe = await fetch(stack.info.dynamodbEndpoint, {
      method: 'POST',
      headers: getItem.headers,
      body: JSON.stringify(getItem.body),
    });
    const probeText = await probe.text();
    if (probe.ok && probeText.includes('"Item"')) {
      await load(stack.info.dynamodbEndpoint, getItem, 1, connections);
      const a = await load(stack.info.dynamodbEndpoint, getItem, duration, connections);
      const baseUrl = `http://127.0.0.1:${baseline.port}/bytes/${Buffer.byteLength(probeText)}`;
      const b = await load(baseUrl, getItem, duration, connections);
      rows.push({
        route: 'DynamoDB Local GetItem (direct, reference)',
        responseBytes: Buffer.byteLength(probeText),
        api: a,
        baseline: b,
        ratio: ratioOf(a, b),
      });
      ctx.log(`api DynamoDB Local GetItem: ${a.rps} rps p50 ${a.p50} ms p99 ${a.p99} ms`);
    } else notes.push(`DynamoDB Local direct GetItem reference not measured (${probe.status}).`);
  } finally {
    baseline.child.kill('SIGTERM');
  }

  // DynamoDB down: how long until the API answers 503 (the SDK's retries included), then back up.
  let faults: { downMs: number[]; medianMs: number; status: number[]; code: string | null; recoveredStatus: number } | null = null;
  if (stack.info.controlUrl) {
    await fetch(`${stack.info.controlUrl}/dynamodb/stop`, { method: 'POST' });
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await call(apiUrl, user.token, 'GET /me'));
    await fetch(`${stack.info.controlUrl}/dynamodb/start`, { method: 'POST' });
    const after = await call(apiUrl, user.token, 'GET /me');
    faults = {
      downMs: replies.map((r) => round(r.ms, 1)),
      medianMs: round(median(replies.map((r) => r.ms)), 1),
      status: replies.map((r) => r.status),
      code: errorCodeOf(replies[0]),
      recoveredStatus: after.status,
    };
    ctx.log(
      `api faults: GET /me with DynamoDB down → ${faults.status.join(',')} in ${faults.medianMs} ms (median); after restart ${after.status}`,
    );
  } else notes.push('The stack reported no controlUrl: the DynamoDB-down timing was not measured.');

  const skipped = targets.filter((t) => !rows.some((r) => r.route === t.route)).length;
  return { status: skipped ? 'partial' : 'ok', notes, data: { durationS: duration, connections, rows, faults } };
};
