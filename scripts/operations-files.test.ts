// The files operators and CI read agree with the project: one Node version, the README's test
// command, the container's health check on readiness.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseDockerfile } from "./check-container.ts";

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");
const pinned = (JSON.parse(read("package.json")) as { devDependencies: { node: string } }).devDependencies.node;

describe("the operating files", () => {
  it("name one Node version: the node package's", () => {
    expect(read(".nvmrc").trim()).toBe(pinned);
    expect(parseDockerfile(read("Dockerfile")).args.get("NODE_IMAGE")).toMatch(new RegExp(`^node:${pinned}-`));
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
    const { stages } = parseDockerfile(read("Dockerfile"));
    const runtime = stages.at(-1)?.instructions ?? [];
    const value = (keyword: string) => runtime.filter((step) => step.keyword === keyword).map((step) => step.args);
    expect(stages.length).toBeGreaterThan(1);
    expect(value("USER")).toEqual(["node"]);
    expect(value("ENV").join(" ")).toContain("DATA_DIR=/data");
    expect(value("VOLUME")).toEqual(["/data"]);
    expect(value("HEALTHCHECK")[0]).toContain("/readyz");
  });

  it("keeps secrets and local state out of the image's build context", () => {
    const ignored = read(".dockerignore").split("\n");
    for (const entry of [".env", "node_modules", "data", ".cache", ".git"]) expect(ignored).toContain(entry);
  });
});
