/**
 * The vendors' loaders, one file the consent flow imports the first time a vendor is to run on the
 * page (consent-controller.ts): a visitor who allows no vendor never downloads them.
 */
export { loadChatWidget, unloadChatWidget } from "./chat-widget.ts";
export { loadAnalytics, updateAnalytics, withdrawAnalytics } from "./google-analytics-tag.ts";
