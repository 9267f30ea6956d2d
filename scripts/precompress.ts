// Brotli and gzip copies of a build's text files: the site's smallest at any cost, the content
// editor's (30 times the bytes, for a few staff members) at a faster setting.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Writes `file.br` and `file.gz` for each file under `dir` that `include` names, of `minBytes` or more; how many. */
export function precompress(
  dir: string,
  options: { include: (file: string) => boolean; minBytes: number; brotliQuality: number; gzipLevel: number },
): number {
  let files = 0;
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const path = join(dir, file);
    if (!options.include(file) || !statSync(path).isFile()) continue;
    const body = readFileSync(path);
    if (body.length < options.minBytes) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: options.brotliQuality } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(body, { level: options.gzipLevel }));
    files++;
  }
  return files;
}
