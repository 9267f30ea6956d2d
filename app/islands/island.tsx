import { type ComponentType, createContext, useContext, useId } from "react";
import { renderToString } from "react-dom/server";
import { PageContext } from "../i18n/use-locale.ts";
import { IslandRoot } from "./island-root.tsx";
import type { IslandName, IslandProps } from "./registry.ts";
import { UiWordsContext } from "./ui-words.tsx";

/** When an island's code loads and hydrates: with the page, when it nears the viewport, or when first used. */
export type IslandLoad = "now" | "visible";

/** An island a page renders, as app/render.server.tsx collects them (its first render of the page). */
export interface IslandUse {
  readonly name: IslandName;
  readonly load: IslandLoad;
}

/** Where a render notes the islands it renders, when it wants to know (app/render.server.tsx). */
export const IslandUses = createContext<IslandUse[] | null>(null);

/**
 * An interactive part of a prerendered page (docs/decisions/0010-islands.md). Rendered here as its
 * own React tree with its own `identifierPrefix`, exactly as the browser hydrates it alone
 * (app/islands/client.tsx), so the ids `useId` gives agree on both sides. Its props travel in the
 * page as JSON: the words it shows come with them, already translated, so the browser needs
 * neither i18next nor a translation file for it.
 *
 * The wrapper is a `display: contents` element unless `className` gives it a box.
 */
export function Island<N extends IslandName>({
  name,
  component,
  props,
  load,
  as: Tag = "div",
  className,
}: {
  name: N;
  component: ComponentType<IslandProps<N>>;
  props: IslandProps<N>;
  load: IslandLoad;
  as?: "div" | "span";
  className?: string;
}) {
  const page = useContext(PageContext);
  const words = useContext(UiWordsContext);
  if (!page || !words) throw new Error("An island is rendered outside a page");
  useContext(IslandUses)?.push({ name, load });
  // Unique on the page and stable for its prerender; the island's own ids grow from it.
  const prefix = `${name}${useId().replaceAll(/[^a-zA-Z0-9]/g, "")}-`;
  const html = renderToString(<IslandRoot page={page} words={words} component={component} props={props} />, {
    identifierPrefix: prefix,
  });
  return (
    <Tag
      data-island={name}
      data-load={load}
      data-prefix={prefix}
      data-props={JSON.stringify({ page, props })}
      className={className}
      style={className ? undefined : { display: "contents" }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of the island
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
