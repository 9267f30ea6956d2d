/** Reading what a visitor's browser sent: a bounded body, the client's address, the idempotency key. */
import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import ipaddr from "ipaddr.js";
import proxyAddr from "proxy-addr";
import getRawBody from "raw-body";

/** The body by raw-body, or why not: past `limit` bytes (declared or counted), late (`timeoutMs`), aborted. */
export function readBody(request: IncomingMessage, limit: number, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => {
      request.pause();
      resolve("timeout");
    }, timeoutMs);
  });
  const body = getRawBody(request, { limit, length: request.headers["content-length"] ?? null }).catch(
    (error: { type?: string }) => (error.type === "entity.too.large" ? "tooLarge" : "aborted"),
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

const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * The client's address: the connection's, or X-Forwarded-For's walked leftwards through the proxies
 * TRUST_PROXY trusts (addresses, CIDR ranges, proxy-addr's names); throws on a malformed entry or `1`.
 */
export function clientAddressOf(trusted: readonly string[]) {
  for (const entry of trusted) {
    const address = entry.split("/")[0] ?? "";
    if (!namedRanges.has(entry) && !ipaddr.IPv6.isValid(address) && !ipaddr.IPv4.isValidFourPartDecimal(address)) {
      throw new TypeError(`not an IP address, a CIDR range or a named range: ${entry}`);
    }
  }
  const trust = proxyAddr.compile([...trusted]);
  return (request: IncomingMessage) => proxyAddr(request, trust);
}

/** An address as IPv4 (mapped ones too) or IPv6. */
const parsed = (address: string) => (ipaddr.isValid(address) ? ipaddr.process(address) : undefined);

/**
 * A client's network, for logs (enough to block a range without keeping whole addresses): its /24
 * (IPv4) or /64 (IPv6, one subscriber's usual allocation).
 */
export function addressPrefix(address: string): string {
  const ip = parsed(address);
  if (ip instanceof ipaddr.IPv4) return `${ip.octets.slice(0, 3).join(".")}.0/24`;
  const hex = ip?.parts.slice(0, 4).map((part) => part.toString(16));
  return hex ? `${hex.join(":")}::/64` : "unknown";
}

/** Who a rate limit counts (an IPv4 address, an IPv6 /64), hashed: the buckets keep no addresses. */
export function addressBucket(address: string): string {
  const ip = parsed(address);
  const key = ip instanceof ipaddr.IPv4 ? ip.toString() : ip ? addressPrefix(address) : address;
  return `ip:${createHash("sha256").update(key).digest("base64url")}`;
}

/** The rate-limit bucket of an e-mail address (case does not make a new sender). */
export function emailBucket(email: string): string {
  return `email:${createHash("sha256").update(email.trim().toLowerCase()).digest("base64url")}`;
}

/** The Idempotency-Key (an sf-string or bare token of 1-255 printable ASCII); null when malformed. */
export function idempotencyKey(header: string | string[] | undefined): string | undefined | null {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) return null;
  const value = header.trim();
  const unquoted = value.startsWith('"') && value.endsWith('"') && value.length >= 2 ? value.slice(1, -1) : value;
  return /^[\x21\x23-\x5B\x5D-\x7E]{1,255}$/.test(unquoted) ? unquoted : null;
}
