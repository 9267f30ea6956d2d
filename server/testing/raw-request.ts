// One request with what fetch does not send: a Host header of the test's own, a local address, no
// check of a test certificate; and what a raw socket receives.
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest, type RequestOptions } from "node:https";
import type { Socket } from "node:net";

/** `url`'s answer to one request, its body read whole as text. */
export function rawRequest(
  url: string,
  { body, ...options }: RequestOptions & { body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const send = url.startsWith("https:") ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    send(url, options, (response) => {
      let text = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    })
      .on("error", reject)
      .end(body);
  });
}

/** Everything a socket receives: awaitable as soon as it matches a pattern, or once it closes. */
export function collect(socket: Socket) {
  let text = "";
  const waiting: { pattern: RegExp; resolve: () => void }[] = [];
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    text += chunk;
    for (const wait of waiting.filter((entry) => entry.pattern.test(text))) wait.resolve();
  });
  const whole = new Promise<string>((resolve, reject) => {
    socket.once("close", () => resolve(text));
    socket.once("error", reject);
  });
  return {
    whole,
    until: (pattern: RegExp) =>
      pattern.test(text) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ pattern, resolve })),
  };
}
