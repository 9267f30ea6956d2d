import { describe, expect, it } from "vitest";
import { allDenied, allGranted } from "./model.ts";
import { analyticsCookie } from "./vendors/google-analytics.ts";
import { consentSignals } from "./vendors/google-analytics-tag.ts";
import { configuredVendors, consentRevision, isDeclared } from "./vendors.ts";

const none = configuredVendors({});
const both = configuredVendors({
  GA_MEASUREMENT_ID: "G-KS7TEST1",
  CHAT_WIDGET_SRC: "https://widget.chat.example/v2/loader.js",
});

describe("the configured vendors", () => {
  it("are none without configuration, and part of the consent revision, so adding one or changing the chat provider asks again", () => {
    expect(none).toEqual({ analytics: undefined, chat: undefined });
    expect(consentRevision(none)).toBe("1");
    expect(consentRevision(both)).toBe("1;analytics=google-analytics;functional=widget.chat.example");
    const otherChat = configuredVendors({
      GA_MEASUREMENT_ID: "G-KS7TEST1",
      CHAT_WIDGET_SRC: "https://chat.other.example/x.js",
    });
    expect(consentRevision(otherChat)).not.toBe(consentRevision(both));
  });

  // That the inventory lists exactly what the browser stores is tests/e2e/consent-vendors.spec.ts's.
  it("tell the chat provider's data from what the site declares", () => {
    const names = ["checkbox-analytics", "_ga_KS7TEST1", "i18nextLng", "chat-visitor", "widget.chat.example"];
    expect(names.map((name) => isDeclared(name, both))).toEqual([true, true, true, false, false]);
  });
});

describe("Google Analytics", () => {
  it.each([
    ...["_ga", "_ga_KS7TEST1", "_gid", "_gat", "_gat_gtag_G_X", "_gac_UA_1", "_gcl_au", "__utma", "FPID"].map(
      (name) => [name, true] as const,
    ),
    ...["ga", "_gax", "checkbox-analytics", "_gcl", "intercom-id"].map((name) => [name, false] as const),
  ])("tells a GA cookie from anything else: %s is %s", (name, isAnalytics) => {
    expect(analyticsCookie(name)).toBe(isAnalytics);
  });

  it("maps the categories to Consent Mode v2 signals, ad signals always denied", () => {
    expect(consentSignals(allGranted)).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
      functionality_storage: "granted",
      personalization_storage: "granted",
      security_storage: "granted",
    });
    expect(consentSignals(allDenied)).toMatchObject({ analytics_storage: "denied", functionality_storage: "denied" });
  });
});
