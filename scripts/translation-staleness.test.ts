import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { type CommitRef, formatReport, type StaleTranslation, staleTranslations } from "./translation-staleness.ts";

const script = fileURLToPath(new URL("./translation-staleness.ts", import.meta.url));
const repo = mkdtempSync(join(tmpdir(), "keystub-staleness-"));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

/** Git in the fixture repository, with no user or system configuration, at a given time. */
function git(args: readonly string[], date?: string): string {
  return execFileSync("git", args, {
    cwd: repo,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_CONFIG_GLOBAL: "/dev/null",
      GIT_CONFIG_NOSYSTEM: "1",
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    },
  });
}

type Words = Record<string, unknown>;

/** Writes the given translation files (`en/home` → its JSON, undefined to delete it) and commits them at `time` on 2026-03-01. */
function commit(time: string, message: string, files: Record<string, Words | undefined>): CommitRef {
  for (const [file, words] of Object.entries(files)) {
    const path = join(repo, "content", "locales", `${file}.json`);
    mkdirSync(dirname(path), { recursive: true });
    if (words) writeFileSync(path, `${JSON.stringify(words, null, 2)}\n`);
    else rmSync(path);
  }
  const date = `2026-03-01T${time}+00:00`;
  git(["add", "-A"]);
  git(["commit", "-q", "-m", message], date);
  return { commit: git(["rev-parse", "--short", "HEAD"]).trim(), date, subject: message.split("\n")[0] ?? "" };
}

/** The stale entries at `rev`, as "namespace:key" → [English change, Spanish change]. */
function staleAt(rev: string): Record<string, [string, string | null]> {
  return Object.fromEntries(
    staleTranslations(repo, { rev }).map((entry) => [
      `${entry.namespace}:${entry.key}`,
      [entry.englishChangedAt.commit, entry.spanishChangedAt?.commit ?? null],
    ]),
  );
}

// The fixture's history, one commit a step, each step's words built on the last.
git(["init", "-q", "-b", "main"]);
git(["config", "user.name", "Fixture"]);
git(["config", "user.email", "fixture@example.com"]);
writeFileSync(join(repo, "README.md"), "fixture\n");

let en: Words = {
  hero: { title: "Tickets that sell", subtitle: "Fast entry" },
  cta: "Get startd",
  features: ["Fast", "Safe"],
  banner: "New season",
  old: "Old words",
};
let es: Words = {
  hero: { title: "Boletos que se venden", subtitle: "Entrada rápida" },
  cta: "Empieza",
  features: ["Rápido", "Seguro"],
  banner: "Nueva temporada",
  old: "Palabras viejas",
};
let enPricing: Words = { plan: { name: "Basic" } };
let esPricing: Words = { plan: { name: "Básico" } };

const added = commit("09:00:00", "Add the home and pricing words", {
  "en/home": en,
  "es/home": es,
  "en/pricing": enPricing,
  "es/pricing": esPricing,
});
en = { ...en, hero: { title: "Tickets that sell out", subtitle: "Fast entry" }, old: "Older words" };
const sharper = commit("10:00:00", "A sharper hero title\n\nAnd older old words.", { "en/home": en });
es = { ...es, hero: { title: "Boletos que se agotan", subtitle: "Entrada rápida" } };
// Dated before the English change it translates: the order that counts is the history's.
const translated = commit("08:00:00", "Translate the hero title", { "es/home": es });
en = { ...en, cta: "Get started" };
const typo = commit("11:00:00", "Fix a typo in the call to action [copy-only]", { "en/home": en });
enPricing = { ...enPricing, note: "Prices in USD" };
esPricing = { ...esPricing, note: "Precios en USD" };
const note = commit("12:00:00", "Add the pricing note", { "en/pricing": enPricing, "es/pricing": esPricing });
enPricing = { ...enPricing, note: "Prices in USD." };
const period = commit("13:00:00", "Pricing note: a full stop\n\n[COPY-ONLY]", { "en/pricing": enPricing });
// The old words change again (the report names the last change) and a key only English has yet.
en = {
  ...en,
  hero: { title: "Tickets that sell out", subtitle: "Faster entry" },
  features: ["Fast", "Safe", "Cheap"],
  old: "Oldest words",
  launch: "Launch day",
};
enPricing = { ...enPricing, plan: { name: "Starter" } };
const reworded = commit("14:00:00", "Reword the subtitle, a third feature, the plan's new name", {
  "en/home": en,
  "en/pricing": enPricing,
});
en = { ...en, banner: "New season, new prices" };
es = { ...es, banner: "Nueva temporada, nuevos precios" };
const together = commit("15:00:00", "The banner in both languages", { "en/home": en, "es/home": es });
const { old: _oldEnglish, ...enWithoutOld } = en;
const { old: _oldSpanish, ...esWithoutOld } = es;
en = enWithoutOld;
es = esWithoutOld;
const removed = commit("16:00:00", "Remove the old words", { "en/home": en, "es/home": es });

// A translator's branch from here, and an English change made on main meanwhile, with another
// Spanish word of the same file: the merge's file differs from both sides, but no key of it does.
git(["switch", "-q", "-c", "translation"]);
es = { ...es, features: ["Rápido", "Seguro", "Barato"] };
const branchTranslation = commit("19:00:00", "Translate the features and the plan's name", {
  "es/home": es,
  "es/pricing": { ...esPricing, plan: { name: "Inicial" } },
});
git(["switch", "-q", "main"]);
enPricing = { ...enPricing, plan: { name: "Starter plan" } };
esPricing = { ...esPricing, note: "Precios en dólares" };
const renamedAgain = commit("17:00:00", "The plan's name again", { "en/pricing": enPricing, "es/pricing": esPricing });
git(["merge", "-q", "--no-ff", "-m", "Merge the translations", "translation"], "2026-03-01T20:00:00+00:00");

describe("stale translations, from the history", () => {
  it("finds none when both languages are added together", () => {
    expect(staleTranslations(repo, { rev: added.commit })).toEqual([]);
  });

  it("finds a Spanish value whose English changed after it, with both commits", () => {
    expect(staleAt(sharper.commit)).toEqual({
      "home:hero.title": [sharper.commit, added.commit],
      "home:old": [sharper.commit, added.commit],
    });
    const [title] = staleTranslations(repo, { rev: sharper.commit });
    expect(title).toEqual({
      namespace: "home",
      key: "hero.title",
      englishChangedAt: sharper,
      spanishChangedAt: added,
      english: "Tickets that sell out",
      spanish: "Boletos que se venden",
    });
  });

  it("lets a later Spanish change settle it, by history order even when its date is earlier", () => {
    expect(staleAt(translated.commit)).toEqual({ "home:old": [sharper.commit, added.commit] });
  });

  it("does not count English changes in a commit marked [copy-only]", () => {
    expect(staleAt(typo.commit)).toEqual({ "home:old": [sharper.commit, added.commit] });
  });

  it("does not count a [COPY-ONLY] change to a key added in both languages at once", () => {
    expect(staleAt(note.commit)).not.toHaveProperty("pricing:note");
    expect(staleAt(period.commit)).toEqual({ "home:old": [sharper.commit, added.commit] });
  });

  it("reports nested keys and arrays as whole values, across namespaces, sorted", () => {
    const stale = staleTranslations(repo, { rev: reworded.commit });
    expect(stale.map((entry) => `${entry.namespace}:${entry.key}`)).toEqual([
      "home:features",
      "home:hero.subtitle",
      "home:old",
      "pricing:plan.name",
    ]);
    expect(stale[2]).toMatchObject({ englishChangedAt: reworded, spanishChangedAt: added, english: "Oldest words" });
    expect(stale[0]).toMatchObject({
      englishChangedAt: reworded,
      spanishChangedAt: added,
      english: ["Fast", "Safe", "Cheap"],
      spanish: ["Rápido", "Seguro"],
    });
    expect(stale[3]).toMatchObject({ englishChangedAt: reworded, english: "Starter", spanish: "Básico" });
  });

  it("does not report a key changed in both languages by one commit", () => {
    expect(staleAt(together.commit)).not.toHaveProperty("home:banner");
    expect(staleAt(together.commit)).toHaveProperty("home:old");
  });

  it("forgets a key removed from both languages", () => {
    expect(staleAt(removed.commit)).toEqual({
      "home:features": [reworded.commit, added.commit],
      "home:hero.subtitle": [reworded.commit, added.commit],
      "pricing:plan.name": [reworded.commit, added.commit],
    });
  });

  it("after a merge, keeps stale what a branch translated without seeing main's newer English", () => {
    expect(staleAt(branchTranslation.commit)).toEqual({
      "home:hero.subtitle": [reworded.commit, added.commit],
    });
    // The branch's translation of the plan's name is dated after main's change, but did not see it.
    expect(staleAt("HEAD")).toEqual({
      "home:hero.subtitle": [reworded.commit, added.commit],
      "pricing:plan.name": [renamedAgain.commit, branchTranslation.commit],
    });
  });
});

describe("the staleness report's command", () => {
  /** Runs the command in the fixture repository, as `npm run report:staleness` would in this one. */
  const report = (...args: string[]) =>
    execFileSync(process.execPath, [script, ...args], { cwd: repo, encoding: "utf8" });

  it("prints JSON that matches the function", () => {
    const printed = JSON.parse(report("--json")) as StaleTranslation[];
    expect(printed).toEqual(staleTranslations(repo));
    expect(printed.map((entry) => entry.key)).toEqual(["hero.subtitle", "plan.name"]);
  });

  it("prints a count, then each stale key with its changes and words", () => {
    const text = report();
    expect(text.split("\n")[0]).toBe("2 stale Spanish translations (the English changed after the Spanish):");
    expect(text).toContain("home:hero.subtitle");
    expect(text).toContain(
      `pricing:plan.name\n  English changed: ${renamedAgain.date} ${renamedAgain.commit} The plan's name again`,
    );
    expect(text).toContain(`  es: "Inicial"`);
  });

  it("says in one line when nothing is stale", () => {
    expect(formatReport([])).toMatch(/^No stale translations[^\n]*$/);
  });
});
