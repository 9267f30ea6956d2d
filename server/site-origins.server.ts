/**
 * The site's own origins come from configuration, never from the request: behind a proxy or a DNS
 * rebinding, Host says whatever the client wants.
 */
import type { IncomingMessage } from "node:http";
import type { PublicConfig } from "../site/config.ts";
import type { ContactConfig } from "./config.server.ts";

export interface SiteOriginsConfig extends Partial<Pick<ContactConfig, "CONTACT_ALLOWED_ORIGINS">> {
  readonly publicConfig: Pick<PublicConfig, "SITE_URL">;
}

/** `ownOrigins` may be filled later: the server's loopback origins are known once it listens. */
export function siteOrigins(config: SiteOriginsConfig, ownOrigins?: ReadonlySet<string>) {
  const siteOrigin = new URL(config.publicConfig.SITE_URL).origin;
  const allowed = new Set(config.CONTACT_ALLOWED_ORIGINS ?? []);
  const has = (origin: string) => origin === siteOrigin || allowed.has(origin) || ownOrigins?.has(origin) === true;
  return {
    has,
    /** `Origin: null` is never the site's; a client that sends neither header is no browser, so no CSRF risk. */
    foreign(request: IncomingMessage) {
      const origin = request.headers.origin;
      if (origin === undefined) return request.headers["sec-fetch-site"] === "cross-site";
      return !has(origin);
    },
  };
}
