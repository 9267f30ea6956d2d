import type { BrowserContext, Page, Request } from "@playwright/test";
import { consentSite } from "../../scripts/test-site.ts";
import { installStandIns, type StandInOptions, type Traffic, vendorUrls } from "./consent-stand-ins.ts";
import {
  banner,
  bannerButton,
  type Category,
  categories,
  everything,
  footerButton,
  mirrorCookies,
  nothing,
  optOutDialog,
  preferences,
  saveSettings,
  settingsDialog,
  storageKeys,
  storedConsent,
} from "./consent-support.ts";
import {
  test as base,
  cspViolations,
  expect,
  inLanguage,
  type Locale,
  languageSwitchName,
  open,
  pagePath,
  recordCspViolations,
  text,
  waitForHydration,
} from "./fixtures.ts";

// The consent flow against stand-ins for the vendors (consent-stand-ins.ts), on the test build's
// www.keystub.test. Each behaviour in one language; the words, in both, are consent.spec.ts's.

const test = base.extend<{ standIns: StandInOptions; traffic: Traffic }>({
  standIns: [{}, { option: true }],
  traffic: [
    async ({ context, standIns }, use) => {
      const traffic = await installStandIns(context, standIns);
      await use(traffic);
      expect(traffic.unexpected, "requests to hosts that are neither the site nor a stand-in").toEqual([]);
    },
    { auto: true },
  ],
});

test.describe.configure({ timeout: 90_000 });

const measurementId = consentSite.env.GA_MEASUREMENT_ID;
const gaCookie = /^_g/;
const chatCookie = /^chat_/;
const chatStorageKey = "chat-widget:state";

async function cookieList(context: BrowserContext, pattern: RegExp) {
  return (await context.cookies())
    .filter((cookie) => pattern.test(cookie.name))
    .map(({ name, domain, path }) => `${name} ${domain} ${path}`)
    .sort();
}

declare global {
  interface Window {
    __gaStandIn?: { pageViews: number; sent: number; failed: string[] };
    __chatStandIn?: { loads: number; shutdowns: number; heartbeats: number; failed: string[] };
    __sameDocument?: boolean;
  }
}

/** Until the page has hydrated and every vendor script in it has run and had its first requests answered. */
async function vendorsStarted(page: Page) {
  await waitForHydration(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>("script[data-consent-vendor]")].every(
      (script) => script.dataset.standIn === "ready",
    ),
  );
}

const gaStandIn = (page: Page) => page.evaluate(() => window.__gaStandIn);

async function expectNothingThirdParty(page: Page, context: BrowserContext, traffic: Traffic) {
  expect(traffic.routed).toEqual([]);
  expect(await cookieList(context, /^(?!viewed_cookie_policy$|checkbox-)/)).toEqual([]);
  const dom = await page.evaluate((host) => {
    const foreign = (url: string) => new URL(url, location.href).hostname !== host;
    return {
      hints: [...document.querySelectorAll<HTMLLinkElement>("link[href]")]
        .filter((link) => /preconnect|dns-prefetch|preload|prefetch/.test(link.rel) && foreign(link.href))
        .map((link) => link.outerHTML),
      scripts: [...document.querySelectorAll<HTMLScriptElement>("script[src]")]
        .filter((script) => foreign(script.src))
        .map((script) => script.src),
      frames: document.querySelectorAll("iframe").length,
      globals: ["dataLayer", "gtag", "google_tag_manager", "Intercom"].filter((name) => name in window),
    };
  }, consentSite.host);
  expect(dom).toEqual({ hints: [], scripts: [], frames: 0, globals: [] });
  const ours = ["cookie-consent", "cookie-consent-details", "cookie-preferences", "i18nextLng"];
  expect((await storageKeys(page)).local.filter((key) => !ours.includes(key))).toEqual([]);
}

async function expectRecord(page: Page, context: BrowserContext, value: string, granted: Record<Category, boolean>) {
  // The choice is stored as the dialog closes, not before: wait for it as the next page would find it.
  await expect.poll(async () => (await storedConsent(page)).consent?.value).toBe(value);
  expect((await storedConsent(page)).preferences).toEqual(granted);
  const expected = Object.fromEntries(categories.map((c) => [`checkbox-${c}`, granted[c] ? "yes" : "no"]));
  expect(await mirrorCookies(context)).toEqual({ viewed_cookie_policy: value, ...expected });
}

/** Marks the document: the mark is gone if another document replaces it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => window.__sameDocument === true);

/** A choice that grants a vendor starts it in place: no new document is requested. */
async function grantInPlace(page: Page, choose: () => Promise<unknown>) {
  await markDocument(page);
  const documents: string[] = [];
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  };
  page.on("request", onRequest);
  await choose();
  await expect(page.locator("script[data-consent-vendor]").first()).toBeAttached();
  page.off("request", onRequest);
  expect({ documents, same: await sameDocument(page) }).toEqual({ documents: [], same: true });
}

/** Follows a header link and waits for the page and its vendors, as a visitor does. */
async function visitFromHeader(page: Page, locale: Locale, id: "music" | "platform" | "sports") {
  await page
    .getByRole("banner")
    .getByRole("link", { name: text(locale, `navigation.${id}`), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${pagePath(id, locale)}$`));
  await vendorsStarted(page);
}

async function reload(page: Page) {
  await page.reload();
  await vendorsStarted(page);
}

async function switchLanguage(page: Page, locale: Locale) {
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: languageSwitchName(locale) })
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
}

/**
 * The cookie table, every category expanded, lists exactly what is stored after the choice
 * `granted`, with the lifetimes it states. The language switch is used first (the language is
 * stored only then).
 */
async function expectStorageDocumented(
  page: Page,
  context: BrowserContext,
  locale: Locale,
  granted: Record<Category, boolean>,
) {
  await expect(banner(page, locale)).toBeHidden();
  await switchLanguage(page, locale === "en" ? "es" : "en");
  await switchLanguage(page, locale);
  await reload(page);

  await footerButton(page, locale, "footer.cookieSettings").click();
  const dialog = settingsDialog(page, locale);
  const named = (prefix: string, keys: string[]) =>
    Object.fromEntries(keys.map((key) => [text(locale, `consent:${prefix}.${key}`), key]));
  const kinds = named("kinds", ["cookie", "localStorage", "sessionStorage", "provider"]);
  const durations = named("durations", [
    "elevenMonths",
    "untilConsentExpires",
    "untilCleared",
    "untilTabClosed",
    "setByProvider",
  ]);
  const rows: { category: Category; name: string; kind?: string; duration?: string }[] = [];
  for (const category of categories) {
    const title = text(locale, `consent:categories.${category}.title`);
    await dialog.getByRole("button", { name: title, exact: true }).click();
    const table = dialog.getByRole("table", {
      name: text(locale, "consent:settings.table.caption", { category: title }),
    });
    if ((await table.count()) === 0)
      await expect(dialog.getByText(text(locale, "consent:settings.noCookies")).first()).toBeVisible();
    for (const row of await table.locator("tbody tr").all()) {
      const cells = [row.locator("th code"), row.locator("th span").first(), row.locator("td").first()];
      const [name = "", kind = "", duration = ""] = await Promise.all(
        cells.map(async (c) => (await c.textContent()) ?? ""),
      );
      rows.push({ category, name, kind: kinds[kind], duration: durations[duration] });
    }
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(rows.filter((row) => !row.kind || !row.duration)).toEqual([]);
  expect(rows.find((row) => row.kind === "provider")?.category).toBe("functional");

  // 11 calendar months after the choice (UTC), written independently of the app's code.
  const expiry = new Date((await storedConsent(page)).consent?.decidedAt ?? "");
  const consentExpiry = expiry.setUTCMonth(expiry.getUTCMonth() + 11) / 1000;
  const { local, session } = await storageKeys(page);
  const stored = [
    ...(await context.cookies())
      .filter((c) => c.domain.endsWith(consentSite.parentDomain))
      .map((c) => ({ kind: "cookie", name: c.name, expires: c.expires })),
    ...local.map((name) => ({ kind: "localStorage", name, expires: 0 })),
    ...session.map((name) => ({ kind: "sessionStorage", name, expires: 0 })),
  ];
  // Everything stored is listed, in a category the visitor allowed (the chat provider's own data
  // is covered by its row).
  for (const item of stored) {
    const row = rows.find((r) => r.kind === item.kind && r.name === item.name);
    if (row) expect(granted[row.category], `${item.name} is stored without consent`).toBe(true);
    else expect(granted.functional && item.name.startsWith("chat"), `${item.name} is not documented`).toBe(true);
  }
  // Everything listed in an allowed category is stored, with the lifetime stated. Browser storage
  // has no expiry of its own: the session ends it, or the app (the 11-month test).
  const lifetimes: Record<string, string[]> = {
    cookie: ["elevenMonths", "untilConsentExpires"],
    localStorage: ["elevenMonths", "untilCleared"],
    sessionStorage: ["untilTabClosed"],
  };
  for (const row of rows.filter((r) => r.kind !== "provider")) {
    const item = stored.find((i) => i.kind === row.kind && i.name === row.name);
    expect(Boolean(item), `${row.name} stored exactly when ${row.category} is on`).toBe(granted[row.category]);
    if (!item) continue;
    expect(lifetimes[row.kind ?? ""]).toContain(row.duration);
    if (row.kind === "cookie")
      expect(Math.abs(item.expires - consentExpiry), `${row.name} expires with the consent`).toBeLessThan(120);
  }
}

test.describe("consent with analytics and chat configured", () => {
  inLanguage("en", (locale) =>
    test(`Accept All loads gtag.js and the chat widget exactly once, on the parent domain, and again on each page of every kind in both languages, with no Content-Security-Policy violation; then the cookie table lists exactly what is stored, with the lifetimes it states; then the opt-out removes both with their cookies and storage, in ${locale}`, async ({
      page,
      context,
      traffic,
    }) => {
      await context.addInitScript(recordCspViolations);
      await open(page, "music", locale);
      await grantInPlace(page, () => bannerButton(page, locale, "acceptAll").click());
      await expect(banner(page, locale)).toBeHidden();
      await expect
        .poll(() => cookieList(context, gaCookie))
        .toEqual(["_ga .keystub.test /", `_ga_${measurementId.slice(2)} .keystub.test /`]);
      await expect
        .poll(() => cookieList(context, chatCookie))
        .toEqual(["chat_session www.keystub.test /", "chat_visitor .keystub.test /"]);
      await expectRecord(page, context, "accepted", everything);

      // Every page is a document of its own, which loads gtag.js and the chat widget once and sends
      // one page view. Each request the vendors make is checked against the page's policy: a blocked
      // script never starts, a blocked request fails in its stand-in, a blocked frame shows the
      // browser's error page, and the event reports the rest.
      const landed = async (pages: number) => {
        await vendorsStarted(page);
        await expect.poll(async () => (await gaStandIn(page))?.sent).toBe(1);
        expect({
          pageViews: (await gaStandIn(page))?.pageViews,
          vendors: await page.locator("script[data-consent-vendor]").count(),
          loads: [vendorUrls.gtag, vendorUrls.chatLoader, vendorUrls.collect].map((url) => traffic.count(url)),
          failed: await page.evaluate(() => [
            ...(window.__gaStandIn?.failed ?? []),
            ...(window.__chatStandIn?.failed ?? []),
          ]),
          errorPages: page.frames().filter((frame) => frame.url().startsWith("chrome-error:")).length,
          csp: await cspViolations(page),
        }).toEqual({ pageViews: 1, vendors: 2, loads: [pages, pages, pages], failed: [], errorPages: 0, csp: [] });
      };
      await landed(1);
      await visitFromHeader(page, locale, "platform");
      await landed(2);
      await page.goto(pagePath("terms", locale));
      await landed(3);
      const other = locale === "en" ? "es" : "en";
      await switchLanguage(page, other);
      await landed(4);
      await page.goto(other === "es" ? "/es/no-existe" : "/no-such-page");
      await landed(5);
      await page.goto(pagePath("pricing", other));
      await landed(6);
      await reload(page);
      await expect(banner(page, other)).toBeHidden();
      await landed(7);

      await expectStorageDocumented(page, context, other, everything);

      // The opt-out then removes analytics and the chat widget with their cookies and storage.
      expect((await storageKeys(page)).local).toContain(chatStorageKey);

      await footerButton(page, other, "footer.doNotSell").click();
      // The stand-in has no shutdown hook: the widget cannot be unloaded, so the page reloads.
      const reloaded = page.waitForEvent("load");
      await optOutDialog(page, other)
        .getByRole("button", { name: text(other, "consent:optOut.confirm"), exact: true })
        .click();
      await reloaded;
      await waitForHydration(page);
      // A request of the document before the reload reaches the routing, if at all, before the
      // reloaded document's load event (one connection, in order): what is counted from here on is
      // this document's.
      const loads = () => [vendorUrls.googleAny, vendorUrls.chatAny].map((url) => traffic.count(url));
      const before = loads();
      await vendorsStarted(page);
      await reload(page);
      await visitFromHeader(page, other, "platform");
      expect(loads()).toEqual(before);
      expect(await cookieList(context, /^(_g|chat_)/)).toEqual([]);
      expect((await storageKeys(page)).local).not.toContain(chatStorageKey);
      expect(await page.locator("iframe").count()).toBe(0);
      await expectRecord(page, context, "opt-out", nothing);
    }),
  );

  test.describe("on a phone, scrolled down", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test(`Accept All on /es/precios starts both vendors in place: the scroll position and the page as they were, focus on the content`, async ({
      page,
      traffic,
    }) => {
      await open(page, "pricing", "es");
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
      await grantInPlace(page, () => bannerButton(page, "es", "acceptAll").click());
      await expect(page.locator("script[data-consent-vendor]")).toHaveCount(2);
      await vendorsStarted(page);
      expect([vendorUrls.gtag, vendorUrls.chatLoader].map((url) => traffic.count(url))).toEqual([1, 1]);
      expect(await page.evaluate(() => window.scrollY)).toBe(1500);
      await expect(banner(page, "es")).toBeHidden();
      await expect(page.locator("#main")).toBeFocused();
    });
  });

  inLanguage("es", (locale) =>
    test(`nothing third-party is requested, stored or hinted before consent, also after navigating; Reject all, and then the opt-out, load nothing and store the choice; then the cookie table lists exactly what is stored, with the lifetimes it states, in ${locale}`, async ({
      page,
      context,
      traffic,
    }) => {
      await open(page, "home", locale);
      await visitFromHeader(page, locale, "music");
      await expect(banner(page, locale)).toBeVisible();
      expect(traffic.requests.length).toBeGreaterThan(5);
      await expectNothingThirdParty(page, context, traffic);
      expect(await mirrorCookies(context)).toEqual({});
      await bannerButton(page, locale, "rejectAll").click();
      await expect(banner(page, locale)).toBeHidden();
      await expectRecord(page, context, "rejected", nothing);
      await reload(page);
      await visitFromHeader(page, locale, "platform");
      await expect(banner(page, locale)).toBeHidden();
      await expectNothingThirdParty(page, context, traffic);

      await footerButton(page, locale, "footer.doNotSell").click();
      const dialog = optOutDialog(page, locale);
      await expect(dialog).toContainText(text(locale, "consent:optOut.body"));
      await dialog.getByRole("button", { name: text(locale, "consent:optOut.confirm"), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expectRecord(page, context, "opt-out", nothing);
      await reload(page);
      await expectNothingThirdParty(page, context, traffic);
      await expectStorageDocumented(page, context, locale, nothing);
    }),
  );

  // The switches turned on, whether gtag.js and the chat widget are to load, the language.
  for (const [chosen, ga, chat, locale] of [
    [{ analytics: true }, true, false, "es"],
    [{ functional: true }, false, true, "en"],
    [{ performance: true, advertisement: true, others: true }, false, false, "es"],
  ] as const) {
    test(`Save & Accept with ${Object.keys(chosen).join(", ")} loads exactly what the switches say; then the cookie table lists exactly what is stored, with the lifetimes it states, in ${locale}`, async ({
      page,
      context,
      traffic,
    }) => {
      await open(page, "music", locale);
      await bannerButton(page, locale, "settings").click();
      if (ga || chat) await grantInPlace(page, () => saveSettings(page, locale, chosen));
      else await saveSettings(page, locale, chosen);
      await expect(banner(page, locale)).toBeHidden();
      await expectRecord(page, context, "settings", preferences(chosen));
      for (const loads of [1, 2]) {
        if (loads === 2) await reload(page);
        else await vendorsStarted(page);
        // Each vendor's script once a page, its requests and its cookies, exactly when it is allowed.
        const seen = async (loader: RegExp, any: RegExp, cookie: RegExp) => [
          traffic.count(loader),
          traffic.count(any) > 0,
          (await cookieList(context, cookie)).length > 0,
        ];
        expect(await seen(vendorUrls.gtag, vendorUrls.googleAny, gaCookie)).toEqual([ga ? loads : 0, ga, ga]);
        expect(await seen(vendorUrls.chatLoader, vendorUrls.chatAny, chatCookie)).toEqual([
          chat ? loads : 0,
          chat,
          chat,
        ]);
      }
      await expectStorageDocumented(page, context, locale, preferences(chosen));
    });
  }

  inLanguage("en", (locale) =>
    test(`Consent Mode v2 signals are denied by default before gtag.js gets a command and granted by Accept All; withdrawing analytics denies them again, deletes the _ga cookies and nothing more goes to Google, even after a reload, in ${locale}`, async ({
      page,
      context,
      traffic,
    }) => {
      // The consent commands gtag.js reads from the data layer, in order: [kind, analytics, ads].
      const consentCommands = () =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
            .map((entry) => Array.from(entry) as [string, string, Record<string, string>?])
            .filter(([command]) => command === "consent" || command === "config")
            .map(([command, kind, signals]) =>
              command === "consent" ? [kind, signals?.analytics_storage, signals?.ad_storage] : [command],
            ),
        );
      await open(page, "music", locale);
      expect(await consentCommands(), "nothing reaches the data layer before consent").toEqual([]);
      await grantInPlace(page, () => bannerButton(page, locale, "acceptAll").click());
      await expect.poll(() => cookieList(context, gaCookie)).toHaveLength(2);
      expect((await consentCommands()).slice(0, 3)).toEqual([
        ["default", "denied", "denied"],
        ["update", "granted", "denied"],
        ["config"],
      ]);
      await footerButton(page, locale, "footer.cookieSettings").click();
      await saveSettings(page, locale, { analytics: false });
      expect((await consentCommands()).at(-1)).toEqual(["update", "denied", "denied"]);
      expect(await cookieList(context, gaCookie)).toEqual([]);
      expect(await page.locator("script[src*='googletagmanager']").count()).toBe(0);
      await expectRecord(page, context, "settings", preferences({ ...everything, analytics: false }));

      // The pages that follow, and going back, load nothing of Google's and send nothing to it; the
      // chat widget, still consented, keeps loading with each page.
      const google = traffic.count(vendorUrls.googleAny);
      const chats = traffic.count(vendorUrls.chatLoader);
      await visitFromHeader(page, locale, "platform");
      await page.goBack();
      await waitForHydration(page);
      await reload(page);
      await visitFromHeader(page, locale, "sports");
      expect(await gaStandIn(page), "gtag.js is not loaded again").toBeUndefined();
      expect(traffic.count(vendorUrls.googleAny)).toBe(google);
      expect(await cookieList(context, gaCookie)).toEqual([]);
      expect(traffic.count(vendorUrls.chatLoader)).toBeGreaterThan(chats);
      expect(await page.locator("script[data-consent-vendor]").count()).toBe(1);
    }),
  );
});

inLanguage("es", (locale) =>
  test.describe(`the chat widget with a shutdown hook, in ${locale}`, () => {
    test.use({ standIns: { shutdownHook: true } });

    test("withdrawing functional shuts the widget down in place, deletes its data and stops its requests", async ({
      page,
      context,
      traffic,
    }) => {
      // The widget's heartbeat runs on the page's timers. With the fake clock they run as usual
      // until the test stops time; then a heartbeat period passes only when the test says so.
      await page.clock.install();
      await open(page, "music", locale);
      await bannerButton(page, locale, "settings").click();
      await grantInPlace(page, () => saveSettings(page, locale, { functional: true }));
      await expect.poll(() => cookieList(context, chatCookie)).toHaveLength(2);
      await vendorsStarted(page);
      const heartbeats = async () => (await page.evaluate(() => window.__chatStandIn))?.heartbeats ?? 0;
      const stopTime = async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

      await stopTime();
      const running = await heartbeats();
      await page.clock.runFor(1_500);
      expect(await heartbeats(), "a heartbeat per period while the widget runs").toBe(running + 1);
      await page.clock.resume();

      await markDocument(page);
      await footerButton(page, locale, "footer.cookieSettings").click();
      await saveSettings(page, locale, { functional: false });
      expect(await sameDocument(page)).toBe(true);
      expect((await page.evaluate(() => window.__chatStandIn))?.shutdowns).toBe(1);
      expect(await cookieList(context, chatCookie)).toEqual([]);
      expect((await storageKeys(page)).local).not.toContain(chatStorageKey);

      // After the shutdown, two heartbeat periods send nothing, from the page (the stand-in counts
      // each heartbeat as it sends it) or to the widget's host, once those sent before have arrived.
      await stopTime();
      const sent = await heartbeats();
      await expect.poll(() => traffic.count(vendorUrls.chatPing)).toBe(sent);
      const requests = traffic.count(vendorUrls.chatAny);
      await page.clock.runFor(3_000);
      expect(await heartbeats(), "no heartbeat after the shutdown").toBe(sent);
      expect(traffic.count(vendorUrls.chatAny)).toBe(requests);
      expect(traffic.count(vendorUrls.chatLoader)).toBe(1);
    });
  }),
);

inLanguage("en", (locale) =>
  test.describe(`a chat widget that fails to load, in ${locale}`, () => {
    test.use({ standIns: { chatFails: true } });

    test("is only logged, and analytics still loads", async ({ page, context, consoleErrors }) => {
      const consoleWarnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") consoleWarnings.push(message.text());
      });
      await open(page, "music", locale);
      await grantInPlace(page, () => bannerButton(page, locale, "acceptAll").click());
      await expect.poll(() => cookieList(context, gaCookie)).toHaveLength(2);
      await expect.poll(() => consoleWarnings.some((w) => w.includes("chat widget could not be loaded"))).toBe(true);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(consoleErrors.splice(0)).toEqual(["Failed to load resource: net::ERR_CONNECTION_REFUSED"]);
    });
  }),
);

// Which records count as none (Global Privacy Control's too) is app/consent/model.test.ts's; here,
// that the page clears them. A record for another revision is read, then discarded, the same way
// as an expired one; a record without a choice is only its mirror cookies.
const everythingOn = JSON.stringify(everything);
const unusable: [name: string, consent: string | null, revision: string, preferences: string | null][] = [
  [
    "tampered (accepted with a category off)",
    "accepted",
    "REV",
    everythingOn.replace('"functional":true', '"functional":false'),
  ],
  ["for another revision of the notice", "accepted", "0", everythingOn],
  ["only the mirror cookies", null, "", null],
];

inLanguage("en", (locale) =>
  test(`a record that is ${unusable.map(([name]) => name).join(", ")} counts as no consent: banner, nothing loaded, nothing left, in ${locale}`, async ({
    page,
    context,
    traffic,
  }) => {
    await open(page, "music", locale);
    for (const [name, consent, revision, preferences] of unusable) {
      await test.step(`a record that is ${name}`, async () => {
        await context.clearCookies();
        await page.evaluate(
          ({ consent, revision, preferences }) => {
            localStorage.clear();
            if (consent === null) {
              document.cookie = "viewed_cookie_policy=accepted; path=/; max-age=9999999";
              document.cookie = "checkbox-analytics=yes; path=/; max-age=9999999";
              return;
            }
            const current = "1;analytics=google-analytics;functional=widget.chat.example";
            const details = {
              decidedAt: new Date().toISOString(),
              revision: revision.replace("REV", current),
              gpc: false,
            };
            localStorage.setItem("cookie-consent", consent);
            localStorage.setItem("cookie-consent-details", JSON.stringify(details));
            localStorage.setItem("cookie-preferences", preferences ?? "");
          },
          { consent, revision, preferences },
        );
        await reload(page);
        await expect(banner(page, locale)).toBeVisible();
        await expectNothingThirdParty(page, context, traffic);
        expect(await storedConsent(page)).toEqual({ consent: null, preferences: null });
        expect(await mirrorCookies(context)).toEqual({});
      });
    }
  }),
);
