/**
 * The origins whose pages are the site's own, from configuration, never from the request (behind a
 * proxy or a DNS rebinding its Host says whatever the client wants): SITE_URL's, the ones
 * CONTACT_ALLOWED_ORIGINS names (the pages' origin when a static host serves them and this server
 * runs elsewhere: docs/deploy.md), and the server's own origins when it listens on loopback only
 * (a developer opening http://127.0.0.1:3000 while SITE_URL says localhost).
 */
import type { IncomingMessage } from "node:http";
import type { PublicConfig } from "../site/config.ts";
import type { ContactConfig } from "./config.server.ts";

export interface SiteOriginsConfig extends Partial<Pick<ContactConfig, "CONTACT_ALLOWED_ORIGINS">> {
  readonly publicConfig: Pick<PublicConfig, "SITE_URL">;
}

export interface SiteOrigins {
  has(origin: string): boolean;
  /**
   * Whether a browser on another site made this request (`Origin`, else `Sec-Fetch-Site`).
   * `Origin: null` (sandboxed frames, opaque redirects) is never the site's. Without Origin, a
   * browser's `Sec-Fetch-Site: cross-site` still gives it away; a client that sends neither is
   * not a browser, and CSRF is a browser's problem.
   */
  foreign(request: IncomingMessage): boolean;
}

/** `ownOrigins` may be filled later: the server's loopback origins are known once it listens. */
export function siteOrigins(config: SiteOriginsConfig, ownOrigins?: ReadonlySet<string>): SiteOrigins {
  const siteOrigin = new URL(config.publicConfig.SITE_URL).origin;
  const allowed = new Set(config.CONTACT_ALLOWED_ORIGINS ?? []);
  const has = (origin: string) => origin === siteOrigin || allowed.has(origin) || ownOrigins?.has(origin) === true;
  return {
    has,
    foreign(request) {
      const origin = request.headers.origin;
      if (origin === undefined) return request.headers["sec-fetch-site"] === "cross-site";
      return !has(origin);
    },
  };
}
