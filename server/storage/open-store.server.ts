import type { Store } from "./store.server.ts";

/**
 * Opens the configured enquiry store. Kept apart from store.server.ts, which the two backends
 * import for the store's types and errors, so no module imports one that imports it back.
 */
interface StoreOptions {
  readonly DATA_DIR: string;
  readonly DATABASE_URL?: string | undefined;
  /** How long a write may wait for the database before it is refused as unavailable. */
  readonly STORAGE_TIMEOUT_MS: number;
  /**
   * The clock the store's records are dated by (enquiries, leases, retries, rate limits): the
   * wall clock, or a test's own, so that a lease can end without a test waiting for it.
   */
  readonly now?: () => number;
}

/** Opens the configured store and brings its schema up to date. */
export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.DATABASE_URL) {
    const { openPostgresStore } = await import("./postgres-store.server.ts");
    return openPostgresStore(options.DATABASE_URL, options.STORAGE_TIMEOUT_MS, options.now);
  }
  const { openSqliteStore } = await import("./sqlite-store.server.ts");
  return openSqliteStore(options.DATA_DIR, options.STORAGE_TIMEOUT_MS, options.now);
}
