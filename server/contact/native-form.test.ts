// The contact function in process: the form posted without the site's script, held to the script's
// standard, and the script's own JSON calls.
import { randomUUID } from "node:crypto";
import { FunctionsClient, FunctionsHttpError } from "@supabase/functions-js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactBodyLimit, contactFunctionPath, contactLimits } from "../../site/contact-schema.ts";
import type { Locale } from "../../site/locales.ts";
import { allPagePaths, pagePath } from "../../site/pages.ts";
import { openStore } from "../storage/open-store.server.ts";
import type { Store } from "../storage/store.server.ts";
import { sqliteTestDatabase, type TestDatabase } from "../storage/test-databases.ts";
import { publicConfig, serveContactFunction, unfinishedPost } from "../testing/contact-function.ts";
import { rawRequest } from "../testing/raw-request.ts";
import { largestEnquiry, postEnquiry, sampleFields, wide } from "../testing/sample-enquiry.ts";
import { type ContactFunctionOptions, formRepeatWindowMs } from "./contact-function.server.ts";
import { formBodyLimit } from "./form-page.server.ts";
import { serverMessage, translate } from "./messages.server.ts";

let database: TestDatabase;
let store: Store | undefined;
let served: Awaited<ReturnType<typeof serveContactFunction>> | undefined;
let base: string;
let stored: string[];
/** The store's clock, moved by the tests. */
let clock: number;

async function serve(
  config: Partial<ContactFunctionOptions["config"]> = {},
  bodyTimeoutMs = 1000,
  ownOrigins?: ReadonlySet<string>,
) {
  await served?.close();
  served = await serveContactFunction({
    config,
    store: () => store,
    onStored: (id) => stored.push(id),
    bodyTimeoutMs,
    ownOrigins,
  });
  base = served.base;
}

const valid = () => sampleFields({ name: "Ada Lovelace", interest: "Season passes for 40,000 fans." });

const post = (body: unknown, headers: Record<string, string> = {}) => postEnquiry(base, body, headers);

const site = publicConfig.SITE_URL;

/** The longest path a form's hidden `page` field carries. */
const longestPage = allPagePaths().reduce((longest, path) => (path.length > longest.length ? path : longest));

function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${base}${contactFunctionPath}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

/** Text as React writes it into the page. */
const inHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;");

/** What every page refusing a native form shows: its language and the privacy note with its link. */
function expectRefusalPage(html: string, locale: Locale, what: string) {
  const t = translate(locale);
  expect(html, what).toContain(`<html lang="${locale}">`);
  expect(html, what).toContain(inHtml(t("finalCTA.toasts.error.title")));
  expect(html, what).toContain(inHtml(t("finalCTA.privacyNote")));
  expect(html, what).toContain(`href="${site}${pagePath("privacy", locale)}"`);
}

/** The problem per field a refused enquiry's answer names. */
const problems = async (response: Response) => ((await response.json()) as { fields: object }).fields;

beforeEach(async () => {
  clock = Date.now();
  database = sqliteTestDatabase();
  store = await openStore({ ...database.env, STORAGE_TIMEOUT_MS: 2000, now: () => clock });
  stored = [];
  await serve();
});
afterEach(async () => {
  await served?.close();
  served = undefined;
  await store?.close();
  await database.drop();
});

describe("send-contact-email", () => {
  it("works with the Supabase functions client, anon key as apikey and bearer token", async () => {
    await serve({ publicConfig: { ...publicConfig, BACKEND_ANON_KEY: "public-anon-key" } });
    const headers = { apikey: "public-anon-key", Authorization: "Bearer public-anon-key" };
    const client = new FunctionsClient(`${base}/functions/v1`, { headers });
    const { data, error } = await client.invoke("send-contact-email", { body: valid() });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true, id: expect.any(String) });

    const anonymous = new FunctionsClient(`${base}/functions/v1`);
    const refused = await anonymous.invoke("send-contact-email", { body: valid() });
    expect(refused.error).toBeInstanceOf(FunctionsHttpError);
    expect(refused.response?.status).toBe(401);
    expect(await store?.list()).toHaveLength(1);
  });

  it("refuses invalid fields with 400, a reason per field and the error in the visitor's language", async () => {
    const response = await post(
      { name: "   ", email: "ada@", organization: null, interest: 42 },
      { "Accept-Language": "es-MX,es;q=0.9,en;q=0.5" },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      code: "invalid_input",
      error: serverMessage("es", "invalid_input"),
      fields: { name: "required", email: "invalidEmail", organization: "required", interest: "notText" },
    });
    expect(await store?.list()).toEqual([]);
  });

  it.each([
    ["a line break where it could reach a mail header", { name: "Eve\r\nBcc: victim@example.com" }],
    ["a line break in the address", { email: "eve@example.com\nBcc: victim@example.com" }],
    ["a lone surrogate", { name: "\ud800" }],
    ["a bidi override", { organization: "Acme \u202Egnp.exe" }],
    ["NUL", { interest: "a\u0000b" }],
    ["a name a character over its bound", { name: wide(contactLimits.name + 1) }, "tooLong"],
  ])("refuses %s, naming its field", async (_what, change, problem = "invalidCharacters") => {
    const [field = ""] = Object.keys(change);
    expect(await problems(await post({ ...valid(), ...change }))).toEqual({ [field]: problem });
  });

  // The largest enquiry below counts its length in characters, not bytes or UTF-16 units.
  it("keeps line breaks, tabs and emoji, normalised to NFC, and the site's page the enquiry was sent from, no other", async () => {
    const change = { interest: "Line one\r\nLine two\tand a tab", name: "Jose\u0301 N\u0303andu\u0301 🎟️👩🏽‍💻" };
    for (const page of ["/es/precios", "https://evil.example/es/precios", "/no-such-page", 42]) {
      expect((await post({ ...valid(), ...change, page })).status).toBe(200);
    }
    const kept = { interest: "Line one\nLine two\tand a tab", name: "José Ñandú 🎟️👩🏽‍💻" };
    expect((await store?.list())?.[0]).toMatchObject(kept);
    expect((await store?.list())?.flatMap((record) => record.page ?? [])).toEqual(["/es/precios"]);
  });

  it("answers malformed JSON and bodies of the wrong shape with 400", async () => {
    // The last: bytes that are not UTF-8.
    const bad = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]);
    for (const body of ["{", "", "null", "[]", '"text"', "42", '{"name": "a",}', bad]) {
      const response = await post(body);
      expect(response.status, String(body)).toBe(400);
      expect(((await response.json()) as { code: string }).code, String(body)).toBe("invalid_json");
    }
  });

  it("answers 413 to a chunked body once it streams past 16 KB, and 408 to one that never finishes, closing the connection", async () => {
    const headers = { "Content-Type": "application/json", "Transfer-Encoding": "chunked" };
    const body = "x".repeat(40 * 1024);
    expect((await rawRequest(`${base}${contactFunctionPath}`, { method: "POST", headers, body })).status).toBe(413);
    await serve({}, 50);
    const reply = await unfinishedPost(base, { "Content-Type": "application/json" }, '{"name":');
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(reply).toContain('"code":"request_timeout"');
    expect(await store?.list()).toEqual([]);
  });

  const partner = "https://partner.example";
  const siteOrigin = new URL(publicConfig.SITE_URL).origin;
  it.each([
    ["a page on another origin", { Origin: "https://evil.example" }, 403],
    ["an opaque origin", { Origin: "null" }, 403],
    ["a cross-site request without Origin", { "Sec-Fetch-Site": "cross-site" }, 403],
    ["another port of the same host", { Origin: "http://127.0.0.1:1" }, 403],
    ["the site's own page", { Origin: siteOrigin }, 200],
    ["the site's own page, said twice", { Origin: siteOrigin, "Sec-Fetch-Site": "same-origin" }, 200],
    ["a same-origin request without Origin", { "Sec-Fetch-Site": "same-origin" }, 200],
    ["a client that is not a browser", {}, 200],
    ["an origin CONTACT_ALLOWED_ORIGINS names", { Origin: partner, "Sec-Fetch-Site": "cross-site" }, 200, partner],
  ] as const)(
    "answers %s with %s, CORS headers only for the origins allowed",
    async (_what, headers, status, cors?: string) => {
      await serve({ CONTACT_ALLOWED_ORIGINS: [partner] });
      const response = await post(valid(), { ...headers, "Accept-Language": "es" });
      expect(response.status).toBe(status);
      expect(response.headers.get("access-control-allow-origin")).toBe(cors ?? null);
      if (cors) expect(response.headers.get("vary")).toBe("Origin");
      if (status === 403) {
        expect(await response.json()).toEqual({
          success: false,
          code: "forbidden_origin",
          error: serverMessage("es", "forbidden_origin"),
        });
      }
      expect(await store?.list()).toHaveLength(status === 200 ? 1 : 0);
    },
  );

  it("answers a CORS preflight from an allowed origin, and refuses another's", async () => {
    await serve({ CONTACT_ALLOWED_ORIGINS: [partner] });
    const preflight = (Origin: string) =>
      fetch(`${base}${contactFunctionPath}`, {
        method: "OPTIONS",
        headers: { Origin, "Access-Control-Request-Method": "POST" },
      });
    const allowed = await preflight(partner);
    expect(allowed.status).toBe(204);
    expect(Object.fromEntries(allowed.headers)).toMatchObject({
      "access-control-allow-origin": partner,
      vary: "Origin",
      "access-control-allow-methods": "POST, OPTIONS",
      "access-control-allow-headers": expect.stringContaining("idempotency-key"),
      "cache-control": "no-store",
    });
    const refused = await preflight("https://evil.example");
    expect([refused.status, refused.headers.get("access-control-allow-origin")]).toEqual([403, null]);
  });

  it("accepts the server's own loopback origins only when configured, never from the Host header", async () => {
    // The Host header is the client's to choose: only SITE_URL's origin is the site's own.
    expect((await post(valid(), { Origin: base })).status).toBe(403);
    const own = new Set<string>();
    await serve({}, 1000, own);
    expect((await post(valid(), { Origin: base })).status).toBe(403);
    own.add(base); // what the server adds once it knows its loopback port
    const response = await post(valid(), { Origin: base });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers every request with uncacheable JSON", async () => {
    await serve({ CONTACT_RATE_LIMIT_PER_EMAIL: 1 });
    const enquiry = valid();
    const answers = [
      await post(enquiry),
      await post(enquiry),
      await post("{"),
      await post({ ...valid(), name: "" }),
      // Neither JSON nor a form.
      ...(await Promise.all(
        ["text/plain", "multipart/form-data; boundary=x", "application/json; charset=latin1"].map((type) =>
          post(valid(), { "Content-Type": type }),
        ),
      )),
      await post(valid(), { Origin: "https://evil.example" }),
      await post({ ...valid(), interest: "x".repeat(20_000) }),
      await fetch(`${base}${contactFunctionPath}`, { method: "DELETE" }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 429, 400, 400, 415, 415, 415, 403, 413, 405]);
    expect(answers[9]?.headers.get("allow")).toBe("POST, OPTIONS");
    for (const answer of answers) {
      expect(answer.headers.get("cache-control"), String(answer.status)).toBe("no-store");
      expect(answer.headers.get("content-type"), String(answer.status)).toBe("application/json; charset=utf-8");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      const body = (await answer.json()) as { success: boolean; code?: string };
      expect(body.success ? "ok" : body.code, String(answer.status)).toEqual(expect.any(String));
    }
  });

  it("replays a repeated Idempotency-Key, refuses it with another body and refuses a malformed one", async () => {
    const enquiry = valid();
    const key = `"${randomUUID()}"`;
    const first = (await (await post(enquiry, { "Idempotency-Key": key })).json()) as { id: string };
    const again = await post(enquiry, { "Idempotency-Key": key });
    expect([again.status, again.headers.get("idempotent-replayed")]).toEqual([200, "true"]);
    expect(await again.json()).toEqual({ success: true, id: first.id });
    const changed = await post({ ...enquiry, interest: "Something else" }, { "Idempotency-Key": key });
    expect([changed.status, ((await changed.json()) as { code: string }).code]).toEqual([
      422,
      "idempotency_key_reused",
    ]);
    expect((await post(enquiry, { "Idempotency-Key": '"has space"' })).status).toBe(400);
    expect(await store?.list()).toHaveLength(1);
    expect(stored).toEqual([first.id]);
  });

  it("answers a filled honeypot as it would a person: replays, rate limits, but stores and sends nothing", async () => {
    await serve({ CONTACT_RATE_LIMIT_PER_EMAIL: 2 });
    const bot = { ...valid(), website: "https://spam.example" };
    const key = `"${randomUUID()}"`;
    const response = await post(bot, { "Idempotency-Key": key });
    expect([response.status, response.headers.get("idempotent-replayed")]).toEqual([200, null]);
    const { id } = (await response.json()) as { id: string };
    // The same key again is a replay, with the same id, as for a person.
    const again = await post(bot, { "Idempotency-Key": key });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual({ success: true, id });
    const changed = await post({ ...bot, interest: "Something else" }, { "Idempotency-Key": key });
    expect(changed.status).toBe(422);
    // It counts against the limits: the third from one address is told to wait.
    expect((await post(bot)).status).toBe(200);
    const limited = await post(bot);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    // Invalid input is refused as it would be without the honeypot.
    expect((await post({ ...bot, email: "nope" })).status).toBe(400);
    expect(await store?.list()).toEqual([]);
    expect(await store?.claimDeliveries(60_000, 10)).toEqual([]);
    expect(stored).toEqual([]);
  });

  it("answers 429 with Retry-After when one e-mail address or one client address sends too many", async () => {
    await serve({ CONTACT_RATE_LIMIT_PER_EMAIL: 2 });
    const enquiry = valid();
    expect((await post(enquiry)).status).toBe(200);
    expect((await post({ ...enquiry, email: enquiry.email.toUpperCase() })).status).toBe(200);
    const limited = await post(enquiry, { "Accept-Language": "es" });
    expect([limited.status, Number(limited.headers.get("retry-after")) > 0]).toEqual([429, true]);
    expect(await limited.json()).toMatchObject({
      code: "rate_limited",
      error: expect.stringMatching(/^Recibimos demasiados/),
    });
    expect((await post(valid())).status).toBe(200);

    // The test's requests come from 127.0.0.1, where a proxy on the same machine would be.
    await serve({ CONTACT_RATE_LIMIT_PER_IP: 1, TRUST_PROXY: ["loopback"] });
    expect((await post(valid(), { "X-Forwarded-For": "198.51.100.7" })).status).toBe(200);
    expect((await post(valid(), { "X-Forwarded-For": "198.51.100.7" })).status).toBe(429);
    // A client cannot escape by writing its own X-Forwarded-For entries in front of the proxy's.
    expect((await post(valid(), { "X-Forwarded-For": "203.0.113.1, 198.51.100.7" })).status).toBe(429);
    expect((await post(valid(), { "X-Forwarded-For": "198.51.100.8" })).status).toBe(200);
    // One IPv6 subscriber's /64 is one sender.
    expect((await post(valid(), { "X-Forwarded-For": "2001:db8:1:2::1" })).status).toBe(200);
    expect((await post(valid(), { "X-Forwarded-For": "2001:db8:1:2:ffff::9" })).status).toBe(429);

    await serve({ CONTACT_RATE_LIMIT_PER_IP: 1, TRUST_PROXY: ["192.0.2.10", "10.0.0.0/8"] });
    expect((await post(valid(), { "X-Forwarded-For": "198.51.100.20" })).status).toBe(200);
    // Whatever it writes, a client reaching the port directly is counted by its own address.
    expect((await post(valid(), { "X-Forwarded-For": "198.51.100.21" })).status).toBe(429);
    expect((await post(valid())).status).toBe(429);
  });

  // Before it opens: contact-service.test.ts; while another holds its lock: tests/e2e/contact.spec.ts.
  it("answers 503, never 500, once the store is closed", async () => {
    await store?.close();
    const response = await post(valid());
    expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([503, "storage_unavailable"]);
    store = await openStore({ ...database.env, STORAGE_TIMEOUT_MS: 500 });
  });

  it("never answers 500 to random bodies", async () => {
    const pieces = [...'{ } " name email : , \\u0000 \\ud83d [ ] 1e999 null é'.split(" "), "\r\n"];
    for (let i = 0; i < 200; i++) {
      const body = Array.from({ length: 1 + (i % 23) }, (_, j) => pieces[(i * 7 + j * 13) % pieces.length]).join("");
      const response = await post(body);
      expect([200, 400], body).toContain(response.status);
    }
  });
});

describe("the form sent without the script, held to the script's standard", () => {
  it("stores the enquiry as the script's call would, then redirects (303) to a thanks page that runs nothing", async () => {
    const values = valid();
    const response = await postForm({ ...values, locale: "es", page: "/es/musica", website: "" });
    expect(response.status).toBe(303);
    expect((await store?.list())?.[0]).toMatchObject({ ...values, locale: "es", page: "/es/musica" });
    const location = response.headers.get("location") ?? "";
    expect(location.startsWith(`${contactFunctionPath}?`)).toBe(true);
    const thanks = await fetch(`${base}${location}`);
    expect(thanks.status).toBe(200);
    expect(thanks.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(thanks.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await thanks.text();
    // It is styled by the site's stylesheet, the one style its policy allows, and runs nothing.
    expect(html).toContain('<link rel="stylesheet" href="/assets/styles.css"/>');
    expect(html).not.toContain("<script");
    expect(thanks.headers.get("content-security-policy")).toContain("style-src 'self'");
    // Its violations are reported to the server (site/content-security-policy.ts).
    expect(thanks.headers.get("content-security-policy")).toContain("report-to csp");
    expect(thanks.headers.get("reporting-endpoints")).toBe('csp="/reports/v1"');
    // Its words and its way back, in its language, are tests/e2e/contact.spec.ts's.

    // A page that is not the site's is neither recorded nor echoed: the way back is the home page.
    const foreign = await postForm({ ...valid(), locale: "en", page: "https://evil.example/" });
    expect((await store?.list())?.flatMap((record) => record.page ?? [])).toEqual(["/es/musica"]);
    const elsewhere = await (await fetch(`${base}${foreign.headers.get("location")}`)).text();
    expect(elsewhere).not.toContain("evil.example");
    expect(elsewhere).toContain(`href="${site}/"`);
  });

  it(`recognises the same form from the same client for ${formRepeatWindowMs / 3_600_000} hours, then takes it as new; not from another`, async () => {
    const values = { ...valid(), locale: "en", page: "/pricing", website: "" };
    // A double click sends two requests at once: one enquiry, its delivery started once, both thanked.
    const clicks = await Promise.all([postForm(values), postForm(values)]);
    expect(clicks.map((click) => click.status)).toEqual([303, 303]);
    expect(clicks.map((click) => click.headers.get("idempotent-replayed")).sort()).toEqual([null, "true"]);
    expect(clicks[0]?.headers.get("location")).toBe(clicks[1]?.headers.get("location"));
    expect(stored).toHaveLength(1);
    clock += formRepeatWindowMs - 1;
    const repeat = await postForm(values);
    expect([repeat.status, repeat.headers.get("idempotent-replayed")]).toEqual([303, "true"]);
    expect(await store?.list()).toHaveLength(1);
    clock += 1;
    const later = await postForm(values);
    expect([later.status, later.headers.get("idempotent-replayed")]).toEqual([303, null]);
    expect(await store?.list()).toHaveLength(2);
    // The script's keyed calls are untouched: no key, no replay.
    expect((await post(JSON.stringify(valid()))).status).toBe(200);
    // Within the last one's hours, the same values from another client (another address of this machine) are new.
    const other = await rawRequest(`${base}${contactFunctionPath}`, {
      method: "POST",
      localAddress: "127.0.0.2",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(values).toString(),
    });
    expect([other.status, other.headers["idempotent-replayed"]]).toEqual([303, undefined]);
    expect(await store?.list()).toHaveLength(4);
  });

  it("accepts the largest valid enquiry in both encodings: JSON within 16 KB, the form within its own limit", async () => {
    // The address in characters a form must percent-encode (`+`, 3 bytes each).
    const largest = largestEnquiry("+");
    expect(largest.email).toHaveLength(contactLimits.email);
    const json = JSON.stringify({ ...largest, website: "", page: longestPage });
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(contactBodyLimit);
    const script = await post(json);
    expect(script.status, await script.clone().text()).toBe(200);
    const form = { locale: "es", page: longestPage, ...largest, website: "" };
    // Three times what JSON's limit allows: what a 16 KB limit refused.
    expect(new URLSearchParams(form).toString().length).toBeGreaterThan(2.9 * contactBodyLimit);
    expect(new URLSearchParams(form).toString().length).toBeLessThanOrEqual(formBodyLimit);
    const browser = await postForm(form);
    expect(browser.status, await browser.clone().text()).toBe(303);
    expect(browser.headers.get("idempotent-replayed")).toBeNull();
    expect((await store?.list())?.map((record) => record.interest)).toEqual([largest.interest, largest.interest]);
  });

  it.each([
    ["en", "es"],
    ["es", "en"],
  ] as const)(
    "keeps the visitor's language (%s) and what they typed, escaped, on every page that refuses the form",
    async (locale, other) => {
      const t = translate(locale);
      const values = { ...valid(), name: `<b>${randomUUID().slice(0, 6)}</b> & co` };
      const form = { ...values, locale, page: pagePath("music", locale), website: "" };
      const expectValues = (html: string, what: string) => {
        for (const value of Object.values(values)) expect(html, what).toContain(inHtml(value));
      };
      // The browser's own language says otherwise: the form's language wins.
      const browser = { "Accept-Language": other };

      const invalid = await postForm({ ...form, email: "not-an-address" }, browser);
      expect(invalid.status).toBe(400);
      const invalidHtml = await invalid.text();
      expectRefusalPage(invalidHtml, locale, "400");
      expect(invalidHtml).toContain(inHtml(serverMessage(locale, "invalid_input")));
      expect(invalidHtml).toContain(inHtml(t("finalCTA.errors.email.invalidEmail")));
      expect(invalidHtml).toContain('value="not-an-address"');
      expect(invalidHtml).toContain(`<input type="hidden" name="page" value="${form.page}"/>`);
      // Kept, and escaped: the visitor's text never becomes markup.
      expect(invalidHtml).not.toContain(values.name);

      const foreign = await postForm(form, { ...browser, Origin: "https://evil.example" });
      expect(foreign.status).toBe(403);
      const foreignHtml = await foreign.text();
      expectRefusalPage(foreignHtml, locale, "403");
      expect(foreignHtml).toContain(inHtml(t("formPages.forbiddenOrigin")));
      expectValues(foreignHtml, "403");

      await serve({ CONTACT_RATE_LIMIT_PER_EMAIL: 1 });
      expect((await postForm(form)).status).toBe(303);
      const limited = await postForm({ ...form, interest: "Y otra cosa." }, browser);
      expect(limited.status).toBe(429);
      const limitedHtml = await limited.text();
      expectRefusalPage(limitedHtml, locale, "429");
      expect(limitedHtml).toContain(inHtml(values.name));

      const saved = store;
      store = undefined;
      const down = await postForm(form, browser);
      store = saved;
      expect(down.status).toBe(503);
      const downHtml = await down.text();
      expectRefusalPage(downHtml, locale, "503");
      expectValues(downHtml, "503");
      expect(downHtml).toContain(inHtml(serverMessage(locale, "storage_unavailable")));
    },
  );

  it.each([
    ["the page it was sent from", { Referer: `${site}/es/musica`, "Accept-Language": "en" }, "es", "/es/musica"],
    [
      "Accept-Language, where the Referer names no page",
      { Referer: `${site}/functions/v1/x`, "Accept-Language": "es" },
      "es",
      "/es",
    ],
    ["Accept-Language, without a Referer", { "Accept-Language": "en-GB,en;q=0.9" }, "en", "/"],
  ] as const)(
    "answers a form too large or too slow to read in the language of %s, with the way back",
    async (_what, headers, locale, back) => {
      const large = await postForm({ ...valid(), interest: "x".repeat(formBodyLimit) }, headers);
      expect(large.status).toBe(413);
      const largeHtml = await large.text();
      expectRefusalPage(largeHtml, locale, "413");
      expect(largeHtml).toContain(inHtml(translate(locale)("formPages.tooLarge")));
      expect(largeHtml).toContain(`href="${back === "/" ? `${site}/` : `${site}${back}`}"`);

      const form = { "Content-Type": "application/x-www-form-urlencoded", ...headers };
      await serve({}, 50);
      const slow = await unfinishedPost(base, form, "name=Zo%C3%AB");
      expect(slow).toMatch(/^HTTP\/1\.1 408 /);
      const slowHtml = slow.slice(slow.indexOf("<!DOCTYPE html>"));
      expectRefusalPage(slowHtml, locale, "408");
      expect(slowHtml).toContain(inHtml(translate(locale)("formPages.timeout")));
      expect(await store?.list()).toEqual([]);
    },
  );
});
