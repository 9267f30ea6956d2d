/**
 * docs/deploy.md, "Upgrade, roll back, restore". Snapshots hold personal data: mode 600. SQLite restores
 * go through the online backup, never a torn file; PostgreSQL's tools get the password in their
 * environment, since anyone on the machine can read a process's arguments.
 */
import { execFile } from "node:child_process";
import { chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { latestVersion, migrations, versionOf } from "./migrations.server.ts";

/** Immutable, so SQLite writes no -shm/-wal file beside it (a WAL database's copy is WAL too). */
function openSnapshot(file: string): DatabaseSync {
  const url = pathToFileURL(file);
  url.searchParams.set("immutable", "1");
  return new DatabaseSync(url, { readOnly: true });
}

/** Where applied migrations are recorded: a roll back keeps the snapshot's, so they match its schema. */
const migrationTables = ["schema_migrations", "kysely_migration", "kysely_migration_lock"];
const recorders = migrationTables.map((table) => `'${table}'`).join(", ");

export class SnapshotError extends Error {
  override name = "SnapshotError";
}

export const snapshotFolder = "snapshots";

/** Sortable by name: `<reason>-<UTC time to the millisecond>.<extension>`. */
export function snapshotPath(dataDir: string, reason: "before-migration" | "before-restore" | "enquiries", at: Date) {
  const stamp = at.toISOString().replace(/[-:]/g, "");
  return join(resolve(dataDir), snapshotFolder, `${reason}-${stamp}.sqlite`);
}

/** Also how long an erasure takes to reach the snapshots (docs/deploy.md). */
export const snapshotKeepDays = 30;

/** By the time in their names; files named otherwise are left alone. */
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

export const sqliteSchemaVersion = (db: DatabaseSync) => Math.max(0, ...sqliteVersions(db));

/** VACUUM INTO copies the last commit without waiting for a writer (WAL), but does not fsync. */
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

/** An older schema is fine: it is migrated at the next start. */
function checkSqliteSnapshot(file: string): { version: number; enquiries: number } {
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

export async function restoreSqlite(file: string, database: string, keep: string) {
  const restored = checkSqliteSnapshot(file);
  const kept = existsSync(database) ? keep : undefined;
  if (kept) snapshotSqlite(database, kept);
  else closeSync(openSync(database, "a", 0o600));
  chmodSync(database, 0o600);
  const source = openSnapshot(file);
  await backup(source, database).finally(() => source.close());
  return { ...restored, ...(kept ? { kept } : {}) };
}

/** The snapshot's schema with the database's current rows: later enquiries stay, erased ones stay erased. */
export async function rollBackSqlite(snapshot: string, database: string, keep: string) {
  const { version } = checkSqliteSnapshot(snapshot);
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

function postgresConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

async function runPostgresTool(program: string, args: string[], env: Record<string, string>): Promise<void> {
  try {
    // psql prints a restore script's SELECTs: no cap on that output may stop a restore midway.
    await promisify(execFile)(program, args, { env: { ...process.env, ...env }, maxBuffer: Number.POSITIVE_INFINITY });
  } catch (error) {
    const { code, stderr } = error as { code?: number | string; stderr?: string };
    if (code === "ENOENT")
      throw new SnapshotError(`${program} is not installed (Debian: apt-get install postgresql-client)`);
    const last = stderr?.trim().split("\n").at(-1);
    throw new SnapshotError(`${program} exited with ${code}${last ? `: ${last}` : ""}`);
  }
}

export async function snapshotPostgres(url: string, destination: string): Promise<void> {
  const { dbname, env } = postgresConnection(url);
  createPrivateFile(destination);
  await runPostgresTool("pg_dump", ["--format=custom", `--dbname=${dbname}`, `--file=${destination}`], env);
  fsyncPath(destination, "r+");
}

/** So that no table a later release added stays behind. */
const dropTables = `DO $$ DECLARE t record; BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format('DROP TABLE public.%I CASCADE', t.tablename);
  END LOOP;
END $$`;

function psql(dbname: string, env: Record<string, string>, steps: string[]): Promise<void> {
  const options = ["--no-psqlrc", "--quiet", "--single-transaction", "--set=ON_ERROR_STOP=1"];
  return runPostgresTool("psql", [...options, `--dbname=${dbname}`, ...steps], env);
}

/** The archive is turned into SQL scripts first, so a damaged one stops before anything changes. */
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

export function restorePostgres(url: string, file: string, keep: string): Promise<void> {
  return fromArchive(url, file, keep, [[]], (dbname, env, [script]) =>
    psql(dbname, env, [`--command=${dropTables}`, `--file=${script}`]),
  );
}

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

/** As rollBackSqlite, in one transaction; constraints come after the rows so that they check them. */
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
