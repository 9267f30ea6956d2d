/** Durable: synchronous_commit is forced on for our sessions, and a server with fsync=off is refused. */
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { redactSecrets } from "../../site/config.ts";
import { KyselyStore } from "./kysely-store.server.ts";
import { migrate, schemaBehind } from "./migrations.server.ts";
import { StorageConfigError, StorageUnavailableError, type Store } from "./store.server.ts";

/** Any two numbers: the advisory lock that lets one server at a time migrate. */
const migrationLock = [0x6b657973, 0x74756221] as const;
/** Retried as a whole: a unique key another transaction committed first, a serialization failure. */
const retryable = new Set(["23505", "40001", "40P01"]);

/** BIGINT (int8) and COUNT come back as numbers: our values are milliseconds, well below 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

class PostgresStore extends KyselyStore {
  readonly kind = "postgres";
  protected readonly skipLocked = true;

  protected retries(error: unknown, attempt: number): boolean {
    return retryable.has((error as { code?: string }).code ?? "") && attempt < 3;
  }

  protected unavailable(error: unknown): boolean {
    const code = (error as { code?: string }).code ?? "";
    // Class 08 connection exceptions, 57 operator intervention (shutdown, cancelled by timeout),
    // 53 insufficient resources, and the socket errors and timeouts of the driver itself.
    return /^(08|57|53)/.test(code) || /^E[A-Z]+$/.test(code) || /timeout|terminated|Connection/i.test(String(error));
  }

  async unreadiness(): Promise<string | undefined> {
    try {
      const query = sql<{ read_only: boolean }>`SELECT current_setting('transaction_read_only') = 'on' AS read_only`;
      const { rows } = await query.execute(this.db);
      if (rows[0]?.read_only) return "the database is read-only";
      if (await schemaBehind(this.db)) return "database migrations are not applied";
      return undefined;
    } catch {
      return "the database cannot be reached";
    }
  }
}

/** Connects, refuses a server that does not make commits durable, and applies the migrations. */
export async function openPostgresStore(url: string, timeoutMs: number, now?: () => number): Promise<Store> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
    options: "-c synchronous_commit=on",
    application_name: "keystub-contact",
    types,
  });
  // A connection the server drops (a restart, an outage) must not crash the process: the pool
  // replaces an idle one, and a query on a checked-out one fails, which the caller answers.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const location = redactSecrets(url);
  const store = new PostgresStore(location, new Kysely({ dialect: new PostgresDialect({ pool }) }), timeoutMs, now);
  let fsync: unknown;
  try {
    fsync = (await pool.query("SHOW fsync")).rows[0]?.fsync;
  } catch (error) {
    await store.close();
    throw new StorageUnavailableError(`Cannot reach PostgreSQL at ${location}: ${(error as Error).message}`);
  }
  try {
    if (fsync !== "on") {
      throw new StorageConfigError(
        `PostgreSQL at ${location} runs with fsync=${fsync}: acknowledged enquiries could be lost in a crash`,
      );
    }
    await store.write(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${migrationLock[0]}, ${migrationLock[1]})`.execute(trx);
      await migrate(trx);
    });
  } catch (error) {
    await store.close();
    if (error instanceof StorageConfigError) throw error;
    throw new StorageConfigError(`Cannot migrate the enquiry database at ${location}: ${(error as Error).message}`);
  }
  return store;
}
