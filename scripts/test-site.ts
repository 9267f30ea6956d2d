/**
 * The test build, into build/vendors: an analytics id and a chat widget for the consent tests, and the
 * pseudo-locale. Served on a host with a parent domain, so parent-domain cookies behave as in production.
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
