import { connect } from "node:net";
import fc from "fast-check";
import { baseURL } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";

const { hostname: host, port } = new URL(baseURL);

/** Sends raw bytes; the answer's status (0 when the server just closed), head and body, as latin1. */
function rawRequest(payload: string | Buffer): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), host);
    let answer = "";
    socket.setTimeout(5000, () => socket.destroy(new Error("no answer within 5 s")));
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("error", (error) =>
      (error as NodeJS.ErrnoException).code === "ECONNRESET"
        ? resolve({ status: 0, head: "", body: "" })
        : reject(error),
    );
    socket.on("close", () => {
      const end = answer.indexOf("\r\n\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, head: answer.slice(0, end), body: answer.slice(end + 4) });
    });
    socket.end(payload);
  });
}

/** One request with the path sent exactly as given (no URL normalisation on the way). */
const send = (method: string, path: string) =>
  rawRequest(`${method} ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nConnection: close\r\n\r\n`);

const pathSegment = fc.oneof(
  fc.webSegment(),
  fc.constantFrom(...".. . %2e%2e %2E%2E%2F ..%2f %00 %ff % %zz ~ index.html es ES musica".split(" ")),

  fc.string({ unit: "binary", maxLength: 12 }).map(encodeURIComponent),
);
const hostilePath = fc.array(pathSegment, { maxLength: 6 }).map((segments) => `/${segments.join("/")}`);

test.describe("hostile requests never break the server", () => {
  test("thousands of random and hostile paths get a well-formed 2xx, 3xx or 4xx, never a file outside the site", async () => {
    test.setTimeout(300_000);
    // 100 runs of 20 concurrent requests: 2,000 requests (with the two tests below, about 3,000).
    const batch = fc.array(fc.tuple(hostilePath, fc.constantFrom("GET", "HEAD")), { minLength: 20, maxLength: 20 });
    await fc.assert(
      fc.asyncProperty(batch, async (requests) => {
        const responses = await Promise.all(requests.map(([path, method]) => send(method, path)));
        responses.forEach((response, index) => {
          const path = requests[index]?.[0];
          expect([200, 301, 304, 400, 404], path).toContain(response.status);
          if (response.status !== 301) expect(response.head, path).toMatch(/^content-type: \S/im);
          expect(response.body, path).not.toMatch(/root:x:0:0|"private": true|BEGIN PRIVATE KEY|"devDependencies"/);
        });
      }),
      { numRuns: 100 },
    );
  });

  test("odd methods are refused with 405 and an Allow header", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "PURGE", "MKCOL"),
        hostilePath,
        async (method, path) => {
          const response = await send(method, path);
          expect(response.status, `${method} ${path}`).toBe(405);
          expect(response.head).toMatch(/^allow: GET, HEAD\r?$/im);
        },
      ),
      { numRuns: 500 },
    );
  });

  test("malformed request lines, huge headers and raw garbage get 4xx or a closed connection", async ({ request }) => {
    const cases: (string | Buffer)[] = [
      "GARBAGE\r\n\r\n",
      "GET\r\n\r\n",
      "GET /music HTTP/9.9\r\nHost: x\r\n\r\n",
      "GET /music HTTP/1.1\r\n\r\n",
      `GET /music HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(100_000)}\r\n\r\n`,
      `GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      "GET /music HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n",
      "GET /music HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n",
      Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc, 0x03, 0x03]),
    ];
    for (const payload of cases) {
      const { status } = await rawRequest(payload);
      expect(status === 0 || (status >= 400 && status < 500), String(payload).slice(0, 60)).toBe(true);
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", minLength: 1, maxLength: 300 }), async (garbage) => {
        const { status } = await rawRequest(`${garbage}\r\n\r\n`);
        expect([0, 200, 301].includes(status) || (status >= 400 && status < 500)).toBe(true);
      }),
      { numRuns: 300 },
    );
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
  });
});
