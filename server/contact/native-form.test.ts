// The contact form posted without the site's script, held to the script's standard.
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactBodyLimit, contactFunctionPath, contactLimits } from "../../site/contact-schema.ts";
import type { Locale } from "../../site/locales.ts";
import { allPagePaths, pagePath } from "../../site/pages.ts";
import { openStore } from "../storage/open-store.server.ts";
import type { Store } from "../storage/store.server.ts";
import { storeKinds, testDatabase } from "../storage/store-kinds.ts";
import type { TestDatabase } from "../storage/test-databases.ts";
import { publicConfig, serveContactFunction, unfinishedPost } from "../testing/contact-function.ts";
import { rawRequest } from "../testing/raw-request.ts";
import { largestEnquiry, sampleFields } from "../testing/sample-enquiry.ts";
import { type ContactFunctionOptions, formRepeatWindowMs } from "./contact-function.server.ts";
import { formBodyLimit } from "./form-page.server.ts";
import { serverMessage, translate } from "./messages.server.ts";

const site = publicConfig.SITE_URL;

const enquiry = () => sampleFields({ interest: "Pases de temporada para 80 000 aficionados." });

/** The longest path a form's hidden `page` field carries. */
const longestPage = allPagePaths().reduce((longest, path) => (path.length > longest.length ? path : longest));

function postForm(base: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${base}${contactFunctionPath}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

function postJson(base: string, body: string) {
  return fetch(`${base}${contactFunctionPath}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
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

describe.each(storeKinds)("the form sent without the script, answered by the function on %s", (kind) => {
  let database: TestDatabase;
  let store: Store | undefined;
  /** The store's clock, moved by the tests. */
  let clock: number;
  let served: Awaited<ReturnType<typeof serveContactFunction>> | undefined;
  let base: string;
  /** The enquiries whose delivery the function started. */
  let stored: string[];

  async function serve(config: Partial<ContactFunctionOptions["config"]> = {}) {
    await served?.close();
    // A body still arriving after 50 ms is too slow (10 s in production).
    served = await serveContactFunction({
      config,
      store: () => store,
      onStored: (id) => stored.push(id),
      bodyTimeoutMs: 50,
    });
    base = served.base;
  }

  beforeEach(async () => {
    clock = Date.now();
    stored = [];
    database = await testDatabase(kind);
    store = await openStore({ ...database.env, STORAGE_TIMEOUT_MS: 2000, now: () => clock });
    await serve();
  });
  afterEach(async () => {
    await served?.close();
    served = undefined;
    await store?.close();
    await database.drop();
  });

  it("stores the enquiry as the script's call would, then redirects (303) to a thanks page in its language", async () => {
    const values = enquiry();
    const response = await postForm(base, { ...values, locale: "es", page: "/es/musica", website: "" });
    expect(response.status).toBe(303);
    const [record] = (await store?.list()) ?? [];
    expect(record).toMatchObject({ ...values, locale: "es", page: "/es/musica" });
    expect(stored).toEqual([record?.id]);

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
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(inHtml(translate("es")("finalCTA.toasts.success.title")));
    expect(html).toContain(`href="${site}/es/musica"`);
  });

  it("never echoes or records a page that is not the site's", async () => {
    const response = await postForm(base, { ...enquiry(), locale: "en", page: "https://evil.example/" });
    expect((await store?.list())?.[0]).not.toHaveProperty("page");
    const thanks = await fetch(`${base}${response.headers.get("location")}`);
    const html = await thanks.text();
    expect(html).not.toContain("evil.example");
    expect(html).toContain(`href="${site}/"`);
  });

  it(`recognises the same form from the same client for ${formRepeatWindowMs / 3_600_000} hours, then takes it as new`, async () => {
    const values = { ...enquiry(), locale: "en", page: "/pricing", website: "" };
    // A double click sends two requests at once: one enquiry, its delivery started once, both thanked.
    const clicks = await Promise.all([postForm(base, values), postForm(base, values)]);
    expect(clicks.map((click) => click.status)).toEqual([303, 303]);
    expect(clicks.map((click) => click.headers.get("idempotent-replayed")).sort()).toEqual([null, "true"]);
    expect(clicks[0]?.headers.get("location")).toBe(clicks[1]?.headers.get("location"));
    expect(stored).toHaveLength(1);
    clock += formRepeatWindowMs - 1;
    const repeat = await postForm(base, values);
    expect([repeat.status, repeat.headers.get("idempotent-replayed")]).toEqual([303, "true"]);
    expect(await store?.list()).toHaveLength(1);
    clock += 1;
    const later = await postForm(base, values);
    expect([later.status, later.headers.get("idempotent-replayed")]).toEqual([303, null]);
    expect(await store?.list()).toHaveLength(2);
    // The script's keyed calls are untouched: no key, no replay.
    expect((await postJson(base, JSON.stringify(enquiry()))).status).toBe(200);
    expect(await store?.list()).toHaveLength(3);
  });

  it("takes the same values from another client as another enquiry", async () => {
    const values = { ...enquiry(), locale: "en", page: "/music", website: "" };
    expect((await postForm(base, values)).status).toBe(303);
    // The second client: another address of this machine (the rate limit's client, and the key's).
    const other = await rawRequest(`${base}${contactFunctionPath}`, {
      method: "POST",
      localAddress: "127.0.0.2",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(values).toString(),
    });
    expect([other.status, other.headers["idempotent-replayed"]]).toEqual([303, undefined]);
    expect(await store?.list()).toHaveLength(2);
  });

  it("accepts the largest valid enquiry in both encodings: JSON within 16 KB, the form within its own limit", async () => {
    // The address in characters a form must percent-encode (`+`, 3 bytes each).
    const largest = largestEnquiry("+");
    expect(largest.email).toHaveLength(contactLimits.email);
    const json = JSON.stringify({ ...largest, website: "", page: longestPage });
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(contactBodyLimit);
    const script = await postJson(base, json);
    expect(script.status, await script.clone().text()).toBe(200);
    const form = { locale: "es", page: longestPage, ...largest, website: "" };
    // Three times what JSON's limit allows: what a 16 KB limit refused.
    expect(new URLSearchParams(form).toString().length).toBeGreaterThan(2.9 * contactBodyLimit);
    expect(new URLSearchParams(form).toString().length).toBeLessThanOrEqual(formBodyLimit);
    const browser = await postForm(base, form);
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
      const values = { ...enquiry(), name: `<b>${randomUUID().slice(0, 6)}</b> & co` };
      const form = { ...values, locale, page: pagePath("music", locale), website: "" };
      const expectValues = (html: string, what: string) => {
        for (const value of Object.values(values)) expect(html, what).toContain(inHtml(value));
      };
      // The browser's own language says otherwise: the form's language wins.
      const browser = { "Accept-Language": other };

      const invalid = await postForm(base, { ...form, email: "not-an-address" }, browser);
      expect(invalid.status).toBe(400);
      const invalidHtml = await invalid.text();
      expectRefusalPage(invalidHtml, locale, "400");
      expect(invalidHtml).toContain(inHtml(serverMessage(locale, "invalid_input")));
      expect(invalidHtml).toContain(inHtml(t("finalCTA.errors.email.invalidEmail")));
      expect(invalidHtml).toContain('value="not-an-address"');
      expect(invalidHtml).toContain(`<input type="hidden" name="page" value="${form.page}"/>`);
      // Kept, and escaped: the visitor's text never becomes markup.
      expect(invalidHtml).not.toContain(values.name);

      const foreign = await postForm(base, form, { ...browser, Origin: "https://evil.example" });
      expect(foreign.status).toBe(403);
      const foreignHtml = await foreign.text();
      expectRefusalPage(foreignHtml, locale, "403");
      expect(foreignHtml).toContain(inHtml(t("formPages.forbiddenOrigin")));
      expectValues(foreignHtml, "403");

      await serve({ CONTACT_RATE_LIMIT_PER_EMAIL: 1 });
      expect((await postForm(base, form)).status).toBe(303);
      const limited = await postForm(base, { ...form, interest: "Y otra cosa." }, browser);
      expect(limited.status).toBe(429);
      const limitedHtml = await limited.text();
      expectRefusalPage(limitedHtml, locale, "429");
      expect(limitedHtml).toContain(inHtml(values.name));

      const saved = store;
      store = undefined;
      const down = await postForm(base, form, browser);
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
      const large = await postForm(base, { ...enquiry(), interest: "x".repeat(formBodyLimit) }, headers);
      expect(large.status).toBe(413);
      const largeHtml = await large.text();
      expectRefusalPage(largeHtml, locale, "413");
      expect(largeHtml).toContain(inHtml(translate(locale)("formPages.tooLarge")));
      expect(largeHtml).toContain(`href="${back === "/" ? `${site}/` : `${site}${back}`}"`);

      const form = { "Content-Type": "application/x-www-form-urlencoded", ...headers };
      const slow = await unfinishedPost(base, form, "name=Zo%C3%AB");
      expect(slow).toMatch(/^HTTP\/1\.1 408 /);
      const slowHtml = slow.slice(slow.indexOf("<!DOCTYPE html>"));
      expectRefusalPage(slowHtml, locale, "408");
      expect(slowHtml).toContain(inHtml(translate(locale)("formPages.timeout")));
      expect(await store?.list()).toEqual([]);
    },
  );
});
