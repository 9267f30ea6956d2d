import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox","--disable-gpu"] });
for (const base of process.argv.slice(2)) {
  let bad = 0;
  for (let i = 0; i < 6; i++) {
    const context = await browser.newContext({ locale: "es-MX" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message.slice(0, 60)));
    await page.goto(`${base}/music`);
    await page.waitForFunction(() => document.documentElement.dataset.languageRedirect !== undefined);
    await page.waitForTimeout(1500);
    if (errors.length) bad++;
    await context.close();
  }
  console.log(base, "runs with a hydration error:", bad, "of 6");
}
await browser.close();
