// A real SMTP server (the `smtp-server` package) inside the test process: it receives what the
// site mails, can refuse or be down, and decodes each message for the tests to read.
import { createServer as createNetServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import PostalMime, { decodeWords } from "postal-mime";
import { SMTPServer, type SMTPServerSession } from "smtp-server";

type ReceivedMail = Awaited<ReturnType<typeof parseMail>>;
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

function tryPort(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createNetServer();
    server.once("error", () => resolve(undefined));
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : undefined));
    });
  });
}

/** A range per test worker, below the ephemeral ports: else two tests at once could be offered one port. */
const playwrightWorker = process.env.TEST_PARALLEL_INDEX;
const worker =
  Number(process.env.VITEST_POOL_ID) || (playwrightWorker === undefined ? 0 : 10 + Number(playwrightWorker));
const rangeStart = 20_000 + worker * 1_000;
// A random start, so that two runs on one machine do not offer the same ports at once.
let offset = Math.floor(Math.random() * 1_000);
let offered = 0;

export async function freePort(): Promise<number> {
  while (worker && offered++ < 1_000) {
    const port = await tryPort(rangeStart + (offset++ % 1_000));
    if (port) return port;
  }
  const port = await tryPort(0);
  if (!port) throw new Error("No free loopback port");
  return port;
}

/**
 * A message as a mail program reads it (postal-mime): a header's first value (unfolded, by its
 * name in any case) and the text body (LF line ends) decoded.
 */
async function parseMail(raw: string, envelope: { from: string; to: string[] }, secure: boolean) {
  const parsed = await PostalMime.parse(raw);
  return {
    envelope,
    header: (name: string) => {
      const value = parsed.headers.find(({ key }) => key === name.toLowerCase())?.value;
      return value === undefined ? undefined : decodeWords(value);
    },
    text: parsed.text ?? "",
    secure,
  };
}

/**
 * Listens on `host` (127.0.0.1 unless another is named: a relay that is not on loopback), offering
 * STARTTLS with smtp-server's own self-signed certificate only when `startTls` asks.
 */
export async function startSmtpSink(port?: number, options: { host?: string; startTls?: boolean } = {}) {
  const host = options.host ?? "127.0.0.1";
  const mails: ReceivedMail[] = [];
  let refusal: string | undefined;
  let hangText: string | undefined;
  let answerDelayMs = 0;
  const hung: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: options.startTls ? ["AUTH"] : ["STARTTLS", "AUTH"],
    logger: false,
    banner: "test sink",
    size: 1024 * 1024,
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if (hangText && Buffer.concat(chunks).toString("utf8").includes(hangText)) {
          hung.push(() => callback(Object.assign(new Error("Released"), { responseCode: 451 })));
          return;
        }
        if (refusal) {
          const [code = "451", ...words] = refusal.split(" ");
          const error = Object.assign(new Error(words.join(" ")), { responseCode: Number(code) });
          callback(error);
          return;
        }
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        mails.push(await parseMail(Buffer.concat(chunks).toString("utf8"), envelope, session.secure));
        if (answerDelayMs === 0) callback();
        else setTimeout(() => callback(), answerDelayMs);
      });
    },
  });
  // A sender killed mid-conversation resets its connection: expected in the crash test, not a failure.
  server.on("error", () => {});
  const chosen = port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(chosen, host, () => resolve());
  });
  return {
    port: chosen,
    url: `smtp://${host.includes(":") ? `[${host}]` : host}:${chosen}`,
    mails,
    /** SMTP connections open now (a killed sender's are closed once the sink has read all it sent). */
    openConnections: () => server.connections.size,
    /** While set, every message is refused after its data with this reply (e.g. "451 Try later"). */
    refuseWith: (reply: string | undefined) => {
      refusal = reply;
    },
    /** While set, a message containing this is never answered (a hung server) until the sink stops. */
    hangOn: (text: string | undefined) => {
      hangText = text;
    },
    hanging: () => hung.length,
    /** Each message kept once its data arrived and answered `ms` later: a slow relay. */
    answerAfter: (ms: number) => {
      answerDelayMs = ms;
    },
    /** The mails once `count` have arrived (a ceiling for a busy machine, not a wait). */
    waitFor: async (count: number, timeoutMs = 15_000) => {
      for (const deadline = Date.now() + timeoutMs; mails.length < count; await sleep(10)) {
        if (Date.now() > deadline)
          throw new Error(`Expected ${count} mails, ${mails.length} arrived in ${timeoutMs} ms`);
      }
      return mails;
    },
    stop: () => {
      for (const release of hung.splice(0)) release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
