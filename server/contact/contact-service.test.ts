import { createServer, type Server } from "node:http";
import { connect, createServer as createTcpServer } from "node:net";
import { afterEach, expect, inject, it } from "vitest";
import { readPublicConfig } from "../../site/config.ts";
import { loadContactConfig } from "../config.server.ts";
import { postgresTestDatabase, type TestDatabase } from "../storage/test-databases.ts";
import { testFormPages } from "../testing/contact-function.ts";
import { postEnquiry, sampleFields } from "../testing/sample-enquiry.ts";
import { freePort } from "../testing/smtp-sink.ts";
import { type ContactService, startContactService } from "./contact-service.server.ts";

let database: TestDatabase | undefined;
let service: ContactService | undefined;
const servers: { close(callback: () => void): void }[] = [];

afterEach(async () => {
  await service?.close();
  service = undefined;
  for (const server of servers.splice(0)) await new Promise<void>((resolve) => server.close(() => resolve()));
  await database?.drop();
  database = undefined;
});

it("serves 503 while PostgreSQL cannot be reached, and stores enquiries once it can", async () => {
  database = await postgresTestDatabase(inject("postgresUrl"));
  const real = new URL(database.env.DATABASE_URL ?? "");
  const port = await freePort();
  const unreachable = new URL(real);
  unreachable.port = String(port);
  // The service tries the database again every 5 s; here every 20 ms, so the test waits for the
  // database to come up, not for the next try.
  service = await startContactService(
    {
      ...loadContactConfig({ ...database.env, DATABASE_URL: unreachable.toString(), STORAGE_TIMEOUT_MS: "500" }),
      publicConfig: readPublicConfig({}),
    },
    { reconnectMs: 20, pages: await testFormPages() },
  );
  const http: Server = createServer((request, response) => service?.handle(request, response));
  servers.push(http);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const address = http.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const post = () => postEnquiry(origin, sampleFields({ name: "Ada", email: "ada@example.com" }));

  expect((await post()).status).toBe(503);

  // The database comes up (here: a relay to the real one starts listening on its port).
  const relay = createTcpServer((socket) => {
    const upstream = connect(Number(real.port), real.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on("error", () => upstream.destroy());
    upstream.on("error", () => socket.destroy());
  });
  servers.push(relay);
  await new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", resolve));
  await expect.poll(async () => (await post()).status, { timeout: 15_000, interval: 20 }).toBe(200);
}, 30_000);
