/**
 * The test build: the same pages built with what only tests use, an analytics id and a chat
 * widget for the consent tests (tests/e2e/consent-vendors.spec.ts) and the pseudo-locale
 * (tests/e2e/pseudo-locale.spec.ts), into BUILD_DIR build/vendors (tests/serve-test-build.ts).
 * One build serves both, so a test run pays for one extra build. It is served under a host name
 * with a parent domain, so cookies set on the parent domain behave as in production. Chromium
 * resolves the names to 127.0.0.1 (playwright.config.ts).
 */
export const consentSite = {
  host: "www.keystub.test",
  parentDomain: "keystub.test",
  buildDir: "build/vendors",
  env: {
    GA_MEASUREMENT_ID: "G-KS7TEST1",
    CHAT_WIDGET_SRC: "https://widget.chat.example/v2/loader.js",
    PSEUDO_LOCALE: "1",
  },
} as const;

export const hostResolverRules = `MAP ${consentSite.host} 127.0.0.1, MAP ${consentSite.parentDomain} 127.0.0.1`;
