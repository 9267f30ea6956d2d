import type { Locator, Page } from "@playwright/test";
import { readPublicConfig } from "../../site/config.ts";
import { expect, locales, type PageId, pagePath, test, text } from "./fixtures.ts";

/**
 * The product pages of issue 4 (SPEC.md §2, DECISIONS.md "Pages"): every section and anchor in
 * order, every call to action going where the spec says, in both languages.
 */

const config = readPublicConfig({});

/** Each page's anchors in the order the spec gives its sections, with the heading each one shows. */
const sections: Partial<Record<PageId, { id: string; heading: string }[]>> = {
  music: [
    { id: "platform", heading: "music:platform.title" },
    { id: "smart-ticketing", heading: "music:smartAccess.title" },
    { id: "digital-experience", heading: "music:fanExperience.title" },
    { id: "loyalty-rewards", heading: "music:loyalty.title" },
    { id: "final-cta", heading: "finalCTA.title" },
  ],
  smartTicketing: [
    { id: "platform", heading: "music:smartTicketing.platform.title" },
    { id: "vip-season-passes", heading: "music:smartTicketing.vip.title" },
    { id: "secondary-market", heading: "music:smartTicketing.secondary.title" },
    { id: "case-study", heading: "music:smartTicketing.caseStudy.title" },
    { id: "granular-control", heading: "music:smartTicketing.control.title" },
    { id: "resale-strategy", heading: "music:smartTicketing.resaleStrategy.title" },
    { id: "final-cta", heading: "finalCTA.title" },
  ],
  sports: [
    { id: "platform", heading: "sports:platform.title" },
    { id: "smart-ticketing", heading: "sports:smartTicketing.title" },
    { id: "digital-experience", heading: "sports:digitalExperience.title" },
    { id: "loyalty-rewards", heading: "sports:loyaltyRewards.title" },
    { id: "final-cta", heading: "finalCTA.title" },
  ],
  platform: [
    { id: "access-studio", heading: "platform:studios.access.title" },
    { id: "experience-studio", heading: "platform:studios.experience.title" },
    { id: "loyalty-studio", heading: "platform:studios.loyalty.title" },
    { id: "marketing-studio", heading: "platform:studios.marketing.title" },
    { id: "reporting-studio", heading: "platform:studios.reporting.title" },
    { id: "ai-studio", heading: "platform:studios.ai.title" },
    { id: "final-cta", heading: "finalCTA.title" },
  ],
  download: [
    { id: "download-section", heading: "download:stores.title" },
    { id: "scanner-features", heading: "download:features.title" },
    { id: "final-cta", heading: "finalCTA.title" },
  ],
  contact: [{ id: "contact", heading: "finalCTA.title" }],
  comparison: [
    { id: "comparison-table", heading: "comparison:table.title" },
    { id: "final-cta", heading: "finalCTA.title" },
  ],
};

/** What each page's hero says: its one <h1>. */
const heroTitles: Partial<Record<PageId, string>> = {
  music: "music:hero.title",
  smartTicketing: "music:smartTicketing.hero.title",
  sports: "sports:hero.title",
  platform: "platform:hero.title",
  download: "download:hero.title",
  contact: "contact:hero.title",
  comparison: "comparison:hero.title",
};

/**
 * In-page calls to action: where the control sits ("hero" or a section id), its label, and the
 * anchor it scrolls to (SPEC.md §2 "Behaviours common to all screens").
 */
const scrollActions: Partial<Record<PageId, { from: string; label: string; to: string }[]>> = {
  music: [
    { from: "hero", label: "music:actions.contactUs", to: "final-cta" },
    { from: "platform", label: "music:platform.cards.smartTicketing.cta", to: "smart-ticketing" },
    { from: "platform", label: "music:platform.cards.digitalExperience.cta", to: "digital-experience" },
    { from: "platform", label: "music:platform.cards.loyaltyRewards.cta", to: "loyalty-rewards" },
    { from: "digital-experience", label: "music:actions.takeNextStep", to: "final-cta" },
    { from: "loyalty-rewards", label: "music:actions.contactUs", to: "final-cta" },
  ],
  smartTicketing: [
    { from: "hero", label: "music:smartTicketing.hero.cta", to: "platform" },
    { from: "platform", label: "music:smartTicketing.platform.cards.vip.cta", to: "vip-season-passes" },
    { from: "platform", label: "music:smartTicketing.platform.cards.secondary.cta", to: "secondary-market" },
    { from: "platform", label: "music:smartTicketing.platform.cards.control.cta", to: "granular-control" },
    { from: "resale-strategy", label: "music:smartTicketing.resaleStrategy.cta", to: "final-cta" },
  ],
  sports: [
    { from: "hero", label: "sports:actions.contactUs", to: "final-cta" },
    { from: "platform", label: "sports:platform.cards.smartTicketing.cta", to: "smart-ticketing" },
    { from: "platform", label: "sports:platform.cards.digitalExperience.cta", to: "digital-experience" },
    { from: "platform", label: "sports:platform.cards.loyaltyRewards.cta", to: "loyalty-rewards" },
    { from: "loyalty-rewards", label: "sports:loyaltyRewards.closing.cta", to: "final-cta" },
  ],
  platform: [
    { from: "hero", label: "platform:actions.contactUs", to: "final-cta" },
    ...["access", "experience", "loyalty", "marketing", "reporting", "ai"].flatMap((studio) => [
      { from: "studios", label: `platform:studios.${studio}.name`, to: `${studio}-studio` },
      { from: `${studio}-studio`, label: "platform:actions.contactUs", to: "final-cta" },
    ]),
  ],
  download: [{ from: "hero", label: "download:hero.cta", to: "download-section" }],
  contact: [{ from: "hero", label: "contact:hero.cta", to: "contact" }],
  comparison: [{ from: "comparison-table", label: "comparison:table.contactCta", to: "final-cta" }],
};

/** Calls to action that lead to another page of the site, in the same language. */
const pageLinks: Partial<Record<PageId, { from: string; label: string; to: PageId }[]>> = {
  music: [{ from: "smart-ticketing", label: "music:actions.findOutMore", to: "smartTicketing" }],
  sports: [{ from: "digital-experience", label: "sports:actions.explorePlatform", to: "platform" }],
  comparison: [{ from: "comparison-table", label: "comparison:table.pricingCta", to: "pricing" }],
};

/** Calls to action that leave the site in a new tab (SPEC.md §7 "plain external navigation"). */
const externalLinks: Partial<Record<PageId, { from: string; label: string; href: string }[]>> = {
  music: [{ from: "hero", label: "navigation.loginSignUp", href: config.APP_LOGIN_URL }],
  sports: [{ from: "hero", label: "navigation.loginSignUp", href: config.APP_LOGIN_URL }],
  platform: [{ from: "hero", label: "navigation.loginSignUp", href: config.APP_LOGIN_URL }],
  download: [
    { from: "download-section", label: "download:stores.ios.cta", href: config.APP_STORE_URL },
    { from: "download-section", label: "download:stores.android.cta", href: config.PLAY_STORE_URL },
  ],
};

function region(page: Page, from: string): Locator {
  if (from === "hero") return page.locator("main > :first-child");
  if (from === "studios") return page.getByRole("main").getByRole("navigation");
  return page.locator(`[id="${from}"]`);
}

/** A control by its accessible name, whether the design system renders it as a link or a button. */
function control(scope: Locator, name: string): Locator {
  return scope.getByRole("link", { name }).or(scope.getByRole("button", { name })).first();
}

/** The anchor is at the top of the viewport (below the sticky header), or the page cannot scroll further. */
async function expectScrolledTo(page: Page, id: string) {
  await expect
    .poll(
      () =>
        page.evaluate((anchor) => {
          const top = document.getElementById(anchor)?.getBoundingClientRect().top ?? Number.NaN;
          const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
          return (top >= -2 && top <= 160) || (atBottom && top < window.innerHeight);
        }, id),
      { message: `#${id} scrolled into view` },
    )
    .toBe(true);
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
}

const pages = Object.keys(sections) as PageId[];

for (const id of pages) {
  for (const locale of locales) {
    test.describe(`${pagePath(id, locale)} (${locale})`, () => {
      test("shows its hero, then every section with its anchor in the spec's order", async ({ page, navigate }) => {
        await navigate(id, locale);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(locale, heroTitles[id] ?? ""));
        const expected = sections[id] ?? [];
        for (const { id: anchor, heading } of expected) {
          const section = page.locator(`[id="${anchor}"]`);
          await expect(section, `#${anchor}`).toHaveCount(1);
          await expect(section.getByRole("heading", { level: 2, name: text(locale, heading) })).toBeVisible();
        }
        const order = await page.evaluate(
          (ids) =>
            ids.every((anchor, index) => {
              if (index === 0) return true;
              const previous = document.getElementById(ids[index - 1] ?? "");
              const current = document.getElementById(anchor);
              return Boolean(
                previous && current && previous.compareDocumentPosition(current) & Node.DOCUMENT_POSITION_FOLLOWING,
              );
            }),
          expected.map((section) => section.id),
        );
        expect(order, "sections in the spec's order").toBe(true);
        const last = expected.at(-1)?.id;
        expect(
          await page.evaluate(() => document.querySelector("main")?.lastElementChild?.id),
          "the page ends with its contact section",
        ).toBe(last);
      });

      for (const action of scrollActions[id] ?? []) {
        test(`“${text(locale, action.label)}” in ${action.from} scrolls to #${action.to}`, async ({
          page,
          navigate,
        }) => {
          await navigate(id, locale);
          const button = control(region(page, action.from), text(locale, action.label));
          await button.scrollIntoViewIfNeeded();
          await button.click();
          await expectScrolledTo(page, action.to);
          expect(new URL(page.url()).pathname).toBe(pagePath(id, locale));
        });
      }

      for (const link of pageLinks[id] ?? []) {
        test(`“${text(locale, link.label)}” opens the ${link.to} page in ${locale}, at the top`, async ({
          page,
          navigate,
        }) => {
          await navigate(id, locale);
          const button = control(region(page, link.from), text(locale, link.label));
          await button.scrollIntoViewIfNeeded();
          await button.click();
          await expect(page).toHaveURL(new RegExp(`${escapeRegExp(pagePath(link.to, locale))}$`));
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        });
      }

      for (const link of externalLinks[id] ?? []) {
        test(`“${text(locale, link.label)}” in ${link.from} opens ${link.href} in a new tab`, async ({
          page,
          navigate,
        }) => {
          await navigate(id, locale);
          const anchor = region(page, link.from).getByRole("link", { name: text(locale, link.label) });
          await expect(anchor).toHaveAttribute("href", link.href);
          await expect(anchor).toHaveAttribute("target", "_blank");
          await expect(anchor).toHaveAttribute("rel", /noopener/);
          await expect(anchor).toContainText(text(locale, "a11y.opensInNewTab"));
        });
      }
    });
  }
}

for (const locale of locales) {
  test(`the platform page lists every module of every studio in ${locale}`, async ({ page, navigate }) => {
    await navigate("platform", locale);
    const modules: Record<string, string[]> = {
      access: ["builder", "commerce", "marketplace", "rules"],
      experience: ["core", "connect", "ai", "personalization"],
      loyalty: ["engine", "offers", "connect", "leads"],
      marketing: ["mailer", "boost", "embed", "ads", "social", "notify"],
      reporting: ["hub", "share", "campaigns", "engagement"],
      ai: ["insights", "segments", "prediction"],
    };
    for (const [studio, names] of Object.entries(modules)) {
      const section = page.locator(`[id="${studio}-studio"]`);
      for (const name of names) {
        await expect(
          section.getByRole("heading", {
            name: text(locale, `platform:studios.${studio}.modules.${name}.name`),
            exact: true,
          }),
        ).toBeVisible();
        await expect(section).toContainText(text(locale, `platform:studios.${studio}.modules.${name}.text`));
      }
    }
  });

  test(`the promotional statistics appear exactly as the spec gives them in ${locale}`, async ({ page, navigate }) => {
    const shown: [PageId, string, string][] = [
      ["music", "smart-ticketing", "95%"],
      ["music", "digital-experience", "92%"],
      ["music", "loyalty-rewards", "3.2x"],
      ["smartTicketing", "vip-season-passes", "75%"],
      ["smartTicketing", "vip-season-passes", "85%"],
      ["smartTicketing", "secondary-market", "95%"],
      ["smartTicketing", "case-study", "$42,000"],
    ];
    for (const [id, section, value] of shown) {
      if (new URL(page.url()).pathname !== pagePath(id, locale)) await navigate(id, locale);
      await expect(page.locator(`[id="${section}"]`).getByText(value, { exact: true })).toBeVisible();
    }
  });

  test(`the contact page offers the contact e-mail address in ${locale}`, async ({ page, navigate }) => {
    await navigate("contact", locale);
    await expect(page.getByRole("link", { name: config.CONTACT_EMAIL })).toHaveAttribute(
      "href",
      `mailto:${config.CONTACT_EMAIL}`,
    );
  });

  test(`@phone the comparison reads on a 320 px phone without sideways scrolling in ${locale}`, async ({
    page,
    navigate,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await navigate("comparison", locale);
    const table = page.getByRole("table", { name: text(locale, "comparison:table.caption") });
    await expect(table).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(13);
    const row = table.getByRole("row", {
      name: new RegExp(escapeRegExp(text(locale, "comparison:table.rows.resale.feature"))),
    });
    await expect(row.getByRole("cell").first()).toContainText(text(locale, "comparison:table.rows.resale.others"));
    await expect(row.getByRole("cell").last()).toContainText(text(locale, "comparison:table.rows.resale.keystub"));
    await expect(row).toContainText(text(locale, "comparison:table.columns.keystub"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const widest = await table.evaluate((element) => element.getBoundingClientRect().right);
    expect(widest).toBeLessThanOrEqual(320);
  });
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
