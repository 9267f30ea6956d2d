/** A Supabase function's wire format (server/contact/README.md); nothing a visitor sends makes it answer 500. */
import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PublicConfig } from "../../site/config.ts";
import {
  type ContactErrorCode,
  type ContactProblems,
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
import type { Store } from "../storage/store.server.ts";
import {
  type FormPages,
  type FormValues,
  formBodyLimit,
  formLocale,
  formPagePolicy,
  postedFrom,
  returnPath,
} from "./form-page.server.ts";
import { requestLocale, serverMessage, translate } from "./messages.server.ts";
import {
  addressBucket,
  clientAddressOf,
  emailBucket,
  idempotencyKey,
  isFormContentType,
  isJsonContentType,
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
  /** The store, or undefined while it cannot be reached (then 503). */
  readonly store: () => Store | undefined;
  readonly onStored: (id: string) => void;
  /** The server's own origins when it listens on loopback only: configuration, never the request. */
  readonly ownOrigins?: ReadonlySet<string>;
  readonly bodyTimeoutMs?: number;
  readonly pages: FormPages;
}

const preflight = {
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers":
    "authorization, x-client-info, apikey, content-type, idempotency-key, accept-language, x-region",
  "Access-Control-Max-Age": "600",
  "Cache-Control": "no-store",
};

interface Answer {
  readonly status: number;
  readonly id?: string;
  readonly code?: ContactErrorCode;
  readonly fields?: ContactProblems;
  readonly count?: number;
  readonly headers?: Record<string, string>;
  /** Close the connection after answering: the body was not (fully) read. */
  readonly close?: boolean;
  /** A form the browser posted itself, without the site's script (form-page.server.ts). */
  readonly form?: { readonly locale: Locale; readonly page: string | null; readonly values: FormValues };
}

const early = (status: number, code: ContactErrorCode, headers?: Record<string, string>): Answer => {
  return { status, code, headers, close: true };
};
const unavailable: Answer = { status: 503, code: "storage_unavailable", headers: { "Retry-After": "5" } };

const fingerprint = (value: object) => createHash("sha256").update(JSON.stringify(value)).digest("base64url");

/** How long the same client's same form is answered as its first sending was (a double click, Back). */
export const formRepeatWindowMs = 24 * 3_600_000;

/** What a native POST's page says in place of the function's message. */
const pageMessages: Partial<Record<ContactErrorCode, string>> = {
  forbidden_origin: "formPages.forbiddenOrigin",
  payload_too_large: "formPages.tooLarge",
  request_timeout: "formPages.timeout",
};

const sentParameter = "sent";

export function createContactFunction(options: ContactFunctionOptions) {
  const { config } = options;
  const siteOrigin = new URL(config.publicConfig.SITE_URL).origin;
  const siteUrl = config.publicConfig.SITE_URL.replace(/\/+$/, "");
  const allowedOrigins = new Set(config.CONTACT_ALLOWED_ORIGINS ?? []);
  const anonKey = config.publicConfig.BACKEND_ANON_KEY;
  const windowMs = config.CONTACT_RATE_WINDOW_SECONDS * 1000;
  const clientOf = clientAddressOf(config.TRUST_PROXY);
  const bodyTimeoutMs = options.bodyTimeoutMs ?? 10_000;
  const foreign = siteOrigins(config, options.ownOrigins).foreign;
  const authorized = ({ headers }: IncomingMessage) =>
    !anonKey || headers.apikey === anonKey || headers.authorization === `Bearer ${anonKey}`;

  async function answer(request: IncomingMessage): Promise<Answer | undefined> {
    const native = isNativeForm(request);
    // A form posted from elsewhere is read first, so the page refusing it holds what was typed.
    const fromElsewhere = foreign(request);
    if (fromElsewhere && !native) return early(403, "forbidden_origin");
    if (request.method !== "POST") return early(405, "method_not_allowed", { Allow: "POST, OPTIONS" });
    // The anonymous key is public and only marks the script's calls; a form carries none.
    if (!native && !authorized(request)) return early(401, "unauthorized");
    if (!native && !isJsonContentType(request.headers["content-type"])) return early(415, "unsupported_media_type");
    const key = native ? undefined : idempotencyKey(request.headers["idempotency-key"]);
    if (key === null) return early(400, "idempotency_key_invalid");

    const raw = await readBody(request, native ? formBodyLimit : contactBodyLimit, bodyTimeoutMs);
    if (raw === "aborted") return undefined;
    if (raw === "tooLarge") return early(413, "payload_too_large");
    if (raw === "timeout") return early(408, "request_timeout");
    const locale = requestLocale(request.headers["accept-language"]);
    if (!native) {
      let input: unknown;
      try {
        input = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw));
      } catch {}
      if (typeof input !== "object" || input === null || Array.isArray(input)) {
        return { status: 400, code: "invalid_json" };
      }
      return submit(request, input as Record<string, unknown>, locale, key);
    }
    // WHATWG form decoding: bytes that are not UTF-8 become U+FFFD, so every form is read.
    const params = new URLSearchParams(new TextDecoder().decode(raw));
    const names = [...contactFields, honeypotField, formPageField].filter((name) => params.has(name));
    const values: Record<string, string> = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ""]));
    const { [formPageField]: page = null, ...fields } = values;
    const form = { locale: formLocale(params.get(formLocaleField), locale), page, values: fields };
    if (fromElsewhere) return { status: 403, code: "forbidden_origin", form };
    return { ...(await submit(request, values, form.locale, undefined, true)), form };
  }

  async function submit(
    request: IncomingMessage,
    input: Record<string, unknown>,
    locale: Locale,
    key: string | undefined,
    native = false,
  ): Promise<Answer> {
    const validation = validateContact(input);
    if (!validation.ok) return { status: 400, code: "invalid_input", fields: validation.problems };
    const enquiry = validation.value;
    const posted = input[formPageField];
    const page = typeof posted === "string" && matchPage(posted) ? { page: posted } : {};
    // A bot filled the hidden field: answered exactly like a person, but nothing is stored or sent.
    const honeypot = input[honeypotField];
    const discard = honeypot !== undefined && honeypot !== null && honeypot !== "";
    const store = options.store();
    if (!store) return unavailable;

    const client = addressBucket(clientOf(request));
    const limits = [
      { bucket: client, max: config.CONTACT_RATE_LIMIT_PER_IP, windowMs },
      { bucket: emailBucket(enquiry.email), max: config.CONTACT_RATE_LIMIT_PER_EMAIL, windowMs },
    ].filter((limit) => limit.max > 0);
    const digest = fingerprint(enquiry);
    // A browser cannot send a key with a form: the client (as rate-limited) and the values make one.
    const formKey = `form:${createHash("sha256").update(`${client}\n${digest}`).digest("base64url")}`;
    const started = performance.now();
    let result: Awaited<ReturnType<Store["submit"]>>;
    try {
      result = await store.submit({
        enquiry: { id: randomUUID(), createdAt: Date.now(), locale, ...enquiry, ...page },
        idempotency: native
          ? { key: formKey, fingerprint: digest, validForMs: formRepeatWindowMs }
          : key === undefined
            ? undefined
            : { key, fingerprint: digest },
        limits,
        discard,
        webhooks: config.WEBHOOK_URLS,
      });
    } catch (error) {
      log.error("contact: storage unavailable", { error: (error as Error).message });
      return unavailable;
    }
    switch (result.kind) {
      case "created":
        if (discard) log.info("contact: honeypot filled, submission dropped", { id: result.id });
        else {
          log.info("contact: enquiry stored", { id: result.id, ms: Math.round(performance.now() - started) });
          options.onStored(result.id);
        }
        return { status: 200, id: result.id };
      case "replayed":
        log.info("contact: repeated submission answered again", { id: result.id });
        return { status: 200, id: result.id, headers: { "Idempotent-Replayed": "true" } };
      case "keyReused":
        return { status: 422, code: "idempotency_key_reused" };
      case "rateLimited":
        return {
          status: 429,
          code: "rate_limited",
          headers: { "Retry-After": String(result.retryAfterSeconds) },
          count: Math.ceil(result.retryAfterSeconds / 60),
        };
    }
  }

  /** CORS only for the other origins CONTACT_ALLOWED_ORIGINS names; the site's own need none. */
  function corsHeaders(request: IncomingMessage): Record<string, string> {
    const origin = request.headers.origin;
    return origin !== undefined && allowedOrigins.has(origin) && origin !== siteOrigin
      ? { "Access-Control-Allow-Origin": origin, Vary: "Origin" }
      : {};
  }

  /** Stored: a 303 to the thanks page, so a reload does not send again; else the form with every value. */
  function answerForm(
    request: IncomingMessage,
    response: ServerResponse,
    result: Answer,
    headers: Record<string, string>,
  ): void {
    const { form } = result;
    const { locale, page: posted } =
      form ?? postedFrom(request.headers.referer, requestLocale(request.headers["accept-language"]));
    if (result.id) {
      const query = new URLSearchParams({ [sentParameter]: locale, [formPageField]: posted ?? "" });
      const location = `${contactFunctionPath}?${query}`;
      return void response.writeHead(303, { Location: location, "Cache-Control": "no-store", ...headers }).end();
    }
    const code = result.code ?? "storage_unavailable";
    const from = returnPath(locale, posted);
    const common = {
      locale,
      stylesheet: options.pages.stylesheet,
      back: absoluteUrl(siteUrl, from),
      siteUrl,
      message: pageMessages[code] ? translate(locale)(pageMessages[code]) : serverMessage(locale, code, result.count),
    };
    const page = form
      ? options.pages.render.problemsPage({
          ...common,
          page: from,
          action: contactFunctionPath,
          problems: result.fields ?? {},
          values: form.values,
        })
      : options.pages.render.unreadPage(common);
    sendPage(response, result.status, page, "POST", headers);
  }

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method === "OPTIONS" && !foreign(request)) {
      return void response.writeHead(204, { ...corsHeaders(request), ...preflight }).end();
    }
    const url = new URL(request.url ?? "/", "http://function");
    if ((request.method === "GET" || request.method === "HEAD") && url.searchParams.has(sentParameter)) {
      const locale = formLocale(url.searchParams.get(sentParameter), defaultLocale);
      const back = absoluteUrl(siteUrl, returnPath(locale, url.searchParams.get(formPageField)));
      const page = options.pages.render.thanksPage({ locale, stylesheet: options.pages.stylesheet, back });
      return sendPage(response, 200, page, request.method);
    }
    let result: Answer | undefined;
    try {
      result = await answer(request);
    } catch (error) {
      // Unreachable by design; should it happen, the visitor still gets the contract.
      log.error("contact: unexpected failure", { error: (error as Error).message });
      result = unavailable;
    }
    if (!result) return void request.destroy();
    if (result.code) log.warn("contact: submission refused", { status: result.status, code: result.code });
    const headers = { ...result.headers, ...(result.close ? { Connection: "close" } : {}) };
    if (isNativeForm(request)) return answerForm(request, response, result, headers);
    const locale = requestLocale(request.headers["accept-language"]);
    const { id, code = "storage_unavailable", fields, count } = result;
    const payload = JSON.stringify(
      id
        ? { success: true, id }
        : { success: false, error: serverMessage(locale, code, count), code, ...(fields && { fields }) },
    );
    response.writeHead(result.status, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(payload),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...corsHeaders(request),
      ...headers,
    });
    response.end(payload);
  };
}

function sendPage(response: ServerResponse, status: number, html: string, method: string, headers = {}) {
  response.writeHead(status, {
    ...headers,
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(html),
    "Content-Security-Policy": formPagePolicy,
    "Reporting-Endpoints": commonSecurityHeaders["Reporting-Endpoints"] as string,
    "Cache-Control": "no-store",
    // Not no-referrer: under it a browser sends `Origin: null` with the next POST, which is refused.
    "Referrer-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
  });
  response.end(method === "HEAD" ? undefined : html);
}

function isNativeForm(request: IncomingMessage): boolean {
  return request.method === "POST" && isFormContentType(request.headers["content-type"]);
}
