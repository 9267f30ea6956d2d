// Renders art/ to AVIF and WebP at several widths (PNG for Open Graph cards), cached in .cache/ by a
// hash of each SVG (outside node_modules: `npm ci` keeps it), and writes the manifest vite-images.ts reads.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import type { Sharp } from "sharp";
import { type ArtPiece, catalog, type Format } from "../art/catalog.ts";

export const cacheDir = new URL("../.cache/keystub-images/", import.meta.url).pathname;
export const manifestFile = join(cacheDir, "manifest.json");

/** Bump when the encoder settings change, so cached files are rendered again. */
const encoderVersion = "1";
const encoders = {
  avif: { quality: 52, effort: 1 },
  webp: { quality: 74, effort: 4 },
  png: { compressionLevel: 9, palette: false },
} as const;

/** A phone's first picture: more effort, chroma at half resolution (invisible at night), the best quality fitting. */
const phoneEncoder = { effort: 4, chromaSubsampling: "4:2:0", qualities: [52, 48, 44, 40, 36, 32] } as const;

/**
 * The quality chosen for each phone picture, committed so that a fresh clone encodes each once. Only
 * `npm run images` writes it: a build never changes a tracked file.
 */
const phoneQualitiesFile = new URL("../art/phone-qualities.json", import.meta.url);
type PhoneQualities = Record<string, { readonly hash: string; readonly vips: string; readonly quality: number }>;
const knownPhoneQualities: PhoneQualities = existsSync(phoneQualitiesFile)
  ? (JSON.parse(readFileSync(phoneQualitiesFile, "utf8")) as PhoneQualities)
  : {};
const chosenPhoneQualities: PhoneQualities = {};

type ManifestEntry = {
  readonly width: number;
  readonly height: number;
  /** Per format, the rendered files (names inside the cache) and their pixel widths. */
  readonly files: Partial<Record<Format, { readonly file: string; readonly width: number }[]>>;
  /** A fixed public path instead of a hashed /assets/ name (Open Graph cards). */
  readonly publicPath?: string;
};
export type Manifest = Record<string, ManifestEntry>;

/** Inter for text in pictures: fontconfig reads no WOFF, so @fontsource/inter's are unpacked (zlib per table). */
function prepareFonts(): void {
  const fontDir = join(cacheDir, "fonts");
  mkdirSync(fontDir, { recursive: true });
  const source = new URL("../node_modules/@fontsource/inter/files/", import.meta.url).pathname;
  for (const weight of [400, 500, 600, 700, 800]) {
    const target = join(fontDir, `inter-${weight}.ttf`);
    if (!existsSync(target))
      writeFileSync(target, woffToSfnt(readFileSync(join(source, `inter-latin-${weight}-normal.woff`))));
  }
  const conf = join(fontDir, "fonts.conf");
  writeWhole(
    conf,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${fontDir}</dir><cachedir>${join(fontDir, "cache")}</cachedir><config></config></fontconfig>`,
  );
  process.env.FONTCONFIG_FILE = conf;
}

/** Writes a file another build sharing the cache may be reading: it sees the old one or the new one. */
function writeWhole(file: string, text: string): void {
  writeFileSync(`${file}.${process.pid}`, text);
  renameSync(`${file}.${process.pid}`, file);
}

function woffToSfnt(woff: Buffer): Buffer {
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const selector = Math.floor(Math.log2(count));
  const range = 2 ** selector * 16;
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(range, 6);
  header.writeUInt16BE(selector, 8);
  header.writeUInt16BE(count * 16 - range, 10);
  const tables: Buffer[] = [];
  let offset = header.length;
  for (let i = 0; i < count; i++) {
    const entry = 44 + i * 20;
    const start = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(start, start + compressed);
    const data = compressed < original ? inflateSync(raw) : raw;
    const record = 12 + i * 16;
    header.writeUInt32BE(woff.readUInt32BE(entry), record);
    header.writeUInt32BE(woff.readUInt32BE(entry + 16), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(original, record + 12);
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    tables.push(padded);
    offset += padded.length;
  }
  return Buffer.concat([header, ...tables]);
}

function plan(piece: ArtPiece, svg: string) {
  const hash = createHash("sha256")
    .update(
      `${encoderVersion}\n${piece.widths.join(",")}\n${piece.formats.join(",")}\n${JSON.stringify(piece.phone)}\n${svg}`,
    )
    .digest("base64url")
    .replace(/[-_]/g, "x")
    .slice(0, 10);
  const files: NonNullable<ManifestEntry["files"]> = {};
  for (const format of piece.formats) {
    files[format] = piece.widths.map((width) => ({ file: `${piece.id}-${hash}-${width}.${format}`, width }));
  }
  return { files, hash };
}

async function render(piece: ArtPiece, svg: string, files: ManifestEntry["files"], hash: string): Promise<number> {
  const { default: sharp } = await import("sharp");
  const missing = Object.entries(files).flatMap(([format, list]) =>
    (list ?? [])
      .filter((item) => !existsSync(join(cacheDir, item.file)))
      .map((item) => ({ ...item, format: format as Format })),
  );
  if (missing.length === 0) return 0;
  // Scenes are drawn at their design size; the density scales them to the piece's pixel width.
  const designWidth = Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1] ?? piece.width);
  const full = await sharp(Buffer.from(svg), { density: (72 * piece.width) / designWidth })
    .resize(piece.width, piece.height, { fit: "cover" })
    // Lossless and uncompressed: only this process reads it, so compressing it was wasted time.
    .png({ compressionLevel: 0 })
    .toBuffer();
  for (const item of missing) {
    let image = sharp(full);
    if (item.width < piece.width) image = image.resize({ width: item.width, kernel: "lanczos3" });
    const target = join(cacheDir, item.file);
    if (item.format === "avif" && item.width === piece.phone?.width) {
      const known = knownPhoneQualities[piece.id];
      // Another libvips may encode differently: then the search starts from the top again.
      const vips = sharp.versions.vips;
      const { encoded, quality } = await encodePhonePicture(
        image,
        piece.phone.bytes,
        known?.hash === hash && known.vips === vips ? known.quality : undefined,
      );
      chosenPhoneQualities[piece.id] = { hash, vips, quality };
      writeFileSync(`${target}.part`, encoded);
    } else {
      const encoded =
        item.format === "avif"
          ? image.avif(encoders.avif)
          : item.format === "webp"
            ? image.webp(encoders.webp)
            : image.png(encoders.png);
      if (item.format === "ico") writeFileSync(`${target}.part`, icoFile(await encoded.toBuffer(), item.width));
      else await encoded.toFile(`${target}.part`);
    }
    renameSync(`${target}.part`, target);
  }
  return missing.length;
}

/** An ICO file holding one PNG image, which every browser since Internet Explorer 9 reads. */
function icoFile(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // of one image:
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

/** The highest quality whose file fits `bytes`, from `known` (last time's) downwards. */
async function encodePhonePicture(image: Sharp, bytes: number, known?: number) {
  const { effort, chromaSubsampling, qualities } = phoneEncoder;
  const tried = qualities.slice(
    Math.max(
      0,
      qualities.findIndex((quality) => quality === known),
    ),
  );
  let encoded = Buffer.alloc(0);
  for (const quality of tried) {
    encoded = await image.clone().avif({ quality, effort, chromaSubsampling }).toBuffer();
    if (encoded.length <= bytes || quality === tried.at(-1)) return { encoded, quality };
  }
  return { encoded, quality: qualities[0] };
}

/** Renders what the cache lacks, removes what no picture names any more, and writes the manifest. */
async function renderAll(updateQualities: boolean): Promise<void> {
  mkdirSync(cacheDir, { recursive: true });
  prepareFonts();
  const { default: sharp } = await import("sharp");
  sharp.cache(false);
  const started = Date.now();
  const manifest: Manifest = {};
  const queue = catalog.map((piece) => {
    const svg = piece.draw();
    const { files, hash } = plan(piece, svg);
    manifest[piece.id] = { width: piece.width, height: piece.height, files, publicPath: piece.publicPath };
    return { piece, svg, files, hash };
  });
  let rendered = 0;
  // Two at a time: the build machine has two cores, and sharp uses threads inside each job.
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift())
      rendered += await render(job.piece, job.svg, job.files, job.hash);
  };
  await Promise.all([worker(), worker()]);

  const keep = new Set(["manifest.json", "fonts"]);
  for (const entry of Object.values(manifest)) {
    for (const list of Object.values(entry.files)) for (const item of list ?? []) keep.add(item.file);
  }
  // (A manifest another build is writing at this moment is its own.)
  for (const file of readdirSync(cacheDir))
    if (!keep.has(file) && !file.startsWith("manifest.json."))
      rmSync(join(cacheDir, file), { recursive: true, force: true });

  writeWhole(manifestFile, JSON.stringify(manifest));
  // Pictures rendered now update the committed starting points; unchanged ones keep theirs.
  const qualities = Object.fromEntries(
    catalog
      .filter((piece) => piece.phone)
      .map((piece) => [piece.id, chosenPhoneQualities[piece.id] ?? knownPhoneQualities[piece.id]])
      .filter(([, entry]) => entry),
  );
  const text = `${JSON.stringify(qualities, null, 2)}\n`;
  if (!existsSync(phoneQualitiesFile) || readFileSync(phoneQualitiesFile, "utf8") !== text) {
    if (updateQualities) writeFileSync(phoneQualitiesFile, text);
    else console.log("images: art/phone-qualities.json is out of date: run `npm run images` and commit it");
  }
  const time = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  console.log(`images: ${catalog.length} pictures, ${rendered} files rendered, ${time}`);
}

if (import.meta.main) await renderAll(process.argv.includes("--update-qualities"));
