import { existsSync } from 'node:fs';

/** Debian's Chromium, or CHROME_PATH. scripts/e2e.sh installs it on a Debian machine when it is missing. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it (Debian: sudo apt-get update && sudo apt-get install -y chromium) or set CHROME_PATH.`,
    );
  }
  return path;
}
