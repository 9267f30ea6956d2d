import { z } from "zod";

// The site's public configuration, baked into the pages at build time and read by the server at start.
// Defaults use the reserved `.example` domain (RFC 2606).
const httpUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), {
    message: "must be an absolute http(s) URL",
  });
const isOrigin = (url: URL) => /^\/*$/.test(url.pathname) && url.search === "" && url.hash === "";
const email = z.email({ message: "must be an e-mail address" });
const measurementId = z.string().regex(/^G-[A-Z0-9]{4,}$/, { message: "must look like G-XXXXXXX" });

export const publicConfigSchema = z.object({
  // An origin only: canonical links, hreflang and the Origin check of the contact function are
  // built from it, and none of them works for a site served under a sub-path.
  SITE_URL: httpUrl
    .refine((value) => !URL.canParse(value) || isOrigin(new URL(value)), {
      message: "must be an origin with no path, query or fragment, e.g. https://www.keystub.example",
    })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  APP_LOGIN_URL: httpUrl.default("https://app.keystub.example/login"),
  BLOG_URL: httpUrl.default("https://blog.keystub.example").transform((url) => url.replace(/\/+$/, "")),
  APP_STORE_URL: httpUrl.default("https://apps.apple.example/app/keystub-scanner/id0000000000"),
  PLAY_STORE_URL: httpUrl.default("https://play.google.example/store/apps/details?id=example.keystub.scanner"),
  SOCIAL_X_URL: httpUrl.default("https://x.example/keystub"),
  SOCIAL_INSTAGRAM_URL: httpUrl.default("https://instagram.example/keystub"),
  SOCIAL_LINKEDIN_URL: httpUrl.default("https://linkedin.example/company/keystub"),
  SOCIAL_TIKTOK_URL: httpUrl.default("https://tiktok.example/@keystub"),
  SOCIAL_YOUTUBE_URL: httpUrl.default("https://youtube.example/@keystub"),
  CONTACT_EMAIL: email.default("hello@keystub.example"),
  PRIVACY_EMAIL: email.default("privacy@keystub.example"),
  LEGAL_EMAIL: email.default("legal@keystub.example"),
  GA_MEASUREMENT_ID: measurementId.optional(),
  CHAT_WIDGET_SRC: httpUrl.optional(),
  /** Where `send-contact-email` lives; empty means the site's own origin. */
  BACKEND_URL: httpUrl.optional().transform((url) => url?.replace(/\/+$/, "")),
  BACKEND_ANON_KEY: z.string().trim().min(1).optional(),
  /** "1" in the test build only: adds the pseudo-locale at /xa (site/locales.ts, docs/i18n.md). */
  PSEUDO_LOCALE: z.enum(["0", "1"], { message: 'must be "1" (the test build\'s pseudo-locale) or "0"' }).optional(),
});

export type PublicConfig = z.output<typeof publicConfigSchema>;
export type Environment = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Validates `env` (empty strings count as unset); one ConfigError names every wrong variable. */
export function parseEnvironment<Schema extends z.ZodObject>(schema: Schema, env: Environment): z.output<Schema> {
  const input: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== "") input[key] = value;
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "configuration");
    // A variable marked `.meta({ secret: true })` is never echoed, not even when it is wrong.
    const secret = (schema.shape[name] as z.ZodType | undefined)?.meta()?.secret === true;
    if (input[name] !== undefined && secret) return `${name} ${issue.message} (value not shown)`;
    const got = input[name] === undefined ? "unset" : JSON.stringify(redactSecrets(input[name]));
    return `${name} ${issue.message} (got ${got})`;
  });
  throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
}

/** A value as it may be printed: a URL's password is `***`, even in a malformed value. */
export function redactSecrets(value: string): string {
  return value.replace(/(\/\/[^/@\s:]*:).*@/s, "$1***@");
}

/** Whether a host name or listen address is this machine only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare.endsWith(".localhost") || bare === "::1" || /^127\./.test(bare);
}

export function readPublicConfig(env: Environment): PublicConfig {
  return parseEnvironment(publicConfigSchema, env);
}
