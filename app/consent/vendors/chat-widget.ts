import { addScript, removeScripts } from "./scripts.ts";

/**
 * The chat widget of CHAT_WIDGET_SRC, governed by the functional category (docs/product.md). The
 * vendor is whatever the configuration names, so the widget is handled through what every vendor
 * offers (a script) plus the shutdown hooks of the widgets in common use. A widget without one
 * cannot be unloaded from memory, so withdrawing it reloads the page (docs/product.md).
 */

type Hook = { readonly vendor: string; readonly shutdown: (global: Record<string, unknown>) => boolean };

const call = (value: unknown, ...args: unknown[]) => {
  if (typeof value !== "function") return false;
  value(...args);
  return true;
};

/** Documented shutdown calls: each ends the session, deletes the widget's cookies and its UI. */
const shutdownHooks: readonly Hook[] = [
  // https://developers.intercom.com/installing-intercom/web/methods#intercomshutdown
  { vendor: "Intercom", shutdown: (g) => call(g.Intercom, "shutdown") },
  // https://developers.hubspot.com/docs/api/conversation/chat-widget-sdk (clear, widget.remove)
  {
    vendor: "HubSpot",
    shutdown: (g) => {
      const api = g.HubSpotConversations as { clear?: unknown; widget?: { remove?: unknown } } | undefined;
      if (!api) return false;
      call(api.clear);
      return call(api.widget?.remove);
    },
  },
  // https://dev.frontapp.com/reference/chat-sdk ("shutdown" with clearSession)
  { vendor: "Front", shutdown: (g) => call(g.FrontChat, "shutdown", { clearSession: true }) },
  // https://developer.kustomer.com/chat-sdk/docs/kustomer-stop
  { vendor: "Kustomer", shutdown: (g) => call((g.Kustomer as { stop?: unknown } | undefined)?.stop) },
];

let loadedFrom: string | undefined;
let shutDown = false;

/**
 * Loads the widget once per page; a script that fails is only logged (docs/product.md). Returns
 * false when the widget was shut down earlier on this page: its code is still in memory and a
 * second copy would run beside it, so only a reload can load it cleanly.
 */
export function loadChatWidget(src: string): boolean {
  if (shutDown) return false;
  if (loadedFrom) return true;
  loadedFrom = src;
  addScript("chat-widget", src, () => console.warn(`The chat widget could not be loaded from ${new URL(src).origin}`));
  return true;
}

/**
 * Shuts the widget down. Returns whether it is gone; false means it has no shutdown hook (or
 * the hook failed) and only a reload can take it out of the page.
 */
export function unloadChatWidget(): boolean {
  if (!loadedFrom) return true;
  const origin = new URL(loadedFrom).origin;
  let stopped = false;
  for (const hook of shutdownHooks) {
    try {
      if (hook.shutdown(window as unknown as Record<string, unknown>)) stopped = true;
    } catch (error) {
      console.warn(`The ${hook.vendor} chat widget did not shut down`, error);
    }
  }
  removeScripts("chat-widget", [origin]);
  loadedFrom = undefined;
  shutDown = true;
  return stopped;
}
