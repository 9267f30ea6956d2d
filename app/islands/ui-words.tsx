import { createContext, useContext } from "react";

/**
 * The words the shared controls show (app/components/ui/, the external-link hint): the `a11y`,
 * `ui` and `toast` parts of the common translations. The prerender provides them to the whole page
 * (app/render.server.tsx); the page carries them once, as JSON, for the islands' roots in the
 * browser (app/islands/client.tsx). These controls never need i18next.
 */
export const uiWordGroups = ["a11y", "ui", "toast"] as const;
export type UiWords = Readonly<Record<(typeof uiWordGroups)[number], object>>;

/** The id of the page's JSON copy of the words (app/document.tsx). */
export const uiWordsId = "ui-words";

export const UiWordsContext = createContext<UiWords | null>(null);

/** `text("ui.carousel.slideLabel", { index: 2, count: 6 })`: the words of a key, with i18next's `{{name}}` filled in. */
export function useUiText(): (key: string, values?: Readonly<Record<string, string | number>>) => string {
  const words = useContext(UiWordsContext);
  return (key, values) => {
    let node: unknown = words;
    for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== "string") {
      console.error(`Missing translation: ${key}`);
      return key;
    }
    return node.replaceAll(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ""));
  };
}
