// An https front for a server on loopback, as a deployment's TLS proxy is (docs/deploy.md), with a
// certificate for 127.0.0.1 made for the run by openssl: what a browser gives only to a page it
// got over https, such as the Reporting API's delivery, can then be tested against the real server.
import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { request as httpRequest } from "node:http";
import { createServer } from "node:https";

/** Forwards every request to `target` (`http://127.0.0.1:<port>`) and its answer back. */
export async function startTlsFront(target: string) {
  // The key, then the certificate, both on standard output: one PEM text that serves as either.
  const pem = execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"],
      ...["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", "-"],
    ],
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  const { hostname, port } = new URL(target);
  const front = createServer({ key: pem, cert: pem }, (request, response) => {
    const forwarded = httpRequest(
      { host: hostname, port, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  const address = front.address();
  const spkiDer = new X509Certificate(pem).publicKey.export({ type: "spki", format: "der" });
  return {
    url: `https://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    /** The key's hash, for Chromium's `--ignore-certificate-errors-spki-list`: then trusted as an authority's. */
    spki: createHash("sha256").update(spkiDer).digest("base64"),
    close: () =>
      new Promise<void>((resolve) => {
        front.closeAllConnections();
        front.close(() => resolve());
      }),
  };
}
