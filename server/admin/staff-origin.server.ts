/**
 * With ADMIN_URL on a host of its own, the tools answer there only and no site page is served there:
 * a page's third-party scripts never share an origin with the inbox's session or the editor's token.
 */
import type { IncomingMessage } from "node:http";

/** `ownHost` is the tools' host (staffHost), or undefined when they share the site's origin. */
export function staffOrigin(ownHost: string | undefined, adminUrl: string | undefined) {
  const protocol = adminUrl ? new URL(adminUrl).protocol : "http:";
  // The Host header as a URL would write it: lower case, without the scheme's default port.
  const hostOf = (request: IncomingMessage): string | undefined => {
    const header = request.headers.host ?? "";
    return URL.canParse(`${protocol}//${header}`) ? new URL(`${protocol}//${header}`).host : undefined;
  };
  // The tools' own host, where the site's pages are not served.
  const isOwnHost = (request: IncomingMessage) => ownHost !== undefined && hostOf(request) === ownHost;
  return {
    /** Whether a request for one of the tools' paths may be answered here. */
    serves: (request: IncomingMessage) => ownHost === undefined || isOwnHost(request),
    isOwnHost,
  };
}
