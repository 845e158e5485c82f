/**
 * Local SES: aws-ses-v2-local, a real SES v2 API emulator (SendEmail at POST /v2/email/outbound-emails), run in this
 * process on SES_PORT. The functions send to it with the same SES v2 client code as in AWS (SES_ENDPOINT); what it
 * received is browsable at its inbox URL (printed by `npm start`) and readable as JSON at GET /store (the e2e suite).
 * It keeps mail in memory: the inbox is empty after a restart. Differences from Amazon SES that the product does not
 * rely on locally (no signature check, no verified identities or sandbox, no bounce/complaint events, configuration
 * sets not checked) are listed in docs/architecture.md.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import startSesEmulator from 'aws-ses-v2-local';

export interface LocalSes {
  endpoint: string;
  /** The emulator's web inbox. */
  inboxUrl: string;
  stop(): Promise<void>;
}

/** One message as the emulator stores it (GET /store → { emails }). */
export interface LocalMail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  headers?: Array<{ name: string; value: string }>;
  at: number;
}

export async function startSes(opts: { port: number }): Promise<LocalSes> {
  const server: Server = await startSesEmulator({ host: '127.0.0.1', port: opts.port });
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    inboxUrl: `${endpoint}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The messages the emulator holds, optionally only those to one address (tests, e2e). */
export async function readInbox(endpoint: string, to?: string): Promise<LocalMail[]> {
  const res = await fetch(`${endpoint}/store`);
  if (!res.ok) throw new Error(`SES emulator /store answered ${res.status}`);
  const { emails } = (await res.json()) as { emails: LocalMail[] };
  const wanted = to?.toLowerCase();
  return wanted ? emails.filter((m) => m.destination.to.some((a) => a.toLowerCase().includes(wanted))) : emails;
}
