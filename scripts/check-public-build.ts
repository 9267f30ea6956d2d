// Builds the site as it is built for production, with a public SITE_URL, into a scratch folder,
// and fails if any file still names a local origin, a page's canonical link is not public, or the
// test build's pseudo-locale (docs/i18n.md) made it in.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pseudoLocale } from "../site/locales.ts";

const siteUrl = "https://www.keystub.example";
const buildDir = ".tmp/public-build";
rmSync(buildDir, { recursive: true, force: true });
const { PSEUDO_LOCALE: _testOnly, ...environment } = process.env;
const build = spawnSync("npm", ["run", "build", "--silent"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...environment, SITE_URL: siteUrl, BUILD_DIR: buildDir },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const problems: string[] = [];
let files = 0;
for (const file of readdirSync(buildDir, { recursive: true, encoding: "utf8" })) {
  // What the site emits: pages, sitemap, robots, manifests, static-host files. (Library code may
  // hold "http://localhost" as a parsing base; that is not a link.)
  if (!/(\.(html|xml|txt|json|webmanifest)|_redirects|_headers)$/.test(file) || file.startsWith("server")) continue;
  const text = readFileSync(join(buildDir, file), "utf8");
  files++;
  for (const local of ["localhost", "127.0.0.1"]) if (text.includes(local)) problems.push(`${file} names ${local}`);
  if (file.endsWith("index.html") && !text.includes(`<link rel="canonical" href="${siteUrl}`)) {
    problems.push(`${file} has no canonical link on ${siteUrl}`);
  }
  const pseudoPrefix = pseudoLocale.definition.prefix;
  if (file.startsWith(`client${pseudoPrefix}/`) || text.includes(`hreflang="${pseudoLocale.code}"`)) {
    problems.push(`${file} carries the test-only pseudo-locale`);
  }
}
rmSync(buildDir, { recursive: true, force: true });
if (problems.length) {
  console.error(`A build for ${siteUrl} still points elsewhere:\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(`check-public-build: ${files} files built for ${siteUrl}, no local origin anywhere`);
