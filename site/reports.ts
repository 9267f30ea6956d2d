import type { PublicConfig } from "./config.ts";

/**
 * Where browsers report what went wrong on a page, on the contact function's origin (BACKEND_URL,
 * or the site's own): Content-Security-Policy violations (the Reporting API's `report-to` and the
 * older `report-uri`) and modules that failed to load (the page loader). The server logs and
 * counts them (server/reports.server.ts).
 */
export const reportsPath = "/reports/v1";

/** The endpoint's name in a policy's `report-to`, which `Reporting-Endpoints` maps to its URL. */
export const cspReportsEndpoint = "csp";

/**
 * Where the pages a static host serves report: BACKEND_URL's reports path, as the contact function
 * is BACKEND_URL's; without BACKEND_URL, the path on the pages' own origin.
 */
export function reportsUrl(config: Pick<PublicConfig, "BACKEND_URL">): string {
  return `${config.BACKEND_URL ?? ""}${reportsPath}`;
}

/** The `Reporting-Endpoints` header that names `url` as the policies' endpoint. */
export function reportingEndpoints(url: string): string {
  return `${cspReportsEndpoint}="${url}"`;
}

/**
 * What the page loader sends when a module fails to load, as JSON in a `text/plain` beacon (no
 * CORS preflight; the server reads no cookie it may carry): the page, the module, the build (its
 * runtime's URL, which carries the build's hash), and the browser's message.
 */
export interface ModuleFailureReport {
  readonly type: "module-failed";
  readonly page: string;
  readonly module: string;
  readonly build: string;
  readonly message: string;
}
