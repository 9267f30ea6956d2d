/**
 * The MDN HTTP Observatory's scoring (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring),
 * for the tests that can be judged from one response's headers and HTML. Penalties come off 100
 * first; bonuses count only when that leaves 90 or more. Redirection is judged where TLS ends
 * (the load balancer's http → https redirect), so it is passed in.
 */
export interface ScanInput {
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly html: string;
  readonly redirection: "redirection-to-https" | "redirection-missing";
}

export interface Result {
  readonly test: string;
  readonly result: string;
  readonly modifier: number;
}

function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

const dangerouslyBroad = ["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"];
const unsafeInline = ["'unsafe-inline'", "data:"];
const noncesAndHashes = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

/**
 * The Observatory's CSP test (src/analyzer/tests/csp.js): the first failing check, in its order,
 * decides the result. A hash or nonce makes browsers ignore 'unsafe-inline', so the scanner drops
 * it too. Only `style-src` (or `default-src`) is read for styles: 'unsafe-inline' there earns no
 * bonus. Redirection to https is assumed, so http: sources count as insecure.
 */
function csp(header: string | undefined): Result {
  const test = "content-security-policy";
  if (!header) return { test, result: "csp-not-implemented", modifier: -25 };
  const policy = parseCsp(header);
  const sources = (name: string) => new Set(policy.get(name) ?? policy.get("default-src") ?? ["*"]);
  const script = sources("script-src");
  const object = sources("object-src");
  const style = sources("style-src");
  const hasNonceOrHash = (list: Set<string>) =>
    [...list].some((source) => noncesAndHashes.some((prefix) => source.startsWith(prefix)));
  for (const list of [script, style]) if (hasNonceOrHash(list)) list.delete("'unsafe-inline'");
  if (script.has("'strict-dynamic'")) {
    if (!hasNonceOrHash(script)) return { test, result: "csp-header-invalid", modifier: -25 };
    for (const source of script) {
      const broad = dangerouslyBroad.some((scheme) => source.startsWith(scheme));
      if (broad || source === "'self'" || source === "'unsafe-inline'") script.delete(source);
    }
  }
  const passive = ["img-src", "media-src"];
  const active = [
    ...[...policy].filter(([name]) => !passive.includes(name) && name !== "script-src").flatMap(([, list]) => list),
    ...script,
  ];
  const insecure = (source: string) => source.startsWith("http:") || source.startsWith("ftp:");
  if (
    [...script].some((source) => dangerouslyBroad.includes(source) || unsafeInline.includes(source)) ||
    [...object].some((source) => dangerouslyBroad.includes(source))
  ) {
    return { test, result: "csp-implemented-with-unsafe-inline", modifier: -20 };
  }
  if (active.some(insecure)) return { test, result: "csp-implemented-with-insecure-scheme", modifier: -20 };
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) {
    return { test, result: "csp-implemented-with-unsafe-eval", modifier: -10 };
  }
  if (passive.flatMap((name) => policy.get(name) ?? policy.get("default-src") ?? []).some(insecure)) {
    return { test, result: "csp-implemented-with-insecure-scheme-in-passive-content-only", modifier: -10 };
  }
  if ([...style].some((source) => dangerouslyBroad.includes(source) || unsafeInline.includes(source))) {
    return { test, result: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 };
  }
  if (policy.get("default-src")?.join(" ") === "'none'") {
    return { test, result: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 };
  }
  return { test, result: "csp-implemented-with-no-unsafe", modifier: 5 };
}

function hsts(header: string | undefined): Result {
  const test = "strict-transport-security";
  const maxAge = Number(/max-age=(\d+)/i.exec(header ?? "")?.[1]);
  if (!header) return { test, result: "hsts-not-implemented", modifier: -20 };
  if (!Number.isFinite(maxAge)) return { test, result: "hsts-header-invalid", modifier: -20 };
  return maxAge >= 15_768_000
    ? { test, result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 }
    : { test, result: "hsts-implemented-max-age-less-than-six-months", modifier: -10 };
}

function referrer(header: string | undefined): Result {
  const test = "referrer-policy";
  const last = header?.split(",").at(-1)?.trim().toLowerCase();
  if (!last) return { test, result: "referrer-policy-not-implemented", modifier: 0 };
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(last)) {
    return { test, result: "referrer-policy-private", modifier: 5 };
  }
  if (["origin", "origin-when-cross-origin", "unsafe-url"].includes(last)) {
    return { test, result: "referrer-policy-unsafe", modifier: -5 };
  }
  return { test, result: "referrer-policy-header-invalid", modifier: -5 };
}

function sri(html: string): Result {
  const test = "subresource-integrity";
  const scripts = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/g)];
  if (!/<script\b/.test(html)) return { test, result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 };
  const external = scripts.filter((match) => /^(https?:)?\/\//.test(match[1] ?? ""));
  if (external.length === 0)
    return { test, result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", modifier: 0 };
  if (external.some((match) => (match[1] ?? "").startsWith("http:"))) {
    return { test, result: "sri-not-implemented-and-external-scripts-not-loaded-securely", modifier: -50 };
  }
  return external.every((match) => /\sintegrity=/.test(match[0]))
    ? { test, result: "sri-implemented-and-external-scripts-loaded-securely", modifier: 5 }
    : { test, result: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 };
}

function frameOptions(headers: ScanInput["headers"]): Result {
  const test = "x-frame-options";
  const policy = parseCsp(headers["content-security-policy"] ?? "");
  if (policy.has("frame-ancestors")) return { test, result: "x-frame-options-implemented-via-csp", modifier: 5 };
  const value = headers["x-frame-options"]?.trim().toUpperCase();
  if (value === "DENY" || value === "SAMEORIGIN")
    return { test, result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  return { test, result: value ? "x-frame-options-header-invalid" : "x-frame-options-not-implemented", modifier: -20 };
}

export function observatoryScan(input: ScanInput): { score: number; grade: string; results: Result[] } {
  const { headers, html } = input;
  const cookies = headers["set-cookie"];
  const acao = headers["access-control-allow-origin"];
  const corp = headers["cross-origin-resource-policy"]?.trim().toLowerCase();
  const results: Result[] = [
    csp(headers["content-security-policy"]),
    cookies
      ? /;\s*secure/i.test(cookies)
        ? { test: "cookies", result: "cookies-secure-with-httponly-sessions", modifier: 0 }
        : { test: "cookies", result: "cookies-without-secure-flag", modifier: -20 }
      : { test: "cookies", result: "cookies-not-found", modifier: 0 },
    acao === "*"
      ? { test: "cors", result: "cross-origin-resource-sharing-implemented-with-public-access", modifier: 0 }
      : { test: "cors", result: "cross-origin-resource-sharing-not-implemented", modifier: 0 },
    hsts(headers["strict-transport-security"]),
    {
      test: "redirection",
      result: input.redirection,
      modifier: input.redirection === "redirection-to-https" ? 0 : -20,
    },
    referrer(headers["referrer-policy"]),
    sri(html),
    headers["x-content-type-options"]?.trim().toLowerCase() === "nosniff"
      ? { test: "x-content-type-options", result: "x-content-type-options-nosniff", modifier: 0 }
      : { test: "x-content-type-options", result: "x-content-type-options-not-implemented", modifier: -5 },
    frameOptions(headers),
    corp === "same-origin" || corp === "same-site"
      ? { test: "cross-origin-resource-policy", result: `corp-implemented-with-${corp}`, modifier: 0 }
      : corp === "cross-origin"
        ? { test: "cross-origin-resource-policy", result: "corp-implemented-with-cross-origin", modifier: -20 }
        : { test: "cross-origin-resource-policy", result: "corp-not-implemented", modifier: 0 },
  ];
  const penalties = results.reduce((sum, r) => sum + Math.min(r.modifier, 0), 0);
  const bonuses = results.reduce((sum, r) => sum + Math.max(r.modifier, 0), 0);
  const base = Math.max(0, 100 + penalties);
  const score = base >= 90 ? base + bonuses : base;
  return { score, grade: grade(score), results };
}

function grade(score: number): string {
  const chart: [number, string][] = [
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
    [0, "F"],
  ];
  return chart.find(([floor]) => score >= floor)?.[1] ?? "F";
}
