import { log } from "./log.server.ts";

/**
 * How long a readiness verdict stands unless READINESS_INTERVAL_MS says otherwise: `/readyz`
 * checks the store at most this often.
 */
export const readinessIntervalMs = 2000;

/**
 * `/readyz`'s verdict (a reason the server is not ready, or undefined), computed at most once per
 * `intervalMs` whatever the request rate: every request in between is answered from the last
 * verdict, and the requests that arrive while it is being computed share that one computation. A
 * probe anyone can reach thus costs the store one check every few seconds, not one per request.
 * Each change of verdict is logged once, with its reason, for the operator (the proxies keep the
 * probes off the internet: docs/deploy.md), and so is a first verdict of not ready.
 */
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
