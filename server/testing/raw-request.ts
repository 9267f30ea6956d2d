// One request with what fetch does not send: a Host header of the test's own, a local address, no
// check of a test certificate.
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest, type RequestOptions } from "node:https";

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
