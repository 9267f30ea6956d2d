import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { type EntryContext, ServerRouter } from "react-router";
import { resolvePath } from "../site/pages.ts";
import { bundlesFor } from "./i18n/bundles.server.ts";
import { i18nFor } from "./i18n/instance.ts";

/**
 * Runs only while prerendering (there is no runtime rendering: docs/decisions/0001-prerendered-pages-and-own-server.md). Unlike React
 * Router's default, it always waits for every Suspense boundary (`onAllReady`): a page file must
 * hold its finished content, not a skeleton that an inline script later swaps for the content —
 * which crawlers without JavaScript would read, and which shifts the layout when it swaps.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // The page's translations, read from content/ (the browser loads the same files from /locales).
  const { locale, namespaces } = resolvePath(new URL(request.url).pathname);
  const i18n = i18nFor(locale, bundlesFor(locale, namespaces));
  const page = (
    <I18nextProvider i18n={i18n}>
      <ServerRouter context={routerContext} url={request.url} />
    </I18nextProvider>
  );
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page, {
      // React otherwise outlines large finished boundaries behind their fallback to paint sooner.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
  });
}
