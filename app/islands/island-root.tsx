import { type ComponentType, type ReactNode, useEffect } from "react";
import { PageContext, type PageInfo } from "../i18n/use-locale.ts";
import { type UiWords, UiWordsContext } from "./ui-words.tsx";

/**
 * The root of every island, the same in the prerender (app/islands/island.tsx) and in the
 * browser (app/islands/client.tsx), so both render the same tree and `useId` agrees: the page it
 * is on and the controls' words, then the component with its props. In the browser `onReady` runs once it has hydrated.
 */
export function IslandRoot<P extends object>({
  page,
  words,
  component: Component,
  props,
  onReady,
}: {
  page: PageInfo;
  words: UiWords;
  component: ComponentType<P>;
  props: P;
  onReady?: () => void;
}): ReactNode {
  return (
    <PageContext value={page}>
      <UiWordsContext value={words}>
        <Component {...props} />
        <Ready onReady={onReady} />
      </UiWordsContext>
    </PageContext>
  );
}

function Ready({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}
