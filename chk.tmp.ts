import { chromium } from "@playwright/test";
const base = process.argv[2] ?? "http://localhost:6999";
const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const path of paths) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const logs: string[] = [];
  page.on("console", (m) => logs.push(`${m.type()}: ${m.text().slice(0, 300)}`));
  page.on("pageerror", (e) => logs.push(`pageerror: ${e.message}`));
  page.on("response", (r) => { if (r.status() >= 400) logs.push(`${r.status()} ${r.url()}`); });
  await page.goto(base + path);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 15000 }).catch(() => logs.push("NOT HYDRATED"));
  const info = await page.evaluate(() => ({ islands: [...document.querySelectorAll("[data-island]")].map((e) => `${(e as HTMLElement).dataset.island}:${(e as HTMLElement).dataset.hydrated !== undefined}`), banner: document.documentElement.dataset.consentBanner }));
  console.log(path, JSON.stringify(info), "\n  " + logs.join("\n  "));
  await page.screenshot({ path: `/tmp/shot-${path.replaceAll("/", "_")}.png` });
  await page.close();
}
await browser.close();
