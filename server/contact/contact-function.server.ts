/**
 * `POST /functions/v1/send-contact-email` ("The function"; docs/product.md "Contact
 * enquiries"): the wire format of a Supabase function, answering `{ success: true, id }` only
 * once the enquiry is durably stored, or `{ success: false, error, code }` with a fitting status
 * and the error in the visitor's language. Nothing a visitor sends can make it crash or answer
 * 500: every refusal below is a 4xx, and a store that fails is a 503.
 */
import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PublicConfig } from "../../site/config.ts";
import {
  type ContactErrorCode,
  type ContactProblems,
  type ContactResponse,
  contactBodyLimit,
  contactFields,
  contactFunctionPath,
  formLocaleField,
  formPageField,
  honeypotField,
  validateContact,
} from "../../site/contact-schema.ts";
import { defaultLocale, type Locale } from "../../site/locales.ts";
import { absoluteUrl, matchPage } from "../../site/pages.ts";
import { commonSecurityHeaders } from "../../site/security-headers.ts";
import type { ContactConfig } from "../config.server.ts";
import { log } from "../log.server.ts";
import { siteOrigins } from "../site-origins.server.ts";
import type { RateLimit, Store, Submission } from "../storage/store.server.ts";
import {
  type FormPages,
  type FormValues,
  formBodyLimit,
  formLocale,
  formPagePolicy,
  postedFrom,
  returnPath,
} from "./form-page.server.ts";
import { requestLocale, type ServerMessage, serverMessage, translate } from "./messages.server.ts";
import {
  addressBucket,
  BodyError,
  clientAddress,
  emailBucket,
  idempotencyKey,
  isFormContentType,
  isJsonContentType,
  proxyTrust,
  readBody,
} from "./request.server.ts";

export interface ContactFunctionOptions {
  readonly config: Pick<
    ContactConfig,
    "CONTACT_RATE_LIMIT_PER_IP" | "CONTACT_RATE_LIMIT_PER_EMAIL" | "CONTACT_RATE_WINDOW_SECONDS" | "TRUST_PROXY"
  > &
    Partial<Pick<ContactConfig, "CONTACT_ALLOWED_ORIGINS" | "WEBHOOK_URLS">> & {
      readonly publicConfig: Pick<PublicConfig, "SITE_URL" | "BACKEND_ANON_KEY">;
    };
  /** The store, or undefined while it cannot be reached (the function then answers 503). */
  readonly store: () => Store | undefined;
  /** Called after an enquiry is committed: its delivery can start. */
  readonly onStored: (id: string) => void;
  /**
   * The server's own origins when it listens on loopback only (a developer opening
   * http://127.0.0.1:3000 while SITE_URL says localhost): configuration too, never the request.
   */
  readonly ownOrigins?: ReadonlySet<string>;
  readonly bodyTimeoutMs?: number;
  /** The pages that answer a native POST (server/contact/form-page.server.ts). */
  readonly pages: FormPages;
}

/** The headers a Supabase client sends, which a cross-origin page needs allowed (CORS preflight). */
const allowedHeaders = "authorization, x-client-info, apikey, content-type, idempotency-key, accept-language, x-region";

interface Answer {
  readonly status: number;
  readonly body: ContactResponse;
  readonly headers?: Record<string, string>;
  /** Close the connection after answering: the request body was not (fully) read. */
  readonly close?: boolean;
}

/** A form sent by the browser itself, without the site's script (see form-page.server.ts). */
interface NativeForm {
  readonly locale: Locale;
  readonly page: string | null;
  readonly values: FormValues;
}

/** A native POST's fields as the JSON the script sends; a missing field stays missing. */
function formInput(params: URLSearchParams): Record<string, string> {
  const input: Record<string, string> = {};
  for (const name of [...contactFields, honeypotField]) {
    const value = params.get(name);
    if (value !== null) input[name] = value;
  }
  return input;
}

function fingerprint(value: object): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("base64url");
}

/**
 * How long a form the browser posted itself is recognised when the same client sends the same
 * values again (a double click, Back and send again): within it the repeat is answered as the
 * first was, and nothing is stored twice.
 */
export const formRepeatWindowMs = 24 * 3_600_000;

/**
 * A native POST's idempotency key, which the browser cannot send: the client as its rate limit
 * counts it (an IPv4 address or an IPv6 /64, hashed) and the enquiry's fingerprint, kept for
 * formRepeatWindowMs.
 */
function formIdempotency(client: string, enquiryFingerprint: string): NonNullable<Submission["idempotency"]> {
  const key = `form:${createHash("sha256").update(`${client}\n${enquiryFingerprint}`).digest("base64url")}`;
  return { key, fingerprint: enquiryFingerprint, validForMs: formRepeatWindowMs };
}

/** What a native POST's page says in place of the function's message, where the page has more to say. */
const pageMessages: Partial<Record<ContactErrorCode, string>> = {
  forbidden_origin: "formPages.forbiddenOrigin",
  payload_too_large: "formPages.tooLarge",
  request_timeout: "formPages.timeout",
};

export function createContactFunction(options: ContactFunctionOptions) {
  const { config } = options;
  const siteOrigin = new URL(config.publicConfig.SITE_URL).origin;
  const siteUrl = config.publicConfig.SITE_URL.replace(/\/+$/, "");
  const allowedOrigins = new Set(config.CONTACT_ALLOWED_ORIGINS ?? []);
  const anonKey = config.publicConfig.BACKEND_ANON_KEY;
  const windowMs = config.CONTACT_RATE_WINDOW_SECONDS * 1000;
  const trust = proxyTrust(config.TRUST_PROXY);
  const bodyTimeoutMs = options.bodyTimeoutMs ?? 10_000;

  function refuse(
    locale: ReturnType<typeof requestLocale>,
    status: number,
    code: ContactErrorCode,
    message: ServerMessage,
    extra: {
      fields?: ContactProblems;
      headers?: Record<string, string>;
      close?: boolean;
      count?: number;
    } = {},
  ): Answer {
    const error = serverMessage(locale, message, extra.count === undefined ? {} : { count: extra.count });
    const body: ContactResponse = extra.fields
      ? { success: false, error, code, fields: extra.fields }
      : { success: false, error, code };
    return { status, body, headers: extra.headers, close: extra.close };
  }

  function authorized(request: IncomingMessage): boolean {
    if (!anonKey) return true;
    return request.headers.apikey === anonKey || request.headers.authorization === `Bearer ${anonKey}`;
  }

  /**
   * Whether a browser on another site made this request: one whose `Origin` (else
   * `Sec-Fetch-Site`) is not one of the site's, which SITE_URL, CONTACT_ALLOWED_ORIGINS and the
   * server's loopback origins name (../site-origins.server.ts), never the request's own Host.
   */
  const foreign = siteOrigins(config, options.ownOrigins).foreign;

  /** Answers a call; what a native form POST sent is left in `sent.form` once read. */
  async function answer(request: IncomingMessage, sent: { form?: NativeForm }): Promise<Answer | undefined> {
    let locale = requestLocale(request.headers["accept-language"]);
    const native = isNativeForm(request);
    // A form the browser posted from elsewhere (a copy of the page on another site) is read first,
    // so the page that refuses it holds what the visitor typed, to send from the site itself.
    const fromElsewhere = foreign(request);
    if (fromElsewhere && !native) return refuse(locale, 403, "forbidden_origin", "forbiddenOrigin", { close: true });
    if (request.method !== "POST") {
      return refuse(locale, 405, "method_not_allowed", "methodNotAllowed", {
        headers: { Allow: "POST, OPTIONS" },
        close: true,
      });
    }
    // A native form POST carries no key: the anonymous key is public (it is in every page's script)
    // and only tells the site's own calls apart; the origin check above still applies.
    if (!native && !authorized(request)) return refuse(locale, 401, "unauthorized", "unauthorized", { close: true });
    if (!native && !isJsonContentType(request.headers["content-type"])) {
      return refuse(locale, 415, "unsupported_media_type", "unsupportedMediaType", { close: true });
    }
    const key = native ? undefined : idempotencyKey(request.headers["idempotency-key"]);
    if (key === null) {
      return refuse(locale, 400, "idempotency_key_invalid", "idempotencyKeyInvalid", { close: true });
    }

    let raw: Buffer;
    try {
      raw = await readBody(request, native ? formBodyLimit : contactBodyLimit, bodyTimeoutMs);
    } catch (error) {
      const reason = error instanceof BodyError ? error.reason : "aborted";
      if (reason === "aborted") return undefined;
      return reason === "tooLarge"
        ? refuse(locale, 413, "payload_too_large", "payloadTooLarge", { close: true })
        : refuse(locale, 408, "request_timeout", "requestTimeout", { close: true });
    }

    let input: unknown;
    if (native) {
      // The WHATWG form decoding (application/x-www-form-urlencoded), as browsers encode it: bytes
      // that are not UTF-8 become U+FFFD, so every form that arrives is read.
      const params = new URLSearchParams(new TextDecoder().decode(raw));
      const values = formInput(params);
      input = values;
      locale = formLocale(params.get(formLocaleField), locale);
      sent.form = { locale, page: params.get(formPageField), values };
      if (fromElsewhere) return refuse(locale, 403, "forbidden_origin", "forbiddenOrigin");
    } else {
      try {
        input = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw));
      } catch {
        return refuse(locale, 400, "invalid_json", "invalidJson");
      }
      if (typeof input !== "object" || input === null || Array.isArray(input)) {
        return refuse(locale, 400, "invalid_json", "invalidJson");
      }
    }

    const validation = validateContact(input);
    if (!validation.ok) {
      return refuse(locale, 400, "invalid_input", "invalidInput", { fields: validation.problems });
    }
    const enquiry = validation.value;
    // The site's page the form was on (its hidden field, in either encoding), for the team.
    const posted = native ? sent.form?.page : (input as Record<string, unknown>)[formPageField];
    const page = typeof posted === "string" && matchPage(posted) ? { page: posted } : {};
    // A bot filled the field people never see. It goes through everything a person's enquiry
    // does (the same validation, idempotency replay and rate limits, so its answers cannot tell
    // it apart), except that nothing is stored or sent.
    const honeypot = (input as Record<string, unknown>)[honeypotField];
    const discard = honeypot !== undefined && honeypot !== null && honeypot !== "";

    const store = options.store();
    if (!store)
      return refuse(locale, 503, "storage_unavailable", "storageUnavailable", { headers: { "Retry-After": "5" } });

    const client = addressBucket(clientAddress(request, trust));
    const limits: RateLimit[] = [];
    if (config.CONTACT_RATE_LIMIT_PER_IP > 0) {
      limits.push({ bucket: client, max: config.CONTACT_RATE_LIMIT_PER_IP, windowMs });
    }
    if (config.CONTACT_RATE_LIMIT_PER_EMAIL > 0) {
      limits.push({ bucket: emailBucket(enquiry.email), max: config.CONTACT_RATE_LIMIT_PER_EMAIL, windowMs });
    }

    const started = performance.now();
    let result: Awaited<ReturnType<Store["submit"]>>;
    try {
      result = await store.submit({
        enquiry: { id: randomUUID(), createdAt: Date.now(), locale, ...enquiry, ...page },
        idempotency: native
          ? formIdempotency(client, fingerprint(enquiry))
          : key === undefined
            ? undefined
            : { key, fingerprint: fingerprint(enquiry) },
        limits,
        discard,
        webhooks: config.WEBHOOK_URLS,
      });
    } catch (error) {
      log.error("contact: storage unavailable", { error: (error as Error).message });
      return refuse(locale, 503, "storage_unavailable", "storageUnavailable", { headers: { "Retry-After": "5" } });
    }

    switch (result.kind) {
      case "created":
        if (discard) {
          log.info("contact: honeypot filled, submission dropped", { id: result.id });
          return { status: 200, body: { success: true, id: result.id } };
        }
        log.info("contact: enquiry stored", { id: result.id, ms: Math.round(performance.now() - started) });
        options.onStored(result.id);
        return { status: 200, body: { success: true, id: result.id } };
      case "replayed":
        log.info("contact: repeated submission answered again", { id: result.id });
        return { status: 200, body: { success: true, id: result.id }, headers: { "Idempotent-Replayed": "true" } };
      case "keyReused":
        return refuse(locale, 422, "idempotency_key_reused", "idempotencyKeyReused");
      case "rateLimited":
        return refuse(locale, 429, "rate_limited", "rateLimited", {
          headers: { "Retry-After": String(result.retryAfterSeconds) },
          count: Math.ceil(result.retryAfterSeconds / 60),
        });
    }
  }

  /**
   * CORS only for the other origins CONTACT_ALLOWED_ORIGINS names (no CORS unless
   * configured); the site's own pages are same-origin and need none.
   */
  function corsHeaders(request: IncomingMessage): Record<string, string> {
    const origin = request.headers.origin;
    return origin !== undefined && allowedOrigins.has(origin) && origin !== siteOrigin
      ? { "Access-Control-Allow-Origin": origin, Vary: "Origin" }
      : {};
  }

  /**
   * A native form POST is answered with a page: a stored enquiry (or a repeat of one) with a
   * redirect to the thanks page (303, so reloading it does not send again); anything else in the
   * visitor's language, with the form again holding every value they typed, or, when the body was
   * never read (413, 408), with what happened and the way back to the form.
   */
  function answerForm(request: IncomingMessage, response: ServerResponse, result: Answer, form?: NativeForm): void {
    const { locale, page: posted } =
      form ?? postedFrom(request.headers.referer, requestLocale(request.headers["accept-language"]));
    if (result.body.success) {
      const query = new URLSearchParams({ [sentParameter]: locale, [formPageField]: posted ?? "" });
      response.writeHead(303, {
        Location: `${contactFunctionPath}?${query}`,
        "Cache-Control": "no-store",
        ...result.headers,
        ...(result.close ? { Connection: "close" } : {}),
      });
      response.end();
      return;
    }
    const from = returnPath(locale, posted);
    const pageMessage = pageMessages[result.body.code];
    const common = {
      locale,
      stylesheet: options.pages.stylesheet,
      back: absoluteUrl(siteUrl, from),
      siteUrl,
      message: pageMessage ? translate(locale)(pageMessage) : result.body.error,
    };
    const page = form
      ? options.pages.render.problemsPage({
          ...common,
          page: from,
          action: contactFunctionPath,
          problems: result.body.fields ?? {},
          values: form.values,
        })
      : options.pages.render.unreadPage(common);
    sendPage(response, result.status, page, "POST", {
      ...result.headers,
      ...(result.close ? { Connection: "close" } : {}),
    });
  }

  /** Answers a request to the function's path. */
  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method === "OPTIONS" && !foreign(request)) {
      response
        .writeHead(204, {
          ...corsHeaders(request),
          "Access-Control-Allow-Methods": "POST, OPTIONS",
          "Access-Control-Allow-Headers": allowedHeaders,
          "Access-Control-Max-Age": "600",
          "Cache-Control": "no-store",
        })
        .end();
      return;
    }
    const url = new URL(request.url ?? "/", "http://function");
    if ((request.method === "GET" || request.method === "HEAD") && url.searchParams.has(sentParameter)) {
      const locale = formLocale(url.searchParams.get(sentParameter), defaultLocale);
      const back = absoluteUrl(siteUrl, returnPath(locale, url.searchParams.get(formPageField)));
      const page = options.pages.render.thanksPage({ locale, stylesheet: options.pages.stylesheet, back });
      sendPage(response, 200, page, request.method);
      return;
    }
    const sent: { form?: NativeForm } = {};
    let result: Answer | undefined;
    try {
      result = await answer(request, sent);
    } catch (error) {
      // Unreachable by design; should it happen, the visitor still gets the JSON contract.
      log.error("contact: unexpected failure", { error: (error as Error).message });
      result = {
        status: 503,
        body: {
          success: false,
          error: serverMessage(defaultLocale, "storageUnavailable"),
          code: "storage_unavailable",
        },
      };
    }
    if (!result) {
      request.destroy();
      return;
    }
    if (result.status >= 400) log.warn("contact: submission refused", { status: result.status, code: codeOf(result) });
    if (isNativeForm(request)) {
      answerForm(request, response, result, sent.form);
      return;
    }
    const payload = JSON.stringify(result.body);
    response.writeHead(result.status, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(payload),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...corsHeaders(request),
      ...result.headers,
      ...(result.close ? { Connection: "close" } : {}),
    });
    response.end(payload);
  };
}

/** The query parameter of the thanks page a stored native POST is redirected to: the visitor's language. */
const sentParameter = "sent";

function sendPage(
  response: ServerResponse,
  status: number,
  html: string,
  method: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    ...headers,
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(html),
    "Content-Security-Policy": formPagePolicy,
    // Where the policy's `report-to` sends a violation (site/content-security-policy.ts).
    "Reporting-Endpoints": commonSecurityHeaders["Reporting-Endpoints"] as string,
    "Cache-Control": "no-store",
    // Not no-referrer: under it a browser sends `Origin: null` with the form's next POST, which the
    // origin check refuses.
    "Referrer-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
  });
  response.end(method === "HEAD" ? undefined : html);
}

/** A form the browser posts itself, without the site's script. */
function isNativeForm(request: IncomingMessage): boolean {
  return request.method === "POST" && isFormContentType(request.headers["content-type"]);
}

function codeOf(answer: Answer): string | undefined {
  return answer.body.success ? undefined : answer.body.code;
}
