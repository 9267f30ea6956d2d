// The visitor's language, chosen or detected, read and written by the language redirect in <head>.
export const languageStorageKey = "i18nextLng";
