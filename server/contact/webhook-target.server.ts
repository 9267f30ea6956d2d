/**
 * Where a webhook may go: a public address, never this machine, the private network or link-local
 * (a cloud's metadata service), so neither WEBHOOK_URLS nor a DNS answer reaches inside. Checked at
 * start-up on the URL and at each attempt on the address connected to. WEBHOOK_ALLOW_PRIVATE lets
 * loopback and private addresses through; link-local and other special ranges never.
 */
import { lookup as resolve } from "node:dns";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/** The ranges WEBHOOK_ALLOW_PRIVATE opens (ipaddr.js's names), and how a refusal names each. */
const internal: Record<string, string> = {
  loopback: "loopback",
  private: "private",
  uniqueLocal: "private (unique local)",
  carrierGradeNat: "shared (carrier-grade NAT)",
};
/** The other special ranges, never a webhook's; anything else that is not public reads "reserved". */
const special: Record<string, string> = {
  linkLocal: "link-local",
  unspecified: "unspecified",
  multicast: "multicast",
  broadcast: "broadcast",
};

/** The IPv4 address an IPv6 one reaches: compatible, mapped, NAT64 (last 32 bits), 6to4 (bits 16-47). */
function carried(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const range = address.range();
  const parts = address.parts;
  const at =
    range === "6to4"
      ? 1
      : ["ipv4Mapped", "rfc6145", "rfc6052"].includes(range) ||
          (range === "unicast" && parts.slice(0, 6).every((part) => part === 0))
        ? 6
        : undefined;
  if (at === undefined) return undefined;
  const [high = 0, low = 0] = parts.slice(at, at + 2);
  return new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
}

/** Why an address may not receive webhooks ("10.0.0.5 is in the private range"), or undefined when it may. */
export function addressRefusal(address: string, allowPrivate: boolean): string | undefined {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  // An IPv6 address that carries an IPv4 one (::7f00:1, ::ffff:127.0.0.1) is judged as that IPv4 address.
  const parsed = ipaddr.parse(address);
  const ipv4 = parsed.kind() === "ipv6" ? carried(parsed as ipaddr.IPv6) : undefined;
  const range = (ipv4 ?? parsed).range();
  if (range === "unicast" || (allowPrivate && range in internal)) return undefined;
  const name = ipv4 ? `${address} (${ipv4})` : address;
  return `${name} is in the ${internal[range] ?? special[range] ?? "reserved"} range`;
}

/** Why a URL's host may not receive webhooks, as far as the URL tells (an IP, localhost); else at lookup. */
export function hostRefusal(hostname: string, allowPrivate: boolean): string | undefined {
  const bare = hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
  if (ipaddr.isValid(bare)) return addressRefusal(bare, allowPrivate);
  if (bare === "localhost" || bare.endsWith(".localhost")) {
    return allowPrivate ? undefined : `${hostname} is this machine (loopback)`;
  }
  return undefined;
}

/** A connection's DNS lookup keeping only allowed addresses: the address checked is the one connected to. */
export function webhookLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, "");
      const allowed = found.filter(({ address }) => addressRefusal(address, allowPrivate) === undefined);
      const [first] = allowed;
      if (!first) {
        const why = found.map(({ address }) => addressRefusal(address, allowPrivate)).join("; ");
        return callback(new Error(`refused: ${hostname} resolves to no address webhooks may go to (${why})`), "");
      }
      if (options.all) callback(null, allowed);
      else callback(null, first.address, first.family);
    });
  };
}
