// A property-based fuzz of send-contact-email against the running server: hostile
// bodies of every kind get a well-formed refusal (JSON, or a page for a native form post), never
// a 5xx, and nothing they carry is stored. The server is the one Playwright starts for every spec, with its default store under
// ./data; no other spec sends enquiries to it, so its count must not move.
import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { join } from "node:path";
import fc from "fast-check";
import { baseURL } from "../../playwright.config.ts";
import { root } from "../../server/testing/server-process.ts";
import {
  type ContactField,
  contactBodyLimit,
  contactFieldDefinitions,
  contactFields,
  contactFunctionPath,
  contactLimits,
} from "../../site/contact-schema.ts";
import { expect, exportEnquiries, test } from "./fixtures.ts";

const { hostname: host, port } = new URL(baseURL);
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

interface Hostile {
  readonly contentType: string | undefined;
  /** The body, sent as it is, or in chunks without a Content-Length. */
  readonly body: string | readonly string[];
  readonly acceptLanguage: string;
}

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

function send(request: Hostile): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunked = typeof request.body !== "string";
    const headers: Record<string, string> = { "Accept-Language": request.acceptLanguage };
    if (request.contentType !== undefined) headers["Content-Type"] = request.contentType;
    if (chunked) headers["Transfer-Encoding"] = "chunked";
    else headers["Content-Length"] = String(Buffer.byteLength(request.body as string));
    let answered = false;
    const req = httpRequest({ host, port, method: "POST", path: contactFunctionPath, headers, agent }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.setTimeout(15_000, () => req.destroy(new Error("no answer within 15 s")));
    // The server may answer an oversized body and close before it has all been written: an error
    // writing the rest after the answer came is expected, one before it is not.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (chunked) for (const chunk of request.body) req.write(chunk);
    else req.write(request.body);
    req.end();
  });
}

const valid = { name: "Ada", email: "ada@example.com", organization: "Engines", interest: "Passes" };

/** One defect that makes an enquiry invalid, whatever the other fields hold. */
const defect: fc.Arbitrary<[ContactField, unknown]> = fc.oneof(
  // CR/LF meant for e-mail header injection, in the fields that could reach a header.
  fc.tuple(
    fc.constantFrom(
      ...contactFieldDefinitions.filter((field) => field.input !== "multiline").map((field) => field.name),
    ),
    fc
      .tuple(fc.string(), fc.constantFrom("\r\n", "\n", "\r", "\u2028", "\u0085"), fc.string())
      .map(([before, breaker, after]) => `${before}x${breaker}Bcc: victim@example.com${after}`),
  ),
  // Unicode that must not pass: lone surrogates, bidirectional overrides, NUL, a byte-order mark.
  fc.tuple(
    fc.constantFrom(...contactFields),
    fc
      .tuple(fc.string(), fc.constantFrom("\ud800", "\udfff", "\u202e", "\u2066", "\u0000", "\ufeff", "\u001b"))
      // Between letters: trimming must not be what removes it.
      .map(([text, bad]) => `a${bad}${text}b`),
  ),
  // Over the bound, in characters of one to four bytes.
  fc
    .tuple(fc.constantFrom(...contactFields), fc.constantFrom("x", "é", "€", "😀"), fc.integer({ min: 1, max: 40 }))
    .map(([field, unit, extra]): [ContactField, unknown] => [field, unit.repeat(contactLimits[field] + extra)]),
  // Wrong types, empty values, and addresses that are not addresses.
  fc.tuple(
    fc.constantFrom(...contactFields),
    fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object(), fc.constant("   ")),
  ),
  fc.tuple(
    fc.constant<ContactField>("email"),
    fc.oneof(
      fc.string().filter((text) => !text.includes("@")),
      fc.constantFrom('"a b"@example.com', "a@[127.0.0.1]", "a@example", "a@-example.com", "(c)a@example.com"),
    ),
  ),
);

const enquiryWithDefect = fc
  .tuple(fc.record({ name: fc.string(), organization: fc.string(), interest: fc.string() }), defect, fc.boolean())
  .map(([others, [field, value], dropIt]) => {
    const body: Record<string, unknown> = { ...valid, ...others, [field]: value };
    if (dropIt && typeof value !== "string") delete body[field];
    return JSON.stringify(body);
  });

const malformedJson = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom("", "{", "null", "[]", '"text"', "42", '{"name":"a",}', "{'name':'a'}", "1e999", "\ufeff{}"),
  fc
    .tuple(fc.constant(JSON.stringify(valid)), fc.integer({ min: 1, max: 60 }))
    .map(([text, cut]) => text.slice(0, cut)),
);

const jsonType = fc.constantFrom("application/json", "application/json; charset=utf-8", "Application/JSON");

const hostileBody: fc.Arbitrary<Omit<Hostile, "acceptLanguage">> = fc.oneof(
  fc.record({ contentType: jsonType, body: fc.oneof(enquiryWithDefect, malformedJson) }),
  // A valid enquiry in anything but JSON, or without a type (as a form, it has none of the fields).
  fc.record({
    contentType: fc.constantFrom(
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/json; charset=latin1",
      "application/jsonx",
      undefined,
    ),
    body: fc.constant(JSON.stringify(valid)),
  }),
  // Over 16 KB, declared or streamed in chunks with no length.
  fc.record({
    contentType: jsonType,
    body: fc.oneof(
      fc
        .integer({ min: 1, max: 4096 })
        .map((extra) => JSON.stringify({ ...valid, interest: "x".repeat(contactBodyLimit + extra) })),
      fc
        .tuple(fc.integer({ min: 17, max: 40 }), fc.constantFrom("x", "{", "😀"))
        .map(([chunks, unit]) => Array.from({ length: chunks }, () => unit.repeat(1024 / unit.length))),
    ),
  }),
);

const hostile: fc.Arbitrary<Hostile> = fc
  .tuple(
    fc.oneof(
      fc.constantFrom("en", "es-MX,es;q=0.9", "*", ""),
      fc.string({ maxLength: 30 }).filter((text) => /^[\x20-\x7e]*$/.test(text)),
    ),
    hostileBody,
  )
  .map(([acceptLanguage, rest]) => ({ acceptLanguage, ...rest }));

test.describe("hostile enquiries never break the contact function", () => {
  test("thousands of malformed, mistyped, oversized and injected bodies get a refusal (JSON, or a page for a form) and store nothing", async ({
    request,
  }) => {
    test.setTimeout(300_000);
    const before = (await exportEnquiries(join(root, "data"))).length;
    // 200 runs of 10 concurrent requests: 2,000 hostile requests.
    await fc.assert(
      fc.asyncProperty(fc.array(hostile, { minLength: 10, maxLength: 10 }), async (batch) => {
        const answers = await Promise.all(batch.map(send));
        answers.forEach((answer, index) => {
          const what = JSON.stringify(batch[index]).slice(0, 200);
          expect(answer.status, what).toBeGreaterThanOrEqual(400);
          expect(answer.status, what).toBeLessThan(500);
          expect(answer.headers["cache-control"], what).toBe("no-store");
          // A form the browser posts itself is answered with a page: the form again, nothing run.
          if (batch[index]?.contentType === "application/x-www-form-urlencoded") {
            expect(answer.headers["content-type"], what).toBe("text/html; charset=utf-8");
            expect(answer.headers["content-security-policy"], what).toMatch(/^default-src 'none';/);
            expect(answer.body, what).toContain("<form");
            return;
          }
          expect(answer.headers["content-type"], what).toBe("application/json; charset=utf-8");
          const body = JSON.parse(answer.body) as { success: unknown; code: unknown; error: unknown };
          expect(body.success, what).toBe(false);
          expect(body.code, what).toEqual(expect.stringMatching(/^[a-z_]+$/));
          expect(body.error, what).toEqual(expect.any(String));
        });
      }),
      { numRuns: 200 },
    );
    expect(await exportEnquiries(join(root, "data"))).toHaveLength(before);
    expect((await request.get("/healthz")).status()).toBe(200);
  });
});
