// `npm run check:container` (docs/scripts.md): the image, built for a public SITE_URL, passes the
// public-build checks and its HEALTHCHECK; without an engine it passes unless CONTAINER_ENGINE=required.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { assertPublicBuild, publicSiteUrl } from "./check-public-build.ts";

const began = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const docker = (...args: string[]) => execFileSync("docker", args, { encoding: "utf8" }).trim();
const remove = (...args: string[]) => spawnSync("docker", args, { stdio: "ignore" });

if (spawnSync("docker", ["info"], { stdio: "ignore", timeout: 15_000 }).status !== 0) {
  if (process.env.CONTAINER_ENGINE === "required") {
    console.error("check:container: CONTAINER_ENGINE=required, but no container engine answers (docker info)");
    process.exit(1);
  }
  console.info("check:container: no container engine answers: skipped (CI's container job runs it)");
} else {
  const tag = `keystub-website-check:${process.pid}`;
  const build = ["build", "--build-arg", `SITE_URL=${publicSiteUrl}`, "-t", tag, "."];
  execFileSync("docker", build, { cwd: resolve(import.meta.dirname, ".."), stdio: "inherit" });
  console.info(`check:container: image built in ${seconds(began)}`);
  const pagesDir = mkdtempSync(join(tmpdir(), "keystub-image-build-"));
  const created = docker("create", tag);
  try {
    docker("cp", `${created}:/app/build`, pagesDir);
    assertPublicBuild(join(pagesDir, "build"), publicSiteUrl, "check:container");
  } finally {
    remove("rm", "-f", created);
    rmSync(pagesDir, { recursive: true, force: true });
  }
  const started = performance.now();
  const id = docker("run", "-d", "-P", "-e", `SITE_URL=${publicSiteUrl}`, tag);
  try {
    for (;;) {
      const health = docker("inspect", "-f", "{{.State.Health.Status}}", id);
      if (health === "healthy") break;
      if (health === "unhealthy") throw new Error("The container's HEALTHCHECK failed");
      await new Promise((wait) => setTimeout(wait, 1000));
    }
    console.info(`check:container: healthy (/readyz) ${seconds(started)} after start`);
  } finally {
    remove("rm", "-f", id);
    remove("rmi", tag);
  }
}
console.info(`check:container: passed in ${seconds(began)}`);
