/**
 * The local stack waits on its engines' state (infra/local/ports.ts waitFor): a probe that is not ready yet is asked
 * again, a probe that reports its process gone (NotComingError) ends the wait at once instead of after the bound,
 * which is long so that a busy machine's slow JVM start is not taken for a failure.
 */
import { NotComingError, waitFor } from '../../../infra/local/ports';

it('asks again while the probe is not ready, and resolves once it is', async () => {
  let calls = 0;
  await waitFor(
    async () => {
      calls += 1;
      if (calls < 3) throw new Error('connection refused');
      return true;
    },
    'engine',
    60_000,
    1,
  );
  expect(calls).toBe(3);
});

it('ends the wait at once when the probe reports the process gone, whatever the bound', async () => {
  let calls = 0;
  const waited = waitFor(
    async () => {
      calls += 1;
      throw new NotComingError('engine exited: no Java');
    },
    'engine',
    10 * 60_000,
    1,
  );
  await expect(waited).rejects.toThrow('engine exited: no Java');
  expect(calls).toBe(1);
});

it('gives up after the bound on a probe that never answers', async () => {
  await expect(waitFor(async () => false, 'engine', 5, 1)).rejects.toThrow('engine did not become ready within 0.005s');
});
