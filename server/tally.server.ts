/**
 * Events counted by kind and logged as one summary line per interval at most, never one line per
 * event, so that a flood of them cannot flood the log: the counts since the last line, the five
 * details seen most often (when the events carry one), and the total since start. Refused
 * connections (main.ts) and the browsers' reports (reports.server.ts) are counted so.
 */
export interface TallyOptions {
  /** The summary line's message. */
  readonly message: string;
  /** At most one line per this many milliseconds; a timer of the caller's flushes a lull. */
  readonly intervalMs: number;
  /** Whether an event writes the line itself once the interval has passed (the first one at once). */
  readonly eager?: boolean;
  /** The field of the summary line that names the details seen most often. */
  readonly detailsField?: string;
  readonly now?: () => number;
  readonly write: (message: string, fields: Record<string, unknown>) => void;
}

export function createTally<Kind extends string>(options: TallyOptions) {
  const now = options.now ?? (() => performance.now());
  let total = 0;
  let lastLine = Number.NEGATIVE_INFINITY;
  let counts = new Map<Kind, number>();
  let details = new Map<string, number>();

  function flush(): void {
    if (counts.size === 0) return;
    const top = [...details].sort((a, b) => b[1] - a[1]).slice(0, 5);
    options.write(options.message, {
      ...Object.fromEntries(counts),
      ...(options.detailsField ? { [options.detailsField]: Object.fromEntries(top) } : {}),
      sinceStart: total,
    });
    lastLine = now();
    counts = new Map();
    details = new Map();
  }

  return {
    count(kind: Kind, detail?: string): void {
      total++;
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      if (detail !== undefined) details.set(detail, (details.get(detail) ?? 0) + 1);
      if (options.eager && now() - lastLine >= options.intervalMs) flush();
    },
    /** Writes the counts since the last line, if there are any. */
    flush,
  };
}
