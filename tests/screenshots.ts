// `npm run screenshots`: every page in both languages at phone (390 px) and desktop (1440 px)
// widths, full length, with the real Chromium against the production server, into screenshots/,
// plus screenshots/index.html, a contact sheet to browse them. Needs a build (`npm run build`).
// Options: --only=home,music   --widths=320,390,1440   SCREENSHOT_PORT (default 4390).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { startServerProcess } from "../server/testing/server-process.ts";
import { chromiumPath } from "../setup/ensure-chromium.ts";
import { defaultLocale, locales } from "../site/locales.ts";
import { type PageId, pageIds, pagePath } from "../site/pages.ts";

const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const only = argument("only")?.split(",") as PageId[] | undefined;
const widths = (argument("widths") ?? "390,1440").split(",").map(Number);
const port = Number(process.env.SCREENSHOT_PORT ?? 4390);
const outDir = new URL("../screenshots/", import.meta.url).pathname;

const server = await startServerProcess(port, {});
try {
  if (!only) rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] });
  const shots: { id: PageId; locale: string; width: number; file: string }[] = [];
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 800 ? 844 : 900 },
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    for (const id of only ?? pageIds) {
      for (const locale of locales) {
        await page.goto(`${server.url}${pagePath(id, locale)}`, { waitUntil: "networkidle" });
        // Lazy pictures load as they come into view: scroll through once, then back to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        const file = `${id}-${locale}-${width}.png`;
        await page.screenshot({ path: join(outDir, file), fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        if (overflow) console.warn(`overflow: ${id} ${locale} at ${width} px is wider than the viewport`);
        shots.push({ id, locale, width, file });
        console.log(file);
      }
    }
    await context.close();
  }
  await browser.close();
  writeFileSync(join(outDir, "index.html"), contactSheet(shots));
  console.log(`screenshots: ${shots.length} in ${outDir}, contact sheet index.html`);
} finally {
  await server.stop();
}

function contactSheet(shots: { id: string; locale: string; width: number; file: string }[]): string {
  const rows = [...new Set(shots.map((shot) => shot.id))]
    .map((id) => {
      const cells = shots
        .filter((shot) => shot.id === id)
        .map(
          (shot) =>
            `<figure><a href="${shot.file}"><img src="${shot.file}" loading="lazy" alt="${shot.id} ${shot.locale} ${shot.width}px"></a><figcaption>${shot.locale.toUpperCase()} · ${shot.width} px</figcaption></figure>`,
        )
        .join("");
      return `<section><h2>${id}</h2><div class="row">${cells}</div></section>`;
    })
    .join("");
  return `<!doctype html><html lang="${defaultLocale}"><meta charset="utf-8"><title>Keystub screenshots</title><style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px;background:#f4f5fa;color:#0b1020}
h1{margin:0 0 16px}h2{margin:32px 0 8px}.row{display:flex;gap:16px;align-items:flex-start;overflow-x:auto}
figure{margin:0;background:#fff;padding:8px;border-radius:8px;box-shadow:0 1px 3px #0002}
img{display:block;width:240px;height:auto;max-height:1400px;object-fit:cover;object-position:top}
figcaption{margin-top:6px;color:#465069}</style><h1>Keystub — every page, both languages</h1>${rows}</html>`;
}
