import type { Page } from "@playwright/test";
import { formatLegalConstant, isLegalConstant } from "../../content/legal/constants.ts";
import { type Block, blockStrings, type Section } from "../../content/legal/document.ts";
import { loadLegalText } from "../../content/legal/index.ts";
import { type InlineNode, parseInline } from "../../content/legal/markup.ts";
import { type SectionKey, sectionAnchor, sectionNumber } from "../../content/legal/outline.ts";
import { brand } from "../../site/brand.ts";
import { readPublicConfig } from "../../site/config.ts";
import { banner } from "./consent-support.ts";
import { expectAllSchedules } from "./fee-schedules.ts";
import { expect, type Locale, locales, type PageId, pagePath, test, text, waitForHydration } from "./fixtures.ts";

type LegalPageId = "privacy" | "terms" | "businessTerms" | "professionalServices";
const legalPages: LegalPageId[] = ["privacy", "terms", "businessTerms", "professionalServices"];

/**
 * docs/product.md, written out by hand in each language's format: the documents' dates and
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

/** Names the product gives that read the same in both languages. */
const names: Record<LegalPageId, string[]> = {
  privacy: ["Global Privacy Control", "Google Analytics", "Solana"],
  terms: ["Solana", "JAMS", "California"],
  businessTerms: ["California"],
  professionalServices: [],
};

const squash = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * The policy rules of docs/product.md, each with where its document states it (a section
 * key of content/legal/outline.ts, so a renamed section fails to compile, or the introduction) and
 * a key phrase in each language. The test reads the document module: the sentences of that
 * section carrying the phrase must exist, and each must be rendered whole in that numbered section.
 */
type Rule<Document extends LegalPageId> = {
  readonly rule: string;
  readonly where: SectionKey<Document> | "intro";
  readonly phrase: Record<Locale, RegExp>;
};
const policyRules: { [Document in LegalPageId]: readonly Rule<Document>[] } = {
  privacy: [
    {
      rule: "children under 13 are not knowingly collected",
      where: "children",
      phrase: {
        en: /not knowingly collect personal information from children under 13/,
        es: /no recopilamos a sabiendas información personal de niños menores de 13/,
      },
    },
    {
      rule: "requests answered within one month",
      where: "your-rights",
      phrase: { en: /We respond within 1 month/, es: /Respondemos en un plazo de 1 mes/ },
    },
    {
      rule: "Do not sell or share",
      where: "do-not-sell-or-share",
      phrase: {
        en: /opt out of all of them with the "Do not sell my personal information" link/,
        es: /excluirte de todos ellos con el enlace "No vender mi información personal"/,
      },
    },
    {
      rule: "Global Privacy Control counts as the opt-out",
      where: "do-not-sell-or-share",
      phrase: { en: /We honour the Global Privacy Control/, es: /Respetamos la señal Global Privacy Control/ },
    },
  ],
  terms: [
    {
      rule: "the Provider is Keystub",
      where: "roles",
      phrase: { en: /^Provider: Keystub/, es: /^Proveedor \(Provider\): Keystub/ },
    },
    {
      rule: "Business Accounts",
      where: "roles",
      phrase: {
        en: /^Business Accounts: event organisers/,
        es: /^Cuentas Empresariales \(Business Accounts\): organizadores de eventos/,
      },
    },
    {
      rule: "Creators",
      where: "roles",
      phrase: { en: /^Creators: users who design/, es: /^Creadores \(Creators\): usuarios que diseñan/ },
    },
    {
      rule: "Purchasers",
      where: "roles",
      phrase: { en: /^Purchasers: users who buy/, es: /^Compradores \(Purchasers\): usuarios que compran/ },
    },
    { rule: "minimum age 18", where: "eligibility", phrase: { en: /at least 18 years old/, es: /al menos 18 años/ } },
    {
      rule: "several accounts allowed, duplicates may be blocked",
      where: "accounts",
      phrase: {
        en: /more than one account.*block, merge or close duplicate accounts/,
        es: /más de una cuenta.*bloquear, fusionar o cerrar las cuentas duplicadas/,
      },
    },
    {
      rule: "digital assets on Solana",
      where: "digital-assets",
      phrase: { en: /Solana blockchain/, es: /blockchain de Solana/ },
    },
    {
      rule: "custodial storage",
      where: "digital-assets",
      phrase: { en: /^Custodial storage:/, es: /^Custodia de Keystub:/ },
    },
    { rule: "own wallet", where: "digital-assets", phrase: { en: /^Your own wallet:/, es: /^Tu propia billetera:/ } },
    {
      rule: "card through a payment gateway, fiat or cryptocurrency",
      where: "payments",
      phrase: {
        en: /by card through our third-party payment gateway, in fiat currency, or in cryptocurrency/,
        es: /con tarjeta a través de nuestra pasarela de pago externa, en moneda fiduciaria, o en criptomoneda/,
      },
    },
    {
      rule: "all sales final",
      where: "payments",
      phrase: { en: /^All sales are final\./, es: /^Todas las ventas son definitivas\./ },
    },
    {
      rule: "resale under the organiser's rules",
      where: "resale",
      phrase: {
        en: /only as the rules of the Business Account that issued it allow/,
        es: /en la forma que permitan las reglas de la Cuenta Empresarial que lo emitió/,
      },
    },
    {
      rule: "streamlined rules up to $250,000, comprehensive rules above",
      where: "arbitration",
      phrase: {
        en: /Streamlined Arbitration Rules.*above \$250,000 by the JAMS Comprehensive Arbitration Rules/,
        es: /reglas simplificadas.*más de USD 250,000, por sus reglas integrales/,
      },
    },
    {
      rule: "opt out of arbitration within 30 days of registering",
      where: "arbitration",
      phrase: {
        en: /opt out of this agreement to arbitrate .* within 30 days of registering/,
        es: /excluirte de este acuerdo de arbitraje .* dentro de los 30 días siguientes al registro/,
      },
    },
    {
      rule: "liability capped at the greater of $100 or the last twelve months' payments",
      where: "limitation-of-liability",
      phrase: {
        en: /the greater of \$100 or the amount you paid us in the 12 months/,
        es: /la cantidad mayor entre USD 100 y el monto que nos pagaste en los 12 meses/,
      },
    },
    {
      rule: "California governing law",
      where: "governing-law",
      phrase: { en: /laws of the State of California/, es: /leyes del Estado de California/ },
    },
  ],
  businessTerms: [
    {
      rule: "payment within 30 days of the invoice date",
      where: "invoicing-and-payment",
      phrase: {
        en: /payment is due within 30 days of the invoice date/,
        es: /el pago vence a los 30 días de la fecha de la factura/,
      },
    },
    {
      rule: "merchant fees included in list prices",
      where: "fees",
      phrase: {
        en: /^Merchant fees are included\. .*2\.9% \+ \$0\.30 per transaction/,
        es: /^Las comisiones de procesamiento están incluidas\. .*2\.9% \+ USD 0\.30 por transacción/,
      },
    },
    {
      rule: "pricing changes communicated in advance",
      where: "pricing-changes",
      phrase: {
        en: /communicate any change to our pricing in advance/,
        es: /comunicamos con antelación cualquier cambio en nuestros precios/,
      },
    },
    {
      rule: "California governing law",
      where: "governing-law",
      phrase: { en: /laws of the State of California/, es: /leyes del Estado de California/ },
    },
  ],
  professionalServices: [
    {
      rule: "the Customer role",
      where: "intro",
      phrase: {
        en: /for a business customer \("Customer", "you"\)/,
        es: /a un cliente empresarial \(el "Cliente", "tú"\)/,
      },
    },
    {
      rule: "fixed fee unless stated",
      where: "fees-and-expenses",
      phrase: {
        en: /Unless the SOW states otherwise.*fixed fee/,
        es: /Salvo que el Plan de trabajo indique otra cosa.*honorarios fijos/,
      },
    },
    {
      rule: "pre-approved expenses",
      where: "fees-and-expenses",
      phrase: {
        en: /expenses it has approved in advance in writing/,
        es: /gastos .* que haya aprobado por escrito con antelación/,
      },
    },
    {
      rule: "30-day warranty",
      where: "warranty",
      phrase: { en: /for 30 days from its delivery/, es: /durante 30 días desde su entrega/ },
    },
    {
      rule: "written notice within ten days or deemed accepted",
      where: "acceptance",
      phrase: {
        en: /written notice of the nonconformance within 10 days of delivery.*deemed accepted/,
        es: /aviso por escrito de la falta de conformidad dentro de los 10 días siguientes a la entrega.*se considera aceptado/,
      },
    },
    {
      rule: "reperformance or refund",
      where: "warranty",
      phrase: {
        en: /reperform the nonconforming services .* or refund the fees/,
        es: /volveremos a prestar los servicios no conformes .* o reembolsaremos los honorarios/,
      },
    },
  ],
};

const publicConfig = readPublicConfig(process.env);

/** A string of legal markup as the page prints it: constants, addresses and references filled in. */
function plainText(source: string, document: LegalPageId, locale: Locale): string {
  const render = (node: InlineNode): string => {
    switch (node.type) {
      case "text":
        return node.text;
      case "strong":
        return node.children.map(render).join("");
      case "value":
        if (node.name === "entity") return brand.legalEntity;
        if (!isLegalConstant(node.name)) throw new Error(`Unknown constant ${node.name}`);
        return formatLegalConstant(node.name, locale);
      case "email":
        return publicConfig[node.name as "PRIVACY_EMAIL" | "LEGAL_EMAIL" | "CONTACT_EMAIL"];
      case "sectionRef":
        return text(locale, "legal:sectionRef", { number: sectionNumber(document, node.key) ?? "" });
      case "link":
        // An external link tells screen readers that it opens a new tab.
        return node.target.kind === "external" ? `${node.text} ${text(locale, "a11y.opensInNewTab")}` : node.text;
    }
  };
  return squash(parseInline(source).map(render).join(""));
}

/** The sentences (paragraphs and list items) of a section of the document, or of its introduction. */
async function documentStrings(document: LegalPageId, locale: Locale, where: string): Promise<string[]> {
  const legal = await loadLegalText(document, locale);
  const blocks: Block[] =
    where === "intro"
      ? [...legal.intro]
      : (() => {
          const section = (legal.sections as Record<string, Section>)[where] as Section;
          return [...section.blocks, ...(section.subsections ?? []).flatMap((subsection) => subsection.blocks)];
        })();
  return blocks.flatMap(blockStrings).map((source) => plainText(source, document, locale));
}

async function openLegal(page: Page, id: PageId, locale: Locale) {
  const response = await page.goto(pagePath(id, locale));
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/**
 * Each document in each language is loaded once, and everything that load can show is checked on
 * it, in steps named after what they check: its title, date and constants, the policy rules in
 * their sections, the language notice, its contents and where a keyboard user lands from them,
 * then what is particular to a document. (Printing the pricing page is pricing.spec.ts's; that
 * every link and section reference names a page and section that exist, documents.test.ts's; that
 * every internal link answers 200, seo.spec.ts's.)
 */
for (const id of legalPages) {
  for (const locale of locales) {
    test(`${pagePath(id, locale)} shows its title and date in ${locale}, states every constant and policy rule of the product in its section, says which version governs, its contents lead a keyboard user to every numbered section and come first on a phone, and what is its own holds (the business terms' fee schedules; the privacy policy's cookie button; the terms printed, and their cross-references)`, async ({
      page,
      consoleErrors: _,
    }) => {
      await openLegal(page, id, locale);

      await test.step("the title, the date and every constant of the product", async () => {
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

      await test.step("every policy rule of the product, in its section", async () => {
        const rules = policyRules[id] as readonly Rule<LegalPageId>[];
        expect(rules.length).toBeGreaterThan(0);
        for (const { rule, where, phrase } of rules) {
          const sentences = (await documentStrings(id, locale, where)).filter((sentence) =>
            phrase[locale].test(sentence),
          );
          expect(sentences, `${rule}: the document says it in ${where}`).not.toHaveLength(0);
          const region =
            where === "intro" ? page.locator("article") : page.locator(`[id="${sectionAnchor(id, where)}"]`);
          const rendered = squash((await region.textContent()) ?? "");
          for (const sentence of sentences) expect(rendered, `${rule}: rendered in ${where}`).toContain(sentence);
        }
      });

      await test.step("only the Spanish document says the English version governs, and links to it", async () => {
        const notice = page.getByRole("complementary", { name: text(locale, "legal:languageNotice.title") });
        if (locale === "en") {
          await expect(notice).toHaveCount(0);
          return;
        }
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
        // The layout is CSS alone: a resize lays the page out as a load at that width would. That
        // no page scrolls sideways at 320 px is every-page.spec.ts's.
        await page.setViewportSize({ width: 390, height: 800 });
        const toc = await page.getByRole("navigation", { name: text(locale, "legal:toc.title") }).boundingBox();
        const article = await page.locator("article").boundingBox();
        expect((toc?.y ?? 0) < (article?.y ?? 0)).toBe(true);
        await page.setViewportSize({ width: 1280, height: 720 });
      });

      if (id === "businessTerms") {
        await test.step("the same complete fee schedules as the pricing page", async () => {
          await expectAllSchedules(page, locale);
          await expect(page.locator("#section-5")).toContainText(text(locale, "pricing:schedules.paidTicketing.title"));
        });
      }

      if (id === "privacy") {
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
          // Anything else mounted beside <main> (dialogs, toasts) is hidden as well.
          await page.evaluate(() => {
            const toast = document.createElement("div");
            toast.id = "test-toast";
            toast.textContent = "Toast";
            document.body.append(toast);
          });
          await expect(page.locator("#test-toast")).toBeHidden();
          // On paper the Spanish text still says that the English version governs.
          const notice = page.getByRole("complementary", { name: text(locale, "legal:languageNotice.title") });
          const { languageNotice } = await loadLegalText("terms", locale);
          if (languageNotice) await expect(notice).toContainText(plainText(languageNotice, "terms", locale));
          else await expect(notice).toHaveCount(0);
          const pdf = await page.pdf({ format: "Letter" });
          expect(pdf.byteLength).toBeGreaterThan(10_000);
          await page.emulateMedia({ media: "screen" });
        });

        // Last: this leaves the page.
        await test.step("it links to the privacy policy, the business terms and the professional services addendum", async () => {
          const article = page.locator("article");
          for (const target of ["privacy", "businessTerms", "professionalServices"] as const) {
            await expect(article.locator(`a[href="${pagePath(target, locale)}"]`).first()).toBeVisible();
          }
          // A cross-reference to a section of another document navigates there and shows that
          // section (that every link names a page and section that exist is documents.test.ts's).
          await article
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
      }
    });
  }
}
