/** A browser module bundled into one minified inline script (scripts/vite-inline-scripts.ts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}
