import type { Locale } from "../../site/locales.ts";
import { defaultNamespace, type Namespace } from "../../site/pages.ts";
import { dictionaryFor } from "../../site/pseudo-localize.ts";
import type { Bundles } from "./instance.ts";

// Read at build time only (app/render.server.tsx, while prerendering); never in the browser bundle.
const files = import.meta.glob<object>("../../content/locales/*/*.json", { eager: true, import: "default" });

export function bundlesFor(locale: Locale, namespaces: readonly Namespace[]): Bundles {
  const bundles: Bundles = {};
  for (const namespace of [defaultNamespace, ...namespaces]) {
    bundles[namespace] = dictionaryFor(locale, (own) => {
      const resources = files[`../../content/locales/${own}/${namespace}.json`];
      if (!resources) throw new Error(`No translation file content/locales/${own}/${namespace}.json`);
      return resources;
    });
  }
  return bundles;
}

/** Looks up a dotted key in a bundle, for text needed outside React (the document head). */
export function lookup(bundles: Bundles, namespace: Namespace, key: string): string {
  let node: unknown = bundles[namespace];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`Missing translation: ${namespace}:${key}`);
  return node;
}
