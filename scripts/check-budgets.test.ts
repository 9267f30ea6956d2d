import { describe, expect, it } from "vitest";
import { budgets } from "./budgets.ts";
import { javascriptBudget, loadsNoJavaScript } from "./check-budgets.ts";

describe("the JavaScript budget of each page", () => {
  it("is nothing at all on the legal, comparison and 404 pages, for a visitor who has chosen", () => {
    for (const path of [
      "/privacy",
      "/es/terms",
      "/business-terms",
      "/es/professional-services",
      "/backup",
      "/es/backup",
      "/nope",
      "/es/nada",
    ]) {
      expect(loadsNoJavaScript(path), path).toBe(true);
      expect(javascriptBudget(path, "settled", false), path).toBe(0);
      expect(javascriptBudget(path, "new", false), path).toBe(budgets.firstVisitJavascript);
    }
  });

  it("is the banner's alone for a first-time visitor, unless an island starts in the first view", () => {
    for (const path of ["/", "/music", "/contact"]) {
      expect(javascriptBudget(path, "new", false), path).toBe(budgets.firstVisitJavascript);
      expect(javascriptBudget(path, "new", true), path).toBe(budgets.javascript);
    }
  });

  it("is the home page's own on the home page, and the common one elsewhere", () => {
    for (const path of ["/", "/es"]) expect(javascriptBudget(path, "settled", true)).toBe(budgets.homeJavascript);
    for (const path of ["/music", "/es/precios", "/contact"]) {
      expect(loadsNoJavaScript(path), path).toBe(false);
      expect(javascriptBudget(path, "settled", true), path).toBe(budgets.javascript);
    }
    expect(budgets.homeJavascript).toBeLessThan(budgets.javascript);
  });
});
