import type { Config } from "@react-router/dev/config";
import { locales } from "./site/locales.ts";
import { allPagePaths, notFound } from "./site/pages.ts";

export default {
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every page is prerendered to static HTML in every language; the Node server (server/) and any
  // static host serve the files. There is no runtime rendering.
  ssr: false,
  prerender: {
    paths: [...allPagePaths(), ...locales.map(notFound.prerenderPath)],
    concurrency: 4,
  },
} satisfies Config;
