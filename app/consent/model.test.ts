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

describe("addMonths", () => {
  it("adds calendar months in UTC", () => {
    expect(new Date(addMonths(decidedAt, 11)).toISOString()).toBe("2026-12-15T12:00:00.000Z");
    expect(new Date(addMonths(Date.UTC(2026, 1, 10), 11)).toISOString()).toBe("2027-01-10T00:00:00.000Z");
  });

  it("clamps to the last day of a shorter month", () => {
    expect(new Date(addMonths(Date.UTC(2026, 2, 31), 11)).toISOString()).toBe("2027-02-28T00:00:00.000Z");
    expect(new Date(addMonths(Date.UTC(2027, 2, 31), 11)).toISOString()).toBe("2028-02-29T00:00:00.000Z");
  });
});

describe("the stored record", () => {
  it("round-trips every kind of choice", () => {
    for (const value of ["accepted", "rejected", "opt-out"] as const) {
      const record = decide(value, decidedAt, revision, false);
      expect(stored(record)).toEqual(record);
    }
    const settings = decide("settings", decidedAt, revision, true, { ...allDenied, analytics: true });
    expect(stored(settings)).toEqual(settings);
    expect(settings.preferences.analytics).toBe(true);
    expect(settings.preferences.functional).toBe(false);
  });

  it("stores the choice alone under cookie-consent, its time and revision beside it, and the six categories", () => {
    const { consent, details, preferences } = serializeRecord(decide("accepted", decidedAt, revision, false));
    expect(consent).toBe("accepted");
    expect(JSON.parse(details)).toEqual({ decidedAt: "2026-01-15T12:00:00.000Z", revision, gpc: false });
    expect(JSON.parse(preferences)).toEqual(allGranted);
    expect(serializeRecord(decide("opt-out", decidedAt, revision, true)).consent).toBe("opt-out");
  });

  it("keeps necessary on whatever the switches said", () => {
    expect(
      decide("settings", decidedAt, revision, false, { ...allGranted, necessary: false }).preferences.necessary,
    ).toBe(true);
  });

  const valid = serializeRecord(decide("accepted", decidedAt, revision, false));
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
    [
      "a category that is not a boolean",
      { preferences: valid.preferences.replace('"analytics":true', '"analytics":"yes"') },
    ],
    ["a missing category", { preferences: valid.preferences.replace(',"others":true', "") }],
    ["an extra category", { preferences: valid.preferences.replace("}", ',"marketing":true}') }],
    ["necessary off", { preferences: valid.preferences.replace('"necessary":true', '"necessary":false') }],
    [
      "accepted with a category off",
      { preferences: valid.preferences.replace('"analytics":true', '"analytics":false') },
    ],
    [
      "an opt-out with a category on",
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

  it("is valid until 11 months after the choice, refusals included", () => {
    expect(recordStatus(record, expiry - day, revision)).toBe("valid");
    expect(recordStatus(record, expiry - 1, revision)).toBe("valid");
    expect(recordStatus(record, expiry, revision)).toBe("expired");
    expect(recordStatus(record, expiry + day, revision)).toBe("expired");
  });

  it("asks again for another revision, and rejects records from the future", () => {
    expect(recordStatus(record, decidedAt, "2")).toBe("outdated");
    expect(recordStatus(record, decidedAt - 2 * day, revision)).toBe("future");
    expect(recordStatus(null, decidedAt, revision)).toBe("missing");
  });
});

describe("resolveConsent", () => {
  const now = decidedAt + 10 * day;

  it("shows the banner and allows nothing without a record", () => {
    const result = resolveConsent(null, false, now, revision);
    expect(result).toMatchObject({
      preferences: allDenied,
      record: null,
      showBanner: true,
      store: null,
      discard: false,
    });
  });

  it("follows a valid record without asking", () => {
    const record = decide("accepted", decidedAt, revision, false);
    expect(resolveConsent(record, false, now, revision)).toMatchObject({ preferences: allGranted, showBanner: false });
  });

  it("discards an expired or outdated record and asks again", () => {
    const record = decide("accepted", decidedAt, revision, false);
    for (const result of [
      resolveConsent(record, false, expiresAt(record) + day, revision),
      resolveConsent(record, false, now, "2"),
    ]) {
      expect(result).toMatchObject({ preferences: allDenied, record: null, discard: true, showBanner: true });
    }
  });

  it("turns Global Privacy Control into a stored opt-out over an earlier Accept All", () => {
    const record = decide("accepted", decidedAt, revision, false);
    const result = resolveConsent(record, true, now, revision);
    expect(result.preferences).toEqual(allDenied);
    expect(result.store).toEqual({ value: "opt-out", preferences: allDenied, decidedAt: now, revision, gpc: true });
    expect(result).toMatchObject({ showBanner: false, gpcHonoured: true });
  });

  it("applies Global Privacy Control on a first visit without asking", () => {
    const result = resolveConsent(null, true, now, revision);
    expect(result).toMatchObject({ preferences: allDenied, showBanner: false, gpcHonoured: true });
    expect(result.store?.value).toBe("opt-out");
  });

  it("respects a later explicit opt-in in the settings made with the signal on", () => {
    const record = decide("settings", decidedAt, revision, true, { ...allDenied, analytics: true });
    const result = resolveConsent(record, true, now, revision);
    expect(result).toMatchObject({ store: null, showBanner: false, gpcHonoured: true });
    expect(result.preferences.analytics).toBe(true);
  });

  it("overrides settings made before the signal was on", () => {
    const record = decide("settings", decidedAt, revision, false, { ...allDenied, analytics: true });
    expect(resolveConsent(record, true, now, revision).preferences).toEqual(allDenied);
  });

  it("leaves a refusal as it is (nothing to override)", () => {
    const record = decide("rejected", decidedAt, revision, false);
    expect(resolveConsent(record, true, now, revision)).toMatchObject({ store: null, preferences: allDenied });
  });
});
