import { describe, expect, it } from "vitest";
import { everyPolicyGrants, grantsFromCookies, grantsKey } from "./consent-policy.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

const vendors = {
  GA_MEASUREMENT_ID: "G-TEST1",
  CHAT_WIDGET_SRC: "https://widget.chat.example/v2/loader.js",
  BACKEND_URL: undefined,
};

describe("the consent cookies' grants", () => {
  it("grant a category only when its mirror cookie says yes", () => {
    expect(grantsFromCookies(undefined)).toEqual({ analytics: false, functional: false });
    expect(grantsFromCookies("viewed_cookie_policy=accepted; checkbox-analytics=yes; checkbox-functional=no")).toEqual({
      analytics: true,
      functional: false,
    });
    expect(grantsFromCookies("checkbox-functional=yes;checkbox-analytics=yess; x-checkbox-analytics=yes")).toEqual({
      analytics: false,
      functional: true,
    });
  });

  it("name each combination once", () => {
    expect(everyPolicyGrants.map(grantsKey)).toEqual(["none", "analytics", "functional", "analytics+functional"]);
  });
});

describe("the policy per grant", () => {
  it("names a vendor's hosts only when its category is granted", () => {
    const none = contentSecurityPolicy(vendors, [], { analytics: false, functional: false });
    expect(none).not.toMatch(/googletagmanager|google-analytics|chat\.example/);
    expect(none).toContain("frame-src 'none'");
    const analytics = contentSecurityPolicy(vendors, [], { analytics: true, functional: false });
    expect(analytics).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(analytics).not.toContain("chat.example");
    const chat = contentSecurityPolicy(vendors, [], { analytics: false, functional: true });
    expect(chat).toContain("script-src 'self' https://widget.chat.example;");
    expect(chat).toContain("frame-src https://widget.chat.example");
    expect(chat).not.toContain("google");
  });

  it("allows every configured vendor by default (static hosts cannot vary by cookie), and none unconfigured", () => {
    const all = contentSecurityPolicy(vendors, []);
    expect(all).toContain("https://www.googletagmanager.com");
    expect(all).toContain("https://widget.chat.example");
    const unconfigured = contentSecurityPolicy(
      { GA_MEASUREMENT_ID: undefined, CHAT_WIDGET_SRC: undefined, BACKEND_URL: undefined },
      [],
    );
    expect(unconfigured).not.toMatch(/https:/);
  });
});
