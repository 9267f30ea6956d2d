/**
 * With ADMIN_URL on a host of its own, the tools answer there only and no site page is served there:
 * a page's third-party scripts never share an origin with the inbox's session or the editor's token.
 */
import type { IncomingMessage } from "node:http";

interface StaffOrigin {
  /** Whether a request for one of the tools' paths may be answered here. */
  serves(request: IncomingMessage): boolean;
  /** Whether a request came to the tools' own host, where the site's pages are not served. */
  isOwnHost(request: IncomingMessage): boolean;
}

/** `ownHost` is the tools' host (staffHost), or undefined when they share the site's origin. */
export function staffOrigin(ownHost: string | undefined, adminUrl: string | undefined): StaffOrigin {
  const protocol = adminUrl ? new URL(adminUrl).protocol : "http:";
  // The Host header as a URL would write it: lower case, without the scheme's default port.
  const hostOf = (request: IncomingMessage): string | undefined => {
    const header = request.headers.host ?? "";
    return URL.canParse(`${protocol}//${header}`) ? new URL(`${protocol}//${header}`).host : undefined;
  };
  const isOwnHost = (request: IncomingMessage) => ownHost !== undefined && hostOf(request) === ownHost;
  return {
    serves: (request) => ownHost === undefined || isOwnHost(request),
    isOwnHost,
  };
}
