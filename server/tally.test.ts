import { describe, expect, it } from "vitest";
import { addressPrefix } from "./contact/request.server.ts";
import { createTally } from "./tally.server.ts";

describe("a tally of refused connections", () => {
  it("is logged at once, then at most once per interval with the counts and networks since the last line", () => {
    let clock = 0;
    const lines: Record<string, unknown>[] = [];
    const refusals = createTally<"per-address" | "total">({
      message: "connections refused",
      intervalMs: 10_000,
      eager: true,
      detailsField: "prefixes",
      now: () => clock,
      write: (_message, fields) => lines.push(fields),
    });
    const refused = (cap: "per-address" | "total", address: string) => refusals.count(cap, addressPrefix(address));
    refused("per-address", "203.0.113.7");
    expect(lines).toEqual([{ "per-address": 1, prefixes: { "203.0.113.0/24": 1 }, sinceStart: 1 }]);
    for (let i = 0; i < 5000; i++) refused("per-address", `2001:db8:1:2::${(i % 200).toString(16)}`);
    refused("total", "::ffff:198.51.100.9");
    expect(lines).toHaveLength(1);
    clock = 10_000;
    refused("total", "198.51.100.10");
    expect(lines[1]).toEqual({
      "per-address": 5000,
      total: 2,
      sinceStart: 5003,
      prefixes: { "2001:db8:1:2::/64": 5000, "198.51.100.0/24": 2 },
    });
    refusals.flush();
    expect(lines).toHaveLength(2);
  });

  // IPv4 (mapped or not) and IPv6 networks are in the tally above.
  it.each([
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["not an address", "unknown"],
  ])("names the network of %s, never the whole address", (address, prefix) => {
    expect(addressPrefix(address)).toBe(prefix);
  });
});
