/**
 * Snapshots of the enquiry database and restoring one: the server takes one before it migrates a
 * SQLite database, and `npm run database` takes one on request or restores one (docs/deploy.md,
 * "Upgrade, roll back, restore"). A snapshot is a consistent copy taken while servers keep writing.
 * It holds names and e-mail addresses, so it is written readable by its owner only (mode 600),
 * whatever the umask.
 *
 * SQLite: `VACUUM INTO` from a connection of its own, which reads the last commit and waits for no
 * writer (WAL), then an fsync, which VACUUM INTO leaves out. A restore copies the snapshot into the
 * database with SQLite's online backup, so a connection still open sees the restored data, never a
 * torn file. PostgreSQL: pg_dump, pg_restore and psql (Debian's postgresql-client), which take the
 * password from their environment, never from their arguments (anyone on the machine can read a
 * process's arguments).
 */
import { spawn } from "node:child_process";
import { chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { pathToFileURL } from "node:url";
import { latestVersion, migrations, versionOf } from "./migrations.server.ts";

/**
 * A snapshot or backup opened to be read: as immutable, so that SQLite makes no shared-memory or
 * log file beside it (a backup of a database in WAL mode is marked WAL too) and needs no write
 * access to its folder.
 */
function openSnapshot(file: string): DatabaseSync {
  const url = pathToFileURL(file);
  url.searchParams.set("immutable", "1");
  return new DatabaseSync(url, { readOnly: true });
}

/**
 * Where the migrations applied are recorded (before Kysely and since): a roll back keeps the
 * snapshot's own, so the database says the schema it has.
 */
const migrationTables = ["schema_migrations", "kysely_migration", "kysely_migration_lock"];
const recorders = migrationTables.map((table) => `'${table}'`).join(", ");

export class SnapshotError extends Error {
  override name = "SnapshotError";
}

/** The folder under DATA_DIR that holds the snapshots the server and the command take. */
export const snapshotFolder = "snapshots";

/** Why a snapshot was taken, the first word of its file name. */
export type SnapshotReason = "before-migration" | "before-restore" | "enquiries";

/** `DATA_DIR/snapshots/<reason>-<UTC time to the millisecond>.<extension>`, sortable by name. */
export function snapshotPath(dataDir: string, reason: SnapshotReason, at: Date, extension = "sqlite"): string {
  const stamp = at.toISOString().replace(/[-:]/g, "");
  return join(resolve(dataDir), snapshotFolder, `${reason}-${stamp}.${extension}`);
}

/**
 * How long a snapshot under DATA_DIR/snapshots is kept: an erasure reaches the snapshots within
 * this time, and a roll back is possible for as long (docs/deploy.md).
 */
export const snapshotKeepDays = 30;

/**
 * Removes the snapshots in `DATA_DIR/snapshots` taken more than `snapshotKeepDays` before `now`,
 * by the time in their names (files named otherwise are left alone). Returns the paths removed.
 */
export function pruneSnapshots(dataDir: string, now: Date): string[] {
  const folder = join(resolve(dataDir), snapshotFolder);
  if (!existsSync(folder)) return [];
  const oldest = now.getTime() - snapshotKeepDays * 86_400_000;
  return readdirSync(folder)
    .filter((name) => {
      const stamp = /^[a-z-]+-(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d\.\d{3})Z\.[a-z]+$/.exec(name);
      return stamp && Date.parse(`${stamp[1]}-${stamp[2]}-${stamp[3]}T${stamp[4]}:${stamp[5]}:${stamp[6]}Z`) < oldest;
    })
    .map((name) => {
      rmSync(join(folder, name), { force: true });
      return join(folder, name);
    });
}

/** A new, empty file readable by its owner only; refuses to replace one. */
function createPrivateFile(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  try {
    closeSync(openSync(path, "wx", 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    throw new SnapshotError(`${path} exists already: a snapshot never replaces a file`);
  }
  chmodSync(path, 0o600);
}

function fsyncPath(path: string, flags: string): void {
  const fd = openSync(path, flags);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export const hasTable = (db: DatabaseSync, name: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

/** The versions of an open SQLite database's migrations (migrations.server.ts); none when it has no schema yet. */
function sqliteVersions(db: DatabaseSync): number[] {
  const [query, recorder] = hasTable(db, "kysely_migration")
    ? ["SELECT name AS version FROM kysely_migration", "kysely_migration"]
    : ["SELECT version FROM schema_migrations", "schema_migrations"];
  if (!hasTable(db, recorder)) return [];
  return db
    .prepare(query)
    .all()
    .map((row) => versionOf(String(row.version)));
}

/** The schema version of an open SQLite database: 0 when it has none yet. */
export const sqliteSchemaVersion = (db: DatabaseSync) => Math.max(0, ...sqliteVersions(db));

/**
 * Writes a consistent copy of the SQLite database at `database` to `destination` (a new file, mode
 * 600), durably. Another connection may hold the write lock meanwhile: the copy is of the last commit.
 */
export function snapshotSqlite(database: string, destination: string): void {
  if (!existsSync(database)) throw new SnapshotError(`There is no database at ${database}: is DATA_DIR the server's?`);
  createPrivateFile(destination);
  const db = new DatabaseSync(database, { timeout: 5000 });
  try {
    db.prepare("VACUUM INTO ?").run(destination);
  } finally {
    db.close();
  }
  fsyncPath(destination, "r+");
  fsyncPath(dirname(destination), "r");
}

/**
 * What a SQLite file holds, checked before it replaces a database: SQLite's integrity check passes
 * and its schema is one this release knows (an older one is migrated at the next start).
 */
export function checkSqliteSnapshot(file: string): { version: number; enquiries: number } {
  let db: DatabaseSync;
  try {
    db = openSnapshot(file);
  } catch (error) {
    throw new SnapshotError(`${file} cannot be opened as a SQLite database (${(error as Error).message})`);
  }
  try {
    const integrity = db.prepare("PRAGMA integrity_check").all();
    const verdict = integrity.map((row) => Object.values(row)[0]).join("; ");
    if (verdict !== "ok") throw new SnapshotError(`${file} fails SQLite's integrity check: ${verdict}`);
    const version = sqliteSchemaVersion(db);
    if (version === 0) throw new SnapshotError(`${file} holds no enquiry database (no migrations recorded)`);
    const known = new Set(migrations.map((migration) => migration.version));
    if (version > latestVersion || sqliteVersions(db).some((applied) => !known.has(applied))) {
      throw new SnapshotError(
        `${file} has schema version ${version}, newer than this release knows (${latestVersion}): restore it with the release that wrote it`,
      );
    }
    const enquiries = Number(db.prepare("SELECT COUNT(*) AS count FROM enquiries").get()?.count ?? 0);
    return { version, enquiries };
  } catch (error) {
    if (error instanceof SnapshotError) throw error;
    throw new SnapshotError(`${file} cannot be read as an enquiry database (${(error as Error).message})`);
  } finally {
    db.close();
  }
}

/**
 * Replaces the SQLite database at `database` with the snapshot `file`, after checking the snapshot
 * and keeping the database as it was in a snapshot of its own (`keep`). Returns what was restored.
 */
export async function restoreSqlite(
  file: string,
  database: string,
  keep: string,
): Promise<{ version: number; enquiries: number; kept?: string }> {
  const restored = checkSqliteSnapshot(file);
  const kept = existsSync(database) ? keep : undefined;
  if (kept) snapshotSqlite(database, kept);
  else closeSync(openSync(database, "a", 0o600));
  chmodSync(database, 0o600);
  const source = openSnapshot(file);
  try {
    await backup(source, database);
  } finally {
    source.close();
  }
  return { ...restored, ...(kept ? { kept } : {}) };
}

/**
 * Rolls the SQLite database at `database` back to the schema of `snapshot` (the one a server took
 * before it migrated), keeping what the database holds now: every row of each of the snapshot's
 * tables is the database's, in the columns the snapshot's schema has. So what arrived after the
 * upgrade stays, and what was erased since stays erased. The database as it was is kept first (`keep`).
 */
export async function rollBackSqlite(
  snapshot: string,
  database: string,
  keep: string,
): Promise<{ version: number; enquiries: number; kept: string }> {
  const { version } = checkSqliteSnapshot(snapshot);
  if (!existsSync(database)) throw new SnapshotError(`There is no database at ${database}: is DATA_DIR the server's?`);
  snapshotSqlite(database, keep);
  const current = openSnapshot(keep);
  const from = sqliteSchemaVersion(current);
  current.close();
  if (from < version)
    throw new SnapshotError(`${snapshot} has schema version ${version}, newer than the database's (${from})`);
  // The rows are put into a copy of the snapshot, which then replaces the database in one backup.
  const scratch = `${keep}.rolling-back`;
  createPrivateFile(scratch);
  let enquiries = 0;
  try {
    const source = openSnapshot(snapshot);
    await backup(source, scratch).finally(() => source.close());
    const db = new DatabaseSync(scratch, { enableForeignKeyConstraints: false });
    try {
      // The snapshot's rows are overwritten as they are deleted: some may have been erased since.
      db.exec("PRAGMA secure_delete = ON");
      db.prepare("ATTACH DATABASE ? AS now").run(keep);
      db.exec("BEGIN");
      const tables = db
        .prepare(
          `SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' AND name NOT IN (${recorders})`,
        )
        .all();
      for (const { name } of tables) {
        const columns = (schema: string) =>
          db
            .prepare(`SELECT name FROM pragma_table_info(?, ?)`)
            .all(String(name), schema)
            .map((row) => String(row.name));
        const kept = new Set(columns("now"));
        const shared = columns("main")
          .filter((column) => kept.has(column))
          .map((column) => `"${column}"`)
          .join(", ");
        if (!shared) continue;
        db.exec(
          `DELETE FROM main."${name}"; INSERT INTO main."${name}" (${shared}) SELECT ${shared} FROM now."${name}"`,
        );
      }
      db.exec("COMMIT");
      db.exec("DETACH DATABASE now");
      enquiries = Number(db.prepare("SELECT COUNT(*) AS count FROM enquiries").get()?.count);
      await backup(db, database);
    } finally {
      db.close();
    }
  } catch (error) {
    if (error instanceof SnapshotError) throw error;
    throw new SnapshotError(
      `${database} could not be rolled back to ${snapshot}, and is unchanged (${(error as Error).message})`,
    );
  } finally {
    rmSync(scratch, { force: true });
  }
  return { version, enquiries, kept: keep };
}

/**
 * How pg_dump, pg_restore and psql reach the database of a `postgres://` URL: the URL without its
 * password as their `--dbname`, and the password in PGPASSWORD.
 */
export function postgresConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a PostgreSQL client program; its standard output goes to `output` when given. */
function runPostgresTool(program: string, args: string[], env: Record<string, string>, output?: number): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(program, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", output ?? "ignore", "pipe"],
    });
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      errors += chunk.toString("utf8");
    });
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        new SnapshotError(
          error.code === "ENOENT"
            ? `${program} is not installed (Debian: apt-get install postgresql-client)`
            : `${program} failed: ${error.message}`,
        ),
      ),
    );
    child.once("close", (code) => {
      const last = errors.trim().split("\n").at(-1);
      if (code === 0) resolvePromise();
      else reject(new SnapshotError(`${program} exited with ${code}${last ? `: ${last}` : ""}`));
    });
  });
}

/** pg_dump's custom-format archive of the database at `url`, written to `destination` (a new file, mode 600). */
export async function snapshotPostgres(url: string, destination: string): Promise<void> {
  const { dbname, env } = postgresConnection(url);
  createPrivateFile(destination);
  const fd = openSync(destination, "w");
  try {
    await runPostgresTool("pg_dump", ["--format=custom", `--dbname=${dbname}`], env, fd);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Drops every table of the schema the archive restores into, so that none a later release added stays behind. */
const dropTables = `DO $$ DECLARE t record; BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format('DROP TABLE public.%I CASCADE', t.tablename);
  END LOOP;
END $$`;

/** psql's steps (`--command=…`, `--file=…`) on the database, in one transaction that stops at the first error. */
function psql(dbname: string, env: Record<string, string>, steps: string[]): Promise<void> {
  const options = ["--no-psqlrc", "--quiet", "--single-transaction", "--set=ON_ERROR_STOP=1"];
  return runPostgresTool("psql", [...options, `--dbname=${dbname}`, ...steps], env);
}

/**
 * Writes parts of a pg_dump archive out as SQL (`pg_restore` options, one script each, mode 600,
 * beside `keep`), so a damaged archive stops before anything changes; keeps the database as it
 * is in an archive of its own (`keep`); then runs `change` with the scripts, and removes them.
 */
async function fromArchive(
  url: string,
  file: string,
  keep: string,
  parts: string[][],
  change: (dbname: string, env: Record<string, string>, scripts: string[]) => Promise<void>,
): Promise<void> {
  if (!existsSync(file)) throw new SnapshotError(`There is no file ${file}`);
  const { dbname, env } = postgresConnection(url);
  const scripts = parts.map((_part, index) => `${keep}.restoring-${index}.sql`);
  try {
    for (const [index, script] of scripts.entries()) {
      createPrivateFile(script);
      const options = ["--no-owner", "--no-privileges", ...(parts[index] ?? [])];
      await runPostgresTool("pg_restore", [...options, `--file=${script}`, file], env);
    }
    await snapshotPostgres(url, keep);
    await change(dbname, env, scripts);
  } finally {
    for (const script of scripts) rmSync(script, { force: true });
  }
}

/**
 * Replaces the tables of the database at `url` with those of a pg_dump archive, after keeping the
 * database as it was in an archive of its own (`keep`); psql drops the tables and runs the
 * archive's SQL in one transaction.
 */
export function restorePostgres(url: string, file: string, keep: string): Promise<void> {
  return fromArchive(url, file, keep, [[]], (dbname, env, [script]) =>
    psql(dbname, env, [`--command=${dropTables}`, `--file=${script}`]),
  );
}

/** Fills each table of the archive's schema with the rows of the same table in `keystub_now`, in the columns both have. */
const carryRows = `DO $$ DECLARE t record; shared text; BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN (${recorders}) LOOP
    SELECT string_agg(format('%I', c.column_name), ', ') INTO shared FROM information_schema.columns c
      JOIN information_schema.columns n ON n.table_schema = 'keystub_now' AND n.table_name = c.table_name AND n.column_name = c.column_name
      WHERE c.table_schema = 'public' AND c.table_name = t.tablename;
    IF shared IS NOT NULL THEN
      EXECUTE format('INSERT INTO public.%I (%s) SELECT %s FROM keystub_now.%I', t.tablename, shared, shared, t.tablename);
    END IF;
  END LOOP;
END $$`;

/**
 * PostgreSQL's roll back, as rollBackSqlite: the tables of the archive's schema (its definitions and
 * its migrations' own tables), filled with the rows the database holds now. The tables as they are move
 * aside, the archive's are made without their constraints, filled, then given their indexes and
 * constraints (which check the rows), and the old ones dropped: all in one transaction.
 */
export function rollBackPostgres(url: string, file: string, keep: string): Promise<void> {
  const versions = ["--section=data", ...migrationTables.map((table) => `--table=${table}`)];
  const parts = [["--section=pre-data"], versions, ["--section=post-data"]];
  return fromArchive(url, file, keep, parts, (dbname, env, [tables, versions, constraints]) =>
    psql(dbname, env, [
      "--command=ALTER SCHEMA public RENAME TO keystub_now; CREATE SCHEMA public",
      `--file=${tables}`,
      `--file=${versions}`,
      `--command=${carryRows}`,
      `--file=${constraints}`,
      "--command=DROP SCHEMA keystub_now CASCADE",
    ]),
  );
}
