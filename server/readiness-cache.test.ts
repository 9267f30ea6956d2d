import { describe, expect, it } from "vitest";
import { cachedVerdict } from "./readiness.server.ts";

describe("the readiness verdict", () => {
  it("is computed at most once per interval, whatever the request rate", async () => {
    let clock = 0;
    let computed = 0;
    let reason: string | undefined;
    const verdict = cachedVerdict(
      async () => {
        computed++;
        return reason;
      },
      2000,
      () => clock,
    );
    const burst = await Promise.all(Array.from({ length: 5000 }, () => verdict()));
    expect(burst.every((answer) => answer === undefined)).toBe(true);
    expect(computed).toBe(1);

    reason = "the data directory is read-only";
    clock = 1999;
    expect(await verdict()).toBeUndefined();
    expect(computed).toBe(1);
    clock = 2000;
    expect(await verdict()).toBe("the data directory is read-only");
    expect(computed).toBe(2);
  });

  it("shares one computation among the requests that arrive while it runs, and reports a failure as a reason", async () => {
    let finish: (reason: string | undefined) => void = () => {};
    let computed = 0;
    const verdict = cachedVerdict(() => {
      computed++;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const waiting = [verdict(), verdict(), verdict()];
    finish("the database cannot be reached");
    expect(await Promise.all(waiting)).toEqual(Array(3).fill("the database cannot be reached"));
    expect(computed).toBe(1);

    const failing = cachedVerdict(() => Promise.reject(new Error("boom")), 0);
    expect(await failing()).toBe("the readiness check failed (boom)");
  });
});
