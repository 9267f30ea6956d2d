/**
 * Where a webhook may go: a public address. Never this machine, the private network or a link-local
 * address (where a cloud's metadata service answers, 169.254.169.254), so that neither a
 * WEBHOOK_URLS entry nor a DNS answer for its name turns the server into a way into the network it
 * runs in. Checked at start-up on the URL (an IP address, or localhost), and at each attempt on the
 * address actually connected to. WEBHOOK_ALLOW_PRIVATE lets loopback and private addresses through
 * (the tests' receivers, a CRM on the internal network); link-local and the other special ranges
 * never are.
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

/** Why an address may not receive webhooks ("10.0.0.5 is in the private range"), or undefined when it may. */
export function addressRefusal(address: string, allowPrivate: boolean): string | undefined {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const range = ipaddr.process(address).range();
  if (range === "unicast" || (allowPrivate && range in internal)) return undefined;
  return `${address} is in the ${internal[range] ?? special[range] ?? "reserved"} range`;
}

/**
 * Why a webhook URL's host may not receive webhooks, as far as the URL alone tells: an IP address,
 * or `localhost` and its subdomains (RFC 6761 §6.3: always this machine). Other names are
 * checked when they are resolved, at each attempt (webhookLookup).
 */
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

/**
 * The DNS lookup of a webhook's connection (node:net's `lookup` option): the name's addresses
 * without those that may not receive webhooks, or an error naming why when none is left. The
 * connection goes to what this returns, so the address checked is the address connected to.
 */
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
