import { addScript, removeScripts } from "./scripts.ts";

// The chat widget of CHAT_WIDGET_SRC (functional category): any vendor's script, plus the shutdown hooks
// of common widgets; one without a hook cannot be unloaded, so withdrawing it reloads the page.

type Hook = { readonly vendor: string; readonly shutdown: (global: Record<string, unknown>) => boolean };

const call = (value: unknown, ...args: unknown[]) => {
  if (typeof value !== "function") return false;
  value(...args);
  return true;
};

// Each ends the session and deletes the widget's cookies and UI; Intercom's is the tests' widget.
const shutdownHooks: readonly Hook[] = [{ vendor: "Intercom", shutdown: (g) => call(g.Intercom, "shutdown") }];

let loadedFrom: string | undefined;
let shutDown = false;

/** Loads the widget once; false when it was shut down on this page, as a second copy would run beside it. */
export function loadChatWidget(src: string): boolean {
  if (shutDown) return false;
  if (loadedFrom) return true;
  loadedFrom = src;
  addScript("chat-widget", src, () => console.warn(`The chat widget could not be loaded from ${new URL(src).origin}`));
  return true;
}

/** Whether the widget is gone; false means only a reload can take it out of the page. */
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
