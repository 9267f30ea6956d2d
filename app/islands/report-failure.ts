import type { ModuleFailureReport } from "../../site/reports.ts";
import { type LoaderData, loaderDataId } from "./page-loader.ts";

/** Reports a failed part of the page with a beacon, which outlives a reload; once per module and page. */
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
