import "i18next";
import type common from "../../content/locales/en/common.json";
import type comparison from "../../content/locales/en/comparison.json";
import type consent from "../../content/locales/en/consent.json";
import type contact from "../../content/locales/en/contact.json";
import type download from "../../content/locales/en/download.json";
import type home from "../../content/locales/en/home.json";
import type legal from "../../content/locales/en/legal.json";
import type music from "../../content/locales/en/music.json";
import type platform from "../../content/locales/en/platform.json";
import type pricing from "../../content/locales/en/pricing.json";
import type sports from "../../content/locales/en/sports.json";

// English is the typed source of truth: a key that English lacks does not compile.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    returnNull: false;
    resources: {
      common: typeof common;
      home: typeof home;
      music: typeof music;
      sports: typeof sports;
      platform: typeof platform;
      download: typeof download;
      contact: typeof contact;
      legal: typeof legal;
      pricing: typeof pricing;
      comparison: typeof comparison;
      consent: typeof consent;
    };
  }
}
