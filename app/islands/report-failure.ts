import type { ModuleFailureReport } from "../../site/reports.ts";
import { type LoaderData, loaderDataId } from "./page-loader.ts";

/**
 * Tells the server that a part of the page failed to load or to run (site/reports.ts): a beacon,
 * which outlives a reload and needs no answer. Used by the page loader and by the islands' error
 * boundary; each module is reported once per page.
 */
const reported = new Set<string>();

export function reportFailure(module: string, error: unknown): void {
  if (reported.has(module)) return;
  reported.add(module);
  const data = JSON.parse(document.getElementById(loaderDataId)?.textContent ?? "null") as LoaderData | null;
  if (!data) return;
  const report: ModuleFailureReport = {
    type: "module-failed",
    page: location.pathname,
    module,
    build: data.runtime,
    message: String(error instanceof Error ? error.message : error).slice(0, 300),
  };
  // A string goes as text/plain: no preflight to a backend on another origin.
  navigator.sendBeacon?.(data.reports, JSON.stringify(report));
}
