import { renderToStaticMarkup } from "react-dom/server";
import { translator } from "../islands/ui-words.tsx";
import { CookieBanner } from "./cookie-banner.tsx";
import { OptOutDialog } from "./opt-out-dialog.tsx";

/** The banner's two forms and the opt-out dialog, as HTML, in one language. */
export interface BannerMarkup {
  readonly ask: string;
  readonly gpc: string;
  readonly optOut: string;
}

/**
 * Rendered by React at build time (scripts/vite-consent-words.ts) into the banner's own module
 * (app/consent/banner.ts), so that no page carries them: a visitor who has chosen never downloads
 * them. `words` are the language's "consent" translations.
 */
export function bannerMarkup(words: object, locale: string): BannerMarkup {
  const t = translator(words, locale);
  return {
    ask: renderToStaticMarkup(<CookieBanner mode="ask" t={t} />),
    gpc: renderToStaticMarkup(<CookieBanner mode="gpc" t={t} />),
    optOut: renderToStaticMarkup(<OptOutDialog t={t} />),
  };
}
