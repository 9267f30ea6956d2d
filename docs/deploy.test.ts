// The deploy guide's files work as written: each nginx site and systemd unit in docs/deploy.md is
// checked by the tool that will read it, wherever that tool is installed.
import { execFileSync, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseEnv } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { nginxBinary, startNginx } from "../server/testing/nginx.ts";
import { rawRequest } from "../server/testing/raw-request.ts";
import { freePort } from "../server/testing/smtp-sink.ts";

const guide = readFileSync(new URL("./deploy.md", import.meta.url), "utf8");
const scratch = mkdtempSync(join(tmpdir(), "keystub-deploy-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The guide's code blocks in a language, each as the file its first comment names and its text. */
function files(language: string): { path: string; text: string }[] {
  const blocks = [...guide.matchAll(new RegExp("```" + language + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1] ?? "");
  // A block may hold several files, each starting with a "# /path" comment line.
  return blocks.flatMap((block) =>
    block
      .split(/^(?=# \/)/m)
      .map((part) => ({ path: /^# (\/[^\s,]+)/.exec(part)?.[1] ?? "", text: part }))
      .filter((file) => file.path),
  );
}

/** An answer from 127.0.0.1:`port` (https when `tls`) to the guide's host, started. */
async function ask(port: number, method: string, path: string, tls = false) {
  const url = `${tls ? "https" : "http"}://127.0.0.1:${port}${path}`;
  const host = "www.keystub.example";
  const options = { method, headers: { Host: host }, servername: host, rejectUnauthorized: false };
  const answer = await rawRequest(url, { ...options, body: method === "POST" ? "{}" : undefined });
  return { status: answer.status, body: answer.body, location: answer.headers.location };
}

describe("docs/deploy.md", () => {
  /** The guide's nginx sites (`upstream` replacing its own) running on free ports; undefined without nginx. */
  async function startSites(upstream: string) {
    if (!nginxBinary()) return void console.warn("deploy.test: no nginx here; its configuration was not checked");
    const sites = files("nginx");
    expect(sites.map((site) => site.path)).toEqual([
      "/etc/nginx/sites-available/keystub-http",
      "/etc/nginx/sites-available/keystub",
    ]);
    const prefix = mkdtempSync(join(scratch, "nginx-"));
    const certs = join(prefix, "certs");
    mkdirSync(certs);
    const subject = ["-subj", "/CN=www.keystub.example", "-days", "1", "-nodes", "-newkey", "rsa:2048"];
    const out = ["-keyout", join(certs, "privkey.pem"), "-out", join(certs, "fullchain.pem")];
    execFileSync("openssl", ["req", "-x509", ...subject, ...out], { stdio: "ignore" });
    const [http, https] = [await freePort(), await freePort()];
    const webroot = join(prefix, "letsencrypt");
    const text = sites
      .map((site) => site.text)
      .join("\n")
      .replaceAll("/etc/letsencrypt/live/www.keystub.example", certs)
      .replaceAll("/var/www/letsencrypt", webroot)
      .replaceAll(/^\s*listen \[::\]:\d+.*$/gm, "")
      .replaceAll(/listen 80;/g, `listen 127.0.0.1:${http};`)
      .replaceAll(/listen 443 /g, `listen 127.0.0.1:${https} `)
      .replace(/^upstream keystub \{[^}]*\}/m, upstream);
    const nginx = await startNginx(text, https);
    return { http, https, webroot, stop: () => nginx.stop() };
  }

  it("has nginx sites that nginx accepts: plain http answers certbot's challenge, and the upstream for several instances leaves out one answering 503, retrying its POST on another", async () => {
    const snippet = /```nginx\n(upstream keystub \{[\s\S]*?\})\n```/.exec(guide)?.[1] ?? "";
    expect(snippet).toMatch(/max_fails=1 fail_timeout=\d+s/);
    // Two instances: one without its database (its pages answer, its contact function 503), one ready.
    const seen: Record<string, string[]> = { unready: [], ready: [] };
    const instances = Object.keys(seen).map((name) =>
      createHttpServer((request, response) => {
        seen[name]?.push(`${request.method} ${request.url}`);
        request.resume().on("end", () => {
          const status = name === "unready" && request.method === "POST" ? 503 : 200;
          response.writeHead(status, { "Content-Type": "text/plain" }).end(name);
        });
      }),
    );
    const ports: number[] = [];
    for (const instance of instances) {
      await once(instance.listen(0, "127.0.0.1"), "listening");
      ports.push((instance.address() as AddressInfo).port);
    }
    // Left out for longer than this test takes, however busy the machine.
    const upstream = snippet
      .replaceAll(/server \S+/g, () => `server 127.0.0.1:${ports.shift()}`)
      .replaceAll(/fail_timeout=\d+s/g, "fail_timeout=600s");
    expect(ports).toEqual([]);
    const sites = await startSites(upstream);
    try {
      if (!sites) return;
      // What certbot --webroot writes, nginx answers; anything else on plain http is redirected.
      mkdirSync(join(sites.webroot, ".well-known/acme-challenge"), { recursive: true });
      writeFileSync(join(sites.webroot, ".well-known/acme-challenge/a-token"), "a-token.key-authorisation");
      const challenge = await ask(sites.http, "GET", "/.well-known/acme-challenge/a-token");
      expect(challenge).toMatchObject({ status: 200, body: "a-token.key-authorisation" });
      const page = await ask(sites.http, "GET", "/music?x=1");
      expect(page).toMatchObject({ status: 301, location: "https://www.keystub.example/music?x=1" });

      const post = () => ask(sites.https, "POST", "/functions/v1/send-contact-email", true);
      await ask(sites.https, "GET", "/", true);
      // Until the unready instance has had a POST, every POST is answered by the ready one.
      while (seen.unready?.every((request) => !request.startsWith("POST")))
        expect(await post()).toMatchObject({ status: 200, body: "ready" });
      const posts = seen.ready?.filter((request) => request.startsWith("POST")).length;
      const unreadyRequests = seen.unready?.length;
      // Then it is left out: nothing more reaches it, pages or enquiries, each request reaching one instance.
      for (let request = 0; request < 6; request++)
        expect(await ask(sites.https, request % 2 ? "GET" : "POST", "/", true)).toMatchObject({
          status: 200,
          body: "ready",
        });
      expect(seen.unready).toHaveLength(unreadyRequests ?? 0);
      expect(seen.ready?.filter((request) => request.startsWith("POST"))).toHaveLength((posts ?? 0) + 3);
    } finally {
      await sites?.stop();
      for (const instance of instances) instance.close();
    }
  });

  it("has systemd units that systemd-analyze verifies, with services it scores 3.0 or below", () => {
    if (spawnSync("systemd-analyze", ["--version"]).status !== 0)
      return void console.warn("deploy.test: no systemd-analyze here; the units were not checked");
    const units = files("ini").filter((file) => file.path.startsWith("/etc/systemd/system/"));
    expect(units.map((unit) => unit.path).sort()).toEqual([
      "/etc/systemd/system/keystub-backup.service",
      "/etc/systemd/system/keystub-backup.timer",
      "/etc/systemd/system/keystub.service",
      "/etc/systemd/system/keystub.socket",
    ]);
    const service = units.find((unit) => unit.path.endsWith("/keystub.service"))?.text ?? "";
    // The server runs on the Node the project installs, from the checkout it runs in, with the settings Node reads.
    const directory = /^WorkingDirectory=(.+)$/m.exec(service)?.[1];
    const start = `^ExecStart=${directory}/node_modules/\\.bin/node --env-file=/etc/keystub\\.env server/main\\.ts$`;
    expect(service).toMatch(new RegExp(start, "m"));
    // Written to a folder, with the project's own Node standing in for the checkout's.
    const folder = mkdtempSync(join(scratch, "units-"));
    const written = units.map((unit) => {
      const file = join(folder, unit.path.split("/").at(-1) ?? "");
      writeFileSync(
        file,
        unit.text.replaceAll(`${directory}/node_modules/.bin/node`, resolve("node_modules/.bin/node")),
      );
      return { ...unit, file };
    });
    const result = spawnSync("systemd-analyze", ["verify", ...written.map((unit) => unit.file)], { encoding: "utf8" });
    expect(result.stderr.trim(), result.stderr).toBe("");
    expect(result.status).toBe(0);
    for (const unit of written.filter((each) => each.path.endsWith(".service"))) {
      const options = ["security", "--offline=yes", "--threshold=30", "--no-pager", unit.file];
      const scored = spawnSync("systemd-analyze", options, { encoding: "utf8" });
      const score = Number(/Overall exposure level for \S+: (\d+\.\d)/.exec(scored.stdout)?.[1]);
      expect(score, unit.path + scored.stdout + scored.stderr).toBeLessThanOrEqual(3);
      expect(scored.status, scored.stderr).toBe(0);
    }
  });

  it("stops and starts keystub.socket with the service, which a request on the socket would start again", () => {
    const commands = [...guide.matchAll(/systemctl (stop|start) [^&\n]*\bkeystub\b[^&\n]*/g)].map((m) => m[0]);
    expect(commands.length).toBeGreaterThanOrEqual(4);
    for (const command of commands) expect(command.trim()).toMatch(/ keystub\.socket keystub$/);
  });

  it("reads /etc/keystub.env one way: Node's --env-file, and lines every reader takes as written", () => {
    const [environment] = files("ini").filter((file) => file.path === "/etc/keystub.env");
    const lines = (environment?.text ?? "").split("\n").filter((line) => line && !line.startsWith("#"));
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      const [name = "", ...rest] = line.split("=");
      // Docker's --env-file takes the value as written: Node must read the very same.
      expect(parseEnv(line), line).toEqual({ [name]: rest.join("=") });
      expect(line, "no quotes, no # in a value, no spaces around =").toMatch(
        /^[A-Z][A-Z0-9_]*=[^"'`#\s]([^"'`#]*\S)?$/,
      );
    }
    // Nothing reads it another way (systemd's EnvironmentFile, a shell's "."), and no setting is an argument.
    expect(guide).not.toMatch(/EnvironmentFile=|set -a|\. \/etc\/keystub/);
    expect(guide).not.toMatch(/ -e [A-Z_]+=/);
  });
});
