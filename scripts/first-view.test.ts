import { randomBytes } from "node:crypto";
import { brotliCompressSync } from "node:zlib";
import { expect, it } from "vitest";
import { bytesFor, decodedLength } from "./first-view.ts";

it("finds the fewest bytes of a brotli stream that bring a given length of its text", async () => {
  // Incompressible text, so that its stream grows with it and a prefix cannot bring it all.
  const text = randomBytes(30_000).toString("base64");
  const stream = brotliCompressSync(text);
  const bytes = await bytesFor(stream, 20_000);
  expect(bytes).toBeLessThan(stream.length);
  expect(await decodedLength(stream, bytes)).toBeGreaterThanOrEqual(20_000);
  expect(await decodedLength(stream, bytes - 1)).toBeLessThan(20_000);
  expect(await decodedLength(stream, stream.length)).toBe(text.length);
});
