import { createContext, useContext } from "react";

/**
 * The words the shared controls show (app/components/ui/, the external-link hint): the `a11y`,
 * `ui` and `toast` parts of the common translations. The prerender provides them to the whole page
 * (app/render.server.tsx); the page carries them once, as JSON, for the islands' roots in the
 * browser (app/islands/client.tsx). No part of a page needs i18next or a translation file in the
 * browser (the consent flow's words come in its own file: app/consent/consent-words.ts).
 */
export const uiWordGroups = ["a11y", "ui", "toast"] as const;
export type UiWords = Readonly<Record<(typeof uiWordGroups)[number], object>>;

/** The id of the page's JSON copy of the words (app/document.tsx). */
export const uiWordsId = "ui-words";

export const UiWordsContext = createContext<UiWords | null>(null);

/** The shared controls' words out of a language's common translations. */
export function uiWordsOf(common: object | undefined): UiWords {
  const groups = (common ?? {}) as Record<string, object>;
  return Object.fromEntries(uiWordGroups.map((group) => [group, groups[group] ?? {}])) as UiWords;
}

export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/**
 * `text("ui.carousel.slideLabel", { index: 2, count: 6 })`: the words of a dotted key in a tree of
 * translations, with i18next's `{{name}}` placeholders filled in and its plural forms chosen by
 * `count` (in `locale`'s rules). A missing key is reported as an
 * error (which fails the end-to-end tests) and shows as itself.
 */
export function translator(words: object | null, locale?: string): Translate {
  const find = (key: string) => {
    let node: unknown = words;
    for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    return node;
  };
  return (key, values) => {
    let node = find(key);
    // i18next's plurals: `key_one`, `key_other`… chosen by `count` in the language's rules.
    if (node === undefined && typeof values?.count === "number")
      node = find(`${key}_${new Intl.PluralRules(locale).select(values.count)}`) ?? find(`${key}_other`);
    if (typeof node !== "string") {
      console.error(`Missing translation: ${key}`);
      return key;
    }
    return node.replaceAll(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ""));
  };
}

/** The shared controls' words (see `uiWordGroups`). */
export function useUiText(): Translate {
  return translator(useContext(UiWordsContext));
}
