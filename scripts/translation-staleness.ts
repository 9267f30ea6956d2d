// Which Spanish words are older than the English they translate, from the repository's history.
// A Spanish value is stale when the English value of the same key changed in a commit the last
// change of the Spanish value did not build on: English is the source, so a translator who has not
// seen the new English has not translated it. A commit whose message holds `[copy-only]` (any case)
// is a typo or punctuation fix to English that needs no new translation, and its English changes
// do not count. `npm run report:staleness` prints the report (`-- --json` for JSON); it is a report,
// not a gate, so it exits 0 whatever it finds.
import { execFileSync } from "node:child_process";

/** A value of a translation file: a string, or an array of strings kept as one value. */
export type LocaleValue = string | number | boolean | null | readonly LocaleValue[];

/** A commit as the report names it. */
export interface CommitRef {
  readonly commit: string;
  readonly date: string;
  readonly subject: string;
}

/** One Spanish value whose English changed after it. */
export interface StaleTranslation {
  readonly namespace: string;
  readonly key: string;
  readonly englishChangedAt: CommitRef;
  readonly spanishChangedAt: CommitRef | null;
  readonly english: LocaleValue;
  readonly spanish: LocaleValue;
}

export interface StalenessOptions {
  /** The revision whose history is read; HEAD unless given. */
  readonly rev?: string;
  /** The folder of the translation files, from the repository's root. */
  readonly localesDir?: string;
}

const source = "en";
const target = "es";
const escapeWord = /\[copy-only\]/i;

/** A translation file's change in one commit: its blob before (one per parent) and after ("" when absent). */
interface FileChange {
  readonly language: string;
  readonly namespace: string;
  readonly before: readonly string[];
  readonly after: string;
}

/** A commit that touched the translation files, with its parents in the history limited to them. */
interface LocaleCommit {
  readonly id: string;
  readonly parents: readonly string[];
  readonly ref: CommitRef;
  readonly copyOnly: boolean;
  readonly changes: readonly FileChange[];
}

/**
 * What the history says of one key at one commit: the English changes no Spanish change has
 * followed yet (pending), those a later Spanish change followed (covered), and the last Spanish
 * change. Commits are numbered by their place in the walk, parents before children.
 */
interface KeyState {
  readonly pending: readonly number[];
  readonly covered: readonly number[];
  readonly lastSpanish: number | undefined;
}

type KeyStates = Map<string, KeyState>;

const emptyState: KeyState = { pending: [], covered: [], lastSpanish: undefined };

/** Runs git in `cwd` and returns its output. */
function git(cwd: string, args: readonly string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", maxBuffer: 1 << 30, stdio: ["ignore", "pipe", "pipe"] });
}

/** Splits a translation file's path into its language and namespace, or undefined for any other file. */
function localeFile(path: string, localesDir: string): { language: string; namespace: string } | undefined {
  if (!path.startsWith(`${localesDir}/`)) return undefined;
  const [, language, namespace] = /^([^/]+)\/([^/]+)\.json$/.exec(path.slice(localesDir.length + 1)) ?? [];
  if ((language !== source && language !== target) || !namespace) return undefined;
  return { language, namespace };
}

/**
 * One line of `git log --raw` (`:` for a commit, `::` for a merge's combined diff, one blob per
 * parent) as a file change, or undefined when it is not a translation file.
 */
function parseRawLine(line: string, localesDir: string): FileChange | undefined {
  const [meta = "", path = ""] = line.split("\t");
  const file = localeFile(path, localesDir);
  if (!file) return undefined;
  const parents = /^:+/.exec(meta)?.[0].length ?? 1;
  // Modes for each parent and the result, then blobs for each parent and the result, then the status.
  const blobs = meta.split(" ").slice(parents + 1, parents * 2 + 2);
  const present = (blob: string) => (/^0+$/.test(blob) ? "" : blob);
  return { ...file, before: blobs.slice(0, -1).map(present), after: present(blobs.at(-1) ?? "") };
}

/**
 * The commits that touched the translation files, parents before children, each with the
 * simplified parents git gives with `--parents` (the nearest ancestors that touched them too) and
 * the files it changed: from its parent, or, for a merge, those that differ from every parent.
 */
function localeHistory(root: string, rev: string, localesDir: string): LocaleCommit[] {
  const format = "%x00%H%x1f%P%x1f%h%x1f%aI%x1f%s%x1f%B%x1e";
  const log = git(root, [
    "log",
    "--topo-order",
    "--reverse",
    "--parents",
    "--root",
    "--no-renames",
    "--raw",
    "-c",
    "--no-show-signature",
    `--format=${format}`,
    rev,
    "--",
    `${localesDir}/${source}`,
    `${localesDir}/${target}`,
  ]);
  return log
    .split("\0")
    .filter((record) => record.includes("\x1e"))
    .map((record) => {
      const [header = "", raw = ""] = record.split("\x1e");
      const [id = "", parents = "", commit = "", date = "", subject = "", message = ""] = header.split("\x1f");
      return {
        id,
        parents: parents.split(" ").filter(Boolean),
        ref: { commit, date, subject },
        copyOnly: escapeWord.test(message),
        changes: raw
          .split("\n")
          .filter((line) => line.startsWith(":"))
          .flatMap((line) => parseRawLine(line, localesDir) ?? []),
      };
    });
}

/** Flattens parsed JSON into its key paths ("hero.title"): objects are walked, anything else is one value. */
function flatten(value: unknown, prefix = "", into = new Map<string, LocaleValue>()): Map<string, LocaleValue> {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into.set(prefix, value as LocaleValue);
  }
  return into;
}

/** Reads a file version by its blob id as key paths and values (cached: a version is read once); undefined when it is not JSON. */
function readBlob(
  root: string,
  blob: string,
  cache: Map<string, Map<string, LocaleValue> | undefined>,
): Map<string, LocaleValue> | undefined {
  if (!blob) return new Map();
  if (!cache.has(blob)) {
    let keys: Map<string, LocaleValue> | undefined;
    try {
      keys = flatten(JSON.parse(git(root, ["cat-file", "blob", blob])));
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
    }
    cache.set(blob, keys);
  }
  return cache.get(blob);
}

/** Whether two values are the same JSON. */
function sameValue(a: LocaleValue | undefined, b: LocaleValue | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The keys a file change changed: added, removed or given another value. For a merge, only a key
 * whose value differs from every parent's is the merge's own change; the others came from a parent.
 * A version that is not JSON changes nothing, so a broken commit does not mark the whole file.
 */
function changedKeys(
  root: string,
  change: FileChange,
  cache: Map<string, Map<string, LocaleValue> | undefined>,
): string[] {
  const after = readBlob(root, change.after, cache);
  const before = change.before.map((blob) => readBlob(root, blob, cache));
  if (!after || before.some((keys) => !keys)) return [];
  const parents = before as Map<string, LocaleValue>[];
  const keys = new Set([...after.keys(), ...parents.flatMap((keys) => [...keys.keys()])]);
  return [...keys].filter((key) => parents.every((keys) => !sameValue(keys.get(key), after.get(key))));
}

/** Identifies a key across namespaces. */
function keyId(namespace: string, key: string): string {
  return `${namespace}\0${key}`;
}

/**
 * A key's state after a commit that changed it: a Spanish change follows every English change
 * before it (one in the same commit too); a counted English change waits for a Spanish one.
 */
function applyChange(state: KeyState, index: number, english: boolean, spanish: boolean): KeyState {
  if (spanish) return { pending: [], covered: [...state.covered, ...state.pending], lastSpanish: index };
  if (english) return { ...state, pending: [...state.pending, index] };
  return state;
}

/**
 * A key's state at a merge: an English change pending on one side stays pending unless the other
 * side had it followed by a Spanish change, since then a translator saw it.
 */
function mergeKeyStates(states: readonly KeyState[]): KeyState {
  const covered = new Set(states.flatMap((state) => state.covered));
  const pending = new Set(states.flatMap((state) => state.pending).filter((index) => !covered.has(index)));
  const lastSpanish = Math.max(...states.map((state) => state.lastSpanish ?? -1));
  return { pending: [...pending], covered: [...covered], lastSpanish: lastSpanish < 0 ? undefined : lastSpanish };
}

/** The states of every key at a merge, from its parents' states. */
function mergeStates(parents: readonly KeyStates[]): KeyStates {
  const ids = new Set(parents.flatMap((states) => [...states.keys()]));
  return new Map(
    [...ids].map((id) => [id, mergeKeyStates(parents.map((states) => states.get(id) ?? emptyState))] as const),
  );
}

/**
 * Walks the commits parents first and returns every key's state at the last one (the revision's
 * own state, as every commit walked is its ancestor). A commit's states are kept only until its
 * last child has taken them, and a linear history hands one map down without copying it.
 */
function walkHistory(root: string, commits: readonly LocaleCommit[]): KeyStates {
  const index = new Map(commits.map((commit, i) => [commit.id, i]));
  const parentsOf = commits.map((commit) => [...new Set(commit.parents.flatMap((parent) => index.get(parent) ?? []))]);
  const children = commits.map(() => 0);
  for (const parents of parentsOf) for (const parent of parents) children[parent] = (children[parent] ?? 0) + 1;
  const states: (KeyStates | undefined)[] = [];
  const take = (parent: number): KeyStates => {
    const parentStates = states[parent] ?? new Map<string, KeyState>();
    const left = (children[parent] ?? 1) - 1;
    children[parent] = left;
    if (left > 0) return new Map(parentStates);
    states[parent] = undefined;
    return parentStates;
  };
  const blobs = new Map<string, Map<string, LocaleValue> | undefined>();
  commits.forEach((commit, i) => {
    const parents = parentsOf[i] ?? [];
    const keyStates =
      parents.length > 1 ? mergeStates(parents.map(take)) : parents[0] === undefined ? new Map() : take(parents[0]);
    for (const [id, change] of commitChanges(root, commit, blobs)) {
      keyStates.set(id, applyChange(keyStates.get(id) ?? emptyState, i, change.english, change.spanish));
    }
    states[i] = keyStates;
  });
  return states.at(-1) ?? new Map();
}

/** The keys a commit changed, with whether it changed their English (when it counts) and their Spanish. */
function commitChanges(
  root: string,
  commit: LocaleCommit,
  blobs: Map<string, Map<string, LocaleValue> | undefined>,
): Map<string, { english: boolean; spanish: boolean }> {
  const changes = new Map<string, { english: boolean; spanish: boolean }>();
  for (const change of commit.changes) {
    if (change.language === source && commit.copyOnly) continue;
    for (const key of changedKeys(root, change, blobs)) {
      const id = keyId(change.namespace, key);
      const seen = changes.get(id) ?? { english: false, spanish: false };
      changes.set(id, change.language === source ? { ...seen, english: true } : { ...seen, spanish: true });
    }
  }
  return changes;
}

/** The translation files at `rev`, as namespace → language → key paths and values. */
function currentWords(
  root: string,
  rev: string,
  localesDir: string,
): Map<string, Map<string, Map<string, LocaleValue>>> {
  const words = new Map<string, Map<string, Map<string, LocaleValue>>>();
  const paths = git(root, ["ls-tree", "-r", "--name-only", "--full-name", rev, "--", `${localesDir}/`]);
  for (const path of paths.split("\n")) {
    const file = localeFile(path, localesDir);
    if (!file) continue;
    const languages = words.get(file.namespace) ?? new Map<string, Map<string, LocaleValue>>();
    languages.set(file.language, flatten(JSON.parse(git(root, ["show", `${rev}:${path}`]))));
    words.set(file.namespace, languages);
  }
  return words;
}

/**
 * The Spanish values of `repoDir` at `rev` (HEAD unless given) whose English changed after them,
 * sorted by namespace and key. Only keys present in both languages are reported; a missing
 * translation is another check's concern.
 */
export function staleTranslations(repoDir: string, options: StalenessOptions = {}): StaleTranslation[] {
  const rev = options.rev ?? "HEAD";
  const localesDir = (options.localesDir ?? "content/locales").replace(/\/+$/, "");
  const root = git(repoDir, ["rev-parse", "--show-toplevel"]).trim();
  const commits = localeHistory(root, rev, localesDir);
  const states = walkHistory(root, commits);
  const words = currentWords(root, rev, localesDir);
  const stale: StaleTranslation[] = [];
  for (const [namespace, languages] of words) {
    const english = languages.get(source) ?? new Map<string, LocaleValue>();
    const spanish = languages.get(target) ?? new Map<string, LocaleValue>();
    for (const [key, englishValue] of english) {
      const state = states.get(keyId(namespace, key));
      const spanishValue = spanish.get(key);
      if (!state?.pending.length || spanishValue === undefined) continue;
      const englishCommit = commits[Math.max(...state.pending)];
      if (!englishCommit) continue;
      const spanishCommit = state.lastSpanish === undefined ? undefined : commits[state.lastSpanish];
      stale.push({
        namespace,
        key,
        englishChangedAt: englishCommit.ref,
        spanishChangedAt: spanishCommit?.ref ?? null,
        english: englishValue,
        spanish: spanishValue,
      });
    }
  }
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return stale.sort((a, b) => order(a.namespace, b.namespace) || order(a.key, b.key));
}

/** A commit in one line of the report: date, short id and subject (cut to fit a line). */
function describeCommit(ref: CommitRef | null): string {
  if (!ref) return "never";
  const subject = ref.subject.length > 100 ? `${ref.subject.slice(0, 99)}…` : ref.subject;
  return `${ref.date} ${ref.commit} ${subject}`;
}

/** The report as text: a count, then one block per stale key; one line when nothing is stale. */
export function formatReport(stale: readonly StaleTranslation[]): string {
  if (stale.length === 0)
    return "No stale translations: every Spanish value has followed the last change to its English.";
  const count = stale.length === 1 ? "1 stale Spanish translation" : `${stale.length} stale Spanish translations`;
  const blocks = stale.map((entry) =>
    [
      `${entry.namespace}:${entry.key}`,
      `  English changed: ${describeCommit(entry.englishChangedAt)}`,
      `  Spanish changed: ${describeCommit(entry.spanishChangedAt)}`,
      `  en: ${JSON.stringify(entry.english)}`,
      `  es: ${JSON.stringify(entry.spanish)}`,
    ].join("\n"),
  );
  return `${count} (the English changed after the Spanish):\n\n${blocks.join("\n\n")}`;
}

if (import.meta.main) {
  const stale = staleTranslations(process.cwd());
  console.log(process.argv.includes("--json") ? JSON.stringify(stale, null, 2) : formatReport(stale));
}
