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

  it.each(["", "   "])("calls %j empty", (text) => {
    expect(parseCount(text)).toEqual({ ok: false, error: "empty" });
  });

  it.each(["-5", "1.5", "12,34", "1,5000", "ten", "1e6", "0x10", "1,500.00"])("refuses %j", (text) => {
    expect(parseCount(text)).toEqual({ ok: false, error: "invalid" });
  });

  it("refuses a count beyond safe integers", () => {
    expect(parseCount("99999999999999999999")).toEqual({ ok: false, error: "tooLarge" });
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

  it.each(["", " $ "])("calls %j empty", (text) => {
    expect(parsePriceCents(text)).toEqual({ ok: false, error: "empty" });
  });

  it.each(["-1", "25.9999", "abc", "1,2,3", "25.00.00", "€25"])("refuses %j", (text) => {
    expect(parsePriceCents(text)).toEqual({ ok: false, error: "invalid" });
  });

  it("takes the highest price and refuses one cent more", () => {
    expect(parsePriceCents("100,000.00")).toEqual({ ok: true, value: maxPriceCents });
    expect(parsePriceCents("100,000.01")).toEqual({ ok: false, error: "tooLarge" });
  });
});
