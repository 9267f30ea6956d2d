// After the prerender (scripts/prerender.ts): the files the prerender does not write (sitemap,
// robots, static host redirects and headers, the pages' security policies), precompressed copies of
// every text file, and a record of the public configuration the pages were built with.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { readPublicConfig } from "../site/config.ts";
import { allPolicyGrants, everyPolicyGrants, grantsKey } from "../site/consent-policy.ts";
import { pathOfPageFile } from "../site/pages.ts";
import { reportsUrl } from "../site/reports.ts";
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

// Each HTML page gets a Content-Security-Policy that allows exactly its own inline scripts, and
// the analytics and chat hosts only for a visitor who consented to them: the server reads
// build/security-headers.json (per page, one policy per combination of grants, chosen by the
// request's consent cookies). Static hosts cannot vary by cookie: their _headers (Netlify,
// Cloudflare Pages) allow the configured vendors on every page, and the catch-all policy (all
// pages' hashes) also covers the 404 pages (docs/decisions/0004-content-security-policy.md).
// The server's pages report violations to the server itself; a static host's, to BACKEND_URL's.
const staticReports = reportsUrl(config);
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
const policies: Record<string, Record<string, string>> = {};
const staticPolicies: Record<string, string> = {};
const allHashes = new Set<string>();
for (const file of readdirSync(client, { recursive: true, encoding: "utf8" })) {
  if (!file.endsWith(".html")) continue;
  const hashes = inlineScriptHashes(readFileSync(join(client, file), "utf8"), sha256);
  for (const hash of hashes) allHashes.add(hash);
  policies[file] = Object.fromEntries(
    everyPolicyGrants.map((grants) => [grantsKey(grants), contentSecurityPolicy(config, hashes, grants)]),
  );
  staticPolicies[file] = contentSecurityPolicy(config, hashes, allPolicyGrants, staticReports);
}
writeFileSync(new URL("security-headers.json", buildDir), `${JSON.stringify(policies, null, 2)}\n`);
// The static hosts' header files, from the same table the server uses (site/static-host.ts).
const pagePolicies = Object.fromEntries(
  Object.entries(staticPolicies).flatMap(([file, policy]) => {
    const path = pathOfPageFile(file);
    return path ? [[path, policy]] : [];
  }),
);
const headerRules = staticHeaderRules(
  contentSecurityPolicy(config, [...allHashes], allPolicyGrants, staticReports),
  pagePolicies,
  staticReports,
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
