// `npm run check:html`: every prerendered page through the Nu HTML Checker in one Java process. Its
// "CSS: " messages are left out: its validator predates what Tailwind emits (`@property`, `margin-trim`).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { aptInstall } from "../setup/apt-install.ts";

const client = join(process.env.BUILD_DIR || "build", "client");
const findJava = () =>
  existsSync("/usr/bin/java") ? "/usr/bin/java" : spawnSync("java", ["-version"]).error ? undefined : "java";
const java = findJava() ?? (aptInstall(["default-jre-headless"], "Java is missing") ? findJava() : undefined);
if (!java) {
  console.error(
    "check-html: the Nu HTML Checker needs Java 17 or later (Debian: apt-get install default-jre-headless)",
  );
  process.exit(1);
}
const pages = existsSync(client)
  ? readdirSync(client, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".html"))
      .map((file) => join(client, file))
  : [];
if (pages.length === 0) {
  console.error(`check-html: no HTML pages in ${client}; run \`npm run build\` first`);
  process.exit(1);
}

// vnu-jar's main export is the jar's path.
const jar = String(createRequire(import.meta.url)("vnu-jar"));
const options = ["--errors-only", "--format", "json", "--stdout", "--skip-non-html"];
const run = spawnSync(java, ["-jar", jar, ...options, ...pages], { encoding: "utf8", maxBuffer: 1 << 28 });
type Message = { url?: string; message: string; firstLine?: number; lastLine?: number; firstColumn?: number };
let messages: Message[];
try {
  messages = (JSON.parse(run.stdout) as { messages: Message[] }).messages;
} catch {
  const why = run.error?.message ?? (run.stderr.trim().split("\n")[0] || `exit status ${run.status}`);
  console.error(`check-html: the Nu HTML Checker gave no report (${why})`);
  process.exit(1);
}
const errors = messages.filter((message) => !message.message.startsWith("CSS: "));
for (const { url = "", message, firstLine, lastLine, firstColumn } of errors) {
  const file = url.startsWith("file:") ? relative(process.cwd(), fileURLToPath(url)) : url;
  const line = firstLine ?? lastLine;
  console.error(`${line === undefined ? file : `${file}:${line}:${firstColumn ?? 1}`} ${message}`);
}
const summary = `check-html: ${pages.length} pages checked, ${errors.length} errors (${messages.length - errors.length} CSS messages left out)`;
if (errors.length) {
  console.error(summary);
  process.exit(1);
}
console.log(summary);
