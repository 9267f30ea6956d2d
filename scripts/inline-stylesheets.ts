// The stylesheets go inside each page (issue "Instant on a phone", docs/decisions/0005).
//
// A <link rel="stylesheet"> blocks the first paint for a round trip after the HTML: on a phone's
// network about 150 ms before the first byte of CSS, and the pages' CSS is small (10 KB with
// brotli). Inside the HTML it arrives with the page. Client navigations fetch no HTML, so nothing
// is sent twice after the first page. Each <style> names its file (`data-href`) and keeps a
// disabled link to it, which the browser neither fetches nor applies: React Router looks for that
// link before a client navigation and would otherwise fetch the file again. The browser's tree
// still renders the route's stylesheet links; scripts/preact-shims/react-dom-client.ts turns each
// into the same pair, and a stylesheet a later page needs loads as a link then.

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

/** Replaces each hashed stylesheet link with a <style> holding the file, `readAsset(href)`. */
export function inlineStylesheets(html: string, readAsset: (href: string) => string): string {
  return html.replace(stylesheetLink, (_, href: string) => {
    const css = readAsset(href).trim();
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end its <style> early`);
    return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
  });
}
