// Checks every prerendered page in the build with the Nu HTML Checker (vnu, the W3C validator's
// engine, from the vnu-jar package) and fails on any error: one `path:line:column message` line
// each, then a summary. All pages go to one Java process, which starts once. The checker runs on
// Java 17 or later; where Java is missing and this is Debian with root, it is installed with apt.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { aptInstall } from "../setup/apt-install.ts";

const client = join(process.env.BUILD_DIR || "build", "client");

/** The checker's jar: vnu-jar's main export is its path. */
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

function findJava(): string | undefined {
  if (existsSync("/usr/bin/java")) return "/usr/bin/java";
  return spawnSync("java", ["-version"], { stdio: "ignore" }).error ? undefined : "java";
}

const java = findJava() ?? (aptInstall(["default-jre-headless"], "Java is missing") ? findJava() : undefined);
if (!java) {
  console.error(
    "check-html: the Nu HTML Checker needs Java 17 or later; install a JRE (Debian: apt-get install default-jre-headless) so `java` is on PATH",
  );
  process.exit(1);
}

// The pages themselves, not their precompressed .br/.gz copies.
const pages = existsSync(client)
  ? readdirSync(client, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".html"))
      .sort()
      .map((file) => join(client, file))
  : [];
if (pages.length === 0) {
  console.error(`check-html: no HTML pages in ${client}; run \`npm run build\` first`);
  process.exit(1);
}

const run = spawnSync(
  java,
  ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", "--skip-non-html", ...pages],
  { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
);

interface Message {
  /** "error", or "non-document-error" when a file could not be read or checked at all. */
  type: string;
  url?: string;
  message: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

let messages: Message[];
try {
  messages = (JSON.parse(run.stdout) as { messages: Message[] }).messages;
} catch {
  const why = run.error?.message ?? (run.stderr.trim().split("\n")[0] || `exit status ${run.status}`);
  console.error(`check-html: the Nu HTML Checker gave no report (${why})`);
  process.exit(1);
}

// vnu also checks the CSS in <style> elements and style attributes, with a CSS validator that
// predates today's CSS: it rejects what every page's Tailwind stylesheet rightly uses (`@property`,
// `margin-trim` inside `@supports`, custom properties in `transition-property`). Those messages,
// and only those, start with "CSS: "; they are left out. The CSS itself is Tailwind's output and
// the browsers' concern; every HTML message still counts.
const isCss = (message: Message) => message.message.startsWith("CSS: ");
const errors = messages.filter((message) => !isCss(message));

for (const error of errors) {
  const file = error.url?.startsWith("file:") ? relative(process.cwd(), fileURLToPath(error.url)) : (error.url ?? "");
  const line = error.firstLine ?? error.lastLine;
  const column = error.firstColumn ?? error.lastColumn;
  const where = line === undefined ? file : `${file}:${line}:${column ?? 1}`;
  console.error(`${where} ${error.message}`);
}
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
const summary = `check-html: ${plural(pages.length, "page")} checked, ${plural(errors.length, "error")}`;
const setAside = `(${plural(messages.length - errors.length, "CSS message")} left out)`;
if (errors.length) {
  console.error(`${summary} ${setAside}`);
  process.exit(1);
}
console.log(`${summary} ${setAside}`);
