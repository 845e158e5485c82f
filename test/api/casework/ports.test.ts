/**
 * `npm start` with S3_PORT or SES_PORT on a port already taken fails fast, naming the variable, before starting
 * anything.
 */
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { join } from 'node:path';
import { ROOT } from '../../support/stack-process';

jest.setTimeout(60_000);

it.each(['S3_PORT', 'SES_PORT'])('a busy %s stops the start with a message naming it', async (variable) => {
  const blocker = net.createServer();
  await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
  const port = (blocker.address() as net.AddressInfo).port;
  try {
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'infra/local/start.ts'), '--ephemeral', '--no-web', '--no-seed'],
      {
        cwd: ROOT,
        env: { ...process.env, [variable]: String(port), NODE_NO_WARNINGS: '1' },
        encoding: 'utf8',
        timeout: 50_000,
        input: '',
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`Port ${port}`);
    expect(run.stderr).toContain(`${variable}=<port> npm start`);
  } finally {
    blocker.close();
  }
});
