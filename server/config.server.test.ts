import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { consentSite } from "../scripts/test-site.ts";
import { ConfigError } from "../site/config.ts";
import { checkDataDir, loadContactConfig, loadServerConfig } from "./config.server.ts";

/** Start-up's configuration as far as the build, which none of these tests has. */
const server = (env: Record<string, string | undefined>) =>
  loadServerConfig({ BUILD_DIR: "no-such-build", DATA_DIR: tmpdir(), ...env });

/** The one line a refused configuration stops with. */
function refusal(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).not.toContain("\n");
    return (error as Error).message;
  }
  throw new Error("accepted");
}

const vendors = {
  GA_MEASUREMENT_ID: consentSite.env.GA_MEASUREMENT_ID,
  CHAT_WIDGET_SRC: consentSite.env.CHAT_WIDGET_SRC,
};
const inbox = { ADMIN_EMAILS: "ops@keystub.example", SMTP_URL: "smtp://m", SITE_URL: "https://www.keystub.example" };
const secret = (bytes: number, fill = 1) => `whsec_${Buffer.alloc(bytes, fill).toString("base64")}`;
/** One secret for each URL of a list. */
const secretsFor = (urls: string) => urls.replace(/[^,]+/g, () => secret(32));
const secretCount = (urls: number, secrets: number) =>
  `WEBHOOK_SECRETS must hold one secret per WEBHOOK_URLS entry, in the same order (${urls} URLs, ${secrets} secrets)`;
const production = { NODE_ENV: "production", SMTP_URL: "smtps://mailer:pw@mail.example:465" };
const team = { CONTACT_TO: "sales@keystub.com", CONTACT_FROM: "Keystub <web@keystub.com>" };

it.each([
  [{ CONTACT_TO: "sales@keystub.example; x" }, "CONTACT_TO must be one or more e-mail addresses separated by commas"],
  [{ CONTACT_FROM: "Keystub <web@keystub.example>\nBcc: x@y.z" }, "CONTACT_FROM must be"],
  [{ CONTACT_RATE_LIMIT_PER_IP: "ten" }, "CONTACT_RATE_LIMIT_PER_IP must be a whole number (0 turns the limit off)"],
  [{ CONTACT_RATE_WINDOW_SECONDS: "0" }, "CONTACT_RATE_WINDOW_SECONDS must be at least 1"],
  [{ CONTACT_ALLOWED_ORIGINS: "https://partner.example/form" }, "CONTACT_ALLOWED_ORIGINS must be origins"],
  [{ CONTACT_ALLOWED_ORIGINS: "*" }, "CONTACT_ALLOWED_ORIGINS must be origins"],
  [{ DELIVERY_LEASE_MS: "10" }, "DELIVERY_LEASE_MS must be at least 100"],
  [{ TEAM_LANGUAGE: "fr" }, "TEAM_LANGUAGE must be one of en, es"],
  [{ TEAM_TIME_ZONE: "Mars/Olympus" }, "TEAM_TIME_ZONE must be an IANA time zone name"],
  [{ TEAM_TIME_ZONE: "+01:00" }, "TEAM_TIME_ZONE must be an IANA time zone name"],
  [{ WEBHOOK_ALLOW_PRIVATE: "yes" }, 'WEBHOOK_ALLOW_PRIVATE must be "true" or "false" (got "yes")'],
  [{ PORT: "70000" }, "PORT must be from 0 to 65535"],
  [{ LOG_LEVEL: "debug" }, "LOG_LEVEL must be one of silent, error, warn, info"],
  [{ MAX_CONNECTIONS_PER_IP: "many" }, "MAX_CONNECTIONS_PER_IP must be a whole number"],
  [{ SITE_URL: "https://keystub.example/site" }, "SITE_URL must be an origin"],
  [{ HEADERS_TIMEOUT_MS: "30001" }, "HEADERS_TIMEOUT_MS must be from 1 to 30000"],
  [{ KEEP_ALIVE_TIMEOUT_MS: "0" }, "KEEP_ALIVE_TIMEOUT_MS must be at least 1"],
  [{ READINESS_INTERVAL_MS: "2s" }, "READINESS_INTERVAL_MS must be a whole number of milliseconds"],
  [
    { TRUST_PROXY: "loopback", MAX_CONNECTIONS_PER_IP: "256" },
    /^Invalid configuration: MAX_CONNECTIONS_PER_IP must be 0 or unset when TRUST_PROXY is set/,
  ],
  ...["1", "localhost", "10.0.0.0/33", "loopback,,10.0.0.1"].map((value) => [
    { TRUST_PROXY: value },
    new RegExp(`^Invalid configuration: TRUST_PROXY must be IP addresses or CIDR ranges .*\\(got "${value}"\\)$`),
  ]),
  [{ ADMIN_EMAILS: "ops" }, "ADMIN_EMAILS must be one or more e-mail addresses"],
  [{ ADMIN_EMAILS: "ops@keystub.example" }, "ADMIN_EMAILS needs SMTP_URL"],
  [{ ADMIN_URL: "https://api.keystub.example/admin" }, "ADMIN_URL must be an origin"],
  [{ ...inbox, ADMIN_URL: "http://api.keystub.example" }, "ADMIN_EMAILS needs an https ADMIN_URL"],
  [{ ...inbox, SITE_URL: "http://www.keystub.example" }, "ADMIN_EMAILS needs an https SITE_URL"],
  // The team's tools and a third-party script on one origin.
  ...[
    [{ ...inbox, GA_MEASUREMENT_ID: vendors.GA_MEASUREMENT_ID }, "unset"],
    [{ CONTENT_EDITOR: "test", ADMIN_URL: inbox.SITE_URL, SITE_URL: inbox.SITE_URL, ...vendors }, inbox.SITE_URL],
    [
      { CONTENT_EDITOR: "test", SITE_URL: inbox.SITE_URL, ADMIN_URL: "http://www.keystub.example", ...vendors },
      "http://www.keystub.example",
    ],
  ].map(([env, got]) => [
    env,
    new RegExp(
      `^Invalid configuration: ADMIN_URL must be an origin on another host than SITE_URL's .+\\(got "${got}"\\)$`,
    ),
  ]),
  [{ CONTENT_EDITOR: "gitlab" }, /^Invalid configuration: CONTENT_EDITOR .+ \(got "gitlab"\)$/],
  [{ CONTENT_EDITOR: "github" }, /^Invalid configuration: CONTENT_EDITOR_REPO must name the repository/],
  [{ CONTENT_EDITOR: "github", CONTENT_EDITOR_REPO: "website" }, /CONTENT_EDITOR_REPO must be a GitHub repository/],
  [{ CONTENT_EDITOR_AUTH_URL: "http://auth.example" }, /CONTENT_EDITOR_AUTH_URL must be an https origin/],
  [{ CONTENT_EDITOR_BRANCH: "main; rm" }, /CONTENT_EDITOR_BRANCH must be a branch name/],
  [
    { CONTENT_EDITOR: "test", NODE_ENV: "production" },
    /^Invalid configuration: CONTENT_EDITOR must not be "test" when NODE_ENV is "production": /,
  ],
  [
    { ...production, CONTACT_FROM: team.CONTACT_FROM },
    /^Invalid configuration: CONTACT_TO must be set when SMTP_URL is \(NODE_ENV=production\): enquiries would be mailed to a placeholder/,
  ],
  [{ ...production, CONTACT_TO: team.CONTACT_TO }, /^Invalid configuration: CONTACT_FROM must be set when SMTP_URL is/],
  ...[
    ["http://crm.example/in", "WEBHOOK_URLS must be https:// URLs"],
    ["https://user:pw@crm.example/in", "WEBHOOK_URLS must be https:// URLs"],
    ["https://crm.example/in,", "WEBHOOK_URLS must be https:// URLs"],
    ["https://crm.example/in,https://CRM.example/in", "WEBHOOK_URLS must not name one URL twice"],
  ].map(([urls, message]) => [{ WEBHOOK_URLS: urls, WEBHOOK_SECRETS: `${secret(32)},${secret(32)}` }, message]),
  [{ WEBHOOK_URLS: "https://a.example/in,https://b.example/in" }, secretCount(2, 0)],
  [{ WEBHOOK_URLS: "https://a.example/in,https://b.example/in", WEBHOOK_SECRETS: secret(32) }, secretCount(2, 1)],
  [{ WEBHOOK_SECRETS: secret(32) }, secretCount(0, 1)],
  // 16 and 65 bytes, without its prefix, not base64.
  ...[secret(16), secret(65), secret(32).slice("whsec_".length), `whsec_${"x".repeat(31)}!`].map((secrets) => [
    { WEBHOOK_URLS: "https://a.example/in", WEBHOOK_SECRETS: secrets },
    "WEBHOOK_SECRETS must be whsec_ secrets",
  ]),
  [{ DATA_DIR: "/no/such/folder" }, "DATA_DIR does not exist"],
  [{ DATA_DIR: "/proc/self" }, "DATA_DIR must not be under /proc"],
  [{ DATA_DIR: import.meta.filename }, "DATA_DIR is not a directory"],
] as [Record<string, string>, string | RegExp][])(
  "refuses %j in one line naming the variable, and no secret",
  (env, message) => {
    const text = refusal(() => server(env));
    expect(text).toMatch(message);
    if (env.WEBHOOK_SECRETS) expect(text).not.toContain(env.WEBHOOK_SECRETS.slice("whsec_".length, 20));
  },
);

it("starts as far as the build with the tools on their own host, or with no third-party script", () => {
  for (const env of [
    {},
    vendors,
    { ...inbox, CONTENT_EDITOR: "test" },
    { ...inbox, SITE_URL: "http://localhost:3000" },
    { ...inbox, ...vendors, ADMIN_URL: "https://admin.keystub.example" },
    // Another port is a host of its own: a request names its host and port, not its scheme.
    { ...inbox, ...vendors, ADMIN_URL: "https://www.keystub.example:8443" },
  ]) {
    expect(refusal(() => server(env))).toMatch(/^No build at no-such-build/);
  }
});

describe("the contact and webhook configuration", () => {
  // The plain defaults are .env.example's (env-example.test.ts); these follow from other variables.
  it("mails enquiries and alerts to the public contact address, and alerts to CONTACT_TO when it is set", () => {
    expect(loadContactConfig({})).toMatchObject({
      CONTACT_TO: ["hello@keystub.example"],
      CONTACT_FROM: { name: "Keystub website", address: "no-reply@keystub.example" },
      OPERATIONS_EMAIL: ["hello@keystub.example"],
    });
    expect(loadContactConfig({ CONTACT_TO: "sales@keystub.example" }).OPERATIONS_EMAIL).toEqual([
      "sales@keystub.example",
    ]);
    // In production, to CONTACT_TO, else to the public address when it is set; nothing mailed, nothing refused.
    expect(loadContactConfig({ ...production, ...team }).CONTACT_TO).toEqual(["sales@keystub.com"]);
    const printed = { ...production, CONTACT_EMAIL: "hello@keystub.com", CONTACT_FROM: team.CONTACT_FROM };
    expect(loadContactConfig(printed).CONTACT_TO).toEqual(["hello@keystub.com"]);
    expect(() => loadContactConfig({ NODE_ENV: "production" })).not.toThrow();
    expect(() => loadContactConfig({ SMTP_URL: production.SMTP_URL })).not.toThrow();
  });

  // One sender and plain numbers are the mail and webhook tests' own settings.
  it("reads lists with spaces: addresses, origins, proxies, endpoints with one secret each; the time zone as Intl spells it", () => {
    const config = loadContactConfig({
      TEAM_LANGUAGE: "es",
      TEAM_TIME_ZONE: "europe/madrid",
      CONTACT_TO: "sales@keystub.example, founders@keystub.example",
      CONTACT_ALLOWED_ORIGINS: "https://partner.example, http://localhost:5173",
      TRUST_PROXY: "loopback, 10.0.0.0/8 ,2001:db8::1",
      WEBHOOK_URLS: "https://crm.example/hooks/keystub, http://localhost:8080/in,http://[::1]:9/x",
      WEBHOOK_SECRETS: `${secret(24)}, ${secret(64, 2)},${secret(32, 3)}`,
      WEBHOOK_ALLOW_PRIVATE: "true",
    });
    expect(config).toMatchObject({
      TEAM_LANGUAGE: "es",
      TEAM_TIME_ZONE: "Europe/Madrid",
      TRUST_PROXY: ["loopback", "10.0.0.0/8", "2001:db8::1"],
      CONTACT_ALLOWED_ORIGINS: ["https://partner.example", "http://localhost:5173"],
      CONTACT_TO: ["sales@keystub.example", "founders@keystub.example"],
      WEBHOOK_URLS: ["https://crm.example/hooks/keystub", "http://localhost:8080/in", "http://[::1]:9/x"],
      WEBHOOK_SECRETS: [secret(24), secret(64, 2), secret(32, 3)],
    });
  });

  // Loopback and private hosts need WEBHOOK_ALLOW_PRIVATE=true ("true" below: refused even then).
  it.each([
    ["http://localhost:8080/in", undefined, "entry 1: localhost is this machine (loopback)"],
    ["https://a.example/in,http://[::1]:9/x", undefined, "entry 2: ::1 is in the loopback range"],
    ["https://10.1.2.3/in", undefined, "entry 1: 10.1.2.3 is in the private range"],
    ["https://[fd00::5]/in", undefined, "entry 1: fd00::5 is in the private (unique local)"],
    ["https://0x7f.1/in", undefined, "entry 1: 127.0.0.1 is in the loopback range"],
    ["https://169.254.169.254/in", "true", "entry 1: 169.254.169.254 is in the link-local"],
    ["https://[fe80::1]/in", "true", "entry 1: fe80::1 is in the link-local range"],
    ["https://0.0.0.0/in", "true", "entry 1: 0.0.0.0 is in the unspecified range"],
    ["https://[::7f00:1]/in", undefined, "entry 1: ::7f00:1 (127.0.0.1) is in the loopback"],
    ["https://[::a9fe:a9fe]/in", "true", "::a9fe:a9fe (169.254.169.254) is in the link-local"],
    ["https://[64:ff9b::a9fe:a9fe]/in", "true", "(169.254.169.254) is in the link-local range"],
    ["https://[2002:a00:1::1]/in", undefined, "2002:a00:1::1 (10.0.0.1) is in the private range"],
    ["https://[::ffff:0:a00:1]/in", undefined, "(10.0.0.1) is in the private range"],
  ])("refuses %s in WEBHOOK_URLS in one line naming it", (urls, allowPrivate, reason) => {
    const text = refusal(() =>
      loadContactConfig({ WEBHOOK_URLS: urls, WEBHOOK_SECRETS: secretsFor(urls), WEBHOOK_ALLOW_PRIVATE: allowPrivate }),
    );
    expect(text).toMatch(/^Invalid configuration: WEBHOOK_URLS must name public hosts /);
    expect(text).toContain(reason);
    const allowed = () =>
      loadContactConfig({ WEBHOOK_URLS: urls, WEBHOOK_SECRETS: secretsFor(urls), WEBHOOK_ALLOW_PRIVATE: "true" });
    if (allowPrivate) expect(allowed).toThrow(reason);
    else expect(allowed().WEBHOOK_URLS).toHaveLength(urls.split(",").length);
  });

  it("takes an IPv6 address that carries a public IPv4 address", () => {
    const urls = "https://[64:ff9b::808:808]/in,https://[2002:808:808::1]/in";
    expect(loadContactConfig({ WEBHOOK_URLS: urls, WEBHOOK_SECRETS: secretsFor(urls) }).WEBHOOK_URLS).toHaveLength(2);
  });
});

describe("the data directory check", () => {
  const scratch = () => mkdtempSync(join(tmpdir(), "keystub-data-dir-"));

  it("creates the default folder, and accepts an existing writable one", () => {
    const root = scratch();
    checkDataDir(join(root, "data"), false);
    expect(statSync(join(root, "data")).isDirectory()).toBe(true);
    expect(() => checkDataDir(root, true)).not.toThrow();
  });

  it("refuses a folder this process cannot write", () => {
    const root = scratch();
    chmodSync(root, 0o500);
    // root ignores permission bits: run the check as an unprivileged user there.
    const asUser = process.getuid?.() === 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : [];
    const script = `import { checkDataDir } from ${JSON.stringify(new URL("./config.server.ts", import.meta.url).pathname)}; checkDataDir(${JSON.stringify(root)}, true);`;
    chmodSync(dirname(root), 0o755);
    const [command = process.execPath, ...args] = [...asUser, process.execPath, "--input-type=module", "-e", script];
    const result = spawnSync(command, args, { encoding: "utf8" });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("DATA_DIR is not writable by this process");
  });
});

describe("the server's own variables", () => {
  it("caps connections per address at 256 unless set, and not at all behind a reverse proxy; reads where the editor saves; refuses public settings other than the build's", () => {
    const BUILD_DIR = process.env.BUILD_DIR || "build";
    const built = JSON.parse(readFileSync(join(BUILD_DIR, "build-info.json"), "utf8")) as { publicConfig: object };
    const load = (env: Record<string, string>) =>
      loadServerConfig({ ...built.publicConfig, BUILD_DIR, DATA_DIR: tmpdir(), ...env });
    const cap = (env: Record<string, string>) => load(env).MAX_CONNECTIONS_PER_IP;
    expect(cap({})).toBe(256);
    expect(cap({ MAX_CONNECTIONS_PER_IP: "8" })).toBe(8);
    expect(cap({ TRUST_PROXY: "loopback" })).toBe(0);
    expect(cap({ TRUST_PROXY: "10.0.0.0/8", MAX_CONNECTIONS_PER_IP: "0" })).toBe(0);
    const github = {
      CONTENT_EDITOR: "github",
      CONTENT_EDITOR_REPO: "keystub/website",
      CONTENT_EDITOR_BRANCH: "release/2027",
      CONTENT_EDITOR_AUTH_URL: "https://auth.keystub.example/",
    };
    expect(load(github)).toMatchObject({ ...github, CONTENT_EDITOR_AUTH_URL: "https://auth.keystub.example" });
    // A public setting other than the build's: the pages would not say what the server does.
    expect(refusal(() => load({ GA_MEASUREMENT_ID: "G-TEST1234" }))).toBe(
      `GA_MEASUREMENT_ID is "G-TEST1234" but the pages in ${BUILD_DIR} were built with "unset": run "npm run build" again with the same environment`,
    );
  });

  it.each([
    "http://mailer:hunter2@mail.example:587",
    "smtp://mailer:hunter2@",
    "smtp://mailer:hunter2@mail example",
    "smtp:/mailer:hunter2@mail.example",
    "mailer:hunter2@mail.example:465",
    "smtps://mailer:hunter2",
    "smtps:// mailer:hunter2@mail.example",
  ])("never prints any part of a refused SMTP_URL or DATABASE_URL: %s", (url) => {
    expect(refusal(() => loadContactConfig({ SMTP_URL: url }))).toBe(
      "Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL, for example smtp://user:password@mail.example:587 (value not shown)",
    );
    const database = `${url.replace(/^[a-z]+:/, "postgres:")} x`;
    expect(refusal(() => loadContactConfig({ DATABASE_URL: database }))).toBe(
      "Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (value not shown)",
    );
  });
});
