import { type ComponentType, type ReactNode, useEffect } from "react";
import { PageContext, type PageInfo } from "../i18n/use-locale.ts";

/**
 * The root of every island, the same in the prerender (app/islands/island.tsx) and in the
 * browser (app/islands/client.tsx), so both render the same tree and `useId` agrees: the page it
 * is on, then the component with its props. In the browser `onReady` runs once it has hydrated.
 */
export function IslandRoot<P extends object>({
  page,
  component: Component,
  props,
  onReady,
}: {
  page: PageInfo;
  component: ComponentType<P>;
  props: P;
  onReady?: () => void;
}): ReactNode {
  return (
    <PageContext value={page}>
      <Component {...props} />
      <Ready onReady={onReady} />
    </PageContext>
  );
}

function Ready({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}
