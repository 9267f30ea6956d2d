// Every file, folder, heading and anchor that a comment or a Markdown file names exists. A path to
// something deleted on purpose is written with "(removed)" after it, as the decision records do.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("..", import.meta.url).pathname;
const gitFiles = (...options: string[]) =>
  execFileSync("git", ["ls-files", ...options], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => file && existsSync(join(root, file)));
const tracked = gitFiles();
// What a reader can open: tracked files and new ones git does not ignore (checked before their first commit).
const readable = gitFiles("--cached", "--others", "--exclude-standard");

const codeFile = /\.(ts|tsx|mts|css|ya?ml)$|(^|\/)(Dockerfile|\.env\.example)$|^\.ci\//;
const markdownFile = /\.md$/;

/** The comments of a source file (line, block and JSX comments), where prose names other files. */
function comments(source: string): string {
  const found: string[] = [];
  for (const match of source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:"'`\w\\])\/\/[^\n]*|^\s*#[^\n]*/gm)) found.push(match[0]);
  return found.join("\n");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");
}

function headings(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8").replace(/```[\s\S]*?```/g, "");
  return [...text.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((match) => match[1] as string);
}

/** Whether a path names something in the repository: a file or folder, or a module named without its extension. */
function exists(path: string): boolean {
  if (existsSync(join(root, path))) return true;
  const folder = join(root, dirname(path));
  return existsSync(folder) && readdirSync(folder).some((entry) => entry.startsWith(`${basename(path)}.`));
}

type Problem = { file: string; reference: string; why: string };

/** A path ends on a word character, so a sentence's full stop is not part of it. */
const pathBody = String.raw`[\w./+-]*\w`;
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// The repository's top-level entries, as git tracks them: its folders, and the files at its root.
const topEntries = [...new Set(tracked.map((file) => file.split("/")[0] ?? ""))];
const topFolders = topEntries.filter((entry) => tracked.some((file) => file.startsWith(`${entry}/`)));
const topFolder = `(?:${topFolders.map(literal).join("|")})/`;
// What git ignores: made by the build, the tests or a run.
const ignored = readFileSync(join(root, ".gitignore"), "utf8")
  .split("\n")
  .map((line) => line.trim().replace(/\/$/, ""))
  .filter((line) => line && !line.startsWith("#") && !/[*!]/.test(line));

/** How a text names a file, and where the name is resolved from. */
const kinds: { pattern: string; resolve: (file: string, path: string) => string }[] = [
  // From the root: a path that starts with one of the repository's top folders (app/…, .github/…).
  { pattern: `${topFolder}${pathBody}`, resolve: (_, path) => path },
  // From the naming file's folder: ./… and ../… (in quotes it is an example import, not a reference).
  { pattern: `(?<!["'])\\.{1,2}/${pathBody}`, resolve: (file, path) => join(dirname(file), path) },
  // The root's own files (package.json, Dockerfile, *.config.ts…) and capitalised Markdown names, at the root or beside.
  {
    pattern: String.raw`(?:Dockerfile|\.env\.[\w-]+|\.nvmrc|\.npmrc|\.gitignore|\.dockerignore|\.editorconfig|package(?:-lock)?\.json|tsconfig(?:\.[\w-]+)?\.json|biome\.jsonc?|[\w-]+(?:\.[\w-]+)*\.config\.[cm]?[jt]s|[A-Z][A-Z0-9_-]*\.md)(?![\w/-])`,
    resolve: (file, path) => (exists(join(dirname(file), path)) ? join(dirname(file), path) : path),
  },
  // A source file in a subfolder of the naming file's (text/html or VARIABLE/x are no paths).
  {
    pattern: `(?![A-Z][A-Z0-9_]*/)(?!${topFolder})[\\w-]+/${pathBody}\\.(?:tsx?|mts|css|md|json|ya?ml)(?![\\w/-])`,
    resolve: (file, path) => join(dirname(file), path),
  },
];

function problemsIn(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  /** A path that exists, and in a Markdown file the heading its #anchor or quoted section names. */
  const check = (path: string, named: string, anchor?: string, section?: string) => {
    if (!exists(path)) return void problems.push({ file, reference: named, why: "does not exist" });
    if (!path.endsWith(".md")) return;
    if (anchor && !headings(path).some((heading) => slug(heading) === anchor.slice(1))) {
      problems.push({ file, reference: `${named}${anchor}`, why: "has no such heading" });
    }
    if (section && !headings(path).some((heading) => heading.startsWith(section))) {
      problems.push({ file, reference: `${named} "${section}"`, why: "has no such section" });
    }
  };
  for (const { pattern, resolve } of kinds) {
    // A path, an optional #anchor, and an optional quoted section name after a comma.
    const found = new RegExp(
      `(?<![\\w./@:~$-])(${pattern})(#[\\w-]+)?(?:(?:,|:)?\\s+"([^"\\n]+)")?(/?\`?\\s+\\(removed\\))?`,
      "g",
    );
    for (const match of text.matchAll(found)) {
      const [, named = "", anchor, section, removed] = match;
      if (removed || /[*{}]/.test(named)) continue;
      // A path into what git ignores names output (build/…, ./data), which a clean clone does not have.
      const path = normalize(resolve(file, named));
      if ([named.replace(/^(\.\.?\/)+/, ""), path].some((name) => ignored.includes(name.split("/")[0] ?? ""))) continue;
      check(path, named, anchor, section);
    }
  }
  // Markdown links to files of the repository, relative to the file that holds them.
  if (markdownFile.test(file)) {
    for (const [, target = "", anchor] of text.matchAll(/\]\((?!https?:|mailto:|#)([^)\s]+?)(#[\w-]+)?\)/g)) {
      check(normalize(join(dirname(file), target)), target, anchor);
    }
  }
  return problems;
}

describe("what the words point at", () => {
  it("exists: every path, heading and anchor named in a comment or a Markdown file", () => {
    const problems = readable.flatMap((file) => {
      if (markdownFile.test(file)) return problemsIn(file, readFileSync(join(root, file), "utf8"));
      if (codeFile.test(file)) return problemsIn(file, comments(readFileSync(join(root, file), "utf8")));
      return [];
    });
    const lines = problems.map(({ file, reference, why }) => `${file}: ${reference} ${why}`);
    expect([...new Set(lines)]).toEqual([]);
  });

  // Names made up for this run, so that no file of the repository names a file that is not there.
  const missing = randomUUID();
  const style = `STYLE-${missing.toUpperCase()}.md`;
  it.each([
    // A Markdown link is also a path: it may be found twice. Every folder git tracks at the top counts.
    [
      "README.md",
      `See app/${missing}.tsx, docs/product.md#no-such-heading, docs/product.md, "No such section" and [a](docs/${missing}.md). ` +
        `app/document.tsx, docs/product.md "Pages", scripts/${missing}.ts (removed), setup/${missing}.ts, .github/${missing}.yml`,
      [
        `app/${missing}.tsx`,
        "docs/product.md#no-such-heading",
        'docs/product.md "No such section"',
        `docs/${missing}.md`,
        `setup/${missing}.ts`,
        `.github/${missing}.yml`,
      ],
    ],
    // Relative to the file that names them.
    [
      "server/admin/admin.server.ts",
      `../storage/${missing}.ts, ./${missing}.ts, storage/operations.server.ts, ../storage/operations.server.ts, ./admin.server.ts`,
      [`../storage/${missing}.ts`, `./${missing}.ts`, "storage/operations.server.ts"],
    ],
    ["server/README.md", "contact/README.md, ../README.md, ../Dockerfile", []],
    ["server/main.ts", `import code from "./${missing}.ts"`, []],
    // The root's own files, and capitalised Markdown names, at the root or beside the naming file.
    [
      "app/document.tsx",
      `${style}, vite.${missing}.config.ts, package.json, Dockerfile, vite.config.ts, biome.json, .env.example, README.md`,
      [style, `vite.${missing}.config.ts`],
    ],
    // What git ignores is output, which a clean clone does not have; an environment variable is not a folder.
    ["docs/README.md", `build/${missing}.json, ./data, BUILD_DIR/${missing}.json`, []],
  ])("is checked: what %s names", (file, text, found) => {
    expect([...new Set(problemsIn(file, text).map((problem) => problem.reference))]).toEqual(found);
  });
});

it("keeps every Markdown line to a reader's screen: none is over 300 characters", () => {
  const long = tracked
    .filter((file) => markdownFile.test(file))
    .flatMap((file) =>
      readFileSync(join(root, file), "utf8")
        .split("\n")
        .flatMap((line, index) => (line.length > 300 ? [`${file}:${index + 1} (${line.length})`] : [])),
    );
  expect(long).toEqual([]);
});
