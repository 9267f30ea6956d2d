// The element after the header that holds the banner and the opt-out dialog (app/consent/banner.ts).
export const consentRootId = "consent";
export const optOutDialogId = "opt-out-dialog";

/** A button that makes a choice at once: Accept all, Reject all, the opt-out's Confirm. */
export const choiceAttribute = "data-consent-choice";
/** The GPC notice's Dismiss. */
export const dismissAttribute = "data-consent-dismiss";

/** Fired on `window` after every choice, with the new `ConsentState` (app/consent/consent-controller.ts). */
export const consentChosenEvent = "keystub:consent-chosen";

/** Focus that was in something now gone (the banner, a dialog) goes to the main content, not to <body>. */
export function focusMain(): void {
  document.getElementById("main")?.focus({ preventScroll: true });
}
