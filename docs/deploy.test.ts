// The deploy guide's files work as written: each nginx configuration and systemd unit in
// docs/deploy.md is taken out of the guide and checked by the tool that will read it (nginx -t,
// systemd-analyze verify), wherever that tool is (nginx is installed with apt on Debian).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { aptInstall } from "../setup/apt-install.ts";

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

function nginxBinary(): string | undefined {
  if (!existsSync("/usr/sbin/nginx")) aptInstall(["nginx-light"], "nginx checks the guide's configuration");
  return existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : undefined;
}

describe("docs/deploy.md", () => {
  it("has an nginx configuration that nginx accepts", () => {
    const nginx = nginxBinary();
    if (!nginx) return void console.warn("deploy.test: no nginx here; its configuration was not checked");
    const [site] = files("nginx");
    expect(site?.path).toBe("/etc/nginx/sites-available/keystub");
    // The certificate the guide names, made here: nginx -t opens it.
    const certs = join(scratch, "certs");
    mkdirSync(certs);
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=www.keystub.example",
        "-keyout",
        join(certs, "privkey.pem"),
        "-out",
        join(certs, "fullchain.pem"),
      ],
      { stdio: "ignore" },
    );
    const prefix = join(scratch, "nginx");
    mkdirSync(join(prefix, "logs"), { recursive: true });
    const config = join(prefix, "nginx.conf");
    writeFileSync(
      config,
      `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log;\nevents {}\nhttp {\n  access_log off;\n` +
        `  client_body_temp_path ${prefix}/body;\n  proxy_temp_path ${prefix}/proxy;\n` +
        (site?.text ?? "").replaceAll("/etc/letsencrypt/live/www.keystub.example", certs) +
        "\n}\n",
    );
    const result = spawnSync(nginx, ["-t", "-c", config, "-p", prefix], { encoding: "utf8" });
    expect(result.stderr).toContain("syntax is ok");
    expect(result.status, result.stderr).toBe(0);
  });

  it("has systemd units that systemd-analyze verifies", () => {
    if (spawnSync("systemd-analyze", ["--version"]).status !== 0) {
      return void console.warn("deploy.test: no systemd-analyze here; the units were not checked");
    }
    const units = files("ini").filter((file) => file.path.startsWith("/etc/systemd/system/"));
    expect(units.map((unit) => unit.path).sort()).toEqual([
      "/etc/systemd/system/keystub-backup.service",
      "/etc/systemd/system/keystub-backup.timer",
      "/etc/systemd/system/keystub.service",
    ]);
    const service = units.find((unit) => unit.path.endsWith("/keystub.service"))?.text ?? "";
    // The server runs on the Node the project installs, from the checkout it runs in.
    const directory = /^WorkingDirectory=(.+)$/m.exec(service)?.[1];
    expect(service).toMatch(new RegExp(`^ExecStart=${directory}/node_modules/\\.bin/node server/main\\.ts$`, "m"));
    const folder = join(scratch, "units");
    mkdirSync(folder);
    for (const unit of units) {
      // That checkout is not on this machine: the project's own Node stands in for its path.
      const text = unit.text.replaceAll(`${directory}/node_modules/.bin/node`, resolve("node_modules/.bin/node"));
      writeFileSync(join(folder, unit.path.split("/").at(-1) ?? ""), text);
    }
    const result = spawnSync(
      "systemd-analyze",
      ["verify", ...units.map((unit) => join(folder, unit.path.split("/").at(-1) ?? ""))],
      {
        encoding: "utf8",
      },
    );
    expect(result.stderr.trim(), result.stderr).toBe("");
    expect(result.status).toBe(0);
  });
});
