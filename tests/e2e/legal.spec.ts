import type { Page } from "@playwright/test";
import { expect, type Locale, locales, type PageId, pagePath, test, text, waitForHydration } from "./fixtures.ts";

type LegalPageId = "privacy" | "terms" | "businessTerms" | "professionalServices";
const legalPages: LegalPageId[] = ["privacy", "terms", "businessTerms", "professionalServices"];

/**
 * SPEC.md §2 and §9, written out by hand in each language's format: the documents' dates and
 * every constant each one must state. English writes dollars as "$250,000"; Spanish, for US
 * Hispanic and Latin American readers, as "USD 250,000" with the same grouping (es-US), because a
 * bare "$" reads as pesos in much of Latin America (content/fee-schedule-format.ts).
 */
const dates: Record<LegalPageId, Record<Locale, { iso: string; text: string }>> = {
  privacy: {
    en: { iso: "2024-12-08", text: "December 8, 2024" },
    es: { iso: "2024-12-08", text: "8 de diciembre de 2024" },
  },
  terms: { en: { iso: "2024-03-11", text: "March 11, 2024" }, es: { iso: "2024-03-11", text: "11 de marzo de 2024" } },
  businessTerms: {
    en: { iso: "2025-05-17", text: "May 17, 2025" },
    es: { iso: "2025-05-17", text: "17 de mayo de 2025" },
  },
  professionalServices: {
    en: { iso: "2024-03-14", text: "March 14, 2024" },
    es: { iso: "2024-03-14", text: "14 de marzo de 2024" },
  },
};

const constants: Record<LegalPageId, Record<string, Record<Locale, string>>> = {
  privacy: {
    childrenAge: { en: "13 years", es: "13 años" },
    privacyResponseTime: { en: "1 month", es: "1 mes" },
    consentLifetime: { en: "11 months", es: "11 meses" },
  },
  terms: {
    minimumAge: { en: "18 years", es: "18 años" },
    arbitrationOptOutPeriod: { en: "30 days", es: "30 días" },
    comprehensiveArbitrationThreshold: { en: "$250,000", es: "USD 250,000" },
    liabilityFloor: { en: "$100", es: "USD 100" },
    liabilityLookback: { en: "12 months", es: "12 meses" },
  },
  businessTerms: {
    invoicePaymentTerm: { en: "30 days", es: "30 días" },
    merchantFeePercent: { en: "2.9%", es: "2.9%" },
    merchantFeeFixed: { en: "$0.30", es: "USD 0.30" },
  },
  professionalServices: {
    serviceWarranty: { en: "30 days", es: "30 días" },
    nonconformanceNoticePeriod: { en: "10 days", es: "10 días" },
  },
};

/** Names the spec gives that read the same in both languages. */
const names: Record<LegalPageId, string[]> = {
  privacy: ["Global Privacy Control", "Google Analytics", "Solana"],
  terms: ["Solana", "JAMS", "California"],
  businessTerms: ["California"],
  professionalServices: [],
};

const squash = (value: string) => value.replace(/\s+/g, " ").trim();

async function openLegal(page: Page, id: PageId, locale: Locale) {
  const response = await page.goto(pagePath(id, locale));
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

for (const id of legalPages) {
  for (const locale of locales) {
    test(`${pagePath(id, locale)} shows its title and date in ${locale}, and states every constant of the spec`, async ({
      page,
      consoleErrors: _,
    }) => {
      await openLegal(page, id, locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(locale, `legal:${id}.title`));
      const date = page.locator(`time[datetime="${dates[id][locale].iso}"]`);
      await expect(date).toHaveText(dates[id][locale].text);
      await expect(page.getByTestId("legal-date")).toHaveText(
        text(locale, `legal:${id}.lead`, { date: dates[id][locale].text }).replace(/<\/?time>/g, ""),
      );

      const article = page.locator("article");
      const body = squash((await article.textContent()) ?? "");
      for (const [name, expected] of Object.entries(constants[id])) {
        const rendered = article.locator(`[data-constant="${name}"]`);
        expect(await rendered.count(), name).toBeGreaterThan(0);
        for (const value of await rendered.allInnerTexts()) expect(squash(value), name).toBe(expected[locale]);
        expect(body, name).toContain(expected[locale]);
      }
      for (const name of names[id]) expect(body).toContain(name);
    });

    test(`${pagePath(id, locale)}: the contents link to every numbered section, and a keyboard user lands there`, async ({
      page,
      consoleErrors: _,
    }) => {
      await openLegal(page, id, locale);
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
        await expect(heading.nth(1)).toHaveText((await entries.nth(index).locator("span").nth(1).textContent()) ?? "");
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

    test(`${pagePath(id, locale)}: every internal link answers 200 and every anchor exists, in ${locale}`, async ({
      page,
      request,
      consoleErrors: _,
    }) => {
      await openLegal(page, id, locale);
      const here = new URL(page.url()).pathname;
      const origin = new URL(page.url()).origin;
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      const internal = [...new Set(hrefs.filter((href) => href.startsWith(origin)))];
      expect(internal.length).toBeGreaterThan(15);
      const html = new Map<string, string>();
      for (const href of internal) {
        const url = new URL(href);
        if (!html.has(url.pathname)) {
          const response = await request.get(url.pathname, { maxRedirects: 0 });
          expect(response.status(), url.pathname).toBe(200);
          html.set(url.pathname, await response.text());
        }
        if (!url.hash) continue;
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (url.pathname === here) await expect(page.locator(`[id="${anchor}"]`), href).toHaveCount(1);
        else expect(html.get(url.pathname), href).toContain(`id="${anchor}"`);
      }
      // Links to a section of another document were among those checked (the terms have none).
      const crossReferences = internal.filter((href) => /#section-\d+$/.test(href) && new URL(href).pathname !== here);
      if (id !== "terms") expect(crossReferences.length).toBeGreaterThan(0);
    });
  }
}

for (const locale of locales) {
  test(`the terms link to the privacy policy, the business terms and the professional services addendum, in ${locale}`, async ({
    page,
    consoleErrors: _,
  }) => {
    await openLegal(page, "terms", locale);
    const article = page.locator("article");
    for (const target of ["privacy", "businessTerms", "professionalServices"] as const) {
      await expect(article.locator(`a[href="${pagePath(target, locale)}"]`).first()).toBeVisible();
    }
    // A cross-reference to a section of another document navigates there and shows that section.
    await article
      .locator(`a[href="${pagePath("businessTerms", locale)}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${pagePath("businessTerms", locale)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(locale, "legal:businessTerms.title"));

    await page.goBack();
    await page
      .locator("article")
      .locator(`a[href="${pagePath("privacy", locale)}"]`)
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(locale, "legal:privacy.title"));
    await page
      .locator("article")
      .locator(`a[href="${pagePath("terms", locale)}#section-2"]`)
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${pagePath("terms", locale)}#section-2$`));
    await expect(page.locator("#section-2 > h2")).toBeInViewport();
  });

  test(`only the Spanish documents say the English version governs, and link to it (${locale})`, async ({
    page,
    consoleErrors: _,
  }) => {
    for (const id of legalPages) {
      await openLegal(page, id, locale);
      const notice = page.getByRole("complementary", { name: text(locale, "legal:languageNotice.title") });
      if (locale === "en") {
        await expect(notice).toHaveCount(0);
        continue;
      }
      await expect(notice).toContainText("prevalece la versión en inglés");
      await expect(
        notice.getByRole("link", { name: text("es", "legal:languageNotice.englishVersion") }),
      ).toHaveAttribute("href", pagePath(id, "en"));
    }
  });

  test(`the privacy policy's cookie button asks for the cookie settings as the footer does, in ${locale}`, async ({
    page,
    consoleErrors: _,
  }) => {
    await openLegal(page, "privacy", locale);
    // Record what is dispatched on window, to compare the footer's request with the policy's.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as { seenEvents?: string[] }).seenEvents = seen;
      const dispatch = window.dispatchEvent.bind(window);
      window.dispatchEvent = (event: Event) => {
        seen.push(event.type);
        return dispatch(event);
      };
    });
    await page
      .getByRole("contentinfo")
      .getByRole("button", { name: text(locale, "footer.cookieSettings") })
      .click();
    const fromFooter = await page.evaluate(() => (window as { seenEvents?: string[] }).seenEvents?.splice(0));
    expect(fromFooter?.length).toBeGreaterThan(0);

    const section = page.locator("#section-4");
    const button = section.getByRole("button", { name: text(locale, "legal:cookieSettings.button") });
    await button.focus();
    await page.keyboard.press("Enter");
    const fromPolicy = await page.evaluate(() => (window as { seenEvents?: string[] }).seenEvents?.splice(0));
    expect(fromPolicy).toEqual(fromFooter);
  });
}

test("printed, a legal page is the document alone: no header, footer, buttons or banners", async ({
  page,
  navigate,
}) => {
  await navigate("terms", "en");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("article")).toBeVisible();
  await expect(page.locator("body > header")).toBeHidden();
  await expect(page.locator("body > footer")).toBeHidden();
  await expect(page.getByRole("button", { name: text("en", "legal:print") })).toBeHidden();
  const hero = page.locator("main section").first();
  expect(await hero.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
  // Anything else mounted beside <main> (the cookie banner, dialogs, toasts) is hidden as well.
  await page.evaluate(() => {
    const banner = document.createElement("div");
    banner.id = "test-banner";
    banner.textContent = "Cookie banner";
    document.body.append(banner);
  });
  await expect(page.locator("#test-banner")).toBeHidden();
  const pdf = await page.pdf({ format: "Letter" });
  expect(pdf.byteLength).toBeGreaterThan(10_000);
});

for (const locale of locales) {
  for (const id of legalPages) {
    test(`@phone ${pagePath(id, locale)} reads on a phone without sideways scrolling`, async ({
      page,
      consoleErrors: _,
    }) => {
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 800 });
        await openLegal(page, id, locale);
        // The contents come first, above the text.
        const toc = page.getByRole("navigation", { name: text(locale, "legal:toc.title") });
        await expect(toc).toBeVisible();
        const tocBox = await toc.boundingBox();
        const textBox = await page.locator("article").boundingBox();
        expect((tocBox?.y ?? 0) < (textBox?.y ?? 0)).toBe(true);
        const overflowing = await page.locator("main").evaluate((main) => {
          const limit = document.documentElement.clientWidth;
          return [...main.querySelectorAll("*")]
            .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
            .filter((element) => !element.closest(".sr-only"))
            .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`);
        });
        expect(overflowing, `at ${width}px`).toEqual([]);
      }
    });
  }
}
