// A real webhook receiver (an HTTP server on 127.0.0.1) inside the test process: it records every
// request it gets, raw body included, and answers each with the status it is told, or never (a
// receiver that hangs).
import { createServer, type IncomingHttpHeaders } from "node:http";

export interface ReceivedWebhook {
  readonly headers: IncomingHttpHeaders;
  /** Exactly the bytes that arrived, as a signature is computed over them. */
  readonly body: string;
  /** The status it was answered with; null while it is held, or when the sender left first. */
  answered: number | null;
  /** The sender closed the connection before an answer (it gave up at its timeout, or died). */
  abandoned: boolean;
  readonly receivedAt: number;
  abandonedAt?: number;
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** Starts a receiver answering `answer` (a status, or "hang" to hold each request open), on `port` (a free one when omitted). */
export async function startWebhookReceiver(answer: number | "hang" = 200, port = 0) {
  let current = answer;
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry: ReceivedWebhook = {
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        answered: null,
        abandoned: false,
        receivedAt: Date.now(),
      };
      received.push(entry);
      response.once("close", () => {
        if (entry.answered === null) {
          entry.abandoned = true;
          entry.abandonedAt = Date.now();
        }
      });
      if (current === "hang") return;
      entry.answered = current;
      response.writeHead(current, { "Content-Type": "text/plain" }).end("ok");
    });
  });
  // A sender killed mid-request resets its connection: expected in the kill test, not a failure.
  server.on("clientError", (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}/hooks/keystub`,
    received,
    /** How the requests from now on are answered. */
    answerWith: (next: typeof answer) => {
      current = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
