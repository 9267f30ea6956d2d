// Imported the first time a vendor is to run: a visitor who allows none never downloads them.
export { loadChatWidget, unloadChatWidget } from "./chat-widget.ts";
export { loadAnalytics, updateAnalytics, withdrawAnalytics } from "./google-analytics-tag.ts";
