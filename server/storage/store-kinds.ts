// For tests that run once on each store: `describe.each(storeKinds)` and a fresh database of that kind.
import { sql } from "kysely";
import { afterEach, beforeEach, inject } from "vitest";
import { openStore } from "./open-store.server.ts";
import type { Row } from "./operations.server.ts";
import type { Db, Store } from "./store.server.ts";
import { postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from "./test-databases.ts";

export const storeKinds = ["sqlite", "postgres"] as const;
type StoreKind = (typeof storeKinds)[number];

export async function testDatabase(kind: StoreKind): Promise<TestDatabase> {
  return kind === "sqlite" ? sqliteTestDatabase() : postgresTestDatabase(inject("postgresUrl"));
}

/**
 * A fresh store of that kind for each test of the calling `describe`, closed and dropped after it;
 * `open` opens another on the same database (another server), `reopen` this one again; `env` points at it.
 */
export function freshStore(kind: StoreKind) {
  let database: TestDatabase;
  let store: Store;
  // A minute: a database on a busy machine answers late, never "unavailable" to a test.
  const open = (now?: () => number) =>
    openStore({ ...database.env, STORAGE_TIMEOUT_MS: 60_000, ...(now ? { now } : {}) });
  beforeEach(async () => {
    database = await testDatabase(kind);
    store = await open();
  });
  afterEach(async () => {
    await store.close();
    await database.drop();
  });
  return {
    store: () => store,
    env: () => database.env,
    open,
    async reopen() {
      await store.close();
      store = await open();
      return store;
    },
  };
}

/** The rows of a query of the test's own, run by `store.read` or `store.write`. */
export const rowsOf = (text: string) => async (db: Db) => (await sql.raw<Row>(text).execute(db)).rows;
