/** The element, after the header, where the consent flow renders its banner (app/document.tsx). */
export const consentRootId = "consent";

/** The events the consent flow answers by opening its settings or the "do not sell" dialog (app/consent/consent-island.tsx). */
export const openCookieSettingsEvent = "keystub:open-cookie-settings";
export const openOptOutEvent = "keystub:open-opt-out";
