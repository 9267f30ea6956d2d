import { ShieldCheck } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { prefersReducedMotion } from "../lib/scroll.ts";
import { choiceButton, linkButton, outlineButton } from "./button-styles.ts";
import { useConsentText } from "./consent-words.ts";

export interface CookieBannerProps {
  /** `ask`: no choice yet. `gpc`: the browser's Global Privacy Control signal was just applied. */
  readonly mode: "ask" | "gpc";
  readonly onAcceptAll: () => void;
  readonly onRejectAll: () => void;
  readonly onSettings: () => void;
  readonly onDoNotSell: () => void;
  readonly onDismiss: () => void;
}

/**
 * While the banner shows, the page keeps room for it: scroll-padding so that focus moved by
 * keyboard is never hidden behind it (WCAG 2.4.11), and a bottom margin on <body> so the end of
 * the page can scroll above it. Margin outside <body> moves nothing already on screen, so it is no
 * layout shift.
 */
function useReservedSpaceAndFadeIn(banner: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const reserve = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      root.style.scrollPaddingBottom = height;
      document.body.style.marginBottom = height;
    };
    reserve();
    // Fading in from transparent keeps the banner out of Largest Contentful Paint: Chromium does
    // not count an element whose first paint was invisible, so the page's own content stays LCP.
    element.animate([{ opacity: 0 }, { opacity: 1 }], {
      duration: prefersReducedMotion() ? 1 : 200,
      easing: "ease-out",
    });
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = "";
      document.body.style.marginBottom = "";
    };
  }, [banner]);
}

/**
 * The cookie banner (docs/product.md): a labelled, non-modal region fixed to the bottom of the
 * viewport, so it never shifts the layout. Reject all looks exactly like Accept All.
 */
export default function CookieBanner({
  mode,
  onAcceptAll,
  onRejectAll,
  onSettings,
  onDoNotSell,
  onDismiss,
}: CookieBannerProps) {
  const t = useConsentText();
  const banner = useRef<HTMLElement>(null);
  useReservedSpaceAndFadeIn(banner);

  return (
    <section
      ref={banner}
      data-cookie-banner=""
      aria-label={t("banner.label")}
      // On a phone it covers at most a quarter of the screen; what does not fit scrolls inside it.
      className="fixed inset-x-0 bottom-0 z-30 max-h-[25dvh] overflow-y-auto overscroll-contain border-t border-line bg-surface shadow-sheet sm:max-h-[60dvh]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 sm:gap-3 sm:px-6 sm:py-4 lg:flex-row lg:items-center lg:gap-8">
        {mode === "ask" ? (
          <div className="min-w-0 flex-1">
            <h2 className="text-sm font-semibold sm:text-base">{t("banner.title")}</h2>
            <p className="mt-0.5 text-xs leading-snug text-ink-muted sm:mt-1 sm:text-sm">{t("banner.body")}</p>
          </div>
        ) : (
          <div className="flex min-w-0 flex-1 gap-3">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            <div>
              <h2 className="text-base font-semibold">{t("banner.gpcTitle")}</h2>
              <p className="mt-1 text-sm text-ink-muted">{t("banner.gpcBody")}</p>
            </div>
          </div>
        )}
        {mode === "ask" ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center lg:max-w-xl lg:shrink-0 lg:justify-end">
            <div className="grid grid-cols-2 gap-2 sm:flex">
              <button type="button" className={choiceButton} onClick={onAcceptAll}>
                {t("banner.acceptAll")}
              </button>
              <button type="button" className={choiceButton} onClick={onRejectAll}>
                {t("banner.rejectAll")}
              </button>
            </div>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-0">
              <button type="button" className={outlineButton} onClick={onSettings}>
                {t("banner.settings")}
              </button>
              <button type="button" className={linkButton} onClick={onDoNotSell}>
                {t("banner.doNotSell")}
              </button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2 lg:shrink-0">
            <button type="button" className={outlineButton} onClick={onSettings}>
              {t("banner.settings")}
            </button>
            <button type="button" className={choiceButton} onClick={onDismiss}>
              {t("banner.dismiss")}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
