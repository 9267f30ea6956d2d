import { createElement as h, type ReactNode } from "react";

// The one HTML shell of the pages, the inbox and the no-JavaScript form pages; plain `createElement`
// so that the server's own modules can render it too.
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
