// `npm run check:container` (part of `npm test`): with a container engine that answers, the
// Dockerfile builds an image whose pages pass the public-build checks (scripts/check-public-build.ts),
// and that image, run for a public SITE_URL, passes its HEALTHCHECK. Without an engine it says so
// and passes, unless CONTAINER_ENGINE=required (CI's container job, which always runs it).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { assertPublicBuild, publicSiteUrl } from "./check-public-build.ts";

const root = resolve(import.meta.dirname, "..");
function engineAnswers(): boolean {
  return spawnSync("docker", ["info"], { stdio: "ignore", timeout: 15_000 }).status === 0;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function withEngine(): Promise<void> {
  const tag = `keystub-website-check:${process.pid}`;
  let started = performance.now();
  execFileSync("docker", ["build", "--build-arg", `SITE_URL=${publicSiteUrl}`, "-t", tag, "."], {
    cwd: root,
    stdio: "inherit",
  });
  console.info(`check:container: image built in ${seconds(started)}`);
  const pagesDir = mkdtempSync(join(tmpdir(), "keystub-image-build-"));
  const created = execFileSync("docker", ["create", tag], { encoding: "utf8" }).trim();
  try {
    execFileSync("docker", ["cp", `${created}:/app/build`, pagesDir]);
    assertPublicBuild(join(pagesDir, "build"), publicSiteUrl, "check:container");
  } finally {
    spawnSync("docker", ["rm", "-f", created], { stdio: "ignore" });
    rmSync(pagesDir, { recursive: true, force: true });
  }
  started = performance.now();
  const id = execFileSync("docker", ["run", "-d", "-P", "-e", `SITE_URL=${publicSiteUrl}`, tag], {
    encoding: "utf8",
  }).trim();
  try {
    for (;;) {
      const health = execFileSync("docker", ["inspect", "-f", "{{.State.Health.Status}}", id], {
        encoding: "utf8",
      }).trim();
      if (health === "healthy") break;
      if (health === "unhealthy") throw new Error("The container's HEALTHCHECK failed");
      await new Promise((wait) => setTimeout(wait, 1000));
    }
    console.info(`check:container: healthy (/readyz) ${seconds(started)} after start`);
  } finally {
    spawnSync("docker", ["rm", "-f", id], { stdio: "ignore" });
    spawnSync("docker", ["rmi", tag], { stdio: "ignore" });
  }
}

if (import.meta.main) {
  const started = performance.now();
  if (engineAnswers()) await withEngine();
  else if (process.env.CONTAINER_ENGINE === "required") {
    console.error("check:container: CONTAINER_ENGINE=required, but no container engine answers (docker info)");
    process.exit(1);
  } else {
    console.info("check:container: no container engine answers: skipped (CI's container job runs it)");
  }
  console.info(`check:container: passed in ${seconds(started)}`);
}
