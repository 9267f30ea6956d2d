/**
 * Names that stay the same in Spanish (docs/glossary.md "Names that are never translated"), and the
 * few words Spanish spells exactly like English. A Spanish string equal to its English one passes
 * only when nothing but these, numbers, punctuation, placeholders and markup is left
 * (content/locales.test.ts, for the translation files and legal documents; on the rendered pages,
 * tests/e2e/pseudo-locale.spec.ts lets them through as words no dictionary needs to carry).
 */
export const untranslatable = [
  // "Cookie" is the word Spanish-language privacy notices use (RAE: "cookie", in italics or not).
  "Cookie",
  "Fan Passport",
  "Keystub",
  "Solana",
  "NIL",
  "VIP",
  "Apple Wallet",
  "Google Wallet",
  "App Store",
  "Google Play",
  "iPhone",
  "iOS",
  "Android",
  "Blog",
  "Legal",
  "Fans",
  // Services and standards named in the footer and the privacy notice.
  "Instagram",
  "LinkedIn",
  "TikTok",
  "YouTube",
  "Google Analytics",
  "Global Privacy Control",
];
