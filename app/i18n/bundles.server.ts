import { readDictionary } from "#content/dictionaries";
import type { Locale } from "../../site/locales.ts";
import { defaultNamespace, type Namespace } from "../../site/pages.ts";
import type { Bundles } from "./instance.ts";

// Read at render time through `#content/dictionaries`, which the server build leaves out (vite.config.ts).

export function bundlesFor(locale: Locale, namespaces: readonly Namespace[]): Bundles {
  const bundles: Bundles = {};
  for (const namespace of [defaultNamespace, ...namespaces]) bundles[namespace] = readDictionary(locale, namespace);
  return bundles;
}

/** Looks up a dotted key in a bundle, for text needed outside React (the document head). */
export function lookup(bundles: Bundles, namespace: Namespace, key: string): string {
  let node: unknown = bundles[namespace];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`Missing translation: ${namespace}:${key}`);
  return node;
}
