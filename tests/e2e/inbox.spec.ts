// The team's inbox in a real browser, in both languages, signed in from the e-mail the real SMTP
// server received. Every step is a form the browser posts itself; the session is a cookie Chromium keeps.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { type Translate, translate } from "../../server/contact/messages.server.ts";
import type { ServerProcess } from "../../server/testing/server-process.ts";
import type { SmtpSink } from "../../server/testing/smtp-sink.ts";
import { contactFunctionPath } from "../../site/contact-schema.ts";
import { axeViolations, test as base, expect, type OwnServer, ownServer } from "./fixtures.ts";

const team = "ops@keystub.example";
const bases: Record<"en" | "es", string> = { en: "/admin", es: "/es/admin" };

const test = base.extend<object, { inbox: OwnServer }>({
  inbox: ownServer({ ADMIN_EMAILS: team, CONTACT_RATE_LIMIT_PER_IP: "1000" }),
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

/** Asks for a sign-in link on the sign-in page open in `page`, and opens it from the e-mail. */
async function openLink(page: Page, inbox: { server: ServerProcess; sink: SmtpSink }, t: Translate) {
  const before = inbox.sink.mails.length;
  await page.getByLabel(t("signIn.email")).fill(team);
  await page.getByRole("button", { name: t("signIn.submit") }).click();
  await expect(page.getByRole("status")).toHaveText(t("signIn.sent"));
  await page.goto(await linkIn(inbox.sink, before, inbox.server));
}

/**
 * What a phone's screen shows wrong: an element wider than it, or a word broken inside (a word may
 * break after its hyphen; an address's parts, after an @ or a dot, never).
 */
function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `wider than the screen: <${element.localName} class="${element.className}">`);
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node.textContent ?? "";
      const words = node.parentElement?.closest(".admin-address") ? [text] : text.match(/[^\s-]+-?/g);
      let from = 0;
      for (const word of words ?? []) {
        const range = document.createRange();
        range.setStart(node, text.indexOf(word, from));
        range.setEnd(node, text.indexOf(word, from) + word.length);
        from = text.indexOf(word, from) + word.length;
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
        if (lines.size > 1) problems.push(`broken inside: ${word}`);
      }
    }
    return problems;
  });
}

/** Each language's team member: a wide screen in New York in English, a phone in Madrid in Spanish. */
const members = {
  en: { timezoneId: "America/New_York", width: 1440 },
  es: { timezoneId: "Europe/Madrid", width: 390 },
};

/** What axe finds against WCAG 2.2 A and AA, once nothing is wider than the screen (a wide table scrolls in its own box). */
async function axe(page: Page): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  return axeViolations(page);
}

/** Stores an enquiry as the site's form sends it, and returns its id. */
async function enquire(server: ServerProcess, fields: { name: string; email: string; interest: string }) {
  const stored = await fetch(`${server.url}${contactFunctionPath}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    body: JSON.stringify({ ...fields, organization: "Arena" }),
  });
  expect(stored.status).toBe(200);
  return ((await stored.json()) as { id: string }).id;
}

for (const locale of ["en", "es"] as const) {
  const t = translate(locale, "admin");
  const base = bases[locale];

  test(`a salesperson signs in, finds an enquiry, takes it, marks it answered, replies, re-sends it and erases it (${locale})`, async ({
    browser,
    inbox,
  }) => {
    // A context of its own (axe needs one), in the team member's time zone and on their screen.
    const { timezoneId, width } = members[locale];
    const context = await browser.newContext({
      baseURL: inbox.server.url,
      timezoneId,
      viewport: { width, height: 900 },
    });
    const page = await context.newPage();
    const tag = randomUUID().slice(0, 6);
    const email = `maria-${tag}@example.com`;
    const id = await enquire(inbox.server, { name: `María López ${tag}`, email, interest: "Pases de temporada" });
    const newest = await enquire(inbox.server, {
      name: `Grace Hopper ${tag}`,
      email: `grace-${tag}@example.com`,
      interest: "A long message. ".repeat(100),
    });

    await page.goto(`${base}/enquiries`);
    await expect(page.getByRole("status")).toHaveText(t("signIn.required"));
    await openLink(page, inbox, t);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("confirm.title"));
    // The page's script took the code from the link's fragment into the form, and out of the address bar.
    await expect(page).toHaveURL(`${inbox.server.url}${base}/sign-in/link`);
    await expect(page.getByLabel(t("confirm.code"))).toBeHidden();
    await page.getByRole("button", { name: t("confirm.submit") }).click();
    await expect(page).toHaveURL(`${inbox.server.url}${base}/enquiries`);
    await expect(page.getByText(t("inbox.signedInAs", { email: team }))).toBeVisible();
    // The session cookie as Chromium keeps it (server/admin/admin.test.ts leaves its attributes here).
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name.startsWith("__Host-"));
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/" });

    // The first screen: the open enquiries, the newest first (a long message shortened is
    // server/admin/inbox-operations.test.ts's, as are the search's rules).
    await expect(page.getByLabel(t("search.status"))).toHaveValue("open");
    const first = page.locator("li[data-enquiry]").first();
    await expect(first).toHaveAttribute("data-enquiry", newest);
    // The time it came, in the team member's zone, named as their language names it; 24-hour in Spanish.
    const received = first.locator("time");
    const at = Date.parse((await received.getAttribute("datetime")) ?? "");
    const zone = new Intl.DateTimeFormat(locale, { timeZone: timezoneId, timeZoneName: "short" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value;
    await expect(received).toContainText(zone ?? "?");
    await expect(received).not.toContainText("UTC");
    if (locale === "es") await expect(received).not.toContainText(/[ap]\.\s?m\./);
    expect(await axe(page)).toEqual([]);

    // A search typed without accents or capitals finds her.
    await page.getByLabel(t("search.text")).fill(`maria lopez ${tag}`);
    await page.getByRole("button", { name: t("search.submit") }).click();
    await expect(page.locator("li[data-enquiry]")).toHaveCount(1);
    await page.getByRole("link", { name: `María López ${tag}`, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`María López ${tag}`);
    expect(await axe(page)).toEqual([]);

    // Taken, then answered: one click each, each said at the top and kept in its history by name.
    await page.getByRole("button", { name: t("owner.you", { owner: team }) }).click();
    await expect(page.getByRole("status")).toHaveText(t("owner.now", { owner: team }));
    await page.getByRole("button", { name: t("status.answered"), exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(t("status.now-answered"));
    await expect(page.getByRole("button", { name: t("status.answered"), exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const history = page.getByRole("table", { name: t("enquiry.history") });
    const day = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(Date.now());
    const named = t("audit.enquiry", { name: `María López ${tag}`, date: day });
    await expect(history).toContainText(t("audit.status-answered", { enquiry: named }));
    await expect(history).toContainText(t("audit.owner", { enquiry: named, owner: team }));

    // The reply is written in the team's mail program, to her (what it quotes is admin.test.ts's).
    const reply = await page.getByRole("link", { name: t("reply.submit") }).getAttribute("href");
    expect(reply?.startsWith(`mailto:${email}?subject=`)).toBe(true);

    // "Send again" says it goes to the team, never to the customer, and asks first.
    await expect(page.getByText(t("resend.toMail"))).toBeVisible();
    await page.getByRole("button", { name: t("resend.submit") }).click();
    await expect(page.getByText(t("resend.toMail"))).toBeVisible();
    await page.getByRole("button", { name: t("resend.confirmSubmit") }).click();
    await expect(page.getByRole("status")).toHaveText(t("resend.doneMail"));

    // Erasing asks first, on a page of its own; the notice afterwards is in view.
    await page.getByRole("button", { name: t("erase.this") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`María López ${tag}`);
    expect(await axe(page)).toEqual([]);
    await page.getByRole("button", { name: t("erase.confirmSubmit") }).click();
    await expect(page).toHaveURL(`${inbox.server.url}${base}/enquiries?notice=erasedOne`);
    await expect(page.getByRole("status")).toHaveText(t("erase.doneOne"));
    await expect(page.getByRole("status")).toBeInViewport();
    await expect(page.locator(`li[data-enquiry="${id}"]`)).toHaveCount(0);
    await expect(page.getByRole("table", { name: t("audit.title") })).toContainText(
      t("audit.erase-enquiry", { count: 1 }),
    );

    await page.getByRole("button", { name: t("inbox.signOut"), exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(t("signIn.signedOut"));
    await page.goto(`${base}/enquiries`);
    await expect(page.getByRole("status")).toHaveText(t("signIn.required"));
    await context.close();
  });

  test(`every inbox page fits a phone's 390 px, nothing cut, no word broken (${locale})`, async ({
    browser,
    inbox,
  }) => {
    const context = await browser.newContext({ baseURL: inbox.server.url, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const tag = randomUUID().slice(0, 6);
    const email = `maria.jose.fernandez-delacruz@${tag}.estadio-azteca.example.com`;
    const id = await enquire(inbox.server, {
      name: `María José Fernández de la Cruz ${tag}`,
      email,
      interest: "Hola,\nPases.",
    });
    const fits = async (what: string) => expect(await phoneProblems(page), what).toEqual([]);

    await page.goto(`${base}/sign-in`);
    await fits("sign-in");
    await openLink(page, inbox, t);
    await fits("the link's page");
    await page.getByRole("button", { name: t("confirm.submit") }).click();
    await page.goto(`${base}/enquiries/${id}`);
    await page.getByRole("button", { name: t("owner.you", { owner: team }) }).click();
    await expect(page.getByRole("status")).toHaveText(t("owner.now", { owner: team }));
    await page.getByLabel(t("notes.add")).fill("Llamar el lunes: prefiere español.");
    await page.getByRole("button", { name: t("notes.submit") }).click();
    await expect(page.getByRole("status")).toHaveText(t("notes.added"));
    await fits("an enquiry, with a note and its history");
    await page.getByRole("button", { name: t("erase.everything") }).click();
    await fits("the question before erasing an address");
    await page.goBack();
    await page.getByRole("button", { name: t("erase.this") }).click();
    await fits("the question before erasing one");
    await page.getByRole("button", { name: t("erase.confirmSubmit") }).click();
    await expect(page.getByRole("status")).toHaveText(t("erase.doneOne"));
    await fits("the list, its audit trail and the erasure's notice");
    await page.goto(`${base}/nothing-here`);
    await fits("a page that does not exist");
    await context.close();
  });
}
