import { describe, expect, it } from "vitest";
import { deferHydration, deferredBootstrap } from "./defer-hydration.ts";

// What React Router 8 prerenders at the end of a page (trimmed), and around it.
const bootstrap =
  'import "/assets/manifest-1.js"; import * as route0 from "/assets/root-2.js"; import * as route1 from "/assets/contact-3.js";\n      window.__reactRouterRouteModules = {"root":route0,"contact.en":route1};\n  import("/assets/entry.client-4.js");';
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hi</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${bootstrap}</script></body></html>`;

describe("deferHydration", () => {
  it("drops the module preloads and keeps every other link", () => {
    const html = deferHydration(page);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("imports the same modules, binds the route modules, then the entry, after the first frame", async () => {
    const script = deferredBootstrap(bootstrap);
    expect(script).toContain(
      'import("/assets/manifest-1.js"),import("/assets/root-2.js"),import("/assets/contact-3.js")',
    );
    expect(script).toContain("const [,route0,route1]=await Promise.all(");
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"contact.en":route1};');
    expect(script.indexOf("__reactRouterRouteModules")).toBeLessThan(script.indexOf("entry.client-4.js"));
    expect(script).toContain("new Promise(afterFirstPaint).then(loaded).then(painted).then(start)");

    // Run it against stand-ins for the browser: nothing is imported before the frame.
    const imported: string[] = [];
    // A hero picture still loading: the modules wait for it as well.
    const heroListeners: Record<string, () => void> = {};
    const hero = {
      complete: false,
      addEventListener: (type: string, listener: () => void) => {
        heroListeners[type] = listener;
      },
    };
    const frames: (() => void)[] = [];
    // A browser that cannot report paints: two frames stand for the first paint.
    const globals = {
      PerformanceObserver: { supportedEntryTypes: [] as string[] },
      window: {} as { __reactRouterRouteModules?: Record<string, unknown> },
      document: { visibilityState: "visible", querySelector: () => hero },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void, delay?: number) => {
        if (!delay) callback();
      },
    };
    const load = async (url: string) => {
      imported.push(url);
      return { url };
    };
    const run = new Function(
      ...Object.keys(globals),
      "load",
      `return (async()=>{${script.replaceAll("import(", "load(")}})()`,
    );
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    await run(...Object.values(globals), load);
    expect(imported).toEqual([]);
    const frame = async () => {
      frames.shift()?.();
      frames.shift()?.();
      await tick();
    };
    await frame();
    expect(imported, "the first frame painted, the hero still loading").toEqual([]);
    heroListeners.load?.();
    await tick();
    expect(imported, "the hero loaded, not yet painted").toEqual([]);
    await frame();
    expect(imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/contact-3.js",
      "/assets/entry.client-4.js",
    ]);
    expect(globals.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      "contact.en": { url: "/assets/contact-3.js" },
    });
  });

  it("keeps a route split in two modules (client loader and component) whole", () => {
    const split =
      'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport * as route1_clientLoader from "/assets/terms-3.js";\nimport * as route1_main from "/assets/terms-main-4.js";\nconst route1 = {...route1_clientLoader,...route1_main};\n  window.__reactRouterRouteModules = {"root":route0,"terms.en":route1};\n  import("/assets/entry.client-5.js");';
    const script = deferredBootstrap(split);
    expect(script).toContain("const [,route0,route1_clientLoader,route1_main]=await Promise.all(");
    expect(script).toContain("const route1 = {...route1_clientLoader,...route1_main};window.__reactRouterRouteModules");
  });

  it("fails the build when React Router's script has another shape, or is missing", () => {
    expect(() => deferredBootstrap('import("/assets/entry.js");')).toThrow(/changed shape/);
    expect(() => deferredBootstrap(`${bootstrap} console.log(1);`)).toThrow(/changed shape/);
    expect(() => deferHydration("<html><body></body></html>")).toThrow(/found 0/);
  });
});
