import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readPublicConfig } from "../site/config.ts";
import { staleness, writeBuildInfo } from "./build-info.ts";

const root = mkdtempSync(join(tmpdir(), "keystub-build-info-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("whether a build can be served", () => {
  it("not when it is missing, made with another configuration, or older than a source", () => {
    const config = readPublicConfig({});
    const build = join(root, "build");
    mkdirSync(join(root, "app"), { recursive: true });
    mkdirSync(build);
    const source = join(root, "app", "page.tsx");
    writeFileSync(source, "export {};\n");
    const past = new Date(Date.now() - 60_000);
    utimesSync(source, past, past);
    utimesSync(join(root, "app"), past, past);

    expect(staleness(root, build, config)).toBe("No build yet");
    writeBuildInfo(build, config);
    expect(staleness(root, build, config)).toBeUndefined();
    expect(staleness(root, build, readPublicConfig({ SITE_URL: "https://www.keystub.example" }))).toBe(
      "The public configuration changed",
    );
    const future = new Date(Date.now() + 60_000);
    utimesSync(source, future, future);
    expect(staleness(root, build, config)).toBe("The sources changed since the last build");
  });
});
