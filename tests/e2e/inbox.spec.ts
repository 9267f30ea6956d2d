// The team's inbox in a real browser, in both languages: a team member asks for a link, opens it
// from the e-mail the real SMTP server received, signs in with the page's button, re-sends an
// enquiry, erases a person's data and signs out. Every step is a form the browser posts itself, and
// the session is a cookie Chromium keeps. Two scripts help: on the link's page, one moves the code
// from the link's fragment into the form (without it the person pastes the code the e-mail shows);
// on the inbox, one shows its UTC times in the viewer's time zone.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test as base, expect } from "@playwright/test";
import { translate } from "../../server/contact/messages.server.ts";
import { type ServerProcess, startServerProcess } from "../../server/testing/server-process.ts";
import { freePort, type SmtpSink, startSmtpSink } from "../../server/testing/smtp-sink.ts";
import { contactFunctionPath } from "../../site/contact-schema.ts";
import type { Locale } from "../../site/locales.ts";

const team = "ops@keystub.example";
const bases: Record<"en" | "es", string> = { en: "/admin", es: "/es/admin" };

const test = base.extend<object, { inbox: { server: ServerProcess; sink: SmtpSink } }>({
  inbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), "keystub-e2e-inbox-"));
      const sink = await startSmtpSink();
      const server = await startServerProcess(await freePort(), {
        DATA_DIR: dataDir,
        SMTP_URL: sink.url,
        ADMIN_EMAILS: team,
        CONTACT_RATE_LIMIT_PER_IP: "1000",
      });
      await use({ server, sink });
      await server.stop();
      await sink.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  baseURL: async ({ inbox }, use) => use(inbox.server.url),
});

/** The next e-mail to the team member after `before`, and the sign-in link in it, on this server. */
async function linkIn(sink: SmtpSink, before: number, server: ServerProcess): Promise<string> {
  for (let count = before + 1; ; count++) {
    const mail = (await sink.waitFor(count)).slice(before).find((sent) => sent.envelope.to.includes(team));
    const link = /https?:\/\/[^/\s]+(\/\S*sign-in\/link#code=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    if (link) return `${server.url}${link}`;
  }
}

/** Where each language's team member sits in these tests: the inbox shows times in their zone. */
const zones = { en: "America/New_York", es: "Europe/Madrid" } as const;

for (const locale of ["en", "es"] as const) {
  const t = translate(locale as Locale, "admin");
  const base = bases[locale];

  test(`a team member signs in by e-mail, sees times in their own zone, re-sends and erases an enquiry, and signs out (${locale})`, async ({
    browser,
    inbox,
  }) => {
    const page = await browser.newPage({ baseURL: inbox.server.url, timezoneId: zones[locale] });
    const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    const stored = await fetch(`${inbox.server.url}${contactFunctionPath}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
      body: JSON.stringify({ name: "Ada Lovelace", email, organization: "Arena", interest: "Season passes" }),
    });
    expect(stored.status).toBe(200);

    await page.goto(`${base}/enquiries`);
    await expect(page.getByRole("status")).toHaveText(t("signIn.required"));
    const before = inbox.sink.mails.length;
    await page.getByLabel(t("signIn.email")).fill(team);
    await page.getByRole("button", { name: t("signIn.submit") }).click();
    await expect(page.getByRole("status")).toHaveText(t("signIn.sent"));

    await page.goto(await linkIn(inbox.sink, before, inbox.server));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("confirm.title"));
    // The page's script took the code from the link's fragment into the form, and out of the address bar.
    await expect(page).toHaveURL(`${inbox.server.url}${base}/sign-in/link`);
    await expect(page.getByLabel(t("confirm.code"))).toBeHidden();
    await page.getByRole("button", { name: t("confirm.submit") }).click();
    await expect(page).toHaveURL(`${inbox.server.url}${base}/enquiries`);
    await expect(page.getByText(t("inbox.signedInAs", { email: team }))).toBeVisible();
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name.startsWith("__Host-"));
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/" });

    const item = page.locator("li[data-enquiry]", { hasText: email });
    await expect(item).toBeVisible();
    // The time it came, in the team member's zone, named as their language names it; 24-hour in Spanish.
    const received = item.locator("time").first();
    const at = Date.parse((await received.getAttribute("datetime")) ?? "");
    const zone = new Intl.DateTimeFormat(locale, { timeZone: zones[locale], timeZoneName: "short" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value;
    await expect(received).toContainText(zone ?? "?");
    await expect(received).not.toContainText("UTC");
    if (locale === "es") await expect(received).not.toContainText(/[ap]\.\s?m\./);
    await item.getByRole("button", { name: t("inbox.resend") }).click();
    await expect(page.getByRole("status")).toHaveText(t("inbox.resent"));

    const erase = page.getByRole("form", { name: t("erase.title") });
    await erase.getByLabel(t("erase.email")).fill(email);
    await erase.getByLabel(t("erase.confirm")).check();
    await erase.getByRole("button", { name: t("erase.submit") }).click();
    await expect(page.getByRole("status")).toHaveText(t("erase.done", { count: 1 }));
    await expect(page.locator("li[data-enquiry]", { hasText: email })).toHaveCount(0);
    await expect(page.getByRole("table")).toContainText(team);

    await page.getByRole("button", { name: t("inbox.signOut") }).click();
    await expect(page.getByRole("status")).toHaveText(t("signIn.signedOut"));
    await page.goto(`${base}/enquiries`);
    await expect(page.getByRole("status")).toHaveText(t("signIn.required"));
    await page.close();
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a team member signs in with the code the e-mail shows", async ({ page, inbox }) => {
    const t = translate("en", "admin");
    const before = inbox.sink.mails.length;
    await page.goto(`${bases.en}/sign-in`);
    await page.getByLabel(t("signIn.email")).fill(team);
    await page.getByRole("button", { name: t("signIn.submit") }).click();
    await expect(page.getByRole("status")).toHaveText(t("signIn.sent"));

    await page.goto(await linkIn(inbox.sink, before, inbox.server));
    const mail = inbox.sink.mails.slice(before).find((sent) => sent.envelope.to.includes(team));
    const code = /^[A-Za-z0-9_-]{43}$/m.exec(mail?.text ?? "")?.[0] ?? "";
    const field = page.getByLabel(t("confirm.code"));
    await expect(field).toBeVisible();
    await expect(field).toHaveValue("");
    await field.fill(code);
    await page.getByRole("button", { name: t("confirm.submit") }).click();
    await expect(page).toHaveURL(`${inbox.server.url}${bases.en}/enquiries`);
    await expect(page.getByText(t("inbox.signedInAs", { email: team }))).toBeVisible();
  });
});
