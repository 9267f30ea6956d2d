import { log } from "./log.server.ts";

export const readinessIntervalMs = 2000;

/** At most one store check per `intervalMs`, shared by concurrent requests: a public probe cannot load the store. */
export function cachedVerdict(
  compute: () => Promise<string | undefined>,
  intervalMs = readinessIntervalMs,
  now: () => number = () => performance.now(),
): () => Promise<string | undefined> {
  let last: { readonly at: number; readonly verdict: string | undefined } | undefined;
  let pending: Promise<string | undefined> | undefined;
  return () => {
    if (last && now() - last.at < intervalMs) return Promise.resolve(last.verdict);
    pending ??= compute()
      .catch((error: unknown) => `the readiness check failed (${(error as Error).message})`)
      .then((verdict) => {
        if (last ? verdict !== last.verdict : verdict) {
          if (verdict) log.warn("not ready", { reason: verdict });
          else log.info("ready again");
        }
        last = { at: now(), verdict };
        return verdict;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
