import { expect, it } from "vitest";
import { budgets } from "./budgets.ts";
import { javascriptBudget, type Visitor } from "./check-budgets.ts";

const { javascript, firstVisitJavascript, homeJavascript } = budgets;
// [path, visitor, whether an island started in the first view, its budget]
const cases: [string, Visitor, boolean, number][] = [
  // Nothing at all on the legal, comparison and 404 pages for a visitor who has chosen.
  ...["/privacy", "/es/terms", "/business-terms", "/es/professional-services", "/backup", "/es/backup", "/nope"].map(
    (path): [string, Visitor, boolean, number] => [path, "settled", false, 0],
  ),
  // The banner's alone for a first-time visitor, unless an island starts in the first view.
  ["/es/nada", "new", false, firstVisitJavascript],
  ["/", "new", false, firstVisitJavascript],
  ["/contact", "new", true, javascript],
  // The home page's own on the home page, and the common one elsewhere.
  ["/", "settled", true, homeJavascript],
  ["/es", "settled", true, homeJavascript],
  ["/music", "settled", true, javascript],
  ["/es/precios", "settled", true, javascript],
];

it.each(cases)(
  "the JavaScript budget of %s for a %s visitor (islands at once: %s) is %i bytes",
  (path, visitor, islands, budget) => {
    expect(javascriptBudget(path, visitor, islands)).toBe(budget);
  },
);
