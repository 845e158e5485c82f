/** bench/results.json: one entry per section, each with its own run metadata (a section can be rerun alone). */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, type RunMeta } from './env';

export const SECTIONS = ['lambda', 'bytes', 'lighthouse', 'api', 'dynamo', 'inp', 'packet', 'translation'] as const;
export type SectionName = (typeof SECTIONS)[number];

export interface SectionResult<T = any> {
  status: 'ok' | 'partial' | 'skipped' | 'failed';
  meta: RunMeta;
  durationS: number;
  /** What was skipped and why, caveats, findings. */
  notes: string[];
  data: T;
}

export interface Results {
  updated: string;
  sections: Partial<Record<SectionName, SectionResult>>;
}

export const RESULTS_FILE = join(ROOT, 'bench/results.json');

export function loadResults(): Results {
  if (!existsSync(RESULTS_FILE)) return { updated: '', sections: {} };
  try {
    return JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Results;
  } catch {
    return { updated: '', sections: {} };
  }
}

/** Written through Prettier (the repository's config) so `npm run format:check` stays green. */
export async function writeFormatted(file: string, text: string): Promise<void> {
  let out = text;
  try {
    const prettier = await import('prettier');
    out = await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
  } catch {
    /* unformatted is better than nothing */
  }
  writeFileSync(file, out);
}

export async function saveResults(r: Results): Promise<void> {
  await writeFormatted(RESULTS_FILE, JSON.stringify(r, null, 2) + '\n');
}
