import { type ComponentType, createContext, useContext, useId } from "react";
import { renderToString } from "react-dom/server";
import { PageContext } from "../i18n/use-locale.ts";
import { IslandRoot } from "./island-root.tsx";
import { type IslandLoad, type IslandName, islandOf, islands } from "./islands.ts";
import { UiWordsContext } from "./ui-words.tsx";

/** An island a page renders, as app/render.server.tsx collects them (its first render of the page). */
export type IslandUse = { readonly name: IslandName; readonly load: IslandLoad };

/** Where a render notes the islands it renders, when it wants to know (app/render.server.tsx). */
export const IslandUses = createContext<IslandUse[] | null>(null);

// Each island's name, by its component: the default export of its module (app/islands/islands.ts).
// Pages are only ever rendered ahead (the prerender, the development server): every module is imported.
const modules = import.meta.glob<ComponentType<never>>("../**/*.island.tsx", { eager: true, import: "default" });
const names = new Map(Object.entries(modules).map(([path, component]) => [component, islandOf(path)]));

/** An island (docs/decisions/0010-islands.md): a tree with its own `identifierPrefix`, its props as JSON. */
export function Island<P extends object>({
  component,
  props,
  as: Tag = "div",
  className,
}: {
  component: ComponentType<P>;
  props: P;
  as?: "div" | "span";
  className?: string;
}) {
  const page = useContext(PageContext);
  const words = useContext(UiWordsContext);
  if (!page || !words) throw new Error("An island is rendered outside a page");
  const name = names.get(component as ComponentType<never>);
  if (!name)
    throw new Error(`${component.name} is not the default export of a declared island (app/islands/islands.ts)`);
  const load = islands[name];
  useContext(IslandUses)?.push({ name, load });
  // Unique on the page and stable for its prerender; the island's own ids grow from it.
  const prefix = `${name}${useId().replaceAll(/[^a-zA-Z0-9]/g, "")}-`;
  const html = renderToString(
    <IslandRoot page={page} words={words} component={component} props={props} name={name} />,
    {
      identifierPrefix: prefix,
    },
  );
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
