import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { staleTranslations } from "./translation-staleness.ts";

const repo = mkdtempSync(join(tmpdir(), "keystub-staleness-"));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

/** Git in the fixture repository, with no user or system configuration, at a given time. */
function git(args: readonly string[], date?: string): string {
  const env = { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };
  return execFileSync("git", ["-c", "user.name=Fixture", "-c", "user.email=fixture@example.com", ...args], {
    cwd: repo,
    encoding: "utf8",
    env: date ? { ...env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : env,
  });
}

type Words = Record<string, unknown>;

/** Writes the translation files (`en/home` → its JSON) and commits them at `time`; the short id. */
function commit(time: string, message: string, files: Record<string, Words>): string {
  for (const [file, words] of Object.entries(files)) {
    const path = join(repo, "content", "locales", `${file}.json`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify(words, null, 2)}\n`);
  }
  git(["add", "-A"]);
  git(["commit", "-q", "-m", message], `2026-03-01T${time}+00:00`);
  return git(["rev-parse", "--short", "HEAD"]).trim();
}

/** The stale keys at `rev`, each with the short ids of its English and its Spanish change. */
const staleAt = (rev: string) =>
  Object.fromEntries(
    staleTranslations(repo, rev).map((entry) => [
      entry.key,
      [entry.englishChangedAt.line.split(" ")[0], entry.spanishChangedAt.line.split(" ")[0]],
    ]),
  );

git(["init", "-q", "-b", "main"]);

let en: Words = { hero: { title: "Tickets", subtitle: "Fast entry" }, cta: "Get startd", features: ["Fast"] };
let es: Words = { hero: { title: "Boletos", subtitle: "Entrada rápida" }, cta: "Empieza", features: ["Rápido"] };
let enPricing: Words = { plan: "Basic", a: "A", b: "B", note: "In USD" };
const esPricing: Words = { plan: "Básico", a: "A", b: "B", note: "En USD" };
const added = commit("09:00:00", "Add the words", {
  "en/home": en,
  "es/home": es,
  "en/pricing": enPricing,
  "es/pricing": esPricing,
});
en = { ...en, hero: { title: "Tickets that sell out", subtitle: "Fast entry" } };
const sharper = commit("10:00:00", "A sharper hero title", { "en/home": en });
es = { ...es, hero: { title: "Boletos que se agotan", subtitle: "Entrada rápida" } };
// Dated before the English change it translates: the order that counts is the history's.
const translated = commit("08:00:00", "Translate the hero title", { "es/home": es });
en = { ...en, cta: "Get started" };
const typo = commit("11:00:00", "Fix a typo\n\n[COPY-ONLY]", { "en/home": en });
en = { ...en, hero: { title: "Tickets that sell out", subtitle: "Faster" }, features: ["Fast", "Cheap"], new: "New" };
enPricing = { ...enPricing, plan: "Starter" };
const reworded = commit("12:00:00", "Reword the subtitle, a feature, the plan", {
  "en/home": en,
  "en/pricing": enPricing,
});
// A translator's branch from here, and an English change on main meanwhile.
git(["switch", "-q", "-c", "translation"]);
const branch = commit("19:00:00", "Translate the features and the plan", {
  "es/home": { ...es, features: ["Rápido", "Barato"] },
  "es/pricing": { ...esPricing, plan: "Inicial" },
});
git(["switch", "-q", "main"]);
const renamedAgain = commit("13:00:00", "The plan's name again", {
  "en/pricing": { ...enPricing, plan: "Starter plan" },
  "es/pricing": { ...esPricing, note: "En dólares" },
});
git(["merge", "-q", "--no-ff", "-m", "Merge the translations", "translation"], "2026-03-01T20:00:00+00:00");

describe("stale translations, from the history", () => {
  it.each([
    ["both languages added together", added, {}],
    ["a Spanish value whose English changed after it", sharper, { "home:hero.title": [sharper, added] }],
    ["a later Spanish change settles it, by history order, not date", translated, {}],
    ["an English change in a [copy-only] commit does not count", typo, {}],
    [
      "nested keys and arrays as whole values, across namespaces, sorted; a key only English has is left out",
      reworded,
      {
        "home:features": [reworded, added],
        "home:hero.subtitle": [reworded, added],
        "pricing:plan": [reworded, added],
      },
    ],
    ["a branch's translation settles what it saw", branch, { "home:hero.subtitle": [reworded, added] }],
    [
      "after the merge, a branch's translation that did not see main's newer English stays stale",
      "HEAD",
      { "home:hero.subtitle": [reworded, added], "pricing:plan": [renamedAgain, branch] },
    ],
  ])("%s", (_, rev, expected) => {
    expect(staleAt(rev)).toEqual(expected);
  });

  it("prints each stale key with its changes and words, or one line when none is", () => {
    const report = (rev?: string) => {
      if (rev) git(["checkout", "-q", rev]);
      const script = fileURLToPath(new URL("./translation-staleness.ts", import.meta.url));
      return execFileSync(process.execPath, [script], { cwd: repo, encoding: "utf8" });
    };
    const text = report();
    expect(text.split("\n")[0]).toBe("2 stale Spanish translations (the English changed after the Spanish):");
    expect(text).toContain(
      `pricing:plan\n  English changed: ${renamedAgain} 2026-03-01T13:00:00+00:00 The plan's name again`,
    );
    expect(text).toContain(`  es: "Inicial"`);
    expect(report(added)).toMatch(/^No stale translations[^\n]*\n$/);
  });
});
