/**
 * The attorney sign-off on the copy the law asks an attorney to write or approve (B&P §6400(d)(2): "general published
 * factual information that has been written or approved by an attorney"; review M3), as a launch gate.
 *
 *   npm run counsel            the reviewable bundles with their version (a hash of the file) and whether counsel
 *                              approved that version (docs/counsel-approvals.json)
 *   npm run counsel -- --gate  the same; fails while any bundle's current version is unapproved (run before launch,
 *                              and before every production deploy after a copy change: docs/operations.md)
 *
 * A bundle is approved for one version: changing a word makes it a new version, which needs its own approval.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { COUNSEL_APPROVALS_FILE, reviewableBundles, type CounselApproval } from './lib/counsel-bundles';

const root = join(__dirname, '..');
const version = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12);
const approvals = JSON.parse(readFileSync(join(root, COUNSEL_APPROVALS_FILE), 'utf8')) as { approvals: CounselApproval[] };

const rows = reviewableBundles(root, readdirSync).map((file) => {
  const path = relative(root, file);
  const v = version(file);
  const ok = approvals.approvals.find((a) => a.bundle === path && a.version === v);
  return { path, v, ok };
});
for (const r of rows)
  console.log(`${r.ok ? 'approved' : 'PENDING '}  ${r.v}  ${r.path}${r.ok ? `  (${r.ok.approvedBy}, ${r.ok.date})` : ''}`);
const pending = rows.filter((r) => !r.ok).length;
console.log(`\n${rows.length - pending} of ${rows.length} bundles approved by counsel in their current version.`);
if (process.argv.includes('--gate') && pending > 0) {
  console.error(`Launch gate: ${pending} bundle(s) wait for counsel's approval (docs/compliance.md, "Counsel sign-off").`);
  process.exit(1);
}
