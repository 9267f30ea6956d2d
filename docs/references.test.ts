// Every file, folder, heading and anchor that a comment or a Markdown file names exists: a reader
// who follows one never lands nowhere. A path to something deleted on purpose is written with
// "(removed)" after it, as the decision records do when they tell what an earlier design had.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("..", import.meta.url).pathname;
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((file) => file && existsSync(join(root, file)));

const codeFile = /\.(ts|tsx|mts|css)$|(^|\/)Dockerfile$/;
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

interface Problem {
  readonly file: string;
  readonly reference: string;
  readonly why: string;
}

function problemsIn(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  const top = "(?:app|server|site|scripts|tests|content|docs|bench|art|public|\\.github|\\.ci)";
  // A repository path, an optional #anchor, and an optional quoted section name after a comma.
  const pattern = new RegExp(
    `(?<![\\w./@:-])(${top}/[\\w./+-]*\\w)(#[\\w-]+)?(?:(?:,|:)?\\s+"([^"\\n]+)")?(/?\`?\\s+\\(removed\\))?`,
    "g",
  );
  for (const match of text.matchAll(pattern)) {
    const [, path = "", anchor, section, removed] = match;
    if (removed || /[*{}]/.test(path)) continue;
    if (!exists(path)) {
      problems.push({ file, reference: path, why: "does not exist" });
      continue;
    }
    if (!path.endsWith(".md")) continue;
    if (anchor && !headings(path).some((heading) => slug(heading) === anchor.slice(1))) {
      problems.push({ file, reference: `${path}${anchor}`, why: "has no such heading" });
    }
    if (section && !headings(path).some((heading) => heading.startsWith(section))) {
      problems.push({ file, reference: `${path} "${section}"`, why: "has no such section" });
    }
  }
  // Markdown links to files of the repository, relative to the file that holds them.
  if (markdownFile.test(file)) {
    for (const match of text.matchAll(/\]\((?!https?:|mailto:|#)([^)\s]+?)(#[\w-]+)?\)/g)) {
      const [, target = "", anchor] = match;
      const path = normalize(join(dirname(file), target));
      if (!exists(path)) problems.push({ file, reference: target, why: "does not exist" });
      else if (anchor && path.endsWith(".md") && !headings(path).some((heading) => slug(heading) === anchor.slice(1))) {
        problems.push({ file, reference: `${target}${anchor}`, why: "has no such heading" });
      }
    }
  }
  return problems;
}

describe("what the words point at", () => {
  it("exists: every path, heading and anchor named in a comment or a Markdown file", () => {
    const problems = tracked.flatMap((file) => {
      if (markdownFile.test(file)) return problemsIn(file, readFileSync(join(root, file), "utf8"));
      if (codeFile.test(file)) return problemsIn(file, comments(readFileSync(join(root, file), "utf8")));
      return [];
    });
    const lines = problems.map(({ file, reference, why }) => `${file}: ${reference} ${why}`);
    expect([...new Set(lines)]).toEqual([]);
  });

  it("is checked: a missing path, heading or anchor is found", () => {
    // Names made up for this run, so that no file of the repository names a file that is not there.
    const missing = randomUUID();
    const found = problemsIn(
      "x.md",
      `See app/${missing}.tsx, docs/product.md#no-such-heading, docs/product.md, "No such section" and [a](docs/${missing}.md).`,
    ).map((problem) => problem.reference);
    // A Markdown link is also a path: it may be found twice.
    expect([...new Set(found)]).toEqual([
      `app/${missing}.tsx`,
      "docs/product.md#no-such-heading",
      'docs/product.md "No such section"',
      `docs/${missing}.md`,
    ]);
    expect(problemsIn("x.md", `app/document.tsx, docs/product.md "Pages", scripts/${missing}.ts (removed)`)).toEqual(
      [],
    );
  });
});

describe("the layout", () => {
  it("keeps tests/ to itself: nothing outside it imports from it", () => {
    const importers = tracked
      .filter((file) => codeFile.test(file) && !file.startsWith("tests/"))
      .flatMap((file) => {
        const source = readFileSync(join(root, file), "utf8");
        return [...source.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)]
          .map((match) => normalize(join(dirname(file), match[1] ?? "")))
          .filter((target) => target.startsWith("tests/"))
          .map((target) => `${file} imports ${target}`);
      });
    expect(importers).toEqual([]);
  });
});
