import type { Locator, Page } from "@playwright/test";
import { formatStat, type PromotionalStat } from "../../content/promotional-stats.ts";
import { readPublicConfig } from "../../site/config.ts";
import { escapeRegExp, expect, heroSelector, type Locale, type PageId, pagePath, test, text } from "./fixtures.ts";

// What each product page shows (docs/product.md), checked on its one load in every-page.spec.ts.

const config = readPublicConfig({});

/** Each page's anchors in the order the product gives its sections, with the heading each one shows. */
const sections: Partial<Record<PageId, [id: string, heading: string][]>> = {
  home: [
    ["industries", "home:industries.title"],
    ["platform", "home:platform.title"],
    ["final-cta", "finalCTA.title"],
  ],
  music: [
    ["platform", "music:platform.title"],
    ["smart-ticketing", "music:smartAccess.title"],
    ["digital-experience", "music:fanExperience.title"],
    ["loyalty-rewards", "music:loyalty.title"],
    ["final-cta", "finalCTA.title"],
  ],
  smartTicketing: [
    ["platform", "music:smartTicketing.platform.title"],
    ["vip-season-passes", "music:smartTicketing.vip.title"],
    ["secondary-market", "music:smartTicketing.secondary.title"],
    ["case-study", "music:smartTicketing.caseStudy.title"],
    ["granular-control", "music:smartTicketing.control.title"],
    ["resale-strategy", "music:smartTicketing.resaleStrategy.title"],
    ["final-cta", "finalCTA.title"],
  ],
  sports: [
    ["platform", "sports:platform.title"],
    ["smart-ticketing", "sports:smartTicketing.title"],
    ["digital-experience", "sports:digitalExperience.title"],
    ["loyalty-rewards", "sports:loyaltyRewards.title"],
    ["final-cta", "finalCTA.title"],
  ],
  platform: [
    ["access-studio", "platform:studios.access.title"],
    ["experience-studio", "platform:studios.experience.title"],
    ["loyalty-studio", "platform:studios.loyalty.title"],
    ["marketing-studio", "platform:studios.marketing.title"],
    ["reporting-studio", "platform:studios.reporting.title"],
    ["ai-studio", "platform:studios.ai.title"],
    ["final-cta", "finalCTA.title"],
  ],
  download: [
    ["download-section", "download:stores.title"],
    ["scanner-features", "download:features.title"],
    ["final-cta", "finalCTA.title"],
  ],
  contact: [["final-cta", "finalCTA.title"]],
  comparison: [
    ["comparison-table", "comparison:table.title"],
    ["final-cta", "finalCTA.title"],
  ],
};

/** What each page's hero says: its one <h1>. */
const heroTitles: Partial<Record<PageId, string>> = {
  // The typing headline: screen readers and crawlers get its first heading, whole.
  home: "home:hero.heading1",
  music: "music:hero.title",
  smartTicketing: "music:smartTicketing.hero.title",
  sports: "sports:hero.title",
  platform: "platform:hero.title",
  download: "download:hero.title",
  contact: "contact:hero.title",
  comparison: "comparison:hero.title",
};

/** In-page calls to action: where the control sits ("hero" or a section id), its label, its anchor. */
const scrollActions: Partial<Record<PageId, [from: string, label: string, to: string][]>> = {
  home: [["hero", "home:hero.seePlatform", "platform"]],
  music: [
    ["hero", "music:actions.contactUs", "final-cta"],
    ["platform", "music:platform.cards.smartTicketing.cta", "smart-ticketing"],
    ["platform", "music:platform.cards.digitalExperience.cta", "digital-experience"],
    ["platform", "music:platform.cards.loyaltyRewards.cta", "loyalty-rewards"],
    ["digital-experience", "music:actions.takeNextStep", "final-cta"],
    ["loyalty-rewards", "music:actions.contactUs", "final-cta"],
  ],
  smartTicketing: [
    ["hero", "music:smartTicketing.hero.cta", "platform"],
    ["platform", "music:smartTicketing.platform.cards.vip.cta", "vip-season-passes"],
    ["platform", "music:smartTicketing.platform.cards.secondary.cta", "secondary-market"],
    ["platform", "music:smartTicketing.platform.cards.control.cta", "granular-control"],
    ["resale-strategy", "music:smartTicketing.resaleStrategy.cta", "final-cta"],
  ],
  sports: [
    ["hero", "sports:actions.contactUs", "final-cta"],
    ["platform", "sports:platform.cards.smartTicketing.cta", "smart-ticketing"],
    ["platform", "sports:platform.cards.digitalExperience.cta", "digital-experience"],
    ["platform", "sports:platform.cards.loyaltyRewards.cta", "loyalty-rewards"],
    ["loyalty-rewards", "sports:loyaltyRewards.closing.cta", "final-cta"],
  ],
  platform: [
    ["hero", "platform:actions.contactUs", "final-cta"],
    ...["access", "experience", "loyalty", "marketing", "reporting", "ai"].flatMap(
      (studio): [string, string, string][] => [
        ["studios", `platform:studios.${studio}.name`, `${studio}-studio`],
        [`${studio}-studio`, "platform:actions.contactUs", "final-cta"],
      ],
    ),
  ],
  download: [["hero", "download:hero.cta", "download-section"]],
  contact: [["hero", "contact:hero.cta", "final-cta"]],
  comparison: [["comparison-table", "comparison:table.contactCta", "final-cta"]],
};

/** Calls to action that lead to another page of the site, in the same language. */
const pageLinks: Partial<Record<PageId, [from: string, label: string, to: PageId][]>> = {
  home: [
    ["industries", "home:industries.music.cta", "music"],
    ["industries", "home:industries.sports.cta", "sports"],
    ["platform", "home:platform.cta", "platform"],
  ],
  music: [["smart-ticketing", "music:actions.findOutMore", "smartTicketing"]],
  sports: [["digital-experience", "sports:actions.explorePlatform", "platform"]],
  comparison: [["comparison-table", "comparison:table.pricingCta", "pricing"]],
};

/** Calls to action that leave the site in a new tab (docs/product.md). */
const externalLinks: Partial<Record<PageId, [from: string, label: string, href: string][]>> = {
  home: [["hero", "navigation.loginSignUp", config.APP_LOGIN_URL]],
  music: [["hero", "navigation.loginSignUp", config.APP_LOGIN_URL]],
  sports: [["hero", "navigation.loginSignUp", config.APP_LOGIN_URL]],
  platform: [["hero", "navigation.loginSignUp", config.APP_LOGIN_URL]],
  download: [
    ["download-section", "download:stores.ios.cta", config.APP_STORE_URL],
    ["download-section", "download:stores.android.cta", config.PLAY_STORE_URL],
  ],
};

function region(page: Page, from: string): Locator {
  if (from === "hero") return page.locator(heroSelector);
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

/** Callouts and blocks of the music and sports sections (docs/product.md), in order. */
const blockLists: [page: PageId, section: string, prefix: string, keys: string, closing?: string][] = [
  ["sports", "smart-ticketing", "sports:smartTicketing.callouts", "seasonPasses teamCredentialing athleteCards resale"],
  ["sports", "digital-experience", "sports:digitalExperience.blocks", "fanPassport quests collectibles"],
  [
    "sports",
    "loyalty-rewards",
    "sports:loyaltyRewards.blocks",
    "aiEngine memberships sponsorRewards nilRewards dataLeads",
    "sports:loyaltyRewards.closing.title",
  ],
  [
    "music",
    "smart-ticketing",
    "music:smartAccess.callouts",
    "fanCredentialing teamCredentialing specialtyPass secondaryMarketplace",
  ],
  ["music", "digital-experience", "music:fanExperience.blocks", "fanPassport upgrades quests"],
  [
    "music",
    "loyalty-rewards",
    "music:loyalty.blocks",
    "aiEngine brandedAccess brandedMembership collectibles dataLeads",
  ],
];

/** Checks of one page's own content beyond its sections: lists, cards, figures and addresses. */
type ContentCheck = { name: string; check: (page: Page, locale: Locale) => Promise<void> };
const contentChecks: Partial<Record<PageId, ContentCheck[]>> = {};

function addContentCheck(id: PageId, name: string, check: ContentCheck["check"]) {
  contentChecks[id] = [...(contentChecks[id] ?? []), { name, check }];
}

// The platform page lists every module of every studio.
addContentCheck("platform", "every module of every studio", async (page, locale) => {
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

// The promotional statistics appear exactly as the product states them.
const promotionalStats: [PageId, string, PromotionalStat][] = [
  ["home", "platform", "vipRetention"],
  ["home", "platform", "spendIncrease"],
  ["home", "platform", "recommendation"],
  ["home", "platform", "fraudReduction"],
  ["music", "smart-ticketing", "fraudReduction"],
  ["music", "digital-experience", "recommendation"],
  ["music", "loyalty-rewards", "spendIncrease"],
  ["smartTicketing", "vip-season-passes", "vipPerkRedemption"],
  ["smartTicketing", "vip-season-passes", "vipRetention"],
  ["smartTicketing", "secondary-market", "fraudReduction"],
  ["smartTicketing", "case-study", "festivalResaleRevenue"],
];
for (const [id, section, stat] of promotionalStats) {
  addContentCheck(id, `the statistic ${stat} in #${section}`, async (page, locale) => {
    await expect(page.locator(`[id="${section}"]`).getByText(formatStat(stat, locale), { exact: true })).toBeVisible();
  });
}

// The home page shows the six highlight cards in order, in a carousel between the hero and the
// industries.
addContentCheck("home", "the six highlight cards, in order, in a carousel", async (page, locale) => {
  const carousel = page.getByRole("region", { name: text(locale, "home:highlights.label") });
  const titles = ["entry", "fraud", "resale", "passport", "quests", "insights"].map((card) =>
    text(locale, `home:highlights.cards.${card}.title`),
  );
  await expect(carousel.getByRole("group")).toHaveCount(6);
  await expect(carousel.getByRole("heading", { level: 3, includeHidden: true })).toHaveText(titles);
  const between = await carousel.evaluate((element, selector) => {
    const industries = document.getElementById("industries");
    const hero = document.querySelector(selector);
    return Boolean(
      industries &&
        hero &&
        hero.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
        element.compareDocumentPosition(industries) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
  }, heroSelector);
  expect(between, "the highlights between the hero and the industries").toBe(true);
});

// The music and sports sections show their callouts and blocks by title, in order.
for (const [id, section, prefix, keys, closing] of blockLists) {
  addContentCheck(id, `#${section}: its ${prefix.split(".").at(-1)} by title, in order`, async (page, locale) => {
    // The section's own blocks, not the banners and slides of its carousels.
    const titles = await page
      .locator(`[id="${section}"]`)
      .evaluate((root) =>
        [...root.querySelectorAll("h3")]
          .filter((heading) => !heading.closest("[aria-roledescription]"))
          .map((heading) => heading.textContent?.trim()),
      );
    const expected = keys.split(" ").map((key) => text(locale, `${prefix}.${key}.title`));
    expect(titles, `#${section}`).toEqual(closing ? [...expected, text(locale, closing)] : expected);
  });
}

// The contact page offers the contact e-mail address.
addContentCheck("contact", "the contact e-mail address", async (page) => {
  await expect(page.getByRole("link", { name: config.CONTACT_EMAIL })).toHaveAttribute(
    "href",
    `mailto:${config.CONTACT_EMAIL}`,
  );
});

// The comparison table reads on a 320 px phone: all of it on the screen, not in a box that scrolls.
addContentCheck("comparison", "the comparison table whole on a 320 px phone", async (page, locale) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const table = page.getByRole("table", { name: text(locale, "comparison:table.caption") });
  await expect(table.getByRole("row")).toHaveCount(13);
  const row = table.getByRole("row", {
    name: new RegExp(escapeRegExp(text(locale, "comparison:table.rows.resale.feature"))),
  });
  await expect(row.getByRole("cell").first()).toContainText(text(locale, "comparison:table.rows.resale.others"));
  await expect(row.getByRole("cell").last()).toContainText(text(locale, "comparison:table.rows.resale.keystub"));
  await expect(row).toContainText(text(locale, "comparison:table.columns.keystub"));
  expect(await table.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1440, height: 900 });
});

/** Whether the page has sections of the product to check (the legal pages and pricing have their own tests). */
export function hasProductContent(id: PageId): boolean {
  return sections[id] !== undefined;
}

/** The hero, every section in the product's order, the page's own content and the hero's height. */
export async function expectProductContent(page: Page, id: PageId, locale: Locale) {
  const hero = page.locator(heroSelector);
  await page.setViewportSize({ width: 1440, height: 900 });
  await test.step("the hero and the sections, in order", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(text(locale, heroTitles[id] ?? ""));
    const expected = sections[id] ?? [];
    for (const [anchor, heading] of expected) {
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
      expected.map(([anchor]) => anchor),
    );
    expect(order, "sections in the product's order").toBe(true);
    expect(
      await page.evaluate(() => document.querySelector("main")?.lastElementChild?.id),
      "the page ends with its contact section",
    ).toBe(expected.at(-1)?.[0]);
  });

  for (const { name, check } of contentChecks[id] ?? []) {
    await test.step(name, () => check(page, locale));
  }

  // The hero's height (app/components/ui/README.md): 450 px from the large breakpoint up, at least that below.
  for (const { exact, ...size } of [
    { width: 1440, height: 900, exact: true },
    { width: 1024, height: 768, exact: true },
    { width: 390, height: 844, exact: false },
  ]) {
    await test.step(`the hero at ${size.width} px: ${exact ? "450 px" : "at least 450 px"}, nothing clipped`, async () => {
      await page.setViewportSize(size);
      const height = () => hero.evaluate((element) => element.getBoundingClientRect().height);
      if (exact) await expect.poll(height, `hero at ${size.width} px`).toBe(450);
      else await expect.poll(height, `hero at ${size.width} px`).toBeGreaterThanOrEqual(450);
      const clipped = await hero.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
      expect(clipped, `hero content clipped at ${size.width} px`).toBe(false);
    });
  }
}

/** The calls to action scroll, open pages and leave the site as the product says (last: it navigates). */
export async function expectCallsToAction(page: Page, id: PageId, locale: Locale) {
  // Jumps (reduced motion): gliding is routes.spec.ts's, and /platform has 13 actions.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ reducedMotion: "reduce" });

  for (const [from, label, to] of scrollActions[id] ?? []) {
    await test.step(`“${text(locale, label)}” in ${from} scrolls to #${to}`, async () => {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      const button = control(region(page, from), text(locale, label));
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await expectScrolledTo(page, to);
      expect(new URL(page.url()).pathname).toBe(pagePath(id, locale));
    });
  }

  for (const [from, label, href] of externalLinks[id] ?? []) {
    await test.step(`“${text(locale, label)}” in ${from} opens ${href} in a new tab`, async () => {
      const anchor = region(page, from).getByRole("link", { name: text(locale, label) });
      await expect(anchor).toHaveAttribute("href", href);
      await expect(anchor).toHaveAttribute("target", "_blank");
      await expect(anchor).toHaveAttribute("rel", /noopener/);
      await expect(anchor).toContainText(text(locale, "a11y.opensInNewTab"));
    });
  }

  for (const [from, label, to] of pageLinks[id] ?? []) {
    await test.step(`“${text(locale, label)}” opens the ${to} page in ${locale}, at the top`, async () => {
      const button = control(region(page, from), text(locale, label));
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(pagePath(to, locale))}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // Back to the page, as the browser's Back button takes a visitor, for the next link.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(pagePath(id, locale))}(#[\\w-]+)?$`));
    });
  }
  await page.emulateMedia({ reducedMotion: null });
}
