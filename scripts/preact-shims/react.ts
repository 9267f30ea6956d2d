// React 19 APIs preact/compat lacks, for the browser bundle (scripts/vite-preact-client.ts).
import compat from "preact/compat";

// @ts-expect-error preact/compat types as `export =`; its ES module has the named exports re-exported here.
export * from "preact/compat";
export default compat;

/** No optimistic rendering: the passthrough state is shown until the real state arrives. */
export function useOptimistic<State>(passthrough: State): [State, (action: unknown) => void] {
  return [passthrough, () => {}];
}
