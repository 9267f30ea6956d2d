/** Reading what a visitor's browser sent: a bounded body, the client's address, the idempotency key. */
import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { isIPv4, isIPv6 } from "node:net";

export class BodyError extends Error {
  override name = "BodyError";
  readonly reason: "tooLarge" | "timeout" | "aborted";
  constructor(reason: BodyError["reason"]) {
    super(reason);
    this.reason = reason;
  }
}

/**
 * The request body, refused as soon as it is larger than `limit` bytes (declared or counted) or
 * has not fully arrived after `timeoutMs` (a body that never finishes must not hold a slot).
 */
export function readBody(request: IncomingMessage, limit: number, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers["content-length"] ?? 0);
    if (Number.isFinite(declared) && declared > limit) return reject(new BodyError("tooLarge"));
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error?: BodyError) => {
      clearTimeout(timer);
      request.off("data", onData).off("end", onEnd).off("aborted", onAborted).off("error", onAborted);
      if (error) {
        request.pause();
        reject(error);
      } else {
        resolve(Buffer.concat(chunks, size));
      }
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish(new BodyError("tooLarge"));
      else chunks.push(chunk);
    };
    const onEnd = () => finish();
    const onAborted = () => finish(new BodyError("aborted"));
    const timer = setTimeout(() => finish(new BodyError("timeout")), timeoutMs);
    request.on("data", onData).on("end", onEnd).on("aborted", onAborted).on("error", onAborted);
  });
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

/**
 * The address a visitor's request came from. Behind `trustedHops` reverse proxies, each of which
 * appends the address it saw to X-Forwarded-For, that is the entry `trustedHops` from the right;
 * anything further left was written by the client and proves nothing.
 */
export function clientAddress(request: IncomingMessage, trustedHops: number): string {
  const socket = request.socket.remoteAddress ?? "unknown";
  if (trustedHops === 0) return socket;
  const forwarded = String(request.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustedHops] ?? forwarded[0] ?? socket;
}

/** Expands an IPv6 address to its eight groups. */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) => group.padStart(4, "0"));
}

/**
 * The network a client address belongs to, for logs: its /24 (IPv4) or /64 (IPv6), enough for an
 * operator to block a range without the log keeping whole addresses.
 */
export function addressPrefix(address: string): string {
  const ipv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? (isIPv4(address) ? address : undefined);
  if (ipv4) return `${ipv4.split(".").slice(0, 3).join(".")}.0/24`;
  if (isIPv6(address)) {
    const network = ipv6Groups(address.split("%")[0] ?? address).slice(0, 4);
    return `${network.map((group) => Number.parseInt(group, 16).toString(16)).join(":")}::/64`;
  }
  return "unknown";
}

/**
 * Who a rate limit counts: an IPv4 address, or the /64 network of an IPv6 address (one
 * subscriber's usual allocation, RFC 6177), never the address itself in clear: the buckets hold
 * a hash, so the store keeps no IP addresses.
 */
export function addressBucket(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  let key = mapped ?? address;
  if (!mapped && isIPv6(address))
    key = `${ipv6Groups(address.split("%")[0] ?? address)
      .slice(0, 4)
      .join(":")}::/64`;
  else if (!isIPv4(key)) key = address;
  return `ip:${createHash("sha256").update(key).digest("base64url")}`;
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
