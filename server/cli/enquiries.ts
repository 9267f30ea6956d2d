// The team's command for contact enquiries (its usage below), on the store the server uses, read
// like the server reads it.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ConfigError } from "../../site/config.ts";
import { type AuditAction, record } from "../admin/admin-operations.server.ts";
import { type ContactConfig, loadContactConfig } from "../config.server.ts";
import { configuredDelivery } from "../contact/delivery.server.ts";
import { enquiriesCsv, exportRow } from "../contact/export.server.ts";
import type { Worker } from "../contact/outbox-worker.server.ts";
import { emailBucket } from "../contact/request.server.ts";
import { configuredWebhooks } from "../contact/webhooks.server.ts";
import { openStore } from "../storage/open-store.server.ts";
import { sqliteFileName } from "../storage/sqlite-store.server.ts";
import type { EnquiryRecord, Store } from "../storage/store.server.ts";
import { argsOf, enquiries, runFromShell } from "./command.ts";

const usage = `Usage: npm run enquiries -- <command>

  list                          the enquiries, oldest first, with their status and delivery
  export --format csv|json      every enquiry on standard output, for the CRM: run it as
                                "npm run --silent enquiries -- export --format csv > enquiries.csv"
                                so that npm's banner stays out of the file
  delete --email ADDRESS        erase every enquiry from ADDRESS (any case)
  retry                         deliver the failed e-mails, alerts and webhooks again (needs
                                SMTP_URL for e-mails, WEBHOOK_URLS for webhooks)

The store is the server's: DATABASE_URL when set, else DATA_DIR (default ./data).`;

/** The command's actions go into the audit trail the team's inbox shows, by "command line". */
function audit(store: Store, action: AuditAction, detail: string): Promise<void> {
  return store.write((db) => record(db, { actor: "command line", action, detail }, Date.now()));
}

function list(records: readonly EnquiryRecord[]): string {
  if (records.length === 0) return "No enquiries.\n";
  const header = ["received (UTC)", "id", "status", "delivery", "attempts", "email", "name"];
  const shown = records.map((record) => {
    const values = exportRow(record);
    return header.map((title) => values[title] ?? "");
  });
  const widths = header.map((title, index) => Math.max(title.length, ...shown.map((line) => line[index]?.length ?? 0)));
  const format = (line: string[]) => line.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join("  ");
  return `${[format(header), ...shown.map(format)].join("\n")}\n${enquiries(records.length)}.\n`;
}

async function retry(store: Store, config: ContactConfig): Promise<string> {
  const queued = await store.retryFailed();
  const emails = queued.mail.length + queued.alerts.length;
  if (emails === 0 && queued.webhooks.length === 0) return "No failed deliveries.\n";
  let out = "";
  if (emails > 0) {
    const alerts = queued.alerts.length > 0 ? ` and ${queued.alerts.length} alerts` : "";
    const what = `${queued.mail.length} deliveries${alerts}`;
    out += config.SMTP_URL
      ? await sendNow(what, configuredDelivery(store, config, config.SMTP_URL))
      : unsent(what, "SMTP_URL");
  }
  if (queued.webhooks.length > 0) {
    const what = `${queued.webhooks.length} webhook deliveries`;
    out +=
      config.WEBHOOK_URLS.length > 0
        ? await sendNow(what, configuredWebhooks(store, config))
        : unsent(what, "WEBHOOK_URLS");
  }
  return out;
}

/** One round of whatever is due now; the rest is the server's. */
async function sendNow(what: string, worker: Worker): Promise<string> {
  const round = await worker.deliverDue();
  await worker.stop();
  return (
    `${what} queued again: ${round.sent} sent now, ${round.retrying} will be retried ` +
    `by the server, ${round.failed} failed.\n`
  );
}

function unsent(what: string, variable: string): string {
  return `${what} queued again; ${variable} is not set, so nothing can be sent until it is.\n`;
}

export async function run(argv: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; out: string }> {
  const parsed = argsOf(
    {
      args: argv,
      allowPositionals: true,
      options: { format: { type: "string" }, email: { type: "string" } },
    },
    usage,
  );
  if ("code" in parsed) return parsed;
  const [command, ...extra] = parsed.positionals;
  const { format, email } = parsed.values;
  const valid =
    extra.length === 0 &&
    ((command === "list" && !format && !email) ||
      (command === "export" && (format === "csv" || format === "json") && !email) ||
      (command === "delete" && Boolean(email?.trim()) && !format) ||
      (command === "retry" && !format && !email));
  if (!valid) return { code: 2, out: `${usage}\n` };

  let config: ContactConfig;
  try {
    config = loadContactConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return { code: 1, out: `${error.message}\n` };
    throw error;
  }
  // The command reads what a server stored; a wrong DATA_DIR must not quietly make a new, empty
  // database and answer "No enquiries".
  const sqliteFile = join(config.DATA_DIR, sqliteFileName);
  if (!config.DATABASE_URL && !existsSync(sqliteFile)) {
    return {
      code: 1,
      out: `DATA_DIR has no enquiry database (no ${sqliteFile}): set DATA_DIR to the server's data directory, or DATABASE_URL\n`,
    };
  }
  const store = await openStore(config);
  try {
    switch (command) {
      case "list":
        return { code: 0, out: list(await store.list()) };
      case "export": {
        const records = await store.list();
        await audit(store, "export", String(records.length));
        return { code: 0, out: format === "csv" ? enquiriesCsv(records) : `${JSON.stringify(records, null, 2)}\n` };
      }
      case "delete": {
        const address = (email ?? "").trim();
        const ids = await store.deleteByEmail(address, emailBucket(address), (db, erased) =>
          record(db, { actor: "command line", action: "erase", detail: String(erased.length) }, Date.now()),
        );
        return {
          code: 0,
          out:
            ids.length === 0
              ? `No enquiries from ${address}.\n`
              : `Deleted ${enquiries(ids.length)} from ${address}: ${ids.join(", ")}\n`,
        };
      }
      default: {
        await audit(store, "retry-failed", "");
        return { code: 0, out: await retry(store, config) };
      }
    }
  } finally {
    await store.close();
  }
}

if (import.meta.main) await runFromShell(run);
