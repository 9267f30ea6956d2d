import { addressPrefix } from "./contact/request.server.ts";
import { log } from "./log.server.ts";
import { createTally } from "./tally.server.ts";

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
  const tally = createTally<Cap>({
    message: "connections refused",
    intervalMs,
    eager: true,
    detailsField: "prefixes",
    now,
    write,
  });
  return {
    refused(cap: Cap, address: string | undefined): void {
      tally.count(cap, address ? addressPrefix(address) : "unknown");
    },
    /** The refusals since the last line (at shutdown, and by a timer so a lull does not hide them). */
    flush: tally.flush,
    get total() {
      return tally.total;
    },
  };
}
