import type { Plugin } from "vite";

// The browser bundle renders with preact/compat; prerendering keeps React (docs/decisions/0005).
// Builds only: `npm run dev` runs React.
const aliases: Record<string, string> = {
  react: new URL("./preact-shims/react.ts", import.meta.url).pathname,
  "react-dom": new URL("./preact-shims/react-dom.ts", import.meta.url).pathname,
  "react-dom/client": new URL("./preact-shims/react-dom-client.ts", import.meta.url).pathname,
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
};

export function preactOnClient(): Plugin {
  return {
    name: "keystub:preact-on-client",
    enforce: "pre",
    apply: "build",
    async resolveId(source, importer, options) {
      if (this.environment?.name !== "client") return null;
      const target = aliases[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
