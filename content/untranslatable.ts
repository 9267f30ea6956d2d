// Names that stay the same in Spanish (docs/glossary.md) and words Spanish spells like English: what a
// Spanish string may share with its English one (content/locales.test.ts).
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
