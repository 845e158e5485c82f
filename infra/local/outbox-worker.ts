/**
 * The outbox consumer locally: the very code the AWS Lambda runs (functions/lib/outbox/consumer.ts), in this process,
 * with Apertium as the drafting jobs' engine where the Lambda has Amazon Translate.
 * It drains due items every `intervalMs` (AWS: the one-minute schedule) and when nudged after an API write (AWS: the
 * table's stream delivers a new item within about a second). One drain at a time.
 */
import { drainOutbox, type ConsumerDeps } from '../../functions/lib/outbox/consumer';
import { defaultDirectory } from '../../functions/lib/outbox/recipients';
import { SesMailSender } from '../../functions/lib/mail/sender';
import { EndUserMessagingSmsSender } from '../../functions/lib/sms/sender';
import type { TranslationEngine } from '../../functions/lib/translation/engine';
import { translationJobRunner } from '../../functions/lib/translation/runner';

export interface OutboxWorker {
  /** Drain soon (after an API write). */
  nudge(): void;
  /**
   * Drain now and wait for it (tests). With `at`: once more after that, as if the clock said `at` — what is due by
   * then goes (a text held for quiet hours, a reminder), through the same consumer in this process.
   */
  drain(at?: Date): Promise<void>;
  stop(): Promise<void>;
}

/** `intervalMs` null: no polling (drained only when asked: `drain()`, `nudge()`). */
export function startOutboxWorker(opts: {
  intervalMs: number | null;
  siteUrl: string;
  /** The translation engine of the drafting jobs (locally: Apertium, infra/local/translation.ts). */
  translationEngine: () => Promise<TranslationEngine>;
  onError?: (err: unknown) => void;
}): OutboxWorker {
  const deps: ConsumerDeps = {
    sender: new SesMailSender(),
    sms: new EndUserMessagingSmsSender(),
    directory: defaultDirectory,
    siteUrl: opts.siteUrl,
    runJob: translationJobRunner(opts.translationEngine),
  };
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const drain = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const counts = await drainOutbox(deps);
          // A full batch means more may be due.
          if (Object.values(counts).reduce((a, b) => a + b, 0) >= 25) again = true;
        } catch (err) {
          opts.onError?.(err); // DynamoDB Local stopped (fault tests): the next tick tries again
        }
      } while (again && !stopped);
    })().finally(() => (running = null));
    return running;
  };

  const drainAt = async (at: Date): Promise<void> => {
    await drain();
    while (running) await running;
    running = drainOutbox({ ...deps, now: () => at }, 100)
      .then(() => undefined)
      .finally(() => (running = null));
    await running;
  };

  const timer = opts.intervalMs === null ? null : setInterval(() => void drain(), opts.intervalMs);
  timer?.unref();
  return {
    nudge: () => void drain(),
    drain: (at?: Date) => (at ? drainAt(at) : drain()),
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
