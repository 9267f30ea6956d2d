// The team's inbox over HTTP on the real server, with a real SMTP sink, in both languages.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { readPublicConfig } from "../../site/config.ts";
import type { Locale } from "../../site/locales.ts";
import { pagePath } from "../../site/pages.ts";
import { translate } from "../contact/messages.server.ts";
import { openStore } from "../storage/open-store.server.ts";
import { insert } from "../storage/operations.server.ts";
import { rowsOf, testDatabase } from "../storage/store-kinds.ts";
import type { TestDatabase } from "../storage/test-databases.ts";
import { rawRequest } from "../testing/raw-request.ts";
import { submitEnquiry } from "../testing/sample-enquiry.ts";
import { type ServerProcess, startServerProcess } from "../testing/server-process.ts";
import { freePort, type SmtpSink, startSmtpSink } from "../testing/smtp-sink.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../testing/webhook-receiver.ts";
import { linkLifetimeMs, sessionCookie } from "./admin.server.ts";
import { auditTrail } from "./admin-operations.server.ts";

const team = "ops@keystub.example";
const colleague = "second@keystub.example";
const auditor = "third@keystub.example";
const bases = { en: "/admin", es: "/es/admin" } as const;
/** The site's origin, as the build was made (SITE_URL's default). */
const siteUrl = readPublicConfig({}).SITE_URL;
/** Each language's inbox, with its words. */
const languages = (Object.entries(bases) as [Locale, string][]).map(([locale, base]) => ({
  locale,
  base,
  t: translate(locale, "admin"),
}));

// A client address per request (one proxy hop is trusted): a per-client limit is met only where a test means to.
let clients = 0;
const nextClient = () => `198.51.${Math.floor(++clients / 250)}.${clients % 250}`;

/** A form the browser posts from one of the inbox's own pages. */
const post = (server: ServerProcess, path: string, fields: Record<string, string>, headers = {}) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      "Sec-Fetch-Site": "same-origin",
      "X-Forwarded-For": nextClient(),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });

const get = (server: ServerProcess, path: string, cookie: string) =>
  fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
const pageText = async (server: ServerProcess, path: string, cookie: string) =>
  (await get(server, path, cookie)).text();

/** The first mail to `who` after the first `before` that says `about` (enquiries and alerts share the sink). */
async function mailTo(sink: SmtpSink, before: number, who: string, about = ""): Promise<SmtpSink["mails"][number]> {
  for (let count = before + 1; ; count++) {
    const mail = (await sink.waitFor(count))
      .slice(before)
      .find((sent) => sent.envelope.to.includes(who) && sent.text.includes(about));
    if (mail) return mail;
  }
}

// Asks for a link as `who`: the answer, the link, the mail's text and subject. Five per address in 15 minutes, shared by the tests.
async function mailedLink(server: ServerProcess, sink: SmtpSink, base: string, who = team) {
  const before = sink.mails.length;
  const asked = await post(server, `${base}/sign-in`, { email: who });
  expect(asked.status).toBe(303);
  // Not an enquiry a colleague gave them, mailed meanwhile.
  const mail = await mailTo(sink, before, who, "/sign-in/link#code=");
  const text = mail.text;
  const link = /(http:\/\/\S+\/sign-in\/link#code=[A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!link) throw new Error(`No link in ${text}`);
  return { asked, link, text, subject: mail.header("subject") };
}

/** The code a sign-in link carries in its fragment. */
const codeOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get("code") ?? "";

/** Signs in with the link's code, as its page posts it, and returns the session cookie's `name=value`. */
async function signIn(server: ServerProcess, sink: SmtpSink, base: string, who = team): Promise<string> {
  const spent = await post(server, `${base}/sign-in/link`, {
    code: codeOf((await mailedLink(server, sink, base, who)).link),
  });
  expect(spent.status).toBe(303);
  return (spent.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** A page's HTML with each address as one text, without the marks where a narrow screen may break it. */
const whole = (html: string) =>
  html.replace(/<span class="admin-address">((?:[^<]|<wbr\/>|<span>[^<]*<\/span>)*)<\/span>/g, (_, parts: string) =>
    parts.replace(/<[^>]+>/g, ""),
  );

/** The audit trail's row (its `<tr>`) that holds `text`, or "" when none does. */
function auditRow(html: string, text: string): string {
  const at = html.indexOf(text);
  return at === -1 ? "" : html.slice(html.lastIndexOf("<tr>", at), html.indexOf("</tr>", at));
}

/** The store the servers use, closed when the test ends. */
async function storeOf(env: TestDatabase["env"]) {
  const store = await openStore({ ...env, STORAGE_TIMEOUT_MS: 60_000 });
  onTestFinished(() => store.close());
  return store;
}

/** A session of `who` written into the store as a sign-in writes it (links are limited per address): its cookie. */
async function plantSession(env: TestDatabase["env"], who: string): Promise<string> {
  const secret = randomBytes(32).toString("base64url");
  const idHash = createHash("sha256").update(secret).digest("base64url");
  const store = await storeOf(env);
  const session = { id_hash: idHash, email: who, created_at: Date.now(), expires_at: Date.now() + 3_600_000 };
  await store.write((db) => insert(db, "admin_sessions", session));
  return `${sessionCookie}=${secret}`;
}

// The database matters only where servers share one: the rest runs on SQLite.
describe("the team's inbox", () => {
  const kind = "sqlite";
  let database: TestDatabase;
  let sink: SmtpSink;
  let server: ServerProcess;
  /** A CRM that takes every enquiry, and one that answers 410 Gone. */
  let crm: WebhookReceiver;
  let gone: WebhookReceiver;
  const secret = () => `whsec_${randomBytes(32).toString("base64")}`;

  beforeAll(async () => {
    database = await testDatabase(kind);
    sink = await startSmtpSink();
    crm = await startWebhookReceiver(200);
    gone = await startWebhookReceiver(410);
    const port = await freePort();
    server = await startServerProcess(port, {
      ...database.env,
      // The tools on a host of their own, the site's pages on SITE_URL's: their origins never meet.
      ADMIN_URL: `http://127.0.0.1:${port}`,
      CONTENT_EDITOR: "test",
      WEBHOOK_URLS: `${crm.url},${gone.url}`,
      WEBHOOK_SECRETS: [secret(), secret()].join(","),
      SMTP_URL: sink.url,
      ADMIN_EMAILS: `${team},${colleague},${auditor}`,
      CONTACT_RATE_LIMIT_PER_IP: "1000",
      TRUST_PROXY: "loopback",
      TEAM_LANGUAGE: "es",
      TEAM_TIME_ZONE: "Europe/Madrid",
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
    await crm?.stop();
    await gone?.stop();
    await database?.drop();
  });

  it("answers every route without a session with a redirect to sign-in (reads, /admin in the browser's language) or 401 (writes), in both languages", async () => {
    const id = randomUUID();
    const reads = ["", "/enquiries", "/enquiries?q=ada&status=all", "/enquiries.csv", `/enquiries/${id}`];
    const ofEnquiry = ["status", "owner", "resend", "notes", "erase"].map((route) => `/enquiries/${id}/${route}`);
    const writes = [...ofEnquiry, "/erase", "/endpoints/enable", "/sign-out", "/sign-out-others"];
    for (const [locale, base] of Object.entries(bases)) {
      for (const cookie of [undefined, `${sessionCookie}=${"A".repeat(43)}`]) {
        const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
        for (const route of reads) {
          for (const method of ["GET", "HEAD"]) {
            const response = await fetch(`${server.url}${base}${route}`, { method, headers, redirect: "manual" });
            expect(response.status, `${method} ${base}${route}`).toBe(303);
            expect(response.headers.get("location")).toBe(`${base}/sign-in?notice=required`);
          }
        }
        const fields = { status: "closed", owner: team, email: "a@b.example", confirm: "yes", entry: "1" };
        for (const route of writes) {
          const response = await post(server, `${base}${route}`, fields, headers);
          expect(response.status, `POST ${base}${route}`).toBe(401);
          expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
          expect(await response.text()).toContain(`lang="${locale}"`);
        }
      }
    }
    // /admin in the browser's language, and a language's own address in that language.
    for (const [accept, base] of [
      ["es-MX,es;q=0.9,en;q=0.5", bases.es],
      ["fr-FR,en;q=0.8", bases.en],
      ["*", bases.en],
    ] as const) {
      const response = await fetch(`${server.url}/admin`, {
        headers: { "Accept-Language": accept },
        redirect: "manual",
      });
      expect(response.headers.get("location"), accept).toBe(`${base}/sign-in?notice=required`);
    }
    const chosen = await fetch(`${server.url}${bases.en}/sign-in`, { headers: { "Accept-Language": "es" } });
    // No script either: only the link's page has one, by hash (tests/e2e/inbox.spec.ts runs it).
    expect(chosen.headers.get("content-security-policy")).not.toContain("script-src");
    const html = await chosen.text();
    expect(html).toContain('lang="en"');
    expect(html).not.toContain("<script");
  });

  it("signs in with a link that works once, from a page whose POST spends it, its code in no URL, in both languages", async () => {
    for (const { locale, base, t } of languages) {
      const { link, text, subject } = await mailedLink(server, sink, base);
      expect(new URL(link).origin).toBe(server.url);
      const code = codeOf(link);
      // 256 bits, base64url: well over the 128 a guess would have to find.
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // What a browser sends, and a proxy logs, is the path and the query: neither holds the code.
      expect(`${new URL(link).pathname}${new URL(link).search}`).toBe(`${base}/sign-in/link`);
      // The mail, in the language of the page it was asked from, shows the code to paste.
      expect(subject).toBe(t("mail.subject"));
      expect(text.split("\n")).toContain(code);
      expect(text).toContain(t("confirm.submit"));
      // Opening the link (as a mail scanner does, twice) spends nothing.
      for (let opened = 0; opened < 2; opened++) {
        const html = await (await fetch(`${server.url}${new URL(link).pathname}`)).text();
        for (const part of [
          `lang="${locale}"`,
          'method="post"',
          'name="code"',
          '<meta name="robots" content="noindex',
        ]) {
          expect(html).toContain(part);
        }
      }
      // Pasted from the mail with a line break in it, the code signs in just the same.
      const spent = await post(server, `${base}/sign-in/link`, { code: `${code.slice(0, 20)}\n ${code.slice(20)}` });
      expect([spent.status, spent.headers.get("location")]).toEqual([303, `${base}/enquiries`]);
      // Its attributes are the browser's to check (tests/e2e/inbox.spec.ts); every other test here uses one.
      expect(spent.headers.get("set-cookie")).toMatch(new RegExp(`^${sessionCookie}=[A-Za-z0-9_-]{43}; `));
      // Spent: the same link again signs nobody in.
      const again = await post(server, `${base}/sign-in/link`, { code });
      const refused = [again.headers.get("location"), again.headers.get("set-cookie")];
      expect(refused).toEqual([`${base}/sign-in?notice=invalidLink`, null]);
    }
  });

  it("answers a link request the same for an address that may not sign in, mails it nothing, and stores only hashes of links, each lasting 15 minutes", async () => {
    const stranger = await post(server, `${bases.en}/sign-in`, { email: "stranger@example.com" });
    const { asked: member, link } = await mailedLink(server, sink, bases.en, colleague);
    expect([stranger.status, stranger.headers.get("location")]).toEqual([
      member.status,
      member.headers.get("location"),
    ]);
    expect(await stranger.text()).toBe(await member.text());
    const token = codeOf(link);
    const store = await storeOf(database.env);
    const rows = await store.read(rowsOf("SELECT email, token_hash, created_at, expires_at FROM admin_links"));
    expect(rows.map((row) => row.email)).not.toContain("stranger@example.com");
    expect(JSON.stringify(rows)).not.toContain(token);
    for (const row of rows) expect(Number(row.expires_at) - Number(row.created_at)).toBe(linkLifetimeMs);
    expect(sink.mails.some((mail) => mail.envelope.to.includes("stranger@example.com"))).toBe(false);
  });

  it("limits link requests per address and per client, and the codes one client tries, recording none past the limit", async () => {
    /** The statuses of `count` requests, the n-th sent by `send(n)`. */
    const statuses = async (count: number, send: (n: number) => Promise<Response>) => {
      const answers: number[] = [];
      for (let n = 0; n < count; n++) answers.push((await send(n)).status);
      return answers;
    };
    const limited = (allowed: number) => [...Array<number>(allowed).fill(303), 429];
    const address = `limited-${kind}@example.com`;
    expect(await statuses(6, () => post(server, `${bases.es}/sign-in`, { email: address }))).toEqual(limited(5));
    const refused = await post(server, `${bases.es}/sign-in`, { email: address });
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.text()).toContain("Vuelve a intentarlo");
    // One client asking for many addresses: the client's own limit (20 in 15 minutes).
    const client = { "X-Forwarded-For": "203.0.113.9" };
    const asked = (n: number) => post(server, `${bases.en}/sign-in`, { email: `n${n}-${kind}@example.com` }, client);
    expect(await statuses(21, asked)).toEqual(limited(20));
    // Codes tried by one client: 20, each refused, then a wait in the page's language.
    const spender = { "X-Forwarded-For": "203.0.113.20" };
    const tried = () =>
      post(server, `${bases.es}/sign-in/link`, { code: randomBytes(32).toString("base64url") }, spender);
    expect(await statuses(21, tried)).toEqual(limited(20));
    const waited = await post(server, `${bases.es}/sign-in/link`, { code: "x" }, spender);
    const minutes = Math.ceil(Number(waited.headers.get("retry-after")) / 60);
    expect(await waited.text()).toContain(translate("es", "admin")("confirm.rateLimited", { minutes }));
    // Refused codes are in the trail, none past the limit.
    const trail = await (await storeOf(database.env)).read((db) => auditTrail(db, 1000));
    expect(trail.filter((row) => row.client === "203.0.113.20")).toHaveLength(20);
  });

  it("shows each webhook's delivery and a disabled endpoint, which the team enables again", async () => {
    const email = `hooks-${kind}@example.com`;
    const id = await submitEnquiry(server.url, { name: "Grace Hopper", email });
    const cookie = await signIn(server, sink, bases.en, colleague);
    const crmHost = new URL(crm.url).host;
    const goneHost = new URL(gone.url).host;
    // What the team sees on the enquiry's page once both endpoints have answered.
    const page = () => pageText(server, `${bases.en}/enquiries/${id}`, cookie);
    await expect.poll(page).toMatch(/Failed after[\s\S]*Delivered|Delivered[\s\S]*Failed after/);
    const html = await page();
    expect(html).toContain(`Copy to ${crmHost}`);
    expect(html).toMatch(new RegExp(`Copy to ${goneHost}</strong> <span class="admin-state" data-state="failed">`));
    // "Send again" says where it goes: the team's e-mail and both endpoints, never the customer.
    expect(html).toContain(`Goes again to the team&#x27;s e-mail and to ${crmHost} and ${goneHost}`);
    const list = await pageText(server, `${bases.en}/enquiries`, cookie);
    // The list marks it: one of its deliveries was given up.
    const item = list.slice(list.indexOf(`data-enquiry="${id}"`));
    expect(item.slice(0, item.indexOf("</li>"))).toContain("Not delivered");
    expect(list).toContain(`${goneHost} (system 2)`);
    expect(list).toContain("Paused ");
    // The whole URL is never on a page: its path could hold a token.
    expect(html).not.toContain(gone.url);
    expect(list).not.toContain(gone.url);

    const enabled = await post(server, `${bases.en}/endpoints/enable`, { entry: "2" }, { Cookie: cookie });
    expect(enabled.headers.get("location")).toBe(`${bases.en}/enquiries?notice=enabled`);
    const after = await pageText(server, `${enabled.headers.get("location")}`, cookie);
    expect(after).toContain("Copies go to this system again.");
    expect(after).toContain(`Started sending copies to ${goneHost} again`);
  });

  it("refuses a write from another site; answers 404 to a path it does not have, 405 naming the methods of one it has, 413 to a long form, in both languages", async () => {
    const cookie = await signIn(server, sink, bases.en, colleague);
    for (const headers of [
      { "Sec-Fetch-Site": "cross-site", Cookie: cookie },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin", Cookie: cookie },
      { "Sec-Fetch-Site": "same-site", Cookie: cookie },
    ]) {
      const response = await post(server, `${bases.en}/erase`, { email: "ada@example.com", confirm: "yes" }, headers);
      expect(response.status).toBe(403);
    }
    // Neither Origin nor Sec-Fetch-Site: no browser posts so, and nothing shows where it came from.
    for (const route of ["/erase", "/sign-in"]) {
      const bare = await fetch(`${server.url}${bases.en}${route}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        body: new URLSearchParams({ email: "ada@example.com", confirm: "yes" }).toString(),
      });
      expect(bare.status, route).toBe(403);
    }
    for (const { base, t } of languages) {
      const expectError = async (response: Response, status: number, key: string) => {
        expect(response.status, response.url).toBe(status);
        expect(await response.text()).toContain(t(`errors.${key}`).replaceAll("'", "&#x27;"));
        return response;
      };
      for (const path of ["/", "/Enquiries", "/enquiries/", "/enquiries/%41da", "/enquiries/a.b", "/nothing"]) {
        await expectError(await get(server, `${base}${path}`, cookie), 404, "notFound");
      }
      await expectError(await get(server, `${base}/enquiries/${randomUUID()}`, cookie), 404, "enquiryMissing");
      const put = await fetch(`${server.url}${base}/sign-in`, { method: "PUT" });
      expect((await expectError(put, 405, "methodNotAllowed")).headers.get("allow")).toBe("GET, HEAD, POST");
      const erase = await expectError(await get(server, `${base}/erase`, cookie), 405, "methodNotAllowed");
      expect(erase.headers.get("allow")).toBe("POST");
      await expectError(
        await post(server, `${base}/erase`, { email: "a".repeat(5000) }, { Cookie: cookie }),
        413,
        "badChange",
      );
    }
  });

  it("writes nothing in the trail for a HEAD, and asks before a view or an export opened from another page of the site, in both languages", async () => {
    const id = await submitEnquiry(server.url, { name: "Ada Head", email: `head-${kind}@example.com` });
    const cookie = await plantSession(database.env, colleague);
    const store = await storeOf(database.env);
    const rows = async () => (await store.read((db) => auditTrail(db, 1000))).length;
    const before = await rows();
    for (const route of ["/enquiries", "/enquiries.csv", `/enquiries/${id}`]) {
      const head = await fetch(`${server.url}${bases.en}${route}`, { method: "HEAD", headers: { Cookie: cookie } });
      expect(head.status, route).toBe(200);
    }
    expect(await rows()).toBe(before);
    for (const { base, t } of languages) {
      for (const route of ["/enquiries.csv", `/enquiries/${id}`, "/enquiries?status=all"]) {
        // A script on the site sends the tab here: the cookie goes along (one site), the trail waits.
        const sent = await fetch(`${server.url}${base}${route}`, {
          headers: { Cookie: cookie, "Sec-Fetch-Site": "same-site" },
        });
        expect(sent.status).toBe(200);
        expect(sent.headers.get("content-disposition")).toBeNull();
        const html = await sent.text();
        expect(html).toContain(t("errors.elsewhere"));
        expect(html).toContain(`<a href="${`${base}${route}`.replace("&", "&amp;")}">${t("errors.continue")}</a>`);
        expect(html).not.toContain("Ada Head");
      }
    }
    expect(await rows()).toBe(before);
    // From the inbox's own page, or typed in the address bar: the export, in the trail.
    for (const site of ["same-origin", "none"]) {
      const csv = await fetch(`${server.url}${bases.en}/enquiries.csv`, {
        headers: { Cookie: cookie, "Sec-Fetch-Site": site },
      });
      expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    }
    expect(await rows()).toBe(before + 2);
  });

  it("ends a team member's other sessions from the inbox, in the trail, in both languages", async () => {
    const here = await plantSession(database.env, auditor);
    const elsewhere = [await plantSession(database.env, auditor), await plantSession(database.env, auditor)];
    const colleagues = await plantSession(database.env, colleague);
    const status = async (cookie: string) => (await get(server, `${bases.en}/enquiries`, cookie)).status;
    const ended = await post(server, `${bases.es}/sign-out-others`, {}, { Cookie: here });
    expect(ended.headers.get("location")).toBe(`${bases.es}/enquiries?notice=othersSignedOut`);
    expect([...(await Promise.all(elsewhere.map(status))), await status(colleagues)]).toEqual([303, 303, 200]);
    for (const { base, t } of languages) {
      const html = whole(await pageText(server, `${base}/enquiries?notice=othersSignedOut`, here));
      expect(html).toContain(`action="${base}/sign-out-others"`);
      expect(html).toContain(t("inbox.signOutOthers"));
      expect(html).toContain(t("inbox.othersSignedOut"));
      expect(auditRow(html, t("audit.sign-out-others", { count: 2 }))).toContain(auditor);
    }
  });

  // Erasing one enquiry (asked first, then said at the top) is tests/e2e/inbox.spec.ts's journey.
  it("re-sends, exports, and erases an address's every enquiry after asking, each in the trail, which keeps no name", async () => {
    const name = `=HYPERLINK("http://evil.example","${kind}")`;
    const email = `erase-me-${kind}@example.com`;
    const id = await submitEnquiry(server.url, { name, email });
    await submitEnquiry(server.url, { name, email: email.toUpperCase() });
    const cookie = await signIn(server, sink, bases.en);
    const resent = await post(server, `${bases.es}/enquiries/${id}/resend`, { confirm: "yes" }, { Cookie: cookie });
    expect(resent.headers.get("location")).toBe(`${bases.es}/enquiries/${id}?notice=resent`);
    const told = await pageText(server, `${resent.headers.get("location")}`, cookie);
    const shown = name.replaceAll('"', "&quot;");
    expect(told).toContain(`Reenvió <a href="${bases.es}/enquiries/${id}">la consulta de ${shown} del `);

    const csv = await get(server, `${bases.en}/enquiries.csv`, cookie);
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="enquiries-\d{4}-\d\d-\d\d\.csv"$/);
    expect(await csv.text()).toContain(email);
    // In the page's language, split as its spreadsheets split (export.test.ts reads both as they do).
    const es = Buffer.from(await (await get(server, `${bases.es}/enquiries.csv`, cookie)).arrayBuffer());
    expect(es.toString("utf8")).toMatch(new RegExp(`^\uFEFF"${translate("es", "admin")("csv.columns.id")}";`));

    // The first post asks, saying how many will go; nothing is erased until its page's button confirms.
    for (const { base, t } of languages) {
      const asked = await post(server, `${base}/erase`, { email }, { Cookie: cookie });
      expect(await asked.text()).toContain(t("erase.confirmAll", { count: 2, email }));
    }
    const store = await storeOf(database.env);
    expect((await store.list()).filter((found) => found.name === name)).toHaveLength(2);
    const erased = await post(server, `${bases.en}/erase`, { email, confirm: "yes" }, { Cookie: cookie });
    const done = erased.headers.get("location") ?? "";
    expect(done).toMatch(new RegExp(`^${bases.en}/enquiries\\?notice=erased&entry=[0-9a-f-]{36}$`));
    expect((await store.list()).filter((found) => found.name === name)).toEqual([]);
    // The count is the trail's, said to its author only: a made-up one, or another member, sees none.
    const theirs = await plantSession(database.env, colleague);
    for (const { base, t } of languages) {
      const after = whole(await pageText(server, done.replace(bases.en, base), cookie));
      expect(after).toContain(t("erase.done", { count: 2 }));
      expect(after).not.toContain("erase-me");
      const forged = await pageText(server, `${base}/enquiries?notice=erased&count=9999`, cookie);
      expect(forged).not.toContain('class="admin-notice"');
      expect(await pageText(server, done.replace(bases.en, base), theirs)).not.toContain(t("erase.done", { count: 2 }));
      const none = await post(server, `${base}/erase`, { email: `nobody-${kind}@example.com` }, { Cookie: cookie });
      expect(none.headers.get("location")).toBe(`${base}/enquiries?notice=erasedNone`);
      expect(await pageText(server, `${base}/enquiries?notice=erasedNone`, cookie)).toContain(t("erase.none"));
    }
    // The trail in words, counts with their plural: "Erased a person's data (2 enquiries)".
    const after = await pageText(server, `${bases.en}/enquiries`, cookie);
    for (const line of [
      "Signed in",
      "Sent an enquiry since erased again",
      /Exported \d+ enquir/,
      /data \(2 enquiries\)/,
    ]) {
      expect(after).toMatch(line);
    }
    const trail = JSON.stringify(await store.read(rowsOf("SELECT * FROM audit_trail")));
    expect(trail).not.toMatch(new RegExp(`HYPERLINK|${email}`, "i"));
  });

  // One session for the tests of the team's daily work: each address may ask for five links in 15 minutes.
  let auditorCookie: string | undefined;
  const auditorSession = async () => {
    auditorCookie ??= await signIn(server, sink, bases.en, auditor);
    return auditorCookie;
  };

  it("finds enquiries by words, status and language from the list's address, a page at a time, in both languages", async () => {
    const tag = `${kind}${randomUUID().slice(0, 6)}`;
    for (let index = 0; index < 27; index++) {
      await submitEnquiry(server.url, { name: `Zoë ${tag} ${index}`, email: `p${index}-${tag}@example.com` });
    }
    const cookie = await auditorSession();
    for (const { base, t } of languages) {
      // Accents and case aside: "ZOE" finds "Zoë"; a GET form, so the address is the search.
      const html = await pageText(
        server,
        `${base}/enquiries?q=${encodeURIComponent(`ZOE ${tag.toUpperCase()}`)}&status=open`,
        cookie,
      );
      expect(html).toContain(t("inbox.count-open", { count: 27 }));
      expect(html.match(/data-enquiry="/g)).toHaveLength(25);
      expect(html).toContain(`value="ZOE ${tag.toUpperCase()}"`);
      // Newest first: the last one sent is at the top, the two oldest on the next page.
      expect(html.indexOf(`Zoë ${tag} 26<`)).toBeLessThan(html.indexOf(`Zoë ${tag} 2<`));
      expect(html).not.toContain(`Zoë ${tag} 1<`);
      const older = /href="([^"]+older=[^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
      expect(older).toContain(`${base}/enquiries?q=`);
      const next = await pageText(server, older, cookie);
      expect(next.match(/data-enquiry="/g)).toHaveLength(2);
      expect(next).toContain(`Zoë ${tag} 0<`);
      expect(next).toContain(t("pages.newer"));
      // Filters: none of them closed, none in Spanish (the API's enquiries come from English pages).
      for (const filter of ["status=closed", "lang=es"]) {
        expect(await pageText(server, `${base}/enquiries?q=${tag}&${filter}`, cookie)).toContain(t("inbox.noMatch"));
      }
      // What no form sends is refused in the page's language.
      for (const bad of ["status=deleted", "lang=fr", `q=${"x".repeat(201)}`, "older=12.x&newer=13.y", "older=zz"]) {
        const refused = await get(server, `${base}/enquiries?${bad}`, cookie);
        expect(refused.status, bad).toBe(400);
        expect(await refused.text()).toContain(t("errors.badSearch"));
      }
    }
  });

  // The journey through one enquiry (taken, answered, replied to, re-sent, erased) is tests/e2e/inbox.spec.ts's.
  it("changes an enquiry's status and owner in one post each, refuses what no form sends, replies in the enquiry's language, and lists mine, nobody's or everyone's, mailing a colleague given one", async () => {
    const id = await submitEnquiry(server.url, { name: "María López", email: `maria-${kind}@example.com` });
    const cookie = await auditorSession();
    const at = `${bases.es}/enquiries/${id}`;
    const change = (route: string, fields: Record<string, string>) =>
      post(server, `${at}/${route}`, fields, { Cookie: cookie });
    expect((await change("status", { status: "closed" })).headers.get("location")).toBe(`${at}?notice=status`);
    expect((await change("owner", { owner: team.toUpperCase() })).headers.get("location")).toBe(`${at}?notice=owner`);
    for (const refused of [await change("status", { status: "deleted" }), await change("owner", { owner: "x@y.z" })]) {
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(translate("es", "admin")("errors.badChange"));
    }
    const page = whole(await pageText(server, `${at}?notice=owner`, cookie));
    expect(page).toContain(translate("es", "admin")("owner.now", { owner: team }));
    expect(page).toContain(`Cerró <a href="${at}">la consulta de María López del `);
    // The API's enquiries come from English pages: the reply quotes it in English, whatever the page's language.
    const reply = /href="(mailto:[^"]+)"/.exec(page.slice(page.indexOf('id="message"')))?.[1]?.replaceAll("&amp;", "&");
    const link = new URL(reply ?? "mailto:");
    expect(link.searchParams.get("subject")).toBe(translate("en", "admin")("reply.subject"));
    expect(link.searchParams.get("body")).toContain("María López wrote:\n> Pases de temporada");

    // Mine, nobody's or everyone's, with how many are new; a colleague given one is mailed in the team's language.
    const tag = `${kind}${randomUUID().slice(0, 6)}`;
    const given = await submitEnquiry(server.url, { name: `Given ${tag}`, email: `given-${tag}@example.com` });
    const taken = await submitEnquiry(server.url, { name: `Taken ${tag}`, email: `taken-${tag}@example.com` });
    const left = await submitEnquiry(server.url, { name: `Left ${tag}`, email: `left-${tag}@example.com` });
    const before = sink.mails.length;
    const give = async (id: string, owner: string) =>
      expect((await post(server, `${bases.en}/enquiries/${id}/owner`, { owner }, { Cookie: cookie })).status).toBe(303);
    // Taken by oneself, or left without an owner: nobody is told. Given to a colleague: they are.
    await give(taken, auditor);
    await give(left, auditor);
    await give(left, "");
    await give(given, colleague);
    const mail = await mailTo(sink, before, colleague);
    const es = translate("es", "admin");
    const said = es("assigned.body", { by: auditor, name: `Given ${tag}`, received: "\u0000" }).split("\u0000")[0];
    expect(mail.text).toContain(said);
    expect(mail.header("subject")).toBe(es("assigned.subject", { by: auditor, name: `Given ${tag}` }));
    expect(mail.text).toContain(`${bases.es}/enquiries/${given}\n`);
    expect(mail.text).toContain("(Europe/Madrid)");
    expect(sink.mails.slice(before).filter((sent) => sent.envelope.to.includes(auditor))).toEqual([]);

    const ids = (html: string) => [...html.matchAll(/data-enquiry="([^"]+)"/g)].map((match) => match[1]);
    for (const { base, t } of languages) {
      const list = async (query: string) => {
        const response = await get(server, `${base}/enquiries?q=${tag}${query}`, cookie);
        return { status: response.status, html: whole(await response.text()) };
      };
      expect(ids((await list("&owner=mine")).html)).toEqual([taken]);
      expect(ids((await list("&owner=unassigned")).html)).toEqual([left]);
      expect(ids((await list("")).html)).toEqual([left, taken, given]);
      // Each owner's link keeps the search, and the search keeps the owner; each says how many are new.
      const { html } = await list("&status=new&owner=mine");
      expect(html).toContain(`href="${base}/enquiries?q=${tag}&amp;status=new&amp;owner=unassigned"`);
      expect(html).toContain(`href="${base}/enquiries?q=${tag}&amp;status=new"`);
      expect(html).toContain('<input type="hidden" name="owner" value="mine"/>');
      const mine = [1, 1000].map((count) => t("search.owner-mine", { count }).replace(String(count), "\\d+")).join("|");
      expect(html).toMatch(new RegExp(`aria-current="page">(${mine})</a>`));
      expect((await list("&owner=someone")).status).toBe(400);
    }
  });

  it("keeps notes on an enquiry's page with who and when, in the trail, and refuses a long one in the page's language", async () => {
    const id = await submitEnquiry(server.url, { name: "Nora Notes", email: `notes-${kind}@example.com` });
    const cookie = await auditorSession();
    const note = (text: string, base: string = bases.en) =>
      post(server, `${base}/enquiries/${id}/notes`, { text }, { Cookie: cookie });
    // At its limit in the longest characters, a note fits the form's limit.
    expect((await note("😀".repeat(2000))).status).toBe(303);
    for (const { locale, base, t } of languages) {
      const at = `${base}/enquiries/${id}`;
      for (const refused of [" ", "ñ".repeat(2001)]) {
        const answer = await note(refused, base);
        expect(answer.status).toBe(400);
        expect(await answer.text()).toContain(t("errors.note", { limit: 2000 }));
      }
      expect((await note(`Llamar el lunes (${locale}).\nPrefiere <español>.`, base)).headers.get("location")).toBe(
        `${at}?notice=note#notes`,
      );
      const html = whole(await pageText(server, `${at}?notice=note`, cookie));
      expect(html).toContain(t("notes.hint", { limit: 2000 }));
      expect(html).toContain(`${auditor} · <time`);
      expect(html).toContain(`Llamar el lunes (${locale}).\nPrefiere &lt;español&gt;.`);
      expect(auditRow(html, t("audit.note", { enquiry: "\u0000" }).split("\u0000")[0] ?? "?")).toContain(auditor);
    }
  });

  // A page's third-party scripts never share an origin with the tools (start-up refuses them without ADMIN_URL: config.server.test.ts).
  it("answers the tools on their own host only, their paths on the site's host with the site's 404, and no page of the site on theirs", async () => {
    const atHost = (path: string, host: string, { headers = {}, ...options }: Parameters<typeof rawRequest>[1] = {}) =>
      rawRequest(`${server.url}${path}`, { ...options, headers: { Host: host, ...headers } });
    const [siteHost, toolsHost] = [new URL(siteUrl).host, new URL(server.url).host];
    const cookie = await auditorSession();
    for (const [method, path] of [
      ["GET", "/admin/sign-in"],
      ["GET", "/es/admin/enquiries"],
      ["HEAD", "/admin"],
      ["GET", "/admin/content/"],
      ["POST", "/admin/sign-in"],
      ["POST", "/admin/erase"],
    ] as const) {
      const answer = await atHost(path, siteHost, {
        method,
        body: method === "POST" ? `email=${encodeURIComponent(team)}` : undefined,
        headers: {
          Cookie: cookie,
          ...(method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
        },
      });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).not.toContain(translate("en", "admin")("brand"));
      expect(answer.body).not.toContain("editor-settings");
    }
    // The site's own 404 page, as for any path it does not have.
    const page = await atHost("/es/admin/sign-in", siteHost);
    expect(page.body).toBe((await atHost("/es/no-such-page", siteHost)).body);
    for (const path of ["/es/admin/sign-in", "/admin/content/"]) {
      expect((await atHost(path, toolsHost)).status, path).toBe(200);
    }
    for (const path of ["/", `${pagePath("pricing", "es")}?plan=pro`, "/no-such-page"]) {
      const answer = await atHost(path, toolsHost);
      expect([answer.status, answer.headers.location], path).toEqual([301, `${siteUrl}${path}`]);
    }
    // On the site's host, the pages are served as always.
    const home = await atHost("/", siteHost);
    expect([home.status, home.headers["content-type"]]).toEqual([200, "text/html; charset=utf-8"]);
  });

  it("records each view of the list and the export, and a refused code, with the client's address, shown in both languages", async () => {
    const cookie = await signIn(server, sink, bases.en, auditor);
    const from = (address: string) => ({ Cookie: cookie, "X-Forwarded-For": address });
    const store = await storeOf(database.env);
    const views = async () =>
      (await store.read((db) => auditTrail(db, 1000))).filter((row) => row.action === "view").length;
    const before = await views();
    const list = await fetch(`${server.url}${bases.en}/enquiries`, { headers: from("203.0.113.40") });
    // The page's stylesheet and the redirect to the list are not views.
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(await list.text())?.[1] ?? "";
    expect((await fetch(`${server.url}${stylesheet}`, { headers: from("203.0.113.40") })).status).toBe(200);
    const base = await fetch(`${server.url}${bases.en}`, { headers: from("203.0.113.40"), redirect: "manual" });
    expect([list.status, base.status, await views()]).toEqual([200, 303, before + 1]);
    await fetch(`${server.url}${bases.en}/enquiries.csv`, { headers: from("203.0.113.41") });

    // A code never issued (admin-operations.test.ts tells an expired one from it).
    const unknown = { code: randomBytes(32).toString("base64url") };
    await post(server, `${bases.en}/sign-in/link`, unknown, { "X-Forwarded-For": "203.0.113.42" });

    const trail = (await store.read((db) => auditTrail(db, 1000))).map((row) => [row.actor, row.action, row.client]);
    expect(trail).toEqual(
      expect.arrayContaining([
        [auditor, "view", "203.0.113.40"],
        [auditor, "export", "203.0.113.41"],
        ["", "sign-in-unknown", "203.0.113.42"],
      ]),
    );
    for (const { locale, base, t } of languages) {
      const html = await (await fetch(`${server.url}${base}/enquiries`, { headers: from("203.0.113.44") })).text();
      const audit = html.slice(html.indexOf(t("audit.title")));
      // "Viewed 17 enquiries", whatever the number.
      const viewed = new RegExp(t("audit.view", { count: 1000 }).replace("1000", "\\d+"));
      expect(audit).toMatch(viewed);
      const words = [t("audit.from"), t("audit.sign-in-unknown"), t("audit.nobody"), "203.0.113.41", "203.0.113.42"];
      for (const word of [...words, "203.0.113.44"]) expect(audit, `${locale}: ${word}`).toContain(word);
    }
  });
});

// Links, sessions and withdrawn access are the store's, whichever server a request reaches.
describe("two servers on one PostgreSQL database, the second started without an address", () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  const servers: ServerProcess[] = [];
  const start = async (admins: string) => {
    const env = { ...database.env, SMTP_URL: sink.url, ADMIN_EMAILS: admins, TRUST_PROXY: "loopback" };
    servers.push(await startServerProcess(await freePort(), env));
    return servers.at(-1) as ServerProcess;
  };
  beforeAll(async () => {
    database = await testDatabase("postgres");
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await sink?.stop();
    await database?.drop();
  });

  it("share links and sessions, and the second deletes the address's sessions and unspent links as it starts", async () => {
    const one = await start(`${team},${colleague}`);
    await signIn(one, sink, bases.en, colleague);
    await mailedLink(one, sink, bases.es, colleague);
    const email = "kept@example.com";
    await submitEnquiry(one.url, { name: "Ada Lovelace", email });
    const two = await start(team);
    const store = await storeOf(database.env);
    expect(await store.read(rowsOf("SELECT email FROM admin_sessions"))).toEqual([]);
    expect(await store.read(rowsOf("SELECT email FROM admin_links WHERE used_at IS NULL"))).toEqual([]);
    expect(await store.list()).toHaveLength(1);
    // A session the first server (which still names the address) starts meanwhile ends at its first request to the second.
    const late = await plantSession(database.env, colleague);
    const erase = { Cookie: late, "X-Forwarded-For": "203.0.113.60" };
    expect((await post(two, `${bases.en}/erase`, { email, confirm: "yes" }, erase)).status).toBe(401);

    // A link asked for on one server signs in on the other; without ADMIN_URL, it is on SITE_URL's origin.
    const { link } = await mailedLink(one, sink, bases.en);
    expect(link.startsWith(`${siteUrl}/`)).toBe(true);
    const code = codeOf(link);
    const spent = await post(two, `${bases.en}/sign-in/link`, { code });
    const cookie = (spent.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    // The team sees when access ended, at start-up (no client) and at a request (its address), in both languages.
    for (const { base, t } of languages) {
      const html = whole(await pageText(one, `${base}/enquiries`, cookie));
      const atStart = auditRow(html, t("audit.access-withdrawn", { count: 2 }));
      expect(atStart).toContain(colleague);
      expect(atStart).toContain(t("audit.noClient"));
      expect(auditRow(html, t("audit.access-withdrawn", { count: 1 }))).toContain("203.0.113.60");
    }
    // A sign-out on one ends the session on both.
    await post(two, `${bases.en}/sign-out`, {}, { Cookie: cookie });
    expect((await get(one, `${bases.en}/enquiries`, cookie)).status).toBe(303);
    // Two servers start one after another: on a busy machine that alone can take 20 s.
  }, 120_000);
});
