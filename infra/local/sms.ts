/**
 * Local SMS: an emulator of AWS End User Messaging SMS (the pinpoint-sms-voice-v2 API) on SMS_PORT, for `npm start`
 * and the tests. The functions send to it with the same SDK client and code as in AWS (SMS_ENDPOINT): it speaks the
 * AWS JSON 1.0 protocol (POST /, `X-Amz-Target: PinpointSMSVoiceV2.SendTextMessage`), validates as the service does
 * (E.164 destination, origination identity, body length) and answers as it does, errors included — a text to a
 * number on the opt-out list is refused with ConflictException, reason DESTINATION_PHONE_NUMBER_OPTED_OUT.
 *
 * Beside it, the message inbox (GET /, JSON at GET /store): every text sent, by number, with a reply box. A reply
 * is what a phone's answer is in AWS: the keywords STOP (and its synonyms) put the number on the opt-out list and
 * START takes it off, as the service's self-managed opt-out does; then the inbound message is handed to `onInbound`
 * as an SNS notification of a two-way channel (the local stack gives it to the same Lambda handler AWS invokes from
 * the topic: functions/smsinbound/handler.ts). Texts are kept in memory: the inbox is empty after a restart.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface LocalText {
  messageId: string;
  to: string;
  from: string;
  body: string;
  messageType: string;
  configurationSet: string | null;
  context: Record<string, string>;
  at: number;
  direction: 'outbound' | 'inbound';
}

/** What AWS publishes to a two-way channel's SNS topic for an inbound message. */
export interface InboundSms {
  originationNumber: string;
  destinationNumber: string;
  messageKeyword: string;
  messageBody: string;
  inboundMessageId: string;
  previousPublishedMessageId: string;
}

export interface LocalSms {
  endpoint: string;
  inboxUrl: string;
  /** The number the texts come from (the origination identity locally). */
  originationNumber: string;
  stop(): Promise<void>;
}

/** Keywords AWS End User Messaging treats as opt-out and opt-in (case-insensitive, the whole message). */
export const STOP_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'OPT-OUT', 'REVOKE', 'ARRET'];
export const START_KEYWORDS = ['START', 'UNSTOP', 'YES'];

const E164 = /^\+[1-9]\d{1,14}$/;

export async function startSms(opts: {
  port: number;
  originationNumber?: string;
  onInbound?: (message: InboundSms) => Promise<void>;
}): Promise<LocalSms> {
  const origination = opts.originationNumber ?? '+13235550100';
  const texts: LocalText[] = [];
  const optedOut = new Set<string>();

  const awsError = (res: http.ServerResponse, status: number, type: string, message: string, extra: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-errortype': type, 'x-amzn-requestid': randomUUID() });
    res.end(JSON.stringify({ __type: `com.amazonaws.pinpointsmsvoicev2#${type}`, Message: message, message, ...extra }));
  };

  const sendText = (input: Record<string, unknown>, res: http.ServerResponse) => {
    const to = String(input.DestinationPhoneNumber ?? '');
    const body = String(input.MessageBody ?? '');
    if (!E164.test(to))
      return awsError(res, 400, 'ValidationException', 'DestinationPhoneNumber is not a valid E.164 number', {
        Reason: 'INVALID_PARAMETER',
      });
    if (!input.OriginationIdentity)
      return awsError(res, 400, 'ValidationException', 'OriginationIdentity is required', { Reason: 'MISSING_PARAMETER' });
    if (!body || body.length > 1600)
      return awsError(res, 400, 'ValidationException', 'MessageBody must be 1 to 1600 characters', { Reason: 'INVALID_PARAMETER' });
    if (optedOut.has(to)) {
      return awsError(res, 400, 'ConflictException', 'The destination phone number is opted out', {
        Reason: 'DESTINATION_PHONE_NUMBER_OPTED_OUT',
        ResourceType: 'opt-out-list',
        ResourceId: 'Default',
      });
    }
    const messageId = randomUUID();
    texts.push({
      messageId,
      to,
      from: origination,
      body,
      messageType: String(input.MessageType ?? 'TRANSACTIONAL'),
      configurationSet: input.ConfigurationSetName ? String(input.ConfigurationSetName) : null,
      context: (input.Context as Record<string, string> | undefined) ?? {},
      at: Date.now(),
      direction: 'outbound',
    });
    res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() });
    res.end(JSON.stringify({ MessageId: messageId }));
  };

  /** A phone's reply: the opt-out list first (as AWS), then the inbound event to the two-way channel. */
  const reply = async (from: string, body: string) => {
    const keyword = body.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
    const whole = body.trim().toUpperCase();
    if (STOP_KEYWORDS.includes(whole)) optedOut.add(from);
    if (START_KEYWORDS.includes(whole)) optedOut.delete(from);
    const inboundMessageId = randomUUID();
    texts.push({
      messageId: inboundMessageId,
      to: origination,
      from,
      body,
      messageType: 'INBOUND',
      configurationSet: null,
      context: {},
      at: Date.now(),
      direction: 'inbound',
    });
    const last = [...texts].reverse().find((t) => t.direction === 'outbound' && t.to === from);
    await opts.onInbound?.({
      originationNumber: from,
      destinationNumber: origination,
      messageKeyword: keyword,
      messageBody: body,
      inboundMessageId,
      previousPublishedMessageId: last?.messageId ?? '',
    });
  };

  const readBody = async (req: http.IncomingMessage): Promise<string> => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const c of req) {
      size += (c as Buffer).length;
      if (size > 256 * 1024) throw new Error('too large');
      chunks.push(c as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  };

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      // Browsers may read the inbox; only same-origin forms may write to it (no CORS anywhere).
      if (req.method === 'POST' && url.pathname === '/') {
        const target = String(req.headers['x-amz-target'] ?? '');
        if (!/^AWS4-HMAC-SHA256 /.test(String(req.headers.authorization ?? ''))) {
          return awsError(res, 403, 'AccessDeniedException', 'Missing Authentication Token');
        }
        let input: Record<string, unknown>;
        try {
          input = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
        } catch {
          return awsError(res, 400, 'ValidationException', 'Malformed JSON', { Reason: 'INVALID_PARAMETER' });
        }
        if (target === 'PinpointSMSVoiceV2.SendTextMessage') return sendText(input, res);
        return awsError(res, 400, 'UnknownOperationException', `The emulator does not implement ${target || 'this operation'}`);
      }
      if (req.method === 'GET' && url.pathname === '/store') {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        return res.end(JSON.stringify({ texts, optedOut: [...optedOut] }));
      }
      if (req.method === 'POST' && url.pathname === '/reply') {
        const raw = await readBody(req);
        const form = /json/.test(String(req.headers['content-type']))
          ? (JSON.parse(raw) as Record<string, string>)
          : Object.fromEntries(new URLSearchParams(raw));
        if (!E164.test(form.from ?? '') || !form.body?.trim()) {
          res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
          return res.end('A reply needs an E.164 "from" number and a body');
        }
        await reply(form.from, form.body);
        if (/json/.test(String(req.headers['content-type']))) {
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ ok: true, optedOut: optedOut.has(form.from) }));
        }
        res.writeHead(303, { location: '/' });
        return res.end();
      }
      if (req.method === 'GET' && url.pathname === '/') {
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
        });
        return res.end(inboxPage(texts, optedOut));
      }
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`SMS emulator error: ${(err as Error).message}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    inboxUrl: `${endpoint}/`,
    originationNumber: origination,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The inbox: one thread per number, newest first, each with a reply box (STOP, START or anything). */
function inboxPage(texts: LocalText[], optedOut: Set<string>): string {
  const numbers = [...new Set([...texts].reverse().map((t) => (t.direction === 'outbound' ? t.to : t.from)))];
  const threads = numbers
    .map((n) => {
      const items = texts
        .filter((t) => t.to === n || t.from === n)
        .map(
          (t) =>
            `<li class="${t.direction}"><time>${new Date(t.at).toISOString().replace('T', ' ').slice(0, 19)} UTC</time><p>${esc(t.body)}</p></li>`,
        )
        .join('');
      return `<section><h2>${esc(n)}${optedOut.has(n) ? ' <small>(opted out: STOP)</small>' : ''}</h2><ol>${items}</ol>
<form method="post" action="/reply"><input type="hidden" name="from" value="${esc(n)}"><label>Reply from ${esc(n)} <input name="body" value="STOP" required></label> <button>Send reply</button></form></section>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Local SMS inbox</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;max-width:720px;color:#1b1b1b}section{border:1px solid #ccc;border-radius:8px;padding:12px 16px;margin:0 0 16px}
ol{list-style:none;padding:0}li{margin:8px 0;padding:8px 12px;border-radius:12px;background:#eef3fb;max-width:85%}li.inbound{background:#e7f5e9;margin-left:auto}
time{font-size:12px;color:#555}p{margin:4px 0 0;white-space:pre-wrap}h2{font-size:18px}</style></head><body>
<h1>Local SMS inbox</h1><p>Texts the app sent through the local AWS End User Messaging SMS emulator (JSON: <a href="/store">/store</a>). A reply of STOP opts the number out, START opts it in again.</p>
${threads || '<p>No texts yet.</p>'}</body></html>`;
}

/** The texts the emulator holds, optionally only those to one number (tests, e2e). */
export async function readTexts(endpoint: string, to?: string): Promise<LocalText[]> {
  const res = await fetch(`${endpoint}/store`);
  if (!res.ok) throw new Error(`SMS emulator /store answered ${res.status}`);
  const { texts } = (await res.json()) as { texts: LocalText[] };
  return to ? texts.filter((t) => t.direction === 'outbound' && t.to === to) : texts;
}

/** Reply from a phone (tests, e2e): what the inbox's reply box does. */
export async function replyFrom(endpoint: string, from: string, body: string): Promise<void> {
  const res = await fetch(`${endpoint}/reply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from, body }),
  });
  if (!res.ok) throw new Error(`SMS emulator /reply answered ${res.status}`);
}
