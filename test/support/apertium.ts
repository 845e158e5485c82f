/**
 * The local translation engine is a requirement of the tests, not an option (issue 26): Debian's `apertium` with its
 * `apertium-eng-spa` pair, installed by `.ci/run`. A test that needs it calls this first, so a machine without it fails
 * with this message rather than skipping, or waiting for drafts that never come.
 */
import { spawnSync } from 'node:child_process';

export function requireApertium(bin = process.env.APERTIUM_BIN ?? 'apertium'): void {
  const run = spawnSync(bin, ['-l'], { encoding: 'utf8', shell: false, timeout: 30_000 });
  const pairs = run.error ? [] : run.stdout.split(/\s+/);
  if (!pairs.includes('spa-eng') || !pairs.includes('eng-spa'))
    throw new Error(
      `Apertium's English–Spanish pair is required (the local translation engine): ${
        run.error ? `${bin} is not installed` : `${bin} -l lists ${pairs.filter(Boolean).join(', ') || 'no pairs'}`
      }. Install it: apt-get install apertium apertium-eng-spa (.ci/run does).`,
    );
}
