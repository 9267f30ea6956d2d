import { describe, expect, it } from "vitest";
import { maxPriceCents, parseCount, parsePriceCents } from "./parse-amount.ts";

describe("parseCount", () => {
  it.each([
    ["0", 0],
    ["500", 500],
    [" 1500 ", 1_500],
    ["1,500", 1_500],
    ["1.500", 1_500],
    ["1 500", 1_500],
    ["1\u00a0500", 1_500],
    ["5,000,000", 5_000_000],
    ["250.001", 250_001],
  ])("reads %j as %d", (text, expected) => {
    expect(parseCount(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ...["", "   "].map((text) => [text, "empty"] as const),
    ...["-5", "1.5", "12,34", "1,5000", "ten", "1e6", "0x10", "1,500.00"].map((text) => [text, "invalid"] as const),
    ["99999999999999999999", "tooLarge"] as const,
  ])("refuses %j: %s", (text, error) => {
    expect(parseCount(text)).toEqual({ ok: false, error });
  });
});

describe("parsePriceCents", () => {
  it.each([
    ["25", 2_500],
    ["25.5", 2_550],
    ["25.50", 2_550],
    ["0", 0],
    ["0.99", 99],
    ["$25.00", 2_500],
    ["USD 25", 2_500],
    ["25 USD", 2_500],
    ["US$ 1,250.00", 125_000],
    ["1,250", 125_000],
    ["1.250,50", 125_050],
    ["25,00", 2_500],
    ["19,9", 1_990],
    ["1000", 100_000],
    ["1.250", 125_000],
  ])("reads %j as %d cents", (text, expected) => {
    expect(parsePriceCents(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ...["", " $ "].map((text) => [text, "empty"] as const),
    ...["-1", "25.9999", "abc", "1,2,3", "25.00.00", "€25"].map((text) => [text, "invalid"] as const),
    ["100,000.01", "tooLarge"] as const,
  ])("refuses %j: %s", (text, error) => {
    expect(parsePriceCents(text)).toEqual({ ok: false, error });
  });

  it("takes the highest price", () => {
    expect(parsePriceCents("100,000.00")).toEqual({ ok: true, value: maxPriceCents });
  });
});
