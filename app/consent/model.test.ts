import { describe, expect, it } from "vitest";
import {
  addMonths,
  allDenied,
  allGranted,
  type ConsentRecord,
  decide,
  expiresAt,
  parseRecord,
  recordStatus,
  resolveConsent,
  type StoredEntries,
  serializeRecord,
} from "./model.ts";

const revision = "1;analytics=google-analytics";
const decidedAt = Date.UTC(2026, 0, 15, 12);
const day = 24 * 60 * 60 * 1000;

function stored(record: ConsentRecord) {
  return parseRecord(serializeRecord(record));
}

it.each([
  [decidedAt, "2026-12-15T12:00:00.000Z"],
  [Date.UTC(2026, 1, 10), "2027-01-10T00:00:00.000Z"],
  // Clamped to the last day of a shorter month.
  [Date.UTC(2026, 2, 31), "2027-02-28T00:00:00.000Z"],
  [Date.UTC(2027, 2, 31), "2028-02-29T00:00:00.000Z"],
])("addMonths adds calendar months in UTC: %i + 11 is %s", (from, expected) => {
  expect(new Date(addMonths(from, 11)).toISOString()).toBe(expected);
});

describe("the stored record", () => {
  it("round-trips every kind of choice", () => {
    for (const value of ["accepted", "rejected", "opt-out"] as const) {
      const record = decide(value, decidedAt, revision, false);
      expect(stored(record)).toEqual(record);
    }
    const settings = decide("settings", decidedAt, revision, true, { ...allDenied, analytics: true });
    expect(stored(settings)).toEqual(settings);
    // Necessary stays on whatever the switches said.
    const necessaryOff = { ...allGranted, necessary: false };
    expect(decide("settings", decidedAt, revision, false, necessaryOff).preferences.necessary).toBe(true);
  });

  const valid = serializeRecord(decide("accepted", decidedAt, revision, false));

  // The choice's own key and the categories' are expectRecord's, in tests/e2e/consent-vendors.spec.ts.
  it("stores the time, revision and GPC flag beside the choice", () => {
    expect(JSON.parse(valid.details)).toEqual({ decidedAt: "2026-01-15T12:00:00.000Z", revision, gpc: false });
  });

  const preferences = (from: string, to: string) => ({ preferences: valid.preferences.replace(from, to) });
  const corrupt: [string, Partial<StoredEntries>][] = [
    ["a missing choice", { consent: null }],
    ["missing preferences", { preferences: null }],
    ["missing details", { details: null }],
    ["unparsable details", { details: "{not json" }],
    ["an unknown value", { consent: "yes" }],
    ["a JSON value", { consent: '"accepted"' }],
    ["a date that is not ISO", { details: valid.details.replace("2026-01-15T12:00:00.000Z", "yesterday") }],
    ["a revision that is not a string", { details: valid.details.replace(`"${revision}"`, "1") }],
    ["a missing gpc flag", { details: valid.details.replace(',"gpc":false', "") }],
    ["a category that is not a boolean", preferences('"analytics":true', '"analytics":"yes"')],
    ["a missing category", preferences(',"others":true', "")],
    ["an extra category", preferences("}", ',"marketing":true}')],
    ["necessary off", preferences('"necessary":true', '"necessary":false')],
    ["accepted with a category off", preferences('"analytics":true', '"analytics":false')],
    [
      "an opt-out with one category on",
      { consent: "opt-out", preferences: JSON.stringify({ ...allDenied, functional: true }) },
    ],
  ];
  for (const [name, broken] of corrupt) {
    it(`counts ${name} as no consent`, () => {
      expect(parseRecord({ ...valid, ...broken })).toBeNull();
    });
  }
});

describe("recordStatus", () => {
  const record = decide("rejected", decidedAt, revision, false);
  const expiry = expiresAt(record);
  it.each([
    // Valid until 11 months after the choice, refusals included. (Past it, another revision or no
    // record at all are resolveConsent's cases below.)
    ["valid", record, expiry - 1, revision],
    ["expired", record, expiry, revision],
    ["future", record, decidedAt - 2 * day, revision],
  ])("is %s (case %#)", (status, stored, now, current) => {
    expect(recordStatus(stored, now, current)).toBe(status);
  });
});

describe("resolveConsent", () => {
  const now = decidedAt + 10 * day;
  const accepted = decide("accepted", decidedAt, revision, false);
  const asked = { preferences: allDenied, record: null, discard: true, showBanner: true };
  const optOut = { value: "opt-out", preferences: allDenied, decidedAt: now, revision, gpc: true };
  const gpcOptOut = { preferences: allDenied, store: optOut, showBanner: false, gpcHonoured: true };
  const optedIn = decide("settings", decidedAt, revision, true, { ...allDenied, analytics: true });
  const cases: Record<string, [Parameters<typeof resolveConsent>, object]> = {
    "shows the banner and allows nothing without a record": [
      [null, false, now, revision],
      { preferences: allDenied, record: null, showBanner: true, store: null, discard: false },
    ],
    "follows a valid record without asking": [
      [accepted, false, now, revision],
      { preferences: allGranted, showBanner: false },
    ],
    "discards an expired record and asks again": [[accepted, false, expiresAt(accepted) + day, revision], asked],
    "discards an outdated record and asks again": [[accepted, false, now, "2"], asked],
    "turns Global Privacy Control into a stored opt-out over an earlier Accept All": [
      [accepted, true, now, revision],
      gpcOptOut,
    ],
    "applies Global Privacy Control on a first visit without asking": [[null, true, now, revision], gpcOptOut],
    "respects a later explicit opt-in in the settings made with the signal on": [
      [optedIn, true, now, revision],
      { preferences: optedIn.preferences, store: null, showBanner: false, gpcHonoured: true },
    ],
    "overrides settings made before the signal was on": [
      [{ ...optedIn, gpc: false }, true, now, revision],
      { preferences: allDenied },
    ],
    "leaves a refusal as it is (nothing to override)": [
      [decide("rejected", decidedAt, revision, false), true, now, revision],
      { store: null, preferences: allDenied },
    ],
  };
  it.each(Object.entries(cases))("%s", (_, [args, expected]) => {
    expect(resolveConsent(...args)).toMatchObject(expected);
  });
});
