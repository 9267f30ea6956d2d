// The two engines besides Chromium that visitors use, for `npm run check:engines`: Debian's Firefox
// ESR (launched and driven over WebDriver BiDi, which it speaks itself, by puppeteer-core: no
// geckodriver, which Debian lacks) and WebKitGTK's MiniBrowser (driven by WebKitWebDriver, under a
// virtual X display, through selenium-webdriver). Neither library downloads a browser or a driver:
// these paths are all they use. Installs the engines with apt when missing (setup/apt-install.ts).
import { existsSync } from "node:fs";
import { aptInstall } from "./apt-install.ts";

export const firefoxPath = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
export const webkitDriverPath = "/usr/bin/WebKitWebDriver";
export const miniBrowserPath = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const xvfbRunPath = "/usr/bin/xvfb-run";
/** Makes the throw-away certificate the inbox's check is served with over https. */
export const opensslPath = "/usr/bin/openssl";

/** Whether both engines can run here; installs what is missing where apt is ours to run. */
export function ensureEngines(): boolean {
  const present = () =>
    [firefoxPath, webkitDriverPath, miniBrowserPath, xvfbRunPath, opensslPath].every((path) => existsSync(path));
  if (present()) return true;
  aptInstall(["firefox-esr", "webkit2gtk-driver", "xvfb", "xauth", "openssl"], "check:engines");
  return present();
}

if (import.meta.main && !ensureEngines()) {
  console.error(
    "ensure-engines: Firefox ESR, WebKitWebDriver, xvfb and openssl are needed (Debian: apt-get install firefox-esr webkit2gtk-driver xvfb xauth openssl)",
  );
  process.exit(1);
}
