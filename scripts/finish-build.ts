// After the prerender: sitemap, robots, the static hosts' files, the pages' security policies,
// precompressed copies and build-info.json.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { readPublicConfig } from "../site/config.ts";
import { pathOfPageFile } from "../site/pages.ts";
import { reportingEndpoints, reportsUrl } from "../site/reports.ts";
import { contentSecurityPolicy } from "../site/security-headers.ts";
import { robotsTxt, sitemapXml } from "../site/sitemap.ts";
import { headersFile, netlifyRedirects, staticHeaderRules, vercelConfig } from "../site/static-host.ts";
import { writeBuildInfo } from "./build-info.ts";
import { inlineScriptHashes } from "./html-elements.ts";
import { precompress } from "./precompress.ts";

const buildDir = new URL(`../${process.env.BUILD_DIR || "build"}/`, import.meta.url);
const client = new URL("client/", buildDir).pathname;
const config = readPublicConfig(process.env);

writeFileSync(join(client, "sitemap.xml"), sitemapXml(config.SITE_URL));
writeFileSync(join(client, "robots.txt"), robotsTxt(config.SITE_URL));
writeFileSync(join(client, "_redirects"), netlifyRedirects(config));

// One Content-Security-Policy per page, allowing exactly its own inline scripts and the configured
// vendors (docs/decisions/0004-content-security-policy.md); the static hosts also get a catch-all
// policy with every page's hashes, which covers the 404 pages.
const reportsTo = reportsUrl(config);
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
const pageHeaders: Record<string, Record<string, string>> = {};
const allHashes = new Set<string>();
for (const file of readdirSync(client, { recursive: true, encoding: "utf8" })) {
  if (!file.endsWith(".html")) continue;
  const hashes = inlineScriptHashes(readFileSync(join(client, file), "utf8"), sha256);
  for (const hash of hashes) allHashes.add(hash);
  pageHeaders[file] = {
    "Content-Security-Policy": contentSecurityPolicy(config, hashes, reportsTo),
    "Reporting-Endpoints": reportingEndpoints(reportsTo),
  };
}
writeFileSync(new URL("security-headers.json", buildDir), `${JSON.stringify(pageHeaders, null, 2)}\n`);
const pagePolicies = Object.fromEntries(
  Object.entries(pageHeaders).flatMap(([file, headers]) => {
    const path = pathOfPageFile(file);
    return path ? [[path, headers["Content-Security-Policy"] ?? ""]] : [];
  }),
);
const headerRules = staticHeaderRules(
  contentSecurityPolicy(config, [...allHashes], reportsTo),
  pagePolicies,
  reportsTo,
);
writeFileSync(join(client, "_headers"), headersFile(headerRules));
writeFileSync(join(client, "vercel.json"), vercelConfig(config, headerRules));

const compressible = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest|map)$/;
const files = precompress(client, {
  include: (file) => compressible.test(file) && file !== "vercel.json",
  minBytes: 256,
  brotliQuality: 11,
  gzipLevel: 9,
});

writeBuildInfo(buildDir.pathname, config);
console.log(`finish-build: precompressed ${files} files in ${relative(process.cwd(), client) || "."}`);
if (!existsSync(join(client, "index.html"))) throw new Error("finish-build: build/client/index.html is missing");
