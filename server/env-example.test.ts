// .env.example names every variable the site reads, with the default the code really uses.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseEnvironment, publicConfigSchema } from "../site/config.ts";
import { contactSchema, serverSchema } from "./config.server.ts";

const example = readFileSync(new URL("../.env.example", import.meta.url), "utf8");
const documented = new Map(
  [...example.matchAll(/^# ([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1] ?? "", match[2] ?? ""]),
);
const schemas = { public: publicConfigSchema, server: serverSchema, contact: contactSchema };

describe(".env.example", () => {
  it.each(Object.entries(schemas))("lists every %s variable", (_name, schema) => {
    const missing = Object.keys(schema.shape).filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
  });

  it("lists no variable the code does not read", () => {
    const known = new Set(Object.values(schemas).flatMap((schema) => Object.keys(schema.shape)));
    expect([...documented.keys()].filter((key) => !known.has(key))).toEqual([]);
  });

  it.each(Object.entries(schemas))("gives each %s variable its real default (or none when unset)", (_name, schema) => {
    const defaults = parseEnvironment(schema, {}) as Record<string, unknown>;
    // The same values, written out, parse to the same configuration.
    const written = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, documented.get(key) ?? ""]));
    expect(parseEnvironment(schema, written)).toEqual(defaults);
  });
});
