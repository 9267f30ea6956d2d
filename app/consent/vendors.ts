import type { PublicConfig } from "../../site/config.ts";
import { languageStorageKey } from "../i18n/preferred-locale.ts";
import { categoryCookie, choiceCookie, consentKey, detailsKey, preferencesKey } from "./consent-store.ts";
import { type Category, categories } from "./model.ts";
import { analyticsCookie, analyticsCookieNames } from "./vendors/google-analytics.ts";

// What the site stores, per category: the one source of the settings' table, of what withdrawal deletes
// and of the consent revision. A feature that stores something adds its entry here.

export type StorageKind = "cookie" | "localStorage" | "sessionStorage" | "provider";
export type Duration = "elevenMonths" | "untilConsentExpires" | "untilCleared" | "untilTabClosed" | "setByProvider";
export type Description =
  | "consentRecord"
  | "consentDetails"
  | "preferences"
  | "choiceCookie"
  | "categoryCookie"
  | "language"
  | "gaClient"
  | "gaSession"
  | "chat";

/** `subject`: for `categoryCookie`, the category the cookie stands for; for `chat`, the provider's host. */
const entry = (
  name: string,
  kind: StorageKind,
  category: Category,
  duration: Duration,
  description: Description,
  subject?: string,
) => ({ name, kind, category, duration, description, subject });
export type InventoryEntry = ReturnType<typeof entry>;

export interface Vendors {
  readonly analytics?: { readonly measurementId: string };
  readonly chat?: { readonly src: string; readonly host: string };
}

export function configuredVendors(config: Pick<PublicConfig, "GA_MEASUREMENT_ID" | "CHAT_WIDGET_SRC">): Vendors {
  return {
    analytics: config.GA_MEASUREMENT_ID ? { measurementId: config.GA_MEASUREMENT_ID } : undefined,
    chat: config.CHAT_WIDGET_SRC
      ? { src: config.CHAT_WIDGET_SRC, host: new URL(config.CHAT_WIDGET_SRC).host }
      : undefined,
  };
}

/** The categories whose grant runs a configured vendor's script. */
export function vendorCategories(vendors: Vendors): Category[] {
  return [...(vendors.analytics ? (["analytics"] as const) : []), ...(vendors.chat ? (["functional"] as const) : [])];
}

/** Bumped by hand when the categories or their purposes change. */
const noticeRevision = 1;

export function consentRevision(vendors: Vendors): string {
  const parts = [
    vendors.analytics ? "analytics=google-analytics" : undefined,
    vendors.chat ? `functional=${vendors.chat.host}` : undefined,
  ].filter(Boolean);
  return [String(noticeRevision), ...parts].join(";");
}

export function inventory(vendors: Vendors): InventoryEntry[] {
  const necessary = (name: string, kind: StorageKind, duration: Duration, description: Description, subject?: string) =>
    entry(name, kind, "necessary", duration, description, subject);
  const entries: InventoryEntry[] = [
    necessary(consentKey, "localStorage", "elevenMonths", "consentRecord"),
    necessary(detailsKey, "localStorage", "elevenMonths", "consentDetails"),
    necessary(preferencesKey, "localStorage", "elevenMonths", "preferences"),
    necessary(choiceCookie, "cookie", "elevenMonths", "choiceCookie"),
    ...categories.map((category) =>
      necessary(categoryCookie(category), "cookie", "elevenMonths", "categoryCookie", category),
    ),
    necessary(languageStorageKey, "localStorage", "untilCleared", "language"),
  ];
  const { chat, analytics } = vendors;
  if (chat) entries.push(entry(chat.host, "provider", "functional", "setByProvider", "chat", chat.host));
  if (analytics) {
    const [client, session] = analyticsCookieNames(analytics.measurementId);
    entries.push(
      entry(client, "cookie", "analytics", "untilConsentExpires", "gaClient"),
      entry(session, "cookie", "analytics", "untilConsentExpires", "gaSession"),
    );
  }
  return entries;
}

/** Whether a name is declared outside the chat row: what is left is the widget's, deleted when functional is off. */
export function isDeclared(name: string, vendors: Vendors): boolean {
  if (analyticsCookie(name)) return true;
  return inventory(vendors).some((entry) => entry.kind !== "provider" && entry.name === name);
}
