import type { ContactConfig } from "../config.server.ts";
import type { Store } from "./store.server.ts";

/** Apart from store.server.ts, which both backends import, so that no import cycle forms; `now`: a test's clock. */
type StoreOptions = Pick<ContactConfig, "DATA_DIR" | "DATABASE_URL" | "STORAGE_TIMEOUT_MS"> & { now?: () => number };

export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.DATABASE_URL) {
    const { openPostgresStore } = await import("./postgres-store.server.ts");
    return openPostgresStore(options.DATABASE_URL, options.STORAGE_TIMEOUT_MS, options.now);
  }
  const { openSqliteStore } = await import("./sqlite-store.server.ts");
  return openSqliteStore(options.DATA_DIR, options.STORAGE_TIMEOUT_MS, options.now);
}
