import { describe, expect, it } from "vitest";
import { allPagePaths } from "./pages.ts";
import { redirectTable } from "./redirects.ts";
import {
  assetCacheControl,
  commonSecurityHeaders,
  htmlCacheControl,
  subresourceSecurityHeaders,
} from "./security-headers.ts";
import { headersFile, netlifyRedirects, staticHeaderRules, type VercelRoute, vercelConfig } from "./static-host.ts";

const config = { BLOG_URL: "https://blog.example" };
const table = redirectTable(config);

/** Where a static host finds each page of the build: `/music` is music/index.html. */
const files = new Set(allPagePaths());

/**
 * What Vercel answers for a path, following its documented order for `routes`: each route's
 * `src` is tried in turn, a status with a Location header answers there, `handle: filesystem`
 * serves an existing file, and a later route with a status answers with its `dest`.
 */
function vercelAnswer(routes: readonly VercelRoute[], path: string): { status: number; target: string } {
  for (const route of routes) {
    if ("continue" in route) continue;
    if ("handle" in route) {
      if (files.has(path)) return { status: 200, target: path };
      continue;
    }
    const match = new RegExp(route.src).exec(path);
    if (!match) continue;
    const location = route.headers?.Location?.replace(/\$(\d)/g, (_, index: string) => match[Number(index)] ?? "");
    if (location) return { status: route.status, target: location };
    if (route.dest) return { status: route.status, target: route.dest };
  }
  return { status: 404, target: "(Vercel's own 404)" };
}

describe("vercel.json", () => {
  const parsed = JSON.parse(vercelConfig(config)) as { routes: VercelRoute[] };

  it("answers every redirect of the table with 301 and its target, with or without a trailing slash", () => {
    // Only `routes`, which Vercel refuses beside redirects, rewrites, headers, cleanUrls or trailingSlash.
    expect(Object.keys(parsed)).toEqual(["routes"]);
    expect(table.size).toBeGreaterThan(30);
    for (const [from, to] of table) {
      const bare = from.replace(/(.)\/$/, "$1");
      expect(vercelAnswer(parsed.routes, bare), bare).toEqual({ status: 301, target: to });
      expect(vercelAnswer(parsed.routes, `${bare}/`), `${bare}/`).toEqual({ status: 301, target: to });
    }
  });

  it("serves every page of the build, and sends a trailing slash to the page without it", () => {
    for (const path of files) expect(vercelAnswer(parsed.routes, path), path).toEqual({ status: 200, target: path });
    expect(vercelAnswer(parsed.routes, "/es/musica/")).toEqual({ status: 301, target: "/es/musica" });
  });

  it("answers unknown paths with 404, under /es/ with the Spanish 404 page", () => {
    expect(vercelAnswer(parsed.routes, "/es/no-existe")).toEqual({ status: 404, target: "/es/404.html" });
    expect(vercelAnswer(parsed.routes, "/es/a/b")).toEqual({ status: 404, target: "/es/404.html" });
    expect(vercelAnswer(parsed.routes, "/no-such-page")).toEqual({ status: 404, target: "/404.html" });
    expect(vercelAnswer(parsed.routes, "/espana")).toEqual({ status: 404, target: "/404.html" });
  });
});

describe("_redirects (Netlify, Cloudflare Pages)", () => {
  const lines = netlifyRedirects(config).trimEnd().split("\n");

  it("answers every redirect of the table with a forced 301 to its target", () => {
    for (const [from, to] of table) expect(lines).toContain(`${from}  ${to}  301!`);
    expect(lines.filter((line) => line.endsWith("301!"))).toHaveLength(table.size);
  });

  it("ends with the Spanish 404 under /es/ before the English catch-all, both unforced so files win", () => {
    expect(lines.slice(-2)).toEqual(["/es/*  /es/404.html  404", "/*  /404.html  404"]);
  });
});

describe("the static hosts' headers", () => {
  const allPages = "default-src 'self'; script-src 'self' 'sha256-all'";
  const rules = staticHeaderRules(allPages, { "/": "script-src 'sha256-home'", "/es/musica": "script-src 'sha256-m'" });

  /** The headers a host's rules give a path: later rules add to and override earlier ones. */
  function headersFor(path: string, list: readonly { src: RegExp; headers: Record<string, string> }[]) {
    return Object.assign({}, ...list.filter((rule) => rule.src.test(path)).map((rule) => rule.headers));
  }
  const netlify = headersFile(rules)
    .trim()
    .split("\n\n")
    .map((block) => {
      const [path = "", ...lines] = block.split("\n");
      const headers = Object.fromEntries(lines.map((line) => /^\s*([^:]+): (.*)$/s.exec(line)?.slice(1) ?? []));
      return { src: new RegExp(`^${path.replace(/\*/g, ".*")}$`), headers };
    });
  const vercel = (JSON.parse(vercelConfig(config, rules)) as { routes: VercelRoute[] }).routes.flatMap((route) =>
    "continue" in route ? [{ src: new RegExp(route.src), headers: route.headers }] : [],
  );

  it.each([
    ["_headers (Netlify, Cloudflare Pages)", netlify],
    ["vercel.json", vercel],
  ])(
    "%s: a page gets the common headers, its own policy and a cache that revalidates; a hashed asset is cached for a year, a 404 path gets the all-pages policy",
    (_host, list) => {
      expect(headersFor("/es/musica", list)).toEqual({
        ...commonSecurityHeaders,
        "Content-Security-Policy": "script-src 'sha256-m'",
        "Cache-Control": htmlCacheControl,
      });
      expect(headersFor("/assets/entry-abc123.js", list)).toMatchObject({
        ...subresourceSecurityHeaders,
        "Cache-Control": assetCacheControl,
      });
      expect(headersFor("/no-such-page", list)).toEqual({
        ...commonSecurityHeaders,
        "Content-Security-Policy": allPages,
      });
    },
  );

  it("puts the header routes first in vercel.json, so redirects and 404s carry them too", () => {
    const routes = (JSON.parse(vercelConfig(config, rules)) as { routes: VercelRoute[] }).routes;
    expect(routes.slice(0, rules.length).every((route) => "continue" in route)).toBe(true);
  });
});
