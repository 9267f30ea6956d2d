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

/**
 * Documented shutdown calls: each ends the session, deletes the widget's cookies and its UI.
 * Intercom's (https://developers.intercom.com/installing-intercom/web/methods#intercomshutdown) is
 * the one the tests' widget has; add a vendor's here when the site uses it.
 */
const shutdownHooks: readonly Hook[] = [{ vendor: "Intercom", shutdown: (g) => call(g.Intercom, "shutdown") }];

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
