// React DOM 19 resource hints are prerender-time only here: the prerendered <head> carries them.
import compat from "preact/compat";

// @ts-expect-error preact/compat types as `export =`; its ES module has the named exports re-exported here.
export * from "preact/compat";
export default compat;

export function preload(): void {}
export function preinit(): void {}
export function preconnect(): void {}
export function prefetchDNS(): void {}
export function preloadModule(): void {}
export function preinitModule(): void {}
