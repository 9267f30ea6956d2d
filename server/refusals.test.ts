import { describe, expect, it } from "vitest";
import { addressPrefix } from "./contact/request.server.ts";
import { createRefusalLog } from "./refusals.server.ts";

describe("refused connections", () => {
  it("are logged at once, then at most once per interval with the counts and networks since the last line", () => {
    let clock = 0;
    const lines: Record<string, unknown>[] = [];
    const refusals = createRefusalLog(
      10_000,
      () => clock,
      (_message, fields) => lines.push(fields),
    );
    refusals.refused("per-address", "203.0.113.7");
    expect(lines).toEqual([{ "per-address": 1, prefixes: { "203.0.113.0/24": 1 }, sinceStart: 1 }]);
    for (let i = 0; i < 5000; i++) refusals.refused("per-address", `2001:db8:1:2::${(i % 200).toString(16)}`);
    refusals.refused("total", "::ffff:198.51.100.9");
    expect(lines).toHaveLength(1);
    clock = 10_000;
    refusals.refused("total", "198.51.100.10");
    expect(lines[1]).toEqual({
      "per-address": 5000,
      total: 2,
      sinceStart: 5003,
      prefixes: { "2001:db8:1:2::/64": 5000, "198.51.100.0/24": 2 },
    });
    expect(refusals.total).toBe(5003);
  });

  it("leave nothing behind at a flush with none", () => {
    const lines: unknown[] = [];
    const refusals = createRefusalLog(
      10_000,
      () => 0,
      (_message, fields) => lines.push(fields),
    );
    refusals.flush();
    expect(lines).toEqual([]);
  });

  it("name a network, never a whole address", () => {
    expect(addressPrefix("192.0.2.55")).toBe("192.0.2.0/24");
    expect(addressPrefix("::ffff:192.0.2.55")).toBe("192.0.2.0/24");
    expect(addressPrefix("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressPrefix("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressPrefix("not an address")).toBe("unknown");
  });
});
