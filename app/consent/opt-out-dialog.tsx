import type { Translate } from "../islands/ui-words.tsx";
import { outlineButton } from "./button-styles.ts";
import { optOutDialogId } from "./consent-root.ts";

/**
 * "Do not sell my personal information" (docs/product.md): a plain question with two equal buttons
 * and no dissuading text. A native modal dialog, rendered to HTML at build time
 * (app/consent/banner-markup.tsx) and opened by app/consent/banner.ts: the browser keeps focus in it, hides the page behind, and closes it on
 * Escape; its form closes it with the button's value, and only Confirm's stores anything.
 * Its words are the "consent" translations, given as `t`.
 */
export function OptOutDialog({ t }: { t: Translate }) {
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
