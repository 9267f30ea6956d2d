/**
 * The shared store for several servers: PostgreSQL through `pg`, with the migrations and
 * operations of the SQLite store. Each write is its own transaction; PostgreSQL commits it
 * durably (synchronous_commit is forced on for our sessions, and a server running with fsync=off
 * is refused at start-up) and groups concurrent commits itself.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { latestVersion, migrate } from "./migrations.server.ts";
import * as operations from "./operations.server.ts";
import { type Operation, Rollback, type Row } from "./operations.server.ts";
import { StorageConfigError, StorageUnavailableError, type Store } from "./store.server.ts";

/** Any two numbers: the advisory lock that lets one server at a time migrate. */
const migrationLock = [0x6b657973, 0x74756221] as const;
/** Retried as a whole: a unique key another transaction committed first, a serialization failure. */
const retryable = new Set(["23505", "40001", "40P01"]);

/** `?` placeholders, numbered for PostgreSQL (no operation puts a `?` inside a literal). */
export function numberPlaceholders(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

/** BIGINT (int8) and COUNT come back as numbers: our values are milliseconds, well below 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

async function run<T>(client: pg.PoolClient, operation: Operation<T>): Promise<T> {
  let step = operation.next();
  while (!step.done) {
    const { sql, params, script } = step.value;
    const result = script ? await client.query(sql) : await client.query(numberPlaceholders(sql), [...params]);
    step = operation.next((result.rows ?? []) as Row[]);
  }
  return step.value;
}

function isConnectionProblem(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? "";
  // Class 08 connection exceptions, 57 operator intervention (shutdown, cancelled by timeout),
  // 53 insufficient resources, and the socket errors and timeouts of the driver itself.
  return /^(08|57|53)/.test(code) || /^E[A-Z]+$/.test(code) || /timeout|terminated|Connection/i.test(String(error));
}

class PostgresStore implements Store {
  readonly kind = "postgres";
  readonly location: string;
  readonly #pool: pg.Pool;

  readonly #now: () => number;

  constructor(pool: pg.Pool, location: string, now: () => number = Date.now) {
    this.#now = now;
    this.#pool = pool;
    this.location = location;
  }

  async #transaction<T>(operation: () => Operation<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      let client: pg.PoolClient;
      try {
        client = await this.#pool.connect();
      } catch (error) {
        throw new StorageUnavailableError(`Cannot reach PostgreSQL: ${(error as Error).message}`);
      }
      let release: boolean | Error = false;
      try {
        await client.query("BEGIN");
        const value = await run(client, operation());
        await client.query("COMMIT");
        return value;
      } catch (error) {
        await client.query("ROLLBACK").catch((rollbackError: Error) => {
          release = rollbackError;
        });
        if (error instanceof Rollback) return error.value as T;
        const code = (error as { code?: string }).code ?? "";
        if (retryable.has(code) && attempt < 3) continue;
        if (isConnectionProblem(error)) {
          release = error as Error;
          throw new StorageUnavailableError(`PostgreSQL failed: ${(error as Error).message}`);
        }
        throw error;
      } finally {
        // A connection that failed is dropped from the pool rather than handed out again.
        client.release(release);
      }
    }
  }

  async #read<T>(operation: Operation<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.#pool.connect();
    } catch (error) {
      throw new StorageUnavailableError(`Cannot reach PostgreSQL: ${(error as Error).message}`);
    }
    try {
      return await run(client, operation);
    } finally {
      client.release();
    }
  }

  submit: Store["submit"] = (submission) => this.#transaction(() => operations.submit(submission, this.#now()));
  #lease(leaseMs: number, limit: number): operations.Lease {
    return { id: randomUUID(), now: this.#now(), leaseMs, limit, skipLocked: true };
  }
  claimDeliveries: Store["claimDeliveries"] = (leaseMs, limit) =>
    this.#transaction(() => operations.claimDeliveries(this.#lease(leaseMs, limit)));
  markSent: Store["markSent"] = (id, leaseId) =>
    this.#transaction(() => operations.markSent("outbox", id, leaseId, this.#now()));
  markAttemptFailed: Store["markAttemptFailed"] = (id, leaseId, error, retryAt) =>
    this.#transaction(() => operations.markAttemptFailed("outbox", id, leaseId, error, retryAt));
  nextDeliveryAt: Store["nextDeliveryAt"] = () => this.#read(operations.nextDue("outbox"));
  claimWebhookDeliveries: Store["claimWebhookDeliveries"] = (endpoints, leaseMs, limit) =>
    this.#transaction(() => operations.claimWebhookDeliveries(endpoints, this.#lease(leaseMs, limit)));
  markWebhookSent: Store["markWebhookSent"] = (answer) =>
    this.#transaction(() => operations.markWebhookSent(answer, this.#now()));
  markWebhookAttemptFailed: Store["markWebhookAttemptFailed"] = (problem, retryAt) =>
    this.#transaction(() => operations.markWebhookAttemptFailed(problem, retryAt));
  markWebhookFailed: Store["markWebhookFailed"] = (problem, alert) =>
    this.#transaction(() => operations.markWebhookFailed(problem, alert, this.#now()));
  disableEndpoint: Store["disableEndpoint"] = (problem, alert) =>
    this.#transaction(() => operations.disableEndpoint(problem, alert, this.#now()));
  enableEndpoint: Store["enableEndpoint"] = (url) => this.#transaction(() => operations.enableEndpoint(url));
  nextWebhookDeliveryAt: Store["nextWebhookDeliveryAt"] = (endpoints) =>
    this.#read(operations.nextWebhookDeliveryAt(endpoints));
  claimAlerts: Store["claimAlerts"] = (leaseMs, limit) =>
    this.#transaction(() => operations.claimAlerts(this.#lease(leaseMs, limit)));
  markAlertSent: Store["markAlertSent"] = (id, leaseId) =>
    this.#transaction(() => operations.markSent("alerts", id, leaseId, this.#now()));
  markAlertAttemptFailed: Store["markAlertAttemptFailed"] = (id, leaseId, error, retryAt) =>
    this.#transaction(() => operations.markAttemptFailed("alerts", id, leaseId, error, retryAt));
  nextAlertAt: Store["nextAlertAt"] = () => this.#read(operations.nextDue("alerts"));
  renewLeases: Store["renewLeases"] = (held, leaseMs) =>
    this.#transaction(() => operations.renewLeases(held, this.#now() + leaseMs));
  list: Store["list"] = () => this.#read(operations.listEnquiries());
  resend: Store["resend"] = (enquiryId, record) =>
    this.#transaction(() => operations.resend(enquiryId, this.#now(), record));
  deleteByEmail: Store["deleteByEmail"] = (email, bucket, record) =>
    this.#transaction(() => operations.deleteByEmail(email, bucket, record));
  deleteEnquiry: Store["deleteEnquiry"] = (id, record) => this.#transaction(() => operations.deleteEnquiry(id, record));
  retryFailed: Store["retryFailed"] = () => this.#transaction(() => operations.retryFailed(this.#now()));
  pruneRateLimits: Store["pruneRateLimits"] = (before) => this.#transaction(() => operations.pruneRateLimits(before));
  write<T>(operation: () => Operation<T>): Promise<T> {
    return this.#transaction(operation);
  }
  read<T>(operation: () => Operation<T>): Promise<T> {
    return this.#read(operation());
  }

  unreadiness: Store["unreadiness"] = async () => {
    try {
      const { rows } = await this.#pool.query(
        "SELECT (SELECT MAX(version) FROM schema_migrations) AS version, " +
          "current_setting('transaction_read_only') = 'on' AS read_only",
      );
      if (rows[0]?.read_only) return "the database is read-only";
      if (Number(rows[0]?.version) !== latestVersion) return "database migrations are not applied";
      return undefined;
    } catch {
      return "the database cannot be reached";
    }
  };

  async close(): Promise<void> {
    await this.#pool.end();
  }
}

/** The URL without its password, for logs. */
export function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
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
  // An idle connection the server dropped must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const location = redactedUrl(url);
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    await pool.end();
    throw new StorageUnavailableError(`Cannot reach PostgreSQL at ${location}: ${(error as Error).message}`);
  }
  try {
    const fsync = (await client.query("SHOW fsync")).rows[0]?.fsync;
    if (fsync !== "on") {
      throw new StorageConfigError(
        `PostgreSQL at ${location} runs with fsync=${fsync}: acknowledged enquiries could be lost in a crash`,
      );
    }
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1, $2)", [...migrationLock]);
    await run(client, migrate(Date.now()));
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    client.release();
    await pool.end();
    if (error instanceof StorageConfigError) throw error;
    throw new StorageConfigError(`Cannot migrate the enquiry database at ${location}: ${(error as Error).message}`);
  }
  client.release();
  return new PostgresStore(pool, location, now);
}
