// Holds the write lock of a SQLite database until it is told to stop (SIGTERM), the way another
// process busy with the database would: `node tests/support/hold-sqlite-lock.ts FILE`.
import { DatabaseSync } from "node:sqlite";

const file = process.argv[2];
if (!file) throw new Error("Usage: node tests/support/hold-sqlite-lock.ts FILE");
const db = new DatabaseSync(file);
db.exec("BEGIN IMMEDIATE");
process.stdout.write("locked\n");
const keepAlive = setInterval(() => {}, 60_000);
process.once("SIGTERM", () => {
  db.exec("ROLLBACK");
  db.close();
  clearInterval(keepAlive);
});
