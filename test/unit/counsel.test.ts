/**
 * The counsel sign-off launch gate (scripts/counsel.ts, review M3): the approvals file is well formed, each approval
 * names a bundle the gate reviews, with a version in the gate's form; the gate reviews every current questionnaire's
 * messages, the forms' information, the notice and the contract.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { COUNSEL_APPROVALS_FILE, reviewableBundles, type CounselApproval } from '../../scripts/lib/counsel-bundles';

const root = join(__dirname, '../..');
const bundles = reviewableBundles(root, readdirSync).map((f) => relative(root, f));
const { approvals } = JSON.parse(readFileSync(join(root, COUNSEL_APPROVALS_FILE), 'utf8')) as { approvals: CounselApproval[] };

it('reviews the copy the law wants an attorney to write or approve', () => {
  for (const b of [
    'shared/questionnaires/domestic-violence.messages.ts',
    'shared/i18n/messages/forms-info.ts',
    'shared/i18n/messages/chat.ts',
    'shared/contract/consumer-notice.ts',
    'shared/contract/lda-contract.ts',
  ])
    expect(bundles).toContain(b);
  expect(bundles.some((b) => /\.v\d+\.messages\.ts$/.test(b))).toBe(false);
});

it('every recorded approval names a reviewed bundle, a 12-digit version, who approved and when', () => {
  // None recorded yet (counsel has not signed off): the list of faulty ones is still checked, and is empty.
  const faulty = approvals.filter(
    (a) =>
      !bundles.includes(a.bundle) || !/^[0-9a-f]{12}$/.test(a.version) || a.approvedBy.trim() === '' || !/^\d{4}-\d{2}-\d{2}$/.test(a.date),
  );
  expect(faulty).toEqual([]);
});
