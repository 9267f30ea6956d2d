// The files operators and CI read agree with the project: one Node version, the README's test
// command, the container's health check on readiness.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");
const pinned = (JSON.parse(read("package.json")) as { devDependencies: { node: string } }).devDependencies.node;

describe("the operating files", () => {
  it("name one Node version: the node package's", () => {
    expect(read(".nvmrc").trim()).toBe(pinned);
    expect(read("Dockerfile")).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${pinned.replaceAll(".", "\\.")}-`, "m"));
    expect(read(".github/workflows/ci.yml")).toContain(`image: node:${pinned}-`);
  });

  it("CI runs the README's test command", () => {
    const command = /^npm ci && npm test(?=\s)/m.exec(read("README.md"))?.[0];
    expect(command).toBe("npm ci && npm test");
    expect(read(".github/workflows/ci.yml")).toMatch(/^\s+run: npm ci && npm test$/m);
  });

  it("CI builds and runs the real image, and fails where no engine runs", () => {
    const workflow = read(".github/workflows/ci.yml");
    const job = workflow.slice(workflow.indexOf("\n  container:"));
    expect(job).toMatch(/^\s+runs-on: ubuntu-latest$/m);
    expect(job).toMatch(/^\s+run: npm ci && npm run check:container$/m);
    expect(job).toMatch(/^\s+CONTAINER_ENGINE: required$/m);
  });

  it("the image runs as an ordinary user, keeps DATA_DIR in a volume and checks /readyz", () => {
    // The last stage, its continued lines joined.
    const runtime =
      read("Dockerfile")
        .replace(/\\\n\s*/g, " ")
        .split(/^FROM /m)
        .at(-1) ?? "";
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^ENV .*\bDATA_DIR=\/data\b/m);
    expect(runtime).toMatch(/^VOLUME \/data$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\/readyz/m);
  });

  it("keeps secrets and local state out of the image's build context", () => {
    const ignored = read(".dockerignore").split("\n");
    for (const entry of [".env", "node_modules", "data", ".cache", ".git"]) expect(ignored).toContain(entry);
  });
});
