/** The element, after the header, where the consent flow renders its banner (app/document.tsx). */
export const consentRootId = "consent";
