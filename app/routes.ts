import { type RouteConfig, route } from "@react-router/dev/routes";
import { locales } from "../site/locales.ts";
import { notFound, pageIds, pagePath, pages } from "../site/pages.ts";
import { redirectRoutePaths } from "../site/redirects.ts";

// One route per page and language, all from the route table in site/pages.ts.
export default [
  ...pageIds.flatMap((id) =>
    locales.map((locale) => route(pagePath(id, locale), pages[id].file, { id: `${id}.${locale}` })),
  ),
  // Legacy paths replace the location inside the app; the server answers them with 301.
  ...redirectRoutePaths().map((from) => route(from, "routes/redirect.tsx", { id: `redirect:${from}` })),
  ...locales.map((locale) => route(notFound.pattern(locale), notFound.file, { id: `notFound.${locale}` })),
] satisfies RouteConfig;
