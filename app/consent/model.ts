// The consent model (app/consent/README.md). Pure: no storage, no DOM, so every rule is unit-tested.

export const categories = ["necessary", "functional", "performance", "analytics", "advertisement", "others"] as const;
export type Category = (typeof categories)[number];
export type Preferences = Readonly<Record<Category, boolean>>;

// `rejected` is Reject all: refusing consent is not the same statement as opting out of sale.
export const consentValues = ["accepted", "rejected", "opt-out", "settings"] as const;
export type ConsentValue = (typeof consentValues)[number];

export interface ConsentRecord {
  readonly value: ConsentValue;
  readonly preferences: Preferences;
  /** When the visitor (or their browser's Global Privacy Control signal) made this choice, ms since the epoch. */
  readonly decidedAt: number;
  /** The revision of the notice the choice answered; another revision asks again. */
  readonly revision: string;
  /** The Global Privacy Control signal was present when the choice was made. */
  readonly gpc: boolean;
}

/** docs/product.md: a choice, refusals included, lasts 11 months. */
export const consentLifetimeMonths = 11;

export const allGranted: Preferences = {
  necessary: true,
  functional: true,
  performance: true,
  analytics: true,
  advertisement: true,
  others: true,
};

export const allDenied: Preferences = {
  necessary: true,
  functional: false,
  performance: false,
  analytics: false,
  advertisement: false,
  others: false,
};

/** `months` calendar months after `time` (UTC); a day the target month lacks becomes its last day. */
export function addMonths(time: number, months: number): number {
  const date = new Date(time);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

export function expiresAt(record: Pick<ConsentRecord, "decidedAt">): number {
  return addMonths(record.decidedAt, consentLifetimeMonths);
}

/** The preferences a choice stands for; only `settings` keeps what the switches said. */
export function preferencesFor(value: ConsentValue, chosen?: Preferences): Preferences {
  if (value === "accepted") return allGranted;
  if (value === "settings" && chosen) return { ...chosen, necessary: true };
  return allDenied;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The three localStorage entries, as app/consent/README.md describes them. */
export interface StoredEntries {
  readonly consent: string | null;
  readonly details: string | null;
  readonly preferences: string | null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The record, or null when an entry is missing, unreadable or inconsistent: a corrupt record is no consent. */
export function parseRecord({ consent: value, details, preferences }: StoredEntries): ConsentRecord | null {
  if (value === null || details === null || preferences === null) return null;
  const fields = parseJson(details);
  const stored = parseJson(preferences);
  if (!isObject(fields) || !isObject(stored)) return null;
  const { decidedAt, revision, gpc } = fields;
  if (!consentValues.includes(value as ConsentValue)) return null;
  if (typeof decidedAt !== "string" || typeof revision !== "string" || typeof gpc !== "boolean") return null;
  const time = Date.parse(decidedAt);
  if (!Number.isFinite(time) || new Date(time).toISOString() !== decidedAt) return null;
  if (Object.keys(stored).length !== categories.length) return null;
  const granted = {} as Record<Category, boolean>;
  for (const category of categories) {
    const on = stored[category];
    if (typeof on !== "boolean") return null;
    granted[category] = on;
  }
  const expected = preferencesFor(value as ConsentValue, granted);
  if (categories.some((category) => expected[category] !== granted[category])) return null;
  return { value: value as ConsentValue, preferences: granted, decidedAt: time, revision, gpc };
}

/** The three localStorage entries of a record (docs/product.md: `cookie-consent`, `cookie-preferences`). */
export function serializeRecord(record: ConsentRecord): { consent: string; details: string; preferences: string } {
  const { value, decidedAt, revision, gpc, preferences } = record;
  return {
    consent: value,
    details: JSON.stringify({ decidedAt: new Date(decidedAt).toISOString(), revision, gpc }),
    preferences: JSON.stringify(Object.fromEntries(categories.map((category) => [category, preferences[category]]))),
  };
}

/** A clock skew larger than this makes a record from the future count as corrupt. */
const allowedSkewMs = 24 * 60 * 60 * 1000;

export type RecordStatus = "valid" | "missing" | "expired" | "outdated" | "future";

export function recordStatus(record: ConsentRecord | null, now: number, revision: string): RecordStatus {
  if (!record) return "missing";
  if (record.decidedAt > now + allowedSkewMs) return "future";
  if (now >= expiresAt(record)) return "expired";
  if (record.revision !== revision) return "outdated";
  return "valid";
}

export interface Resolution {
  /** What the page may do now. */
  readonly preferences: Preferences;
  /** The record that stands after this visit's rules ran (null: no consent yet). */
  readonly record: ConsentRecord | null;
  /** A record to store now: the opt-out the Global Privacy Control signal stands for. */
  readonly store: ConsentRecord | null;
  /** The stored record was unusable and must be removed. */
  readonly discard: boolean;
  /** Ask: no valid choice exists. */
  readonly showBanner: boolean;
  /** The browser's Global Privacy Control signal decided this visit (say so, docs/product.md). */
  readonly gpcHonoured: boolean;
}

/** GPC opts out, over Accept All too, but not over settings chosen while it was on (app/consent/README.md). */
export function resolveConsent(stored: ConsentRecord | null, gpc: boolean, now: number, revision: string): Resolution {
  const status = recordStatus(stored, now, revision);
  const record = status === "valid" ? stored : null;
  const discard = stored !== null && record === null;
  if (gpc) {
    const nothingGranted = record !== null && categories.every((c) => c === "necessary" || !record.preferences[c]);
    if (record && ((record.gpc && record.value === "settings") || nothingGranted)) {
      return { preferences: record.preferences, record, store: null, discard, showBanner: false, gpcHonoured: true };
    }
    const optOut: ConsentRecord = { value: "opt-out", preferences: allDenied, decidedAt: now, revision, gpc: true };
    return { preferences: allDenied, record: optOut, store: optOut, discard, showBanner: false, gpcHonoured: true };
  }
  if (record) {
    return { preferences: record.preferences, record, store: null, discard, showBanner: false, gpcHonoured: false };
  }
  return { preferences: allDenied, record: null, store: null, discard, showBanner: true, gpcHonoured: false };
}

export function decide(
  value: ConsentValue,
  now: number,
  revision: string,
  gpc: boolean,
  chosen?: Preferences,
): ConsentRecord {
  return { value, preferences: preferencesFor(value, chosen), decidedAt: now, revision, gpc };
}
