import type { PublicConfig } from "./config.ts";

// Where browsers report CSP violations and modules that failed to load (server/reports.server.ts).
export const reportsPath = "/reports/v1";

/** The endpoint's name in a policy's `report-to`, which `Reporting-Endpoints` maps to its URL. */
export const cspReportsEndpoint = "csp";

/** A static host's pages report to BACKEND_URL, else to their own origin. */
export function reportsUrl(config: Pick<PublicConfig, "BACKEND_URL">): string {
  return `${config.BACKEND_URL ?? ""}${reportsPath}`;
}

/** The `Reporting-Endpoints` header that names `url` as the policies' endpoint. */
export function reportingEndpoints(url: string): string {
  return `${cspReportsEndpoint}="${url}"`;
}

/** A `text/plain` beacon (no CORS preflight): the page, the module, the build and the browser's message. */
export interface ModuleFailureReport {
  readonly type: "module-failed";
  readonly page: string;
  readonly module: string;
  readonly build: string;
  readonly message: string;
}
