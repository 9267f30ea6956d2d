import { createElement as h, type ReactNode } from "react";

/**
 * The one HTML document shell: the site's pages (app/document.tsx), the team's inbox
 * (app/admin/admin-document.tsx) and the pages that answer the contact form without JavaScript
 * (server/contact/form-page.server.ts). UTF-8, a phone's viewport, then what each puts in its head
 * and body. Plain `createElement`, so that the server's own modules can render it too.
 */
export function HtmlDocument({ lang, head, children }: { lang: string; head: ReactNode; children?: ReactNode }) {
  return h(
    "html",
    { lang },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      head,
    ),
    h("body", null, children),
  );
}
