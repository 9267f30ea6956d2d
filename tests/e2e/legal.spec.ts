import { sectionAnchor } from "../../content/legal/outline.ts";
import { banner } from "./consent-support.ts";
import { expect, locales, open, pagePath, test, text } from "./fixtures.ts";

type LegalPageId = "privacy" | "terms" | "businessTerms" | "professionalServices";
const legalPages: LegalPageId[] = ["privacy", "terms", "businessTerms", "professionalServices"];

/** docs/product.md's dates, written out by hand in each language. */
const dates: Record<LegalPageId, [iso: string, en: string, es: string]> = {
  privacy: ["2024-12-08", "December 8, 2024", "8 de diciembre de 2024"],
  terms: ["2024-03-11", "March 11, 2024", "11 de marzo de 2024"],
  businessTerms: ["2025-05-17", "May 17, 2025", "17 de mayo de 2025"],
  professionalServices: ["2024-03-14", "March 14, 2024", "14 de marzo de 2024"],
};

const squash = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * Where each document states a rule of docs/product.md (a section anchor, or the introduction). The
 * Spanish text has the same sections, constants and references (content/legal/documents.test.ts).
 */
const policyRules: Record<LegalPageId, [where: string, en: RegExp][]> = {
  privacy: [
    ["children", /not knowingly collect personal information from children under 13/],
    ["your-rights", /We respond within 1 month/],
    ["do-not-sell-or-share", /opt out of all of them with the "Do not sell my personal information" link/],
    ["do-not-sell-or-share", /We honour the Global Privacy Control/],
  ],
  terms: [
    ["roles", /Provider: Keystub/],
    ["roles", /Business Accounts: event organisers/],
    ["roles", /Creators: users who design/],
    ["roles", /Purchasers: users who buy/],
    ["eligibility", /at least 18 years old/],
    ["accounts", /more than one account.*block, merge or close duplicate accounts/],
    ["digital-assets", /Solana blockchain/],
    ["digital-assets", /Custodial storage:/],
    ["digital-assets", /Your own wallet:/],
    ["payments", /by card through our third-party payment gateway, in fiat currency, or in cryptocurrency/],
    ["payments", /All sales are final\./],
    ["resale", /only as the rules of the Business Account that issued it allow/],
    ["arbitration", /Streamlined Arbitration Rules.*above \$250,000 by the JAMS Comprehensive Arbitration Rules/],
    ["arbitration", /opt out of this agreement to arbitrate .* within 30 days of registering/],
    ["limitation-of-liability", /the greater of \$100 or the amount you paid us in the 12 months/],
    ["governing-law", /laws of the State of California/],
  ],
  businessTerms: [
    ["invoicing-and-payment", /payment is due within 30 days of the invoice date/],
    ["fees", /Merchant fees are included\. .*2\.9% \+ \$0\.30 per transaction/],
    ["pricing-changes", /communicate any change to our pricing in advance/],
    ["governing-law", /laws of the State of California/],
  ],
  professionalServices: [
    ["intro", /for a business customer \("Customer", "you"\)/],
    ["fees-and-expenses", /Unless the SOW states otherwise.*fixed fee/],
    ["fees-and-expenses", /expenses it has approved in advance in writing/],
    ["warranty", /for 30 days from its delivery/],
    ["acceptance", /written notice of the nonconformance within 10 days of delivery.*deemed accepted/],
    ["warranty", /reperform the nonconforming services .* or refund the fees/],
  ],
};

// Each document in each language loaded once, checked in steps. The constants and links are
// content/legal/documents.test.ts's.
for (const id of legalPages) {
  for (const locale of locales) {
    test(`${pagePath(id, locale)} shows its title and date in ${locale}, states every policy rule of the product in its section (checked in English), says which version governs, its contents lead a keyboard user to every numbered section and come first on a phone, and what is its own holds (the business terms' fee schedules; the privacy policy's cookie button; the terms printed, and their cross-references)`, async ({
      page,
    }) => {
      await open(page, id, locale);

      await test.step("the title, the date and every policy rule of the product, in its section", async () => {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(locale, `legal:${id}.title`));
        const [iso, ...written] = dates[id];
        const date = written[locales.indexOf(locale)] ?? "";
        await expect(page.locator(`time[datetime="${iso}"]`)).toHaveText(date);
        await expect(page.getByTestId("legal-date")).toHaveText(
          text(locale, `legal:${id}.lead`, { date }).replace(/<\/?time>/g, ""),
        );
        for (const [where, rule] of locale === "en" ? policyRules[id] : []) {
          const region = page.locator(where === "intro" ? "article" : `[id="${sectionAnchor(id, where)}"]`);
          expect(squash((await region.textContent()) ?? ""), where).toMatch(rule);
        }
      });

      await test.step("only the Spanish document says the English version governs, and links to it", async () => {
        const notice = page.getByRole("complementary", { name: text(locale, "legal:languageNotice.title") });
        if (locale === "en") return expect(notice).toHaveCount(0);
        await expect(notice).toContainText("prevalece la versión en inglés");
        await expect(
          notice.getByRole("link", { name: text("es", "legal:languageNotice.englishVersion") }),
        ).toHaveAttribute("href", pagePath(id, "en"));
      });

      await test.step("the contents link to every numbered section, and a keyboard user lands there", async () => {
        const toc = page.getByRole("navigation", { name: text(locale, "legal:toc.title") });
        const entries = toc.getByRole("link");
        const headings = page.locator("article section > h2");
        const count = await headings.count();
        expect(count).toBeGreaterThan(5);
        await expect(entries).toHaveCount(count + 1);
        for (let index = 0; index < count; index++) {
          await expect(entries.nth(index)).toHaveAttribute("href", `#section-${index + 1}`);
          const heading = page.locator(`#section-${index + 1} > h2 > span`);
          await expect(heading.nth(0)).toHaveText(`${index + 1}.`);
          await expect(heading.nth(1)).toHaveText(
            (await entries.nth(index).locator("span").nth(1).textContent()) ?? "",
          );
        }
        await expect(entries.nth(count)).toHaveAttribute("href", "#questions");
        await expect(page.locator("#questions")).toContainText(text(locale, `legal:questions.${id}`));

        const last = entries.nth(count - 1);
        await last.focus();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(new RegExp(`#section-${count}$`));
        await expect(page.locator(`#section-${count}`)).toBeFocused();
        await expect(page.locator(`#section-${count} > h2`)).toBeInViewport();
      });

      await test.step("on a phone, its contents come first, above the text", async () => {
        await page.setViewportSize({ width: 390, height: 800 });
        const toc = page.getByRole("navigation", { name: text(locale, "legal:toc.title") });
        expect((await toc.boundingBox())?.y).toBeLessThan((await page.locator("article").boundingBox())?.y ?? 0);
        await page.setViewportSize({ width: 1280, height: 720 });
      });

      if (id === "businessTerms") {
        // The pricing page's tables (one component), whose every fee pricing.spec.ts checks.
        await test.step("the pricing page's four fee schedules", async () => {
          await expect(page.locator("#section-5 table")).toHaveCount(4);
          await expect(page.locator("#section-5")).toContainText(text(locale, "pricing:schedules.paidTicketing.title"));
        });
      }

      if (id === "privacy") {
        // A cross-reference to a section of another document.
        await expect(page.locator(`article a[href="${pagePath("terms", locale)}#section-2"]`).first()).toBeVisible();
        // The footer's button is consent.spec.ts's.
        await test.step("the policy's cookie button opens the cookie settings", async () => {
          const settings = page.getByRole("dialog", { name: text(locale, "consent:settings.title") });
          const opener = page
            .locator("#section-4")
            .getByRole("button", { name: text(locale, "legal:cookieSettings.button") });
          await opener.focus();
          await page.keyboard.press("Enter");
          await expect(settings).toBeVisible();
          // Closed again, the page behind is reachable and the focus is back where it was.
          await page.keyboard.press("Escape");
          await expect(settings).toBeHidden();
          await expect(opener).toBeFocused();
        });
      }

      if (id === "terms") {
        await test.step("printed, it is the document alone: no header, footer, buttons or banners", async () => {
          await expect(banner(page, locale)).toBeVisible();
          await page.emulateMedia({ media: "print" });
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expect(page.locator("article")).toBeVisible();
          await expect(page.locator("body > header")).toBeHidden();
          await expect(page.locator("body > footer")).toBeHidden();
          await expect(banner(page, locale)).toBeHidden();
          await expect(page.getByRole("button", { name: text(locale, "legal:print") })).toBeHidden();
          const hero = page.locator("main section").first();
          expect(await hero.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
          // On paper the Spanish text still says that the English version governs.
          const notice = page.getByRole("complementary", { name: text(locale, "legal:languageNotice.title") });
          if (locale === "es") await expect(notice).toBeVisible();
          await page.emulateMedia({ media: "screen" });
        });

        // That every link names a page and section that exist is documents.test.ts's; that an anchor
        // lands below the sticky header, layout.spec.ts's.
        await test.step("it links to the privacy policy, the business terms and the professional services addendum", async () => {
          for (const target of ["privacy", "businessTerms", "professionalServices"] as const) {
            await expect(page.locator(`article a[href="${pagePath(target, locale)}"]`).first()).toBeVisible();
          }
        });
      }
    });
  }
}
