/** Reading what a visitor's browser sent: a bounded body, the client's address, the idempotency key. */
import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import ipaddr from "ipaddr.js";
import proxyAddr from "proxy-addr";
import getRawBody from "raw-body";

export class BodyError extends Error {
  override name = "BodyError";
  readonly reason: "tooLarge" | "timeout" | "aborted";
  constructor(reason: BodyError["reason"]) {
    super(reason);
    this.reason = reason;
  }
}

/**
 * The request body, by raw-body (Express's body parsers' reader): refused as soon as it is larger
 * than `limit` bytes (declared or counted), or when it has not fully arrived after `timeoutMs` (a
 * body that never finishes must not hold a slot), which raw-body does not watch.
 */
export function readBody(request: IncomingMessage, limit: number, timeoutMs: number): Promise<Buffer> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      request.pause();
      reject(new BodyError("timeout"));
    }, timeoutMs);
  });
  const body = getRawBody(request, { limit, length: request.headers["content-length"] ?? null }).catch(
    (error: { type?: string }) => {
      throw new BodyError(error.type === "entity.too.large" ? "tooLarge" : "aborted");
    },
  );
  return Promise.race([body, late]).finally(() => clearTimeout(timer));
}

/** `application/json`, with no charset or UTF-8 (RFC 8259 §8.1: JSON between systems is UTF-8). */
export function isJsonContentType(header: string | undefined): boolean {
  const [type = "", ...params] = (header ?? "").toLowerCase().split(";");
  if (type.trim() !== "application/json") return false;
  const charset = params.map((param) => /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/.exec(param)?.[1]).find(Boolean);
  return charset === undefined || charset === "utf-8" || charset === "utf8";
}

/** `application/x-www-form-urlencoded`: what a browser sends for a form without the site's script. */
export function isFormContentType(header: string | undefined): boolean {
  const [type = ""] = (header ?? "").toLowerCase().split(";");
  return type.trim() === "application/x-www-form-urlencoded";
}

/** Whether an address is one of the configured reverse proxies (TRUST_PROXY), whose X-Forwarded-For is believed. */
export type ProxyTrust = (address: string, hop: number) => boolean;

const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * The trust of a TRUST_PROXY list: IP addresses, CIDR ranges and proxy-addr's names for ranges
 * (`loopback`, `linklocal`, `uniquelocal`). An empty list trusts nobody. Throws on a malformed
 * entry, and on an IPv4 address not written in four parts (`1` would mean 0.0.0.1).
 */
export function proxyTrust(trusted: readonly string[]): ProxyTrust {
  for (const entry of trusted) {
    const address = entry.split("/")[0] ?? "";
    if (!namedRanges.has(entry) && !ipaddr.IPv6.isValid(address) && !ipaddr.IPv4.isValidFourPartDecimal(address)) {
      throw new TypeError(`not an IP address, a CIDR range or a named range: ${entry}`);
    }
  }
  return proxyAddr.compile([...trusted]);
}

/**
 * The address a visitor's request came from: the connection's own address, unless that is a
 * trusted proxy; then the entry the proxy appended to X-Forwarded-For, and so on leftwards while
 * each address is a trusted proxy too (proxy-addr walks the hops). A client that reaches the port
 * directly is never trusted, so the header it writes proves nothing.
 */
export function clientAddress(request: IncomingMessage, trust: ProxyTrust): string {
  return proxyAddr(request, trust);
}

/** An address as IPv4 (an IPv4-mapped IPv6 address is one) or IPv6, or undefined when it is neither. */
function parsed(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  return ipaddr.isValid(address) ? ipaddr.process(address) : undefined;
}

/**
 * The network an address belongs to: its /24 (IPv4) or /64 (IPv6, one subscriber's usual
 * allocation, RFC 6177), or undefined for something that is not an address.
 */
function network(address: string): string | undefined {
  const ip = parsed(address);
  if (ip instanceof ipaddr.IPv4) return `${ip.octets.slice(0, 3).join(".")}.0/24`;
  if (ip)
    return `${ip.parts
      .slice(0, 4)
      .map((part) => part.toString(16))
      .join(":")}::/64`;
  return undefined;
}

/** The network a client address belongs to, for logs: enough for an operator to block a range without the log keeping whole addresses. */
export function addressPrefix(address: string): string {
  return network(address) ?? "unknown";
}

/**
 * Who a rate limit counts: an IPv4 address, or the /64 network of an IPv6 address, never the
 * address itself in clear: the buckets hold a hash, so the rate limits keep no IP addresses. (The
 * team inbox's audit trail does keep the address of each request it records, to say where an
 * action or a refused sign-in came from: ../admin/admin-operations.server.ts.)
 */
export function addressBucket(address: string): string {
  const ip = parsed(address);
  const key = ip instanceof ipaddr.IPv4 ? ip.toString() : ip ? network(address) : address;
  return `ip:${createHash("sha256")
    .update(key ?? address)
    .digest("base64url")}`;
}

/** The rate-limit bucket of an e-mail address (case does not make a new sender). */
export function emailBucket(email: string): string {
  return `email:${createHash("sha256").update(email.trim().toLowerCase()).digest("base64url")}`;
}

/**
 * The Idempotency-Key header (draft-ietf-httpapi-idempotency-key-header: an sf-string, e.g.
 * `"8e03978e-40d5-43e8-bc93-6894a57f9324"`; a bare token is accepted too). Undefined when
 * absent, null when present but not a key: printable ASCII without quotes, 1 to 255 characters.
 */
export function idempotencyKey(header: string | string[] | undefined): string | undefined | null {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) return null;
  const value = header.trim();
  const unquoted = value.startsWith('"') && value.endsWith('"') && value.length >= 2 ? value.slice(1, -1) : value;
  return /^[\x21\x23-\x5B\x5D-\x7E]{1,255}$/.test(unquoted) ? unquoted : null;
}
