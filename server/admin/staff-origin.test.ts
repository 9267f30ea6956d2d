// The team's tools (the inbox and the content editor) and the third-party scripts the site may run
// never share an origin: start-up refuses a configuration where they would (config.server.test.ts),
// and with ADMIN_URL on a host of its own the real server answers the tools there only and serves
// no page of the site there.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentSite } from "../../scripts/test-site.ts";
import { readPublicConfig } from "../../site/config.ts";
import { pagePath } from "../../site/pages.ts";
import { translate } from "../contact/messages.server.ts";
import { rawRequest } from "../testing/raw-request.ts";
import { root, type ServerProcess, startServerProcess } from "../testing/server-process.ts";
import { freePort, type SmtpSink, startSmtpSink } from "../testing/smtp-sink.ts";

const team = "ops@keystub.example";
const vendors = {
  GA_MEASUREMENT_ID: consentSite.env.GA_MEASUREMENT_ID,
  CHAT_WIDGET_SRC: consentSite.env.CHAT_WIDGET_SRC,
};
/** The site's origin, as the build was made (SITE_URL's default). */
const siteUrl = readPublicConfig({}).SITE_URL;
const siteHost = new URL(siteUrl).host;

/** A request with the Host header a browser would send for `host` (fetch sets its own). */
const get = (
  server: ServerProcess,
  path: string,
  host: string,
  { headers = {}, ...options }: Parameters<typeof rawRequest>[1] = {},
) => rawRequest(`${server.url}${path}`, { ...options, headers: { Host: host, ...headers } });

// The build as if made with the vendors: its files, the vendors in the public settings start-up compares.
function buildWithVendors(scratch: string): string {
  const source = resolve(root, process.env.BUILD_DIR || "build");
  const dir = join(scratch, "build");
  mkdirSync(dir);
  for (const entry of readdirSync(source)) {
    if (entry !== "build-info.json") symlinkSync(join(source, entry), join(dir, entry));
  }
  const info = JSON.parse(readFileSync(join(source, "build-info.json"), "utf8")) as { publicConfig: object };
  writeFileSync(
    join(dir, "build-info.json"),
    JSON.stringify({ ...info, publicConfig: { ...info.publicConfig, ...vendors } }),
  );
  return dir;
}

describe("the team's tools on a site that may run third-party scripts", () => {
  const scratch = mkdtempSync(join(tmpdir(), "keystub-staff-origin-"));
  const dataDir = join(scratch, "data");
  let buildDir: string;
  let sink: SmtpSink;
  let server: ServerProcess;
  let staffHostName: string;
  const t = translate("en", "admin");

  beforeAll(async () => {
    mkdirSync(dataDir);
    buildDir = buildWithVendors(scratch);
    sink = await startSmtpSink();
    const port = await freePort();
    staffHostName = `127.0.0.1:${port}`;
    server = await startServerProcess(port, {
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      ...vendors,
      ADMIN_EMAILS: team,
      SMTP_URL: sink.url,
      CONTENT_EDITOR: "test",
      ADMIN_URL: `http://${staffHostName}`,
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it("answers every path of the tools on the site's host with the site's 404, whatever the method, and the tools on their own host only", async () => {
    for (const [method, path] of [
      ["GET", "/admin/sign-in"],
      ["GET", "/es/admin/enquiries"],
      ["HEAD", "/admin"],
      ["GET", "/admin/content/"],
      ["POST", "/admin/sign-in"],
      ["POST", "/admin/erase"],
    ] as const) {
      const answer = await get(server, path, siteHost, {
        method,
        body: method === "POST" ? `email=${encodeURIComponent(team)}` : undefined,
        headers: method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {},
      });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).not.toContain(t("brand"));
      expect(answer.body).not.toContain("editor-settings");
    }
    // The site's own 404 page, as for any path it does not have.
    const page = await get(server, "/es/admin/sign-in", siteHost);
    expect(page.body).toBe((await get(server, "/es/no-such-page", siteHost)).body);

    // On their own host, the inbox and the editor, no page of the site, only the files their pages use.
    for (const path of ["/es/admin/sign-in", "/admin/content/"]) {
      expect((await get(server, path, staffHostName)).status, path).toBe(200);
    }
    const pricing = pagePath("pricing", "es");
    for (const path of ["/", `${pricing}?plan=pro`, "/no-such-page"]) {
      const answer = await get(server, path, staffHostName);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location).toBe(`${siteUrl}${path}`);
    }
    const signIn = (await get(server, "/admin/sign-in", staffHostName)).body;
    expect(signIn).toContain(t("signIn.title"));
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(signIn)?.[1] ?? "";
    const css = await get(server, stylesheet, staffHostName);
    expect([css.status, css.headers["content-type"]]).toEqual([200, "text/css; charset=utf-8"]);
    // On the site's host, the pages are served as always.
    const home = await get(server, "/", siteHost);
    expect([home.status, home.headers["content-type"]]).toEqual([200, "text/html; charset=utf-8"]);
  });

  it("signs a team member in on the tools' host, by a link to that host, and the session is no use on the site's", async () => {
    const before = sink.mails.length;
    const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${staffHostName}` };
    const post = (path: string, body: string) => get(server, path, staffHostName, { method: "POST", body, headers });
    expect((await post("/admin/sign-in", `email=${encodeURIComponent(team)}`)).status).toBe(303);
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    const link = /(http:\/\/\S+\/sign-in\/link#code=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(new URL(link).host).toBe(staffHostName);
    const code = new URLSearchParams(new URL(link).hash.slice(1)).get("code") ?? "";
    const spent = await post("/admin/sign-in/link", `code=${code}`);
    expect(spent.status).toBe(303);
    const cookie = String(spent.headers["set-cookie"] ?? "").split(";")[0] ?? "";
    expect((await get(server, "/admin/enquiries", staffHostName, { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await get(server, "/admin/enquiries", siteHost, { headers: { Cookie: cookie } })).status).toBe(404);
  });
});
