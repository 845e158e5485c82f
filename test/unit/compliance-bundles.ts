/** The questionnaires' message bundles (shared/questionnaires/*.messages.ts), for the compliance scans. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MessageBundle } from '../../shared/i18n/core';

export function questionnaireMessages(): MessageBundle[] {
  const dir = join(__dirname, '../../shared/questionnaires');
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name));
      else if (e.name.endsWith('.messages.ts')) files.push(join(d, e.name));
    }
  };
  walk(dir);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return files.map((f) => (require(f) as { default: MessageBundle }).default);
}
