import { accessSync, constants, existsSync, mkdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import {
  ConfigError,
  type Environment,
  isLoopbackHost,
  type PublicConfig,
  parseEnvironment,
  readPublicConfig,
} from "../site/config.ts";
import { isStrictEmail } from "../site/contact-schema.ts";
import { defaultLocale, type Locale, sourceLocales } from "../site/locales.ts";
import { clientAddressOf } from "./contact/request.server.ts";
import { hostRefusal } from "./contact/webhook-target.server.ts";
import { logLevels } from "./log.server.ts";
import { readinessIntervalMs } from "./readiness.server.ts";

/** How long a whole request may take to arrive (main.ts); the headers' limit is at most this. */
export const requestTimeoutMs = 30_000;

const wholeNumber = (unit: string, min?: number, max?: number) =>
  z
    .string()
    .regex(/^\d+$/, { message: `must be a whole number${unit}` })
    .transform(Number)
    .refine((n) => (min === undefined || n >= min) && (max === undefined || n <= max), {
      message: max === undefined ? `must be at least ${min}` : `must be from ${min} to ${max}`,
    });
const ms = (min?: number, max?: number) => wholeNumber(" of milliseconds", min, max);

const serverFields = {
  PORT: wholeNumber(" from 0 to 65535", 0, 65535).default(3000),
  HOST: z.string().trim().min(1).default("localhost"),
  BUILD_DIR: z.string().trim().min(1).default("build"),
  MAX_CONNECTIONS: wholeNumber(" (0 turns the cap off)").default(10_000),
  // Unset: 256, or off behind a reverse proxy (loadServerConfig).
  MAX_CONNECTIONS_PER_IP: wholeNumber(" (0 turns the cap off)").optional(),
  LOG_LEVEL: z.enum(logLevels, { message: `must be one of ${logLevels.join(", ")}` }).default("info"),
  SHUTDOWN_TIMEOUT_MS: ms().default(10_000),
  // Slow clients (main.ts): the headers' limit is at most the whole request's.
  HEADERS_TIMEOUT_MS: ms(1, requestTimeoutMs).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: ms(1).default(5000),
  READINESS_INTERVAL_MS: ms(1).default(readinessIntervalMs),
};

/** A value, trimmed, that `valid` accepts. */
const text = (valid: (value: string) => boolean, message: string) => z.string().trim().refine(valid, { message });
/** A comma-separated list, each item `valid`. */
const listOf = (valid: (item: string) => boolean, message: string) =>
  z
    .string()
    .transform((value) => value.split(",").map((item) => item.trim()))
    .refine((list) => list.every(valid), { message });
const isOrigin = (value: string) =>
  URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value;

/** An IANA time zone name ("Europe/Madrid", "UTC") as Intl spells it, or undefined for anything else. */
function timeZoneName(value: string): string | undefined {
  try {
    // Intl also takes offsets ("+01:00"), which name no place and no summer time.
    return /^[A-Za-z]/.test(value)
      ? new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone
      : undefined;
  } catch {
    return undefined;
  }
}

/** A comma-separated list of plain addresses, checked as strictly as a visitor's (no display names). */
const addressList = listOf(isStrictEmail, "must be one or more e-mail addresses separated by commas");

/** One mailbox: `address@example.com` or `Display Name <address@example.com>` (RFC 5322 §3.4). */
const mailbox = z
  .string()
  .trim()
  .transform((value, context) => {
    const match = /^(?:([^"<>\\\p{Cc}]*?)\s*<([^<>\s]+)>|([^<>\s]+))$/u.exec(value);
    const address = match?.[2] ?? match?.[3] ?? "";
    if (!isStrictEmail(address)) {
      context.addIssue({ code: "custom", message: 'must be "address@domain" or "Name <address@domain>"' });
      return z.NEVER;
    }
    return { name: match?.[1]?.trim() || undefined, address };
  });

/** The three loopback names a plain-http endpoint may use: a receiver on this machine (tests, development). */
const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

function isWebhookUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  // fetch refuses a URL with credentials; a receiver authenticates the sender by its signature.
  if (url.username || url.password) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && loopbackHosts.has(url.hostname));
}

/** A Standard Webhooks signing secret: `whsec_` and the base64 of 24 to 64 random bytes. */
function isWebhookSecret(value: string): boolean {
  const encoded = value.startsWith("whsec_") ? value.slice("whsec_".length) : "";
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return false;
  const bytes = Buffer.from(encoded, "base64").length;
  return bytes >= 24 && bytes <= 64;
}

/** Apart so that the operators' command reads them without a build. */
const contactFields = z.object({
  DATA_DIR: z.string().trim().min(1).default("data"),
  // URLs with a password: a refused one is not shown at all, since where the password starts in a
  // malformed URL cannot be told (parseEnvironment reads `secret`).
  DATABASE_URL: text(
    (value) => /^postgres(ql)?:\/\/./.test(value) && URL.canParse(value),
    "must be a postgres:// or postgresql:// URL",
  )
    .optional()
    .meta({ secret: true }),
  SMTP_URL: text(
    (value) => /^smtps?:\/\/[^\s/]/.test(value) && URL.canParse(value),
    "must be an smtp:// or smtps:// URL, for example smtp://user:password@mail.example:587",
  )
    .optional()
    .meta({ secret: true }),
  CONTACT_TO: addressList.optional(),
  CONTACT_FROM: mailbox.default({ name: "Keystub website", address: "no-reply@keystub.example" }),
  TEAM_LANGUAGE: z
    .enum(sourceLocales as [Locale, ...Locale[]], { message: `must be one of ${sourceLocales.join(", ")}` })
    .default(defaultLocale),
  TEAM_TIME_ZONE: text(
    (value) => timeZoneName(value) !== undefined,
    "must be an IANA time zone name, e.g. Europe/Madrid or UTC",
  )
    .transform((value) => timeZoneName(value) as string)
    .default("UTC"),
  CONTACT_RATE_LIMIT_PER_IP: wholeNumber(" (0 turns the limit off)").default(10),
  CONTACT_RATE_LIMIT_PER_EMAIL: wholeNumber(" (0 turns the limit off)").default(5),
  CONTACT_RATE_WINDOW_SECONDS: wholeNumber(" of seconds", 1).default(3600),
  CONTACT_ALLOWED_ORIGINS: listOf(
    isOrigin,
    "must be origins separated by commas, each scheme://host[:port] with no path, e.g. https://partner.example",
  ).optional(),
  // The reverse proxies in front, by address: X-Forwarded-For is believed only on their connections.
  TRUST_PROXY: listOf(
    (entry) => entry !== "" && !errorCode(() => clientAddressOf([entry])),
    "must be IP addresses or CIDR ranges separated by commas, or loopback, linklocal or uniquelocal (e.g. loopback, or 10.0.0.0/8)",
  ).default([]),
  STORAGE_TIMEOUT_MS: ms().default(5000),
  DELIVERY_ATTEMPTS: wholeNumber("", 1).default(10),
  DELIVERY_RETRY_MS: ms().default(30_000),
  DELIVERY_LEASE_MS: ms(100).default(30_000),
  // Normalised (`new URL().href`), so one endpoint written two ways is seen as a repeat.
  WEBHOOK_URLS: listOf(
    isWebhookUrl,
    "must be https:// URLs separated by commas (http:// only to localhost, 127.0.0.1 or [::1]), without a user or password",
  )
    .transform((list) => list.map((url) => new URL(url).href))
    .refine((list) => new Set(list).size === list.length, { message: "must not name one URL twice" })
    .default([]),
  // Never printed, also not in a refusal (parseEnvironment reads `secret`).
  WEBHOOK_SECRETS: listOf(
    isWebhookSecret,
    "must be whsec_ secrets (the base64 of 24 to 64 random bytes), separated by commas",
  )
    .default([])
    .meta({ secret: true }),
  // Loopback and private webhook addresses: the tests' receivers, a CRM on the internal network.
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(["true", "false"], { message: 'must be "true" or "false"' })
    .transform((value) => value === "true")
    .default(false),
  WEBHOOK_TIMEOUT_MS: ms(1, 15_000).default(10_000),
  WEBHOOK_RETRY_MS: ms(1).default(60_000),
  OPERATIONS_EMAIL: addressList.optional(),
});

export const contactSchema = contactFields.superRefine((config, context) => {
  // A malformed URL has its own message; only well-formed ones are checked here.
  const refusal = config.WEBHOOK_URLS.map((url, index) => {
    const refused = URL.canParse(url) ? hostRefusal(new URL(url).hostname, config.WEBHOOK_ALLOW_PRIVATE) : undefined;
    return refused && `entry ${index + 1}: ${refused}`;
  }).find(Boolean);
  if (refusal) {
    context.addIssue({
      code: "custom",
      path: ["WEBHOOK_URLS"],
      message: `must name public hosts (${refusal}; loopback and private addresses need WEBHOOK_ALLOW_PRIVATE=true, link-local ones are never allowed)`,
    });
  }
  const urls = config.WEBHOOK_URLS.length;
  const secrets = config.WEBHOOK_SECRETS.length;
  // A malformed secret has its own message; the count is checked on well-formed lists only.
  if (urls !== secrets && config.WEBHOOK_SECRETS.every(isWebhookSecret)) {
    context.addIssue({
      code: "custom",
      path: ["WEBHOOK_SECRETS"],
      message: `must hold one secret per WEBHOOK_URLS entry, in the same order (${urls} URLs, ${secrets} secrets)`,
    });
  }
});

export type ContactConfig = ReturnType<typeof loadContactConfig>;

export function loadContactConfig(env: Environment) {
  const contact = parseEnvironment(contactSchema, env);
  // The defaults are placeholders on keystub.example: a relay takes mail to them and it is lost.
  if (env.NODE_ENV === "production" && contact.SMTP_URL) {
    const unset = (name: string) => !env[name]?.trim();
    const missing =
      unset("CONTACT_TO") && unset("CONTACT_EMAIL") ? "CONTACT_TO" : unset("CONTACT_FROM") && "CONTACT_FROM";
    if (missing) {
      throw new ConfigError(
        `Invalid configuration: ${missing} must be set when SMTP_URL is (NODE_ENV=production): enquiries would be mailed ${missing === "CONTACT_TO" ? "to" : "from"} a placeholder address on keystub.example`,
      );
    }
  }
  const site = readPublicConfig(env);
  const contactTo = contact.CONTACT_TO ?? [site.CONTACT_EMAIL];
  const siteOrigin = new URL(site.SITE_URL).origin;
  const admin = parseEnvironment(adminSchema, env);
  return {
    ...contact,
    CONTACT_TO: contactTo,
    // Where alerts are mailed (a webhook given up, an endpoint disabled).
    OPERATIONS_EMAIL: contact.OPERATIONS_EMAIL ?? contactTo,
    siteOrigin,
    // For links to an enquiry, when the inbox is on.
    inboxOrigin: admin.ADMIN_EMAILS && (admin.ADMIN_URL ?? siteOrigin),
  };
}

function errorCode(action: () => unknown): string | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? "error";
  }
}

const adminSchema = z.object({
  ADMIN_EMAILS: addressList.optional(),
  // The team's tools' own origin (staffHost); SITE_URL unless set.
  ADMIN_URL: text(
    (value) => isOrigin(value.replace(/\/+$/, "")),
    "must be an origin, scheme://host[:port] with no path, e.g. https://api.keystub.example",
  )
    .transform((value) => new URL(value).origin)
    .optional(),
});

/** The content editor (docs/content-editing.md): "github" (pull requests) or "test" (browser storage). */
const contentEditorFields = {
  CONTENT_EDITOR: z.enum(["github", "test"]).optional(),
  CONTENT_EDITOR_REPO: text(
    (value) => /^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/.test(value),
    "must be a GitHub repository, owner/name",
  ).optional(),
  CONTENT_EDITOR_BRANCH: text((value) => /^[A-Za-z0-9._/-]+$/.test(value), "must be a branch name").default("main"),
  // Where an OAuth client for GitHub runs (an origin); without it editors sign in with a token.
  CONTENT_EDITOR_AUTH_URL: text(
    (value) => URL.canParse(value) && new URL(value).protocol === "https:",
    "must be an https origin, e.g. https://auth.keystub.example",
  )
    .transform((value) => new URL(value).origin)
    .optional(),
};

export const serverSchema = z.object({ ...serverFields, ...adminSchema.shape, ...contentEditorFields });

export type ServerConfig = ReturnType<typeof loadServerConfig>;

/** ADMIN_URL's host (a request names its host, not its scheme) when it is not SITE_URL's. */
export function staffHost(adminUrl: string | undefined, siteUrl: string): string | undefined {
  if (!adminUrl) return undefined;
  const host = new URL(adminUrl).host;
  return host === new URL(siteUrl).host ? undefined : host;
}

/** Only the default is created: a missing DATA_DIR is a typo or an unmounted volume no backup sees. */
export function checkDataDir(dataDir: string, explicit: boolean): void {
  const path = resolve(dataDir);
  const fail = (problem: string) => {
    throw new ConfigError(`DATA_DIR ${problem} (got ${JSON.stringify(dataDir)})`);
  };
  const code = errorCode(() => statSync(path));
  if (code === "EACCES") fail("cannot be reached by this process (permission denied on a parent folder)");
  if (/^\/(proc|sys|dev)(\/|$)/.test(code === undefined ? realpathSync(path) : path)) {
    fail("must not be under /proc, /sys or /dev");
  }
  if (code === "ENOENT") {
    if (explicit) fail("does not exist: create it (or mount the volume) first");
    const created = errorCode(() => mkdirSync(path, { recursive: true, mode: 0o700 }));
    if (created) fail(`cannot be created (${created})`);
  } else if (code) fail(`cannot be used (${code})`);
  if (!statSync(path).isDirectory()) fail("is not a directory");
  if (errorCode(() => accessSync(path, constants.W_OK | constants.X_OK))) fail("is not writable by this process");
}

/** The public part must be the one the pages were built with. */
export function loadServerConfig(env: Environment) {
  const server = parseEnvironment(serverSchema, env);
  const contact = loadContactConfig(env);
  const publicConfig = readPublicConfig(env);
  const refuse = (problem: string) => {
    throw new ConfigError(`Invalid configuration: ${problem}`);
  };
  // Behind a reverse proxy every connection comes from the proxy's address: no per-address cap.
  const proxied = contact.TRUST_PROXY.length > 0;
  if (proxied && server.MAX_CONNECTIONS_PER_IP) {
    refuse(
      `MAX_CONNECTIONS_PER_IP must be 0 or unset when TRUST_PROXY is set: behind a reverse proxy every connection comes from the proxy's address (got "${server.MAX_CONNECTIONS_PER_IP}")`,
    );
  }
  if (server.CONTENT_EDITOR === "github" && !server.CONTENT_EDITOR_REPO) {
    refuse('CONTENT_EDITOR_REPO must name the repository (owner/name) when CONTENT_EDITOR is "github"');
  }
  // The inbox mails its sign-in links and its session cookie is `Secure` (https or loopback only).
  if (server.ADMIN_EMAILS) {
    if (!contact.SMTP_URL) refuse("ADMIN_EMAILS needs SMTP_URL, because sign-in links are e-mailed");
    const [name, origin] = server.ADMIN_URL ? ["ADMIN_URL", server.ADMIN_URL] : ["SITE_URL", publicConfig.SITE_URL];
    const url = new URL(origin);
    if (url.protocol !== "https:" && !isLoopbackHost(url.hostname)) {
      refuse(`ADMIN_EMAILS needs an https ${name}, because the inbox's session cookie is Secure (got "${origin}")`);
    }
  }
  // A third-party script on the site's origin could read the inbox's pages (with the session cookie)
  // and the editor's GitHub token: while a vendor may run, the team's tools need their own origin.
  const tools = [server.ADMIN_EMAILS && "ADMIN_EMAILS", server.CONTENT_EDITOR && "CONTENT_EDITOR"];
  const vendors = [
    publicConfig.GA_MEASUREMENT_ID && "GA_MEASUREMENT_ID",
    publicConfig.CHAT_WIDGET_SRC && "CHAT_WIDGET_SRC",
  ].filter(Boolean);
  if (tools.some(Boolean) && vendors.length > 0 && !staffHost(server.ADMIN_URL, publicConfig.SITE_URL)) {
    refuse(
      `ADMIN_URL must be an origin on another host than SITE_URL's when ${tools.filter(Boolean).join(" or ")} is set and a third-party script may run on the site (${vendors.join(", ")}): a script on the site's origin could read the team's tools (got ${JSON.stringify(server.ADMIN_URL ?? "unset")})`,
    );
  }
  // The editor's in-browser test backend, served under a looser policy, stays out of production.
  if (server.CONTENT_EDITOR === "test" && env.NODE_ENV?.trim() === "production") {
    refuse(
      'CONTENT_EDITOR must not be "test" when NODE_ENV is "production": the test backend is for trying the editor and for the tests',
    );
  }
  if (!contact.DATABASE_URL) checkDataDir(contact.DATA_DIR, Boolean(env.DATA_DIR?.trim()));
  const infoPath = `${server.BUILD_DIR}/build-info.json`;
  if (!existsSync(infoPath)) {
    throw new ConfigError(`No build at ${server.BUILD_DIR}: run "npm run build" first (or "npm start", which builds)`);
  }
  const built = (JSON.parse(readFileSync(infoPath, "utf8")) as { publicConfig: PublicConfig }).publicConfig;
  for (const key of Object.keys(publicConfig) as (keyof PublicConfig)[]) {
    if (publicConfig[key] !== built[key]) {
      throw new ConfigError(
        `${key} is ${JSON.stringify(publicConfig[key] ?? "unset")} but the pages in ${server.BUILD_DIR} were built with ` +
          `${JSON.stringify(built[key] ?? "unset")}: run "npm run build" again with the same environment`,
      );
    }
  }
  return {
    ...server,
    ...contact,
    MAX_CONNECTIONS_PER_IP: proxied ? 0 : (server.MAX_CONNECTIONS_PER_IP ?? 256),
    publicConfig,
  };
}
