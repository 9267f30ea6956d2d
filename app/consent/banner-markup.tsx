import { ShieldCheck } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { consentOpenAttribute } from "../islands/page-loader.ts";
import { type Translate, translator } from "../islands/ui-words.tsx";
import { choiceButton, linkButton, outlineButton } from "./button-styles.ts";
import { choiceAttribute, dismissAttribute, optOutDialogId } from "./consent-root.ts";

/** The banner's two forms and the opt-out dialog, as HTML, in one language. */
export interface BannerMarkup {
  readonly ask: string;
  readonly gpc: string;
  readonly optOut: string;
}

// Rendered at build time into the banner's own module (scripts/vite-consent-words.ts), so no page carries it.
// Its words are the "consent" translations.
export function bannerMarkup(words: object, locale: string): BannerMarkup {
  const t = translator(words, locale);
  return {
    ask: renderToStaticMarkup(<CookieBanner mode="ask" t={t} />),
    gpc: renderToStaticMarkup(<CookieBanner mode="gpc" t={t} />),
    optOut: renderToStaticMarkup(<OptOutDialog t={t} />),
  };
}

/** A non-modal region fixed to the bottom (no layout shift); Reject all looks like Accept All. */
function CookieBanner({ mode, t }: { mode: "ask" | "gpc"; t: Translate }) {
  const settings = (
    <button type="button" className={outlineButton} {...{ [consentOpenAttribute]: "settings" }}>
      {t("banner.settings")}
    </button>
  );
  return (
    <section
      data-cookie-banner=""
      aria-label={t("banner.label")}
      // On a phone it covers at most a quarter of the screen; what does not fit scrolls inside it.
      className="fixed inset-x-0 bottom-0 z-30 max-h-[25dvh] overflow-y-auto overscroll-contain border-t border-line bg-surface shadow-sheet sm:max-h-[60dvh]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 sm:gap-3 sm:px-6 sm:py-4 lg:flex-row lg:items-center lg:gap-8">
        {mode === "ask" ? (
          <>
            <div className="min-w-0 flex-1">
              <h2 className="text-sm font-semibold sm:text-base">{t("banner.title")}</h2>
              <p className="mt-0.5 text-xs leading-snug text-ink-muted sm:mt-1 sm:text-sm">{t("banner.body")}</p>
            </div>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center lg:max-w-xl lg:shrink-0 lg:justify-end">
              <div className="grid grid-cols-2 gap-2 sm:flex">
                <button type="button" className={choiceButton} {...{ [choiceAttribute]: "accepted" }}>
                  {t("banner.acceptAll")}
                </button>
                <button type="button" className={choiceButton} {...{ [choiceAttribute]: "rejected" }}>
                  {t("banner.rejectAll")}
                </button>
              </div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-0">
                {settings}
                <button type="button" className={linkButton} {...{ [consentOpenAttribute]: "opt-out" }}>
                  {t("banner.doNotSell")}
                </button>
              </div>
            </div>
          </>
        ) : (
          <>
            <div className="flex min-w-0 flex-1 gap-3">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
              <div>
                <h2 className="text-base font-semibold">{t("banner.gpcTitle")}</h2>
                <p className="mt-1 text-sm text-ink-muted">{t("banner.gpcBody")}</p>
              </div>
            </div>
            <div className="flex flex-wrap gap-2 lg:shrink-0">
              {settings}
              <button type="button" className={choiceButton} {...{ [dismissAttribute]: "" }}>
                {t("banner.dismiss")}
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** "Do not sell": two equal buttons in a native modal dialog; only Confirm stores anything. */
function OptOutDialog({ t }: { t: Translate }) {
  return (
    <dialog
      id={optOutDialogId}
      aria-labelledby={`${optOutDialogId}-title`}
      aria-describedby={`${optOutDialogId}-body`}
      className="fixed inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-card bg-surface text-ink shadow-card backdrop:bg-night/60 backdrop:backdrop-blur-[2px]"
    >
      <h2 id={`${optOutDialogId}-title`} className="px-6 pt-6 text-xl font-semibold text-balance">
        {t("optOut.title")}
      </h2>
      <p id={`${optOutDialogId}-body`} className="px-6 pt-2 pb-5 text-ink-muted">
        {t("optOut.body")}
      </p>
      <form method="dialog" className="grid grid-cols-2 gap-3 border-t border-line px-6 py-4">
        <button type="submit" value="cancel" className={outlineButton}>
          {t("optOut.cancel")}
        </button>
        <button type="submit" value="opt-out" className={outlineButton}>
          {t("optOut.confirm")}
        </button>
      </form>
    </dialog>
  );
}
