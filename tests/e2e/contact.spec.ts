// The contact form end to end, in both languages: the real browser, the real server with
// its own store, and a real SMTP server in the test process receiving the team's e-mail.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import type { Locator, Page, Request } from "@playwright/test";
import { type LoaderData, loaderDataId } from "../../app/islands/page-loader.ts";
import type { EnquiryRecord } from "../../server/storage/store.server.ts";
import { nodeBinary, root } from "../../server/testing/server-process.ts";
import { type ContactField, contactFields, contactFunctionPath, contactLimits } from "../../site/contact-schema.ts";
import { type PageId, pagePath } from "../../site/pages.ts";
import { reportsPath } from "../../site/reports.ts";
import {
  test as base,
  expect,
  exportEnquiries,
  holdRequests,
  inLanguage,
  islandHydrated,
  type Locale,
  locales,
  type OwnServer,
  open,
  ownServer,
  text,
} from "./fixtures.ts";

interface ContactServer extends OwnServer {
  /** The stored enquiries from `email`. */
  enquiries(email: string): Promise<EnquiryRecord[]>;
  /** Holds the database's write lock, as another process might, until the returned function is called. */
  lockStore(): Promise<() => Promise<void>>;
}

const test = base.extend<object, { own: OwnServer; contact: ContactServer }>({
  own: ownServer({
    CONTACT_RATE_LIMIT_PER_IP: "1000",
    STORAGE_TIMEOUT_MS: "1000",
    DELIVERY_RETRY_MS: "200",
  }),
  contact: [
    async ({ own }, use) =>
      use({
        ...own,
        enquiries: async (email) => (await exportEnquiries(own.dataDir)).filter((record) => record.email === email),
        lockStore: async () => {
          const lock = join(own.dataDir, "enquiries.sqlite");
          const holder = spawn(nodeBinary, ["tests/support/hold-sqlite-lock.ts", lock], {
            cwd: root,
            stdio: ["ignore", "pipe", "inherit"],
          });
          await new Promise<void>((resolve) => holder.stdout.once("data", () => resolve()));
          return async () => {
            holder.kill("SIGTERM");
            await new Promise((resolve) => holder.once("exit", resolve));
          };
        },
      }),
    { scope: "worker" },
  ],
  baseURL: async ({ contact }, use) => use(contact.server.url),
});

type Visitor = Record<ContactField, string>;

function visitor(locale: Locale): Visitor {
  const tag = randomUUID().slice(0, 8);
  return locale === "es"
    ? {
        name: `Zoë Ñandú ${tag}`,
        email: `zoe.${tag}@example.com`,
        organization: "Estadio del Sol / Directora de boletaje",
        interest: "Pases de temporada para 40 000 aficionados.\n¿Cómo funciona la reventa?",
      }
    : {
        name: `Ada Lovelace ${tag}`,
        email: `ada.${tag}@example.com`,
        organization: "Riverside Arena / Head of Ticketing",
        interest: "Season passes for 40,000 fans.\nHow does resale work?",
      };
}

/** The contact section, `#final-cta` on every page that has one. */
function form(page: Page, locale: Locale) {
  const section = page.locator("#final-cta");
  const field = (name: ContactField) => section.getByLabel(text(locale, `finalCTA.labels.${name}`), { exact: true });
  return {
    section,
    ...(Object.fromEntries(contactFields.map((name) => [name, field(name)])) as Record<ContactField, Locator>),
    fields: contactFields.map(field),
    submit: section.getByRole("button", { name: text(locale, "finalCTA.submit") }),
    /** Until the form's island has hydrated (app/components/contact/contact-form.island.tsx): what its script adds is there. */
    ready: () => islandHydrated(page, "contact-form"),
    async fill(values: Partial<Visitor>) {
      for (const [key, value] of Object.entries(values)) await field(key as keyof Visitor).fill(value);
    },
  };
}

/** Requests the page makes to the contact function. */
function functionCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on("request", (request) => {
    if (request.url().includes(contactFunctionPath) && request.method() === "POST") calls.push(request);
  });
  return calls;
}

function toast(page: Page, locale: Locale) {
  return page.getByRole("region", { name: text(locale, "toast.region").replace("{hotkey}", "F8") });
}

/** The failure is logged, beside the browser's own report of the failed request. */
function expectLoggedFailure(consoleErrors: string[], report: string) {
  const logged = "Contact form: the message was not sent.";
  expect(consoleErrors.some((line) => line.includes(logged))).toBe(true);
  expect(consoleErrors.splice(0).filter((line) => !line.includes(logged) && !line.includes(report))).toEqual([]);
}

/** The enquiry is stored once, exactly as sent, and its e-mail reached the team once. */
async function expectStoredAndMailed(server: ContactServer, values: Visitor, locale: Locale) {
  const stored = await server.enquiries(values.email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ ...values, locale });
  const id = stored[0]?.id ?? "";
  await expect.poll(() => server.sink.mails.filter((mail) => mail.header("x-keystub-enquiry") === id).length).toBe(1);
  const mail = server.sink.mails.find((item) => item.header("x-keystub-enquiry") === id);
  expect(mail?.header("reply-to")).toBe(values.email);
  expect(mail?.header("subject")).toContain(values.name);
  expect(mail?.text).toContain(values.interest);
}

/** Values kept after a failure (docs/product.md). */
async function expectValuesKept(contact: ReturnType<typeof form>, values: Visitor) {
  for (const field of contactFields) await expect(contact[field]).toHaveValue(values[field]);
}

/** Opens a page's contact form and fills it as a new visitor. */
async function filledForm(page: Page, locale: Locale, id: PageId = "contact") {
  await open(page, id, locale);
  const contact = form(page, locale);
  await contact.ready();
  const values = visitor(locale);
  await contact.fill(values);
  return { contact, values };
}

/** Sending is tried again only briefly: the visitor has the outcome within 8 s (allowing for the toast). */
const outcomeTimeout = { timeout: 10_000 };

// Each behaviour in one language (inLanguage); the server's pages for a form sent without
// JavaScript in both.
test.describe("the contact form", () => {
  inLanguage("es", (locale) =>
    test(`an empty field shows the required toast, an invalid e-mail address and a value over its length bound each their own message; each field is marked for assistive technology, and nothing is sent, in ${locale}`, async ({
      page,
    }) => {
      const calls = functionCalls(page);
      await open(page, "contact", locale);
      const contact = form(page, locale);
      await contact.ready();
      for (const input of contact.fields) await expect(input).toHaveAttribute("required", "");
      const max = contactLimits.organization;
      // The length bound counts characters, not bytes or UTF-16 units: one more emoji than the bound.
      for (const [field, value, message, shown] of [
        ["organization", "", "finalCTA.errors.organization.required", "required"],
        ["email", "ada@example", "finalCTA.errors.email.invalidEmail", "invalid"],
        ["organization", "🎟".repeat(max + 1), "finalCTA.errors.organization.tooLong", "invalid"],
      ] as const) {
        const values = visitor(locale);
        await contact.fill({ ...values, [field]: value });
        await contact.submit.click();
        // That field alone is marked, described and focused, and the toast says why, assertively.
        await expect(contact[field]).toHaveAttribute("aria-invalid", "true");
        await expect(contact[field]).toHaveAccessibleDescription(text(locale, message, { max }));
        await expect(contact[field]).toBeFocused();
        for (const other of contactFields.filter((name) => name !== field)) {
          await expect(contact[other]).not.toHaveAttribute("aria-invalid", "true");
        }
        await expect(page.locator('[aria-live="assertive"]').first()).toContainText(
          text(locale, `finalCTA.toasts.${shown}.title`),
        );
        if (shown === "required") {
          await expect(toast(page, locale)).toContainText(text(locale, "finalCTA.toasts.required.description"));
        }
        // Fixing the field clears its mark.
        await contact[field].fill(values[field]);
        await expect(contact[field]).not.toHaveAttribute("aria-invalid", "true");
      }
      expect(calls).toHaveLength(0);
    }),
  );

  inLanguage("en", (locale) =>
    test(`a valid enquiry from the contact section at the end of a product page is stored, mailed to the team and the form is cleared, in ${locale}`, async ({
      page,
      contact: server,
    }) => {
      const { contact, values } = await filledForm(page, locale, "music");
      // The request is held on its way until the form has been seen sending.
      const release = await holdRequests(page, `**${contactFunctionPath}`);
      await contact.submit.click();
      const sending = contact.section.getByRole("button", { name: text(locale, "finalCTA.sending") });
      await expect(sending).toBeDisabled();
      for (const input of contact.fields) {
        await expect(input).toBeDisabled();
      }
      release();
      const region = toast(page, locale);
      await expect(region).toContainText(text(locale, "finalCTA.toasts.success.title"));
      await expect(region).toContainText(text(locale, "finalCTA.toasts.success.description"));
      await expect(page.locator('[aria-live="polite"]').first()).toContainText(
        text(locale, "finalCTA.toasts.success.title"),
      );
      for (const input of contact.fields) {
        await expect(input).toHaveValue("");
        await expect(input).toBeEnabled();
      }
      await expect(contact.submit).toBeFocused();

      await expectStoredAndMailed(server, values, locale);
    }),
  );

  inLanguage("en", (locale) =>
    test(`a store failure shows the server's error, keeps the values and is logged; sent again, through a gateway failing once, it is retried with the same key and stored once, in ${locale}`, async ({
      page,
      contact: server,
      consoleErrors,
    }) => {
      test.setTimeout(60_000);
      const calls = functionCalls(page);
      const { contact, values } = await filledForm(page, locale);
      const release = await server.lockStore();
      try {
        await contact.submit.click();
        const region = toast(page, locale);
        await expect(region).toContainText(text(locale, "finalCTA.toasts.error.title"), outcomeTimeout);
        await expect(region).toContainText(text(locale, "finalCTA.server.storageUnavailable"));
      } finally {
        await release();
      }
      // A 503 (the store is busy) is tried again while time allows, each time with the same key.
      expect(calls.length).toBeGreaterThanOrEqual(2);
      expect(calls.length).toBeLessThanOrEqual(4);
      expect(new Set(calls.map((call) => call.headers()["idempotency-key"])).size).toBe(1);
      await expectValuesKept(contact, values);
      expectLoggedFailure(consoleErrors, "status of 503");
      expect(await server.enquiries(values.email)).toEqual([]);

      // Sent again once the store is back, through a gateway that fails once: tried again with the
      // same key, stored and mailed once. The browser reports the 504 it saw; nothing else is logged.
      let failed = false;
      await page.route(`**${contactFunctionPath}`, (route) => {
        if (failed) return route.continue();
        failed = true;
        return route.fulfill({ status: 504, contentType: "text/plain", body: "Gateway Timeout" });
      });
      const resent = functionCalls(page);
      await contact.submit.click();
      await expect(toast(page, locale)).toContainText(text(locale, "finalCTA.toasts.success.title"), outcomeTimeout);
      expect(new Set(resent.map((call) => call.headers()["idempotency-key"])).size).toBe(1);
      expect(resent).toHaveLength(2);
      await expectStoredAndMailed(server, values, locale);
      expect(consoleErrors.splice(0).filter((line) => !line.includes("status of 504"))).toEqual([]);
    }),
  );

  // How a send that never succeeds ends: after three retries of a 502 (a proxy's own HTML page, no
  // error text) or of a request that never reaches the server, at once for a definitive answer that
  // carries the server's error (a 500 here; a 429's words are server/contact/native-form.test.ts's).
  // Each keeps the values and is logged.
  inLanguage("es", (locale) =>
    test(`a failed send shows why, after retries only when retrying can help, in ${locale}`, async ({
      page,
      contact: server,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const error = `${text(locale, "finalCTA.server.storageUnavailable")} (${locale})`;
      for (const [answer, shown, calls, logged] of [
        [
          { status: 502, contentType: "text/html", body: "<h1>Bad Gateway</h1>" },
          text(locale, "finalCTA.toasts.error.failed"),
          4,
          "status of 502",
        ],
        ["connectionrefused", text(locale, "finalCTA.toasts.error.network"), 4, "net::ERR_CONNECTION_REFUSED"],
        [
          { status: 500, contentType: "application/json", body: JSON.stringify({ success: false, error }) },
          error,
          1,
          "status of 500",
        ],
      ] as const) {
        await page.unrouteAll();
        await page.route(`**${contactFunctionPath}`, (route) =>
          typeof answer === "string" ? route.abort(answer) : route.fulfill(answer),
        );
        const sent = functionCalls(page);
        const { contact, values } = await filledForm(page, locale);
        await contact.submit.click();
        if (calls > 1) await expect(contact.section.getByRole("status")).toHaveText(text(locale, "finalCTA.retrying"));
        const region = toast(page, locale);
        await expect(region).toContainText(text(locale, "finalCTA.toasts.error.title"), outcomeTimeout);
        await expect(region).toContainText(shown);
        await expect(contact.submit).toBeEnabled();
        expect(sent).toHaveLength(calls);
        expect(new Set(sent.map((call) => call.headers()["idempotency-key"])).size).toBe(1);
        await expectValuesKept(contact, values);
        expectLoggedFailure(consoleErrors, logged);
        expect(await server.enquiries(values.email)).toEqual([]);
      }
    }),
  );

  inLanguage("en", (locale) =>
    test(`a double click sends one enquiry, whether the answer is on its way or came between the clicks (the thanks stay), in ${locale}`, async ({
      page,
      contact: server,
    }) => {
      const calls = functionCalls(page);
      // The answer is held until both clicks are in: the second lands while the first is sending.
      const release = await holdRequests(page, `**${contactFunctionPath}`);
      const { contact, values } = await filledForm(page, locale);
      await contact.submit.dblclick();
      release();
      const thanks = toast(page, locale).getByText(text(locale, "finalCTA.toasts.success.title"));
      await expect(thanks).toBeVisible();
      await expect(contact.name).toHaveValue("");
      await page.unrouteAll();
      const again = { ...visitor(locale), interest: values.interest };
      await contact.fill(again);
      await contact.submit.click();
      await expect(contact.name).toHaveValue("");
      // The second click finds the form the success cleared: nothing is sent, nothing asked for.
      await contact.submit.click();
      await expect(thanks.first()).toBeVisible();
      await expect(contact.name).not.toHaveAttribute("aria-invalid", "true");
      expect(calls).toHaveLength(2);
      expect(await server.enquiries(values.email)).toHaveLength(1);
      expect(await server.enquiries(again.email)).toHaveLength(1);
    }),
  );

  inLanguage("es", (locale) =>
    test(`the form loads its sending logic once used, and a file it needs that does not arrive still lets the enquiry be sent, once, in ${locale}`, async ({
      page,
      browser,
      contact: server,
      consoleErrors,
    }) => {
      test.setTimeout(180_000);
      // The islands' runtime, the form's island, and its sending code and toasts, loaded only once
      // the form is used. Each then missing in turn, as after a deploy: the page reloads once.
      const requested: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") requested.push(new URL(request.url()).pathname);
      });
      const sending = () => requested.filter((file) => /contact-submission|toast-region/.test(file));
      await open(page, "contact", locale);
      await form(page, locale).ready();
      expect(sending()).toEqual([]);
      const ready = requested.length;
      await form(page, locale).name.focus();
      await expect.poll(() => sending().length).toBe(2);
      const origin = new URL(server.server.url).origin;
      const data = JSON.parse((await page.locator(`#${loaderDataId}`).textContent()) ?? "{}") as LoaderData;
      const listed = [...data.preloads.runtime, ...(data.preloads.islands["contact-form"] ?? [])];
      const files = new Set([...listed.map((url) => new URL(url, origin).pathname), ...requested.slice(ready)]);
      expect(files.size).toBeGreaterThan(3);
      let reported = 0;

      for (const file of files) {
        // A visitor of their own for each: the loader reloads a page once per session.
        const context = await browser.newContext({ baseURL: server.server.url });
        const visit = await context.newPage();
        await visit.route(`**${file}`, (route) => route.fulfill({ status: 404, body: "Not Found" }));
        const reports: string[] = [];
        visit.on("request", (request) => {
          if (request.url().endsWith(reportsPath)) reports.push(request.postData() ?? "");
        });
        await visit.goto(`${pagePath("contact", locale)}#final-cta`);
        const contact = form(visit, locale);
        // The island either hydrates, or failed on the first load and on the one reload it asks for
        // (a load and a reload: on a busy machine, more than expect's 5 s).
        await expect
          .poll(async () => (await contact.section.locator("[data-hydrated]").count()) > 0 || reports.length >= 2, {
            message: file,
            timeout: 30_000,
          })
          .toBe(true);
        const values = visitor(locale);
        await contact.fill(values);
        await contact.submit.click();
        // Thanked by a toast, the toasts' plain stand-in, or the server's page for a form it posted.
        await expect(visit.getByText(text(locale, "finalCTA.toasts.success.title")).first(), file).toBeVisible();
        await expectStoredAndMailed(server, values, locale);
        reported += reports.length;
        await context.close();
      }
      // Some of them were needed (a file the loader listed may not be, here) and said so to the server.
      expect(reported).toBeGreaterThan(0);
      // What the failed loads said in the console (a 404, a module that did not arrive) is expected here.
      consoleErrors.length = 0;
    }),
  );
});

// The pages refusing a form sent without JavaScript are server/contact/native-form.test.ts's.
for (const locale of locales) {
  test.describe(`the contact form without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test("sends: the enquiry is stored and mailed as the script's would be, and a translated page thanks the visitor", async ({
      page,
      contact: server,
    }) => {
      const values = visitor(locale);
      const path = locale === "en" ? "/music" : "/es/musica";
      await page.goto(`${path}#final-cta`);
      const contact = form(page, locale);
      await contact.fill(values);
      await contact.submit.click();
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(locale, "finalCTA.toasts.success.title"));
      await expect(page.getByText(text(locale, "finalCTA.toasts.success.description"))).toBeVisible();
      await expectStoredAndMailed(server, values, locale);
      // Reloading the thanks page (the redirect's target) sends nothing again.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(locale, "finalCTA.toasts.success.title"));
      expect(await server.enquiries(values.email)).toHaveLength(1);
      // And the way back leads to the page the form was on, on the public site (SITE_URL).
      const back = await page.getByRole("link", { name: text(locale, "finalCTA.page.back") }).getAttribute("href");
      expect(new URL(back ?? "").pathname).toBe(path);
    });
  });
}
