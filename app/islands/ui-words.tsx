import { createContext, useContext } from "react";

// The words of the shared controls (`a11y`, `ui`, `toast` of common), carried once by the page as JSON
// for the islands' roots: no page needs i18next in the browser.
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

/** The words of a dotted key, with `{{name}}` filled in and plurals by `count`; a missing key is an error. */
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

export function useUiText(): Translate {
  return translator(useContext(UiWordsContext));
}
