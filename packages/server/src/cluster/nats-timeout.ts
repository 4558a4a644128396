/**
 * How long a cluster role waits on one NATS call, and a gateway on a stream with no message, before it
 * gives up on it and asks again. Ingest publishes a commit for every batch (several a second, empty ones
 * too), so a stream silent this long is a reader that did not come back from a NATS restart: a
 * clean-clone run once saw a gateway wait 90 s and more after a 1.5 s restart (1 run in about 12 under
 * load). A loop of 16 runs of nats-restart.integration.test.ts under load since saw one recover after a
 * stall instead of hanging. Asking again costs one consumer, or one checkpoint written again.
 */
export const NATS_STALL_MS = 10_000;

/** `promise`, or a rejection after `ms` (the promise itself is left to settle unheard). */
export function withTimeout<T>(promise: Promise<T>, ms: number = NATS_STALL_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from NATS in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
