import { type ComponentType, type ReactNode, useEffect } from "react";
import { PageContext, type PageInfo } from "../i18n/use-locale.ts";
import { Boundary } from "./boundary.tsx";
import { type UiWords, UiWordsContext } from "./ui-words.tsx";

/** Every island's root, the same in the prerender and the browser so `useId` agrees; one that throws keeps its HTML. */
export function IslandRoot<P extends object>({
  page,
  words,
  component: Component,
  props,
  name,
  prerendered,
  onReady,
}: {
  page: PageInfo;
  words: UiWords;
  component: ComponentType<P>;
  props: P;
  /** The island's name (app/islands/islands.ts), in a report of its failure. */
  name?: string;
  prerendered?: string;
  onReady?: () => void;
}): ReactNode {
  return (
    <PageContext value={page}>
      <UiWordsContext value={words}>
        <Boundary
          name={name ?? "island"}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own prerendered markup, read from the page
          fallback={prerendered ? <div className="contents" dangerouslySetInnerHTML={{ __html: prerendered }} /> : null}
        >
          <Component {...props} />
        </Boundary>
        <Ready onReady={onReady} />
      </UiWordsContext>
    </PageContext>
  );
}

function Ready({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}
