/** Which files hold copy counsel must approve (scripts/counsel.ts), and where approvals are recorded. */
import { join } from 'node:path';

export const COUNSEL_APPROVALS_FILE = 'docs/counsel-approvals.json';

export interface CounselApproval {
  /** The file, from the repository root. */
  bundle: string;
  /** The first 12 hex digits of the file's SHA-256 when counsel approved it. */
  version: string;
  approvedBy: string;
  /** YYYY-MM-DD */
  date: string;
}

/**
 * Every questionnaire's current help and labels (not the *.v1 files kept to label old answers), the forms' published
 * information, the chat's answers, the site's pages, the journey's words, the notice, the contract, the mail and the
 * packet's notes.
 */
export function reviewableBundles(root: string, readdir: (dir: string) => string[]): string[] {
  const q = join(root, 'shared/questionnaires');
  const questionnaires = readdir(q)
    .filter((f) => f.endsWith('.messages.ts') && !/\.v\d+\.messages\.ts$/.test(f))
    .map((f) => join(q, f));
  const fragments = join(q, 'fragments');
  const fragmentFiles = readdir(fragments)
    .filter((f) => f.endsWith('.messages.ts'))
    .map((f) => join(fragments, f));
  const site = join(root, 'shared/i18n/messages/site');
  const siteFiles = readdir(site)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(site, f));
  const messages = ['forms-info', 'chat', 'journey', 'journey-hub', 'catalogue', 'mail', 'packet'].map((m) =>
    join(root, `shared/i18n/messages/${m}.ts`),
  );
  const contract = ['consumer-notice', 'lda-contract'].map((m) => join(root, `shared/contract/${m}.ts`));
  return [...questionnaires, ...fragmentFiles, ...siteFiles, ...messages, ...contract].sort();
}
