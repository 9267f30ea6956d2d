// Shared by the benchmarks: build, put the floor page beside the site, start the production server.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { parse, serialize } from "parse5";
import { htmlElements } from "../scripts/html-elements.ts";

export const floorPath = "/bench-floor.html";

/**
 * The home page's preloaded hero picture, the candidate a phone picks (the first, 800 px wide),
 * so the floor page paints the same hero. A build without one stops the benchmark.
 */
export function heroImage(html = readFileSync("build/client/index.html", "utf8")): string {
  const preload = htmlElements(html).find(
    (element) => element.tag === "link" && element.attrs.rel === "preload" && element.attrs.as === "image",
  );
  const url = preload?.attrs.imagesrcset?.split(/[\s,]/)[0] || preload?.attrs.href;
  if (!url) throw new Error("The home page preloads no hero picture for the floor page to paint");
  return url;
}

export function buildSite(): void {
  if (process.env.BENCH_SKIP_BUILD) return;
  const result = spawnSync("npm", ["run", "build", "--silent"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function writeFloorPage(): void {
  const page = readFileSync(new URL("./floor.html", import.meta.url), "utf8").replaceAll("%HERO%", heroImage());
  writeFileSync(`build/client${floorPath}`, page);
}

/** A page with every script taken out (JSON data stays: no browser runs it). */
export function withoutScripts(html: string): string {
  const document = parse(html);
  const visit = (node: { childNodes?: unknown[] }) => {
    const children = (node.childNodes ?? []) as { nodeName: string; attrs?: { name: string; value: string }[] }[];
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index] as (typeof children)[number];
      const type = child.attrs?.find((attr) => attr.name === "type")?.value ?? "";
      if (child.nodeName === "script" && !/^application\/(ld\+)?json$/.test(type)) children.splice(index, 1);
      else visit(child as { childNodes?: unknown[] });
    }
  };
  visit(document);
  return serialize(document);
}

/**
 * A copy of the build whose pages carry no script at all: each page's own limit without JavaScript,
 * which the benchmark measures beside the real pages in the same passes. Precompressed again.
 */
export function writeScriptlessBuild(from = "build", to = ".tmp/bench-no-js"): string {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const client = join(to, "client");
  for (const file of readdirSync(client, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html")) continue;
    const html = withoutScripts(readFileSync(join(client, file), "utf8"));
    writeFileSync(join(client, file), html);
    writeFileSync(
      `${join(client, file)}.br`,
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${join(client, file)}.gz`, gzipSync(html, { level: 9 }));
  }
  return to;
}

export async function startServer(port: number, buildDir?: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...(buildDir ? { BUILD_DIR: buildDir } : {}) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`The server did not start on port ${port}`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
