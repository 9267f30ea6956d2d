import { addressPrefix } from "./contact/request.server.ts";
import { log } from "./log.server.ts";

/** At most one log line per this many milliseconds, however many connections are refused. */
export const refusalLogIntervalMs = 10_000;

export type Cap = "per-address" | "total";

/**
 * Connections the server refuses for a cap (MAX_CONNECTIONS_PER_IP, MAX_CONNECTIONS) are counted,
 * never dropped in silence, and logged without flooding the log an attacker would like to flood:
 * the first refusal at once, then at most one line per interval with the counts since the last
 * line, by cap, and the client address prefixes (IPv4 /24, IPv6 /64) that were refused most.
 */
export function createRefusalLog(
  intervalMs = refusalLogIntervalMs,
  now: () => number = () => performance.now(),
  write: (message: string, fields: Record<string, unknown>) => void = (message, fields) => log.warn(message, fields),
) {
  let total = 0;
  let lastLine = Number.NEGATIVE_INFINITY;
  let counts = new Map<Cap, number>();
  let prefixes = new Map<string, number>();

  function flush(): void {
    if (counts.size === 0) return;
    const top = [...prefixes].sort((a, b) => b[1] - a[1]).slice(0, 5);
    write("connections refused", {
      ...Object.fromEntries(counts),
      prefixes: Object.fromEntries(top),
      sinceStart: total,
    });
    lastLine = now();
    counts = new Map();
    prefixes = new Map();
  }

  return {
    refused(cap: Cap, address: string | undefined): void {
      total++;
      counts.set(cap, (counts.get(cap) ?? 0) + 1);
      const prefix = address ? addressPrefix(address) : "unknown";
      prefixes.set(prefix, (prefixes.get(prefix) ?? 0) + 1);
      if (now() - lastLine >= intervalMs) flush();
    },
    /** The refusals since the last line (at shutdown, and by a timer so a lull does not hide them). */
    flush,
    get total() {
      return total;
    },
  };
}
