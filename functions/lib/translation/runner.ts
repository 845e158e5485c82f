/**
 * The outbox consumer's job runner (ConsumerDeps.runJob): `job.translation` items draft a case's English with the
 * given engine (Amazon Translate in AWS: functions/outbox/handler.ts; Apertium locally: infra/local/outbox-worker.ts).
 * The drafting code is a chunk read on the first job, so the consumer's cold start for an email does not pay for it.
 */
import type { OutboxItem } from '../outbox/outbox';
import type { TranslationEngine } from './engine';

export function translationJobRunner(engine: () => Promise<TranslationEngine>): (item: OutboxItem, now: Date) => Promise<void> {
  let made: Promise<TranslationEngine> | null = null;
  const once = () =>
    (made ??= engine().catch((err: unknown) => {
      made = null;
      throw err;
    }));
  return async (item, now) => {
    if (item.kind !== 'job.translation' || !item.caseId) return;
    const { runTranslationJob } = await import('./job');
    await runTranslationJob(item.caseId, once, now);
  };
}
