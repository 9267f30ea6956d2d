// The operators' command for the enquiry database as a whole (its usage below; docs/deploy.md,
// "Upgrade, roll back, restore", says when), on the store the server uses.
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { ConfigError } from "../../site/config.ts";
import { type ContactConfig, loadContactConfig } from "../config.server.ts";
import {
  restorePostgres,
  restoreSqlite,
  rollBackPostgres,
  rollBackSqlite,
  SnapshotError,
  snapshotPath,
  snapshotPostgres,
  snapshotSqlite,
} from "../storage/snapshot.server.ts";
import { sqliteFileName } from "../storage/sqlite-store.server.ts";
import { argsOf, enquiries, runFromShell } from "./command.ts";

const usage = `Usage: npm run database -- <command>

  snapshot [--to FILE]   a consistent copy of the enquiry database, readable by its owner only,
                         taken while the server runs; prints its path. SQLite: into
                         DATA_DIR/snapshots/ unless FILE is given. PostgreSQL: a pg_dump archive
                         to FILE (required)
  restore FILE           replace the enquiry database with FILE (a snapshot, or a backup of the
                         same kind), after a snapshot of the database it replaces; stop the
                         servers first
  roll-back SNAPSHOT     back to the schema of SNAPSHOT (the one taken before an upgrade migrated
                         the database: SQLite's, or the pg_dump archive), keeping every row the
                         database holds now; after a snapshot of it; stop the servers first

The database is the server's: DATABASE_URL when set, else DATA_DIR (default ./data).`;

/** The current time, as the snapshots' names are dated; a test may fix it. */
type Clock = () => Date;

async function snapshot(config: ContactConfig, to: string | undefined, now: Clock): Promise<string> {
  if (config.DATABASE_URL) {
    if (!to) throw new SnapshotError("On PostgreSQL, say where the archive goes: snapshot --to FILE");
    await snapshotPostgres(config.DATABASE_URL, resolve(to));
    return `${resolve(to)}\n`;
  }
  const destination = to ? resolve(to) : snapshotPath(config.DATA_DIR, "enquiries", now());
  snapshotSqlite(join(config.DATA_DIR, sqliteFileName), destination);
  return `${destination}\n`;
}

/** Where a PostgreSQL database is kept before an archive replaces it: beside the archive. */
const beforeRestore = (archive: string, now: Clock) =>
  join(dirname(archive), `before-restore-${now().toISOString().replace(/[-:]/g, "")}.pgdump`);

async function restore(config: ContactConfig, file: string, now: Clock): Promise<string> {
  const source = resolve(file);
  if (config.DATABASE_URL) {
    const keep = beforeRestore(source, now);
    await restorePostgres(config.DATABASE_URL, source, keep);
    return `Restored ${source}. The database as it was before: ${keep}\n`;
  }
  if (!existsSync(config.DATA_DIR))
    throw new SnapshotError(`DATA_DIR ${config.DATA_DIR} does not exist: create it first`);
  const database = join(config.DATA_DIR, sqliteFileName);
  const restored = await restoreSqlite(source, database, snapshotPath(config.DATA_DIR, "before-restore", now()));
  return (
    `Restored ${source} (schema version ${restored.version}, ${enquiries(restored.enquiries)}) into ${resolve(database)}.` +
    (restored.kept ? ` The database as it was before: ${restored.kept}` : "") +
    "\n"
  );
}

async function rollBack(config: ContactConfig, file: string, now: Clock): Promise<string> {
  const snapshot = resolve(file);
  if (config.DATABASE_URL) {
    const keep = beforeRestore(snapshot, now);
    await rollBackPostgres(config.DATABASE_URL, snapshot, keep);
    return `Rolled the database back to the schema of ${snapshot}, with the rows it holds now. The database as it was before: ${keep}\n`;
  }
  const database = join(config.DATA_DIR, sqliteFileName);
  const done = await rollBackSqlite(snapshot, database, snapshotPath(config.DATA_DIR, "before-restore", now()));
  return (
    `Rolled ${resolve(database)} back to the schema of ${snapshot} (version ${done.version}), with the ` +
    `${enquiries(done.enquiries)} it holds now. The database as it was before: ${done.kept}\n`
  );
}

export async function run(argv: string[], env: NodeJS.ProcessEnv, now: Clock = () => new Date()) {
  const parsed = argsOf({ args: argv, allowPositionals: true, options: { to: { type: "string" } } }, usage);
  if ("code" in parsed) return parsed;
  const [command, ...operands] = parsed.positionals;
  const { to } = parsed.values;
  const valid =
    (command === "snapshot" && operands.length === 0) ||
    ((command === "restore" || command === "roll-back") && operands.length === 1 && to === undefined);
  if (!valid) return { code: 2, out: `${usage}\n` };

  try {
    const config = loadContactConfig(env);
    const file = operands[0] ?? "";
    const out =
      command === "snapshot"
        ? await snapshot(config, to, now)
        : await (command === "restore" ? restore : rollBack)(config, file, now);
    return { code: 0, out };
  } catch (error) {
    if (error instanceof ConfigError || error instanceof SnapshotError) return { code: 1, out: `${error.message}\n` };
    throw error;
  }
}

if (import.meta.main) await runFromShell(run);
