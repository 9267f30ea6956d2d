import type { Store } from "./store.server.ts";

/** Apart from store.server.ts, which both backends import, so that no import cycle forms. */
interface StoreOptions {
  readonly DATA_DIR: string;
  readonly DATABASE_URL?: string | undefined;
  /** How long a write may wait for the database before it is refused as unavailable. */
  readonly STORAGE_TIMEOUT_MS: number;
  /** A test's own clock, so that a lease can end without a test waiting for it. */
  readonly now?: () => number;
}

export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.DATABASE_URL) {
    const { openPostgresStore } = await import("./postgres-store.server.ts");
    return openPostgresStore(options.DATABASE_URL, options.STORAGE_TIMEOUT_MS, options.now);
  }
  const { openSqliteStore } = await import("./sqlite-store.server.ts");
  return openSqliteStore(options.DATA_DIR, options.STORAGE_TIMEOUT_MS, options.now);
}
