// A build for the public site names no local origin, has every canonical link on the public origin
// and no pseudo-locale; `npm run check:container` applies it to the image's build (docs/scripts.md).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pseudoLocale } from "../site/locales.ts";

export const publicSiteUrl = "https://www.keystub.example";

/** Fails the process when a build in `buildDir` made for `siteUrl` is not fit to publish; else says what it checked. */
export function assertPublicBuild(buildDir: string, siteUrl: string, label: string): void {
  const problems: string[] = [];
  // What the site emits: pages, sitemap, robots, manifests, static-host files. (Library code may
  // hold "http://localhost" as a parsing base; that is not a link.)
  const files = readdirSync(buildDir, { recursive: true, encoding: "utf8" }).filter(
    (file) => /(\.(html|xml|txt|json|webmanifest)|_redirects|_headers)$/.test(file) && !file.startsWith("server"),
  );
  for (const file of files) {
    const text = readFileSync(join(buildDir, file), "utf8");
    for (const local of ["localhost", "127.0.0.1"]) if (text.includes(local)) problems.push(`${file} names ${local}`);
    if (file.endsWith("index.html") && !text.includes(`<link rel="canonical" href="${siteUrl}`))
      problems.push(`${file} has no canonical link on ${siteUrl}`);
    if (file.startsWith(`client${pseudoLocale.definition.prefix}/`) || text.includes(`hreflang="${pseudoLocale.code}"`))
      problems.push(`${file} carries the test-only pseudo-locale`);
  }
  if (files.length === 0) problems.push(`${buildDir} holds no page`);
  if (problems.length) {
    console.error(`${label}: a build for ${siteUrl} still points elsewhere:\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.log(
    `${label}: ${files.length} files built for ${siteUrl}, no local origin and no test-only language anywhere`,
  );
}

if (import.meta.main) {
  const buildDir = ".tmp/public-build";
  rmSync(buildDir, { recursive: true, force: true });
  const { PSEUDO_LOCALE: _testOnly, ...environment } = process.env;
  const build = spawnSync("npm", ["run", "build", "--silent"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...environment, SITE_URL: publicSiteUrl, BUILD_DIR: buildDir },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  assertPublicBuild(buildDir, publicSiteUrl, "check-public-build");
  rmSync(buildDir, { recursive: true, force: true });
}
