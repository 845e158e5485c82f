/**
 * The local stack's translation engine: Apertium (Debian's `apertium` + `apertium-eng-spa`, installed by .ci/run),
 * the same `TranslationEngine` the drafting job gets from Amazon Translate in AWS (functions/lib/translation/).
 * Checked once at start: without it the stack still runs and says so, and drafts stay pending on the desk (what an
 * engine that is down looks like), until it is installed.
 *
 * Ephemeral stacks can take the engine down and bring it back (infra/local/control.ts: `POST /translation/stop`,
 * `/translation/start`), so the tests see what staff see while the engine is unreachable: calls then fail as a
 * missing engine does (ApertiumUnavailable, retryable).
 */
import { ApertiumEngine } from '../../functions/lib/translation/apertium';
import { EngineError, type TranslationEngine } from '../../functions/lib/translation/engine';

export interface LocalTranslation {
  /** What the outbox worker's jobs call. */
  engine: () => Promise<TranslationEngine>;
  /** The engine's version, or null when Apertium is not installed. */
  version: string | null;
  stop(): void;
  start(): void;
}

export async function startTranslation(): Promise<LocalTranslation> {
  const apertium = new ApertiumEngine();
  const version = await apertium.version().catch(() => null);
  let down = false;
  const engine: TranslationEngine = {
    name: apertium.name,
    maxBytes: apertium.maxBytes,
    version: () => (down ? Promise.reject(new EngineError('ApertiumUnavailable', true)) : apertium.version()),
    translate: (texts, from, to) =>
      down ? Promise.reject(new EngineError('ApertiumUnavailable', true)) : apertium.translate(texts, from, to),
  };
  return {
    engine: async () => engine,
    version,
    stop: () => void (down = true),
    start: () => void (down = false),
  };
}
