// The contact function alone on a loopback port, for unit tests: no rate limit or proxy unless
// `config` sets one, and the no-script pages rendered from their source (Vitest compiles the TSX).
import { createServer } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { readPublicConfig } from "../../site/config.ts";
import { contactFunctionPath } from "../../site/contact-schema.ts";
import { type ContactFunctionOptions, createContactFunction } from "../contact/contact-function.server.ts";
import type { FormPages } from "../contact/form-page.server.ts";
import { collect } from "./raw-request.ts";

export const publicConfig = readPublicConfig({});

export async function testFormPages(): Promise<FormPages> {
  return { render: await import("../../app/contact-pages/render.server.tsx"), stylesheet: "/assets/styles.css" };
}

type Options = Omit<ContactFunctionOptions, "config" | "pages"> & {
  config?: Partial<ContactFunctionOptions["config"]>;
};

/** Serves the function until `close`; `base` is its origin. */
export async function serveContactFunction({ config, ...options }: Options) {
  const handle = createContactFunction({
    config: {
      CONTACT_RATE_LIMIT_PER_IP: 0,
      CONTACT_RATE_LIMIT_PER_EMAIL: 0,
      CONTACT_RATE_WINDOW_SECONDS: 3600,
      TRUST_PROXY: [],
      publicConfig,
      ...config,
    },
    pages: await testFormPages(),
    ...options,
  });
  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A POST to the function whose body stops after `start` of its declared 100 bytes: all the server
 * answered, once it closed the connection.
 */
export function unfinishedPost(base: string, headers: Record<string, string>, start: string): Promise<string> {
  const { port, hostname } = new URL(base);
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  const socket = connect(Number(port), hostname);
  socket.write(
    `POST ${contactFunctionPath} HTTP/1.1\r\nHost: x\r\n${lines.join("")}Content-Length: 100\r\n\r\n${start}`,
  );
  return collect(socket).whole;
}
