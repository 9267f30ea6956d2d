import type { BrowserContext, Request } from "@playwright/test";
import { consentSite } from "../../scripts/test-site.ts";

/**
 * Stand-ins for the two vendors, answered through Playwright's routing, doing what the consent flow
 * relies on: gtag.js follows Consent Mode and `ga-disable-<ID>`, sets `_ga` and `_ga_<container>`
 * on the parent domain and sends a page_view on config and on each history change; the chat widget
 * sets a cookie on the parent domain and one on the host, a localStorage entry, a frame and a
 * heartbeat every 1.5 s (with `shutdownHook`, `Intercom('shutdown')` stops it). Each marks its
 * <script> `data-stand-in="ready"` once its first requests are answered, and counts what it did in
 * `window.__gaStandIn` / `window.__chatStandIn` (with the requests that failed, as a CSP block).
 */

const gaScript = String.raw`(() => {
  const script = document.currentScript;
  const id = new URL(script.src).searchParams.get("id");
  const container = id.replace(/^G-/, "");
  const consent = {};
  const state = (window.__gaStandIn = { pageViews: 0, sent: 0, failed: [] });
  let config;
  const read = (name) => document.cookie.split("; ").find((c) => c.startsWith(name + "="))?.slice(name.length + 1);
  const write = (name, value, seconds) => {
    const labels = location.hostname.split(".");
    for (let i = labels.length - 1; i >= 0; i--) {
      const domain = labels.slice(i).join(".");
      document.cookie = name + "=" + value + "; path=/; domain=" + domain + "; max-age=" + seconds + "; SameSite=Lax";
      if (read(name) === value) return;
    }
  };
  const hit = (event) => {
    state.pageViews++;
    if (window["ga-disable-" + id] === true) return;
    const granted = consent.analytics_storage === "granted";
    const params = new URLSearchParams({ v: "2", tid: id, en: event, dl: location.href, gcs: granted ? "G111" : "G100" });
    if (granted) {
      const seconds = config?.cookie_expires ?? 63072000;
      const now = Math.floor(Date.now() / 1000);
      if (!read("_ga") || config?.cookie_update !== false) write("_ga", read("_ga") ?? "GA1.1." + Math.floor(Math.random() * 1e9) + "." + now, seconds);
      if (!read("_ga_" + container) || config?.cookie_update !== false) write("_ga_" + container, "GS2.1.s" + now + "$o1$g0$t" + now + "$j60$l0$h0", seconds);
      params.set("cid", read("_ga").split(".").slice(2).join("."));
    }
    state.sent++;
    const url = "https://region1.google-analytics.com/g/collect?" + params;
    return fetch(url, { method: "POST", mode: "no-cors", keepalive: true }).catch(() => { state.failed.push(url); });
  };
  const run = (args) => {
    const [command, a, b] = args;
    if (command === "consent") Object.assign(consent, b);
    if (command === "config") { config = b ?? {}; return hit("page_view"); }
  };
  const dataLayer = (window.dataLayer = window.dataLayer || []);
  const startUp = [];
  for (const args of dataLayer) startUp.push(run(args));
  Promise.all(startUp).then(() => { script.dataset.standIn = "ready"; });
  const push = dataLayer.push.bind(dataLayer);
  dataLayer.push = (...items) => { for (const item of items) run(item); return push(...items); };
  const pushState = history.pushState;
  history.pushState = function (...args) { const result = pushState.apply(this, args); setTimeout(() => hit("page_view")); return result; };
  addEventListener("popstate", () => hit("page_view"));
  window.google_tag_manager = { [id]: {} };
})();`;

function chatScript(shutdownHook: boolean): string {
  return String.raw`(() => {
  const script = document.currentScript;
  const origin = new URL(script.src).origin;
  const state = (window.__chatStandIn ??= { loads: 0, shutdowns: 0, heartbeats: 0, failed: [] });
  state.loads++;
  const labels = location.hostname.split(".");
  const parent = labels.slice(-2).join(".");
  document.cookie = "chat_visitor=v" + Math.floor(Math.random() * 1e9) + "; path=/; domain=" + parent + "; max-age=15552000; SameSite=Lax";
  document.cookie = "chat_session=s1; path=/; SameSite=Lax";
  localStorage.setItem("chat-widget:state", JSON.stringify({ open: false }));
  const frame = document.createElement("iframe");
  frame.src = origin + "/v2/frame.html";
  frame.title = "Chat";
  frame.setAttribute("data-test-chat", "");
  frame.style.cssText = "position:fixed;right:8px;bottom:8px;width:1px;height:1px;border:0";
  const framed = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  document.body.append(frame);
  const beat = () => {
    state.heartbeats++;
    return fetch(origin + "/v2/ping", { mode: "no-cors" }).catch(() => { state.failed.push(origin + "/v2/ping"); });
  };
  const heartbeat = setInterval(beat, 1500);
  Promise.all([framed, beat()]).then(() => { script.dataset.standIn = "ready"; });
  ${
    shutdownHook
      ? `window.Intercom = (command) => {
    if (command !== "shutdown") return;
    clearInterval(heartbeat);
    frame.remove();
    document.cookie = "chat_session=; path=/; max-age=0";
    state.shutdowns++;
  };`
      : ""
  }
})();`;
}

export const vendorUrls = {
  gtag: /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-KS7TEST1$/,
  collect: /^https:\/\/region1\.google-analytics\.com\/g\/collect\?/,
  chatLoader: new RegExp(`^${consentSite.env.CHAT_WIDGET_SRC.replace(/[.?/]/g, "\\$&")}$`),
  chatAny: /^https:\/\/widget\.chat\.example\//,
  chatPing: /^https:\/\/widget\.chat\.example\/v2\/ping$/,
  googleAny: /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//,
};

export interface StandInOptions {
  readonly shutdownHook?: boolean;
  /** The chat script's request fails, as when the vendor is down. */
  readonly chatFails?: boolean;
}

/** Every request, and the third-party ones as the routing received them, before answering. */
export class Traffic {
  readonly requests: string[] = [];
  readonly routed: string[] = [];
  readonly unexpected: string[] = [];

  count(pattern: RegExp): number {
    return this.routed.filter((url) => pattern.test(url)).length;
  }
}

export async function installStandIns(context: BrowserContext, options: StandInOptions = {}): Promise<Traffic> {
  const traffic = new Traffic();
  context.on("request", (request: Request) => traffic.requests.push(request.url()));
  await context.route(
    (url) => url.hostname !== consentSite.host,
    async (route) => {
      const url = route.request().url();
      traffic.routed.push(url);
      const js = (body: string) => route.fulfill({ status: 200, contentType: "text/javascript", body });
      if (vendorUrls.gtag.test(url)) return js(gaScript);
      if (vendorUrls.collect.test(url)) return route.fulfill({ status: 204 });
      if (vendorUrls.chatLoader.test(url))
        return options.chatFails ? route.abort("connectionrefused") : js(chatScript(Boolean(options.shutdownHook)));
      if (url.endsWith("/v2/frame.html")) {
        return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Chat</title>" });
      }
      if (url.endsWith("/v2/ping")) return route.fulfill({ status: 204 });
      traffic.unexpected.push(url);
      return route.abort("blockedbyclient");
    },
  );
  return traffic;
}
