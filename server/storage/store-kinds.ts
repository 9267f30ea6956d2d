// For tests that run once on each store: `describe.each(storeKinds)` and a fresh, empty database
// of that kind (SQLite in a temporary folder, or a new database on the run's PostgreSQL server,
// which setup/ensure-postgres.ts starts and hands over as `postgresUrl`).
import { inject } from "vitest";
import { postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from "./test-databases.ts";

export const storeKinds = ["sqlite", "postgres"] as const;
export type StoreKind = (typeof storeKinds)[number];

export async function testDatabase(kind: StoreKind): Promise<TestDatabase> {
  return kind === "sqlite" ? sqliteTestDatabase() : postgresTestDatabase(inject("postgresUrl"));
}
