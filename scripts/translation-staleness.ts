// `npm run report:staleness` (docs/content-editing.md): the Spanish values whose English changed in a
// commit no change of them built on, `[copy-only]` commits and merges aside. A report: it exits 0.
import { execFileSync } from "node:child_process";

type Value = string | number | boolean | null | readonly Value[];
type Commit = { readonly id: string; readonly line: string };

const localeFile = /^content\/locales\/(en|es)\/([^/]+)\.json$/;

/** A translation file's JSON as "namespace:key.path" → value; empty when absent or not JSON. */
function flatten(json: string, prefix: string, into = new Map<string, Value>()): Map<string, Value> {
  const walk = (value: unknown, path: string) => {
    if (value && typeof value === "object" && !Array.isArray(value))
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    else into.set(`${prefix}:${path}`, value as Value);
  };
  try {
    walk(JSON.parse(json), "");
  } catch {
    // A broken version changes nothing, so that it does not mark the whole file.
  }
  return into;
}

/** The stale Spanish values of the repository in `cwd` at `rev`, sorted by namespace and key. */
export function staleTranslations(cwd: string, rev = "HEAD") {
  const git = (...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8", maxBuffer: 1 << 30 });
  const blob = (id: string) => (/^0+$/.test(id) ? "" : git("cat-file", "blob", id));
  // Each key's changes, oldest first: the commit, and whether it changed the English or the Spanish.
  const changes = new Map<string, { commit: Commit; english: boolean }[]>();
  const format = "%x00%H%x1f%h %aI %s%x1f%B%x1e";
  const log = git(
    "log",
    "--topo-order",
    "--reverse",
    "--no-merges",
    "--full-history",
    "--no-renames",
    "--raw",
    `--format=${format}`,
    rev,
    "--",
    "content/locales",
  );
  for (const record of log.split("\0").slice(1)) {
    const [header = "", raw = ""] = record.split("\x1e");
    const [id = "", line = "", message = ""] = header.split("\x1f");
    for (const [, before = "", after = "", path = ""] of raw.matchAll(/^:\S+ \S+ (\S+) (\S+) \S+\t(.+)$/gm)) {
      const [, language, namespace = ""] = localeFile.exec(path) ?? [];
      if (!language || (language === "en" && /\[copy-only\]/i.test(message))) continue;
      const [old, now] = [flatten(blob(before), namespace), flatten(blob(after), namespace)];
      for (const key of new Set([...old.keys(), ...now.keys()]))
        if (JSON.stringify(old.get(key)) !== JSON.stringify(now.get(key)))
          changes.set(key, [...(changes.get(key) ?? []), { commit: { id, line }, english: language === "en" }]);
    }
  }
  const ancestors = new Map<string, Set<string>>();
  const builtOn = (english: Commit, spanish: Commit) => {
    if (!ancestors.has(spanish.id)) ancestors.set(spanish.id, new Set(git("rev-list", spanish.id).split("\n")));
    return ancestors.get(spanish.id)?.has(english.id);
  };
  const current = (language: string) => {
    const words = new Map<string, Value>();
    for (const path of git("ls-tree", "-r", "--name-only", rev, `content/locales/${language}/`).split("\n")) {
      const namespace = localeFile.exec(path)?.[2];
      if (namespace) flatten(git("show", `${rev}:${path}`), namespace, words);
    }
    return words;
  };
  const spanish = current("es");
  const stale = [...current("en")].flatMap(([key, english]) => {
    const history = changes.get(key) ?? [];
    const translations = history.filter((change) => !change.english).map((change) => change.commit);
    const unseen = history.filter(
      (change) => change.english && !translations.some((translation) => builtOn(change.commit, translation)),
    );
    const [englishChangedAt, spanishChangedAt] = [unseen.at(-1)?.commit, translations.at(-1)];
    return englishChangedAt && spanishChangedAt && spanish.has(key)
      ? [{ key, english, spanish: spanish.get(key) ?? null, englishChangedAt, spanishChangedAt }]
      : [];
  });
  return stale.sort((a, b) => (a.key < b.key ? -1 : 1));
}

if (import.meta.main) {
  const stale = staleTranslations(process.cwd());
  console.log(
    stale.length === 0
      ? "No stale translations: every Spanish value has followed the last change to its English."
      : `${stale.length} stale Spanish translation${stale.length === 1 ? "" : "s"} (the English changed after the Spanish):`,
  );
  for (const { key, englishChangedAt, spanishChangedAt, english, spanish } of stale)
    console.log(
      `\n${key}\n  English changed: ${englishChangedAt.line}\n  Spanish changed: ${spanishChangedAt.line}\n  en: ${JSON.stringify(english)}\n  es: ${JSON.stringify(spanish)}`,
    );
}
