/**
 * The team's inbox at `/admin` (and `/es/admin`, in Spanish), for people who never open a terminal
 * (docs/enquiries.md): the enquiries found by a search, each with its page (the whole message, a
 * reply link, status and owner, delivery on each channel, re-sending, its history, erasure), CSV
 * export and the audit trail. Served by the production server only when ADMIN_EMAILS is set.
 *
 * Sign-in is a link e-mailed to an address on ADMIN_EMAILS. The link carries its code in the
 * fragment, which no server and no proxy's log ever sees; the page it opens shows a button, and
 * only the POST of that button spends the code (mail scanners follow links with GET). Links and
 * sessions live in the store (admin-operations.server.ts), so every server sharing the database
 * knows them. As the store opens, the sessions and unspent links of every address not on
 * ADMIN_EMAILS end (main.ts), and each request with a session and each spent link is checked against
 * the list as this server read it: an address taken off it loses its access for good. A read is
 * written to the audit trail only when a person sees it (a GET opened from the inbox itself, an
 * e-mail or the address bar), and a write must come from the inbox's own pages. Every page is
 * rendered on request by React on the server (app/admin/, built into `build/server/admin.js`) and
 * works with no script at all: each action is a form, the search a GET form (a script shows the
 * inbox's times in the viewer's zone, where it runs).
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { parseCookie, stringifySetCookie } from "cookie";
import nodemailer from "nodemailer";
import type { AdminView, Channel, Notice, Words } from "../../app/admin/views.ts";
import { isStrictEmail } from "../../site/contact-schema.ts";
import { cspValue } from "../../site/content-security-policy.ts";
import { defaultLocale, isLocale, type Locale, locales, localeTag } from "../../site/locales.ts";
import { commonSecurityHeaders } from "../../site/security-headers.ts";
import { signInCode } from "../../site/sign-in-code.ts";
import { enquiriesCsv, hostOf } from "../contact/export.server.ts";
import { requiresStartTls } from "../contact/mail.server.ts";
import { translate } from "../contact/messages.server.ts";
import {
  addressBucket,
  BodyError,
  clientAddress,
  emailBucket,
  proxyTrust,
  readBody,
} from "../contact/request.server.ts";
import { log } from "../log.server.ts";
import { listEnquiries } from "../storage/operations.server.ts";
import {
  type EnquiryRecord,
  type EnquiryStatus,
  enquiryStatuses,
  StorageUnavailableError,
  type Store,
  type WebhookState,
} from "../storage/store.server.ts";
import {
  type AuditEntry,
  auditTrail,
  endpointStates,
  erasedBy,
  pruneSignIns,
  record,
  requestLink,
  sessionOwner,
  signIn,
  signOut,
  signOutOthers,
  withdraw,
} from "./admin-operations.server.ts";
import { adminBase, adminRoute } from "./admin-paths.ts";
import {
  type Change,
  type Cursor,
  countFrom,
  type EnquiryFilter,
  enquiryFields,
  findEnquiries,
  type StatusFilter,
  setOwner,
  setStatus,
  shortened,
  statusFilters,
} from "./inbox-operations.server.ts";

/** A link works once, for 15 minutes. */
export const linkLifetimeMs = 15 * 60_000;
/** A session lasts a working day; then the link is asked for again. */
export const sessionLifetimeMs = 12 * 3_600_000;
/** Links asked for, per address and per client, in each window. */
const linkLimits = { perAddress: 5, perClient: 20, windowMs: 15 * 60_000 };
/** Codes tried per client in each window: each refused one is a row of the audit trail. */
const spendLimits = { perClient: 20, windowMs: 15 * 60_000 };
export const sessionCookie = "__Host-keystub-admin";
const formLimit = 4096;
/** Enquiries on a page of the list. */
const pageSize = 25;
/** The longest search the list takes. */
const maxSearchLength = 200;
/** How much of a message a reply quotes: a mail program may not open a much longer mailto: link. */
const quoteLength = 1200;

const isStatusFilter = (value: string): value is StatusFilter => (statusFilters as readonly string[]).includes(value);
const isEnquiryStatus = (value: string): value is EnquiryStatus =>
  (enquiryStatuses as readonly string[]).includes(value);

/** What a page says after a redirect, by the `notice` its address names. */
const notices: Readonly<Record<string, Notice>> = {
  sent: { tone: "success", key: "signIn.sent" },
  invalidLink: { tone: "error", key: "signIn.invalidLink" },
  signedOut: { tone: "info", key: "signIn.signedOut" },
  required: { tone: "info", key: "signIn.required" },
  notFound: { tone: "error", key: "inbox.notFound" },
  erasedOne: { tone: "success", key: "erase.doneOne" },
  erasedNone: { tone: "info", key: "erase.none" },
  othersSignedOut: { tone: "success", key: "inbox.othersSignedOut" },
  enabled: { tone: "success", key: "endpoints.enabled" },
};

/**
 * A delivery not yet sent nor given up: an attempt under way (a sender holds it), none made yet,
 * or a retry after an attempt that failed; only that last says something failed.
 */
function pending(state: EnquiryRecord["delivery"] | WebhookState): Channel["state"] {
  const { attempts, nextAttemptAt, lastError: error } = state;
  if (state.sending) return { kind: "sending", attempts, error };
  if (attempts === 0 || nextAttemptAt === null) return { kind: "waiting" };
  return { kind: "retrying", attempts, at: nextAttemptAt, error };
}

export function channels(enquiry: EnquiryRecord, disabled: ReadonlySet<string>): Channel[] {
  const mail = enquiry.delivery;
  const mailChannel: Channel = {
    name: { kind: "mail" },
    state:
      mail.status === "sent"
        ? { kind: "delivered", at: mail.sentAt ?? enquiry.createdAt }
        : mail.status === "failed"
          ? { kind: "failed", attempts: mail.attempts, error: mail.lastError }
          : pending(mail),
  };
  const hooks = enquiry.webhooks.map(
    (hook): Channel => ({
      name: { kind: "webhook", host: hostOf(hook.endpoint) },
      state:
        hook.status === "sent"
          ? { kind: "delivered", at: hook.sentAt ?? enquiry.createdAt }
          : hook.status === "failed"
            ? { kind: "failed", attempts: hook.attempts, error: hook.lastError }
            : disabled.has(hook.endpoint) || hook.endpointDisabled
              ? { kind: "disabled" }
              : pending(hook),
    }),
  );
  return [mailChannel, ...hooks];
}

export interface AdminOptions {
  readonly allowed: readonly string[];
  readonly smtpUrl: string;
  readonly from: { readonly name?: string | undefined; readonly address: string };
  /** The inbox's public origin (ADMIN_URL, else SITE_URL): its links and the one origin its forms may come from. */
  readonly siteUrl: string;
  /** TRUST_PROXY: the reverse proxies whose X-Forwarded-For names the client. */
  readonly trustProxy: readonly string[];
  readonly webhookUrls: readonly string[];
  /** The site's stylesheet, by its hashed path. */
  readonly stylesheet: string;
  /** The inbox's renderer: `build/server/admin.js`, or app/admin/render.server.tsx in tests. */
  readonly render: typeof import("../../app/admin/render.server.tsx");
  readonly store: () => Store | undefined;
  /** The server's own origins when it listens on loopback only (see contact-function.server.ts). */
  readonly ownOrigins?: ReadonlySet<string>;
  /** Something was queued again: delivery can start now. */
  readonly onRequeued: () => void;
  readonly now?: () => number;
}

export interface Admin {
  handle(request: IncomingMessage, response: ServerResponse): void;
  close(): void;
}

/** Writes what a team member saw to the audit trail. */
type Saw = (entry: Pick<AuditEntry, "action" | "detail" | "enquiryId">) => Promise<void>;

const hash = (secret: string) => createHash("sha256").update(secret).digest("base64url");
const newSecret = () => randomBytes(32).toString("base64url");

interface Answer {
  readonly status: number;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

export function createAdmin(options: AdminOptions): Admin {
  const now = options.now ?? Date.now;
  const allowed = new Set(options.allowed.map((address) => address.toLowerCase()));
  const siteOrigin = new URL(options.siteUrl).origin;
  const trust = proxyTrust(options.trustProxy);
  const clientOf = (request: IncomingMessage) => clientAddress(request, trust);
  const sourceHash = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
  const pagePolicy = {
    "style-src": ["'self'", sourceHash(options.render.adminStyle)],
    "img-src": ["'self'"],
    "font-src": ["'self'"],
  };
  // No script runs on the inbox's pages but the one that fills in the sign-in code, on its page,
  // and the one that shows times in the viewer's time zone, on the list and an enquiry's page.
  const policy = cspValue(pagePolicy);
  const withTimes = cspValue({ ...pagePolicy, "script-src": [sourceHash(options.render.localTimeScript)] });
  const policies: Partial<Record<AdminView["kind"], string>> = {
    confirm: cspValue({ ...pagePolicy, "script-src": [sourceHash(options.render.signInScript)] }),
    inbox: withTimes,
    enquiry: withTimes,
  };
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    requireTLS: requiresStartTls(options.smtpUrl),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const prune = setInterval(() => {
    options
      .store()
      ?.write((db) => pruneSignIns(db, now()))
      .catch(() => {});
  }, 3_600_000).unref();

  /** A page of the inbox: never cached, never indexed, nothing but its own style and the site's stylesheet. */
  function page(status: number, view: AdminView, extra: Record<string, string> = {}): Answer {
    const t = translate(view.locale, "admin");
    return {
      status,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": policies[view.kind] ?? policy,
        ...extra,
      },
      body: options.render.renderAdminPage(view, t, options.stylesheet),
    };
  }

  function common(locale: Locale, route: string, notice?: Notice) {
    return {
      locale,
      base: adminBase(locale),
      otherLanguages: locales
        .filter((other) => other !== locale)
        .map((other) => ({ locale: other, href: `${adminBase(other)}${route}` })),
      ...(notice ? { notice } : {}),
    };
  }

  /** A limit was met: the page again, with a notice (its words' `key`) that says how many minutes to wait. */
  function tooMany(retryAfterSeconds: number, key: string, view: (notice: Notice) => AdminView): Answer {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return page(429, view({ tone: "error", key, values: { minutes } }), { "Retry-After": String(retryAfterSeconds) });
  }

  function see(location: string, extra: Record<string, string> = {}): Answer {
    return { status: 303, headers: { Location: location, ...extra } };
  }

  function problem(locale: Locale, status: number, key: string, signedIn: boolean, extra?: Record<string, string>) {
    const view: AdminView = {
      kind: "problem",
      ...common(locale, "/enquiries", { tone: "error", key: `errors.${key}` }),
      signedIn,
    };
    return page(status, view, extra);
  }

  /**
   * A write from another site (a form on a page elsewhere posting here), or from a client that says
   * neither where it was sent from nor its origin (every browser says one), is refused.
   */
  function crossSite(request: IncomingMessage): boolean {
    const fetchSite = request.headers["sec-fetch-site"];
    const origin = request.headers.origin;
    if (fetchSite === undefined && origin === undefined) return true;
    if (fetchSite !== undefined && fetchSite !== "same-origin") return true;
    return origin !== undefined && origin !== siteOrigin && !options.ownOrigins?.has(origin);
  }

  function sessionHashOf(request: IncomingMessage): string | undefined {
    const value = parseCookie(request.headers.cookie ?? "")[sessionCookie];
    return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? hash(value) : undefined;
  }

  function cookie(value: string, maxAgeSeconds: number): string {
    // __Host-: only from a secure origin, for the whole host, never shared with a subdomain.
    return stringifySetCookie({
      name: sessionCookie,
      value,
      path: "/",
      httpOnly: true,
      secure: true,
      sameSite: "strict",
      maxAge: maxAgeSeconds,
    });
  }

  async function form(request: IncomingMessage): Promise<URLSearchParams | undefined> {
    try {
      const raw = await readBody(request, formLimit, 10_000);
      return new URLSearchParams(raw.toString("utf8"));
    } catch (error) {
      if (error instanceof BodyError && error.reason === "aborted") return undefined;
      return new URLSearchParams();
    }
  }

  function audit(store: Store, entry: AuditEntry): Promise<void> {
    return store.write((db) => record(db, entry, now()));
  }

  function sendLink(email: string, locale: Locale, code: string): void {
    const t = translate(locale, "admin");
    // The code in the fragment: a browser never sends it, so no server or proxy logs it.
    const link = `${options.siteUrl.replace(/\/+$/, "")}${adminBase(locale)}/sign-in/link#${signInCode.name}=${code}`;
    transport
      .sendMail({
        from: options.from.name ? { name: options.from.name, address: options.from.address } : options.from.address,
        to: email,
        subject: t("mail.subject"),
        text: t("mail.body", { link, code, button: t("confirm.submit") }),
        headers: { "Auto-Submitted": "auto-generated" },
      })
      .then(() => log.info("admin: sign-in link mailed"))
      .catch((error: Error) => log.error("admin: the sign-in link could not be mailed", { error: error.message }));
  }

  async function requestSignIn(request: IncomingMessage, store: Store, locale: Locale): Promise<Answer> {
    const params = await form(request);
    if (!params) return { status: 400 };
    const email = (params.get("email") ?? "").trim();
    if (!isStrictEmail(email)) {
      return page(400, { kind: "signIn", ...common(locale, "/sign-in"), email, emailProblem: true });
    }
    const windowMs = linkLimits.windowMs;
    const token = newSecret();
    const mayLink = allowed.has(email.toLowerCase());
    const at = now();
    const result = await store.write((db) =>
      requestLink(db, {
        limits: [
          { bucket: `admin-link:${emailBucket(email)}`, max: linkLimits.perAddress, windowMs },
          {
            bucket: `admin-link:${addressBucket(clientOf(request))}`,
            max: linkLimits.perClient,
            windowMs,
          },
        ],
        ...(mayLink ? { link: { tokenHash: hash(token), email, expiresAt: at + linkLifetimeMs } } : {}),
        now: at,
      }),
    );
    if (result.kind === "rateLimited") {
      return tooMany(result.retryAfterSeconds, "signIn.rateLimited", (notice) => ({
        kind: "signIn",
        ...common(locale, "/sign-in", notice),
        email,
      }));
    }
    // The mail goes out after the answer, so an allowed address is not answered later than another.
    if (mayLink) setImmediate(() => sendLink(email, locale, token));
    return see(`${adminBase(locale)}/sign-in?notice=sent`);
  }

  async function spendLink(request: IncomingMessage, store: Store, locale: Locale): Promise<Answer> {
    const params = await form(request);
    if (!params) return { status: 400 };
    // Pasted from an e-mail, the code may come with spaces or a line break.
    const code = (params.get(signInCode.name) ?? "").replace(/\s+/g, "");
    const session = newSecret();
    const client = clientOf(request);
    const at = now();
    const result = await store.write((db) =>
      signIn(db, {
        tokenHash: hash(code),
        sessionHash: hash(session),
        sessionExpiresAt: at + sessionLifetimeMs,
        allowed,
        client,
        limits: [
          {
            bucket: `admin-spend:${addressBucket(client)}`,
            max: spendLimits.perClient,
            windowMs: spendLimits.windowMs,
          },
        ],
        now: at,
      }),
    );
    if (result.kind === "rateLimited") {
      return tooMany(result.retryAfterSeconds, "confirm.rateLimited", (notice) => ({
        kind: "confirm",
        ...common(locale, "/sign-in/link", notice),
      }));
    }
    if (result.kind === "refused") {
      log.info("admin: sign-in refused", { reason: result.reason });
      return see(`${adminBase(locale)}/sign-in?notice=invalidLink`);
    }
    log.info("admin: signed in");
    return see(`${adminBase(locale)}/enquiries`, { "Set-Cookie": cookie(session, sessionLifetimeMs / 1000) });
  }

  /** The endpoints' states, and which are disabled now. */
  async function endpointsNow(store: Store) {
    const endpoints = await store.read((db) => endpointStates(db, options.webhookUrls));
    const disabled = new Set(endpoints.filter((endpoint) => endpoint.disabled).map((endpoint) => endpoint.url));
    const shown = endpoints.map((endpoint, index) => ({
      entry: index + 1,
      host: hostOf(endpoint.url),
      disabled: endpoint.disabled,
    }));
    return { disabled, shown };
  }

  /** The search a list's address asks for, or undefined when it cannot be read. */
  function searchFrom(search: URLSearchParams) {
    const text = (search.get("q") ?? "").trim();
    const status = search.get("status") || "open";
    const language = search.get("lang") ?? "";
    const cursor = (name: "older" | "newer") => {
      const value = search.get(name);
      if (value === null) return null;
      const match = /^(\d{1,15})\.([A-Za-z0-9-]{1,64})$/.exec(value);
      return match ? { at: Number(match[1]), id: match[2] ?? "" } : undefined;
    };
    const older = cursor("older");
    const newer = cursor("newer");
    if (
      text.length > maxSearchLength ||
      !isStatusFilter(status) ||
      (language !== "" && !isLocale(language)) ||
      older === undefined ||
      newer === undefined ||
      (older && newer)
    ) {
      return undefined;
    }
    const filter: EnquiryFilter = { text, status, locale: language || null };
    const from = older ? { older } : newer ? { newer } : undefined;
    return { filter, from, language };
  }

  /**
   * The list: one page of the enquiries that match the search (the newest open ones at first),
   * each view written to the audit trail (which it shows, this view first).
   */
  async function inbox(
    store: Store,
    locale: Locale,
    owner: string,
    saw: Saw,
    search: URLSearchParams,
  ): Promise<Answer> {
    const asked = searchFrom(search);
    if (!asked) return problem(locale, 400, "badSearch", true);
    const { filter, from, language } = asked;
    const found = await store.read((db) => findEnquiries(db, { filter, size: pageSize, ...(from ? { from } : {}) }));
    await saw({ action: "view", detail: String(found.enquiries.length) });
    // How many an erasure took, from its entry in the trail: the address names the entry, not the count.
    const erased =
      search.get("notice") === "erased"
        ? await store.read((db) => erasedBy(db, search.get("entry") ?? "", owner))
        : null;
    const [trail, endpoints] = await Promise.all([store.read((db) => auditTrail(db, 100)), endpointsNow(store)]);
    const base = adminBase(locale);
    const kept = new URLSearchParams();
    if (filter.text) kept.set("q", filter.text);
    if (filter.status !== "open") kept.set("status", filter.status);
    if (language) kept.set("lang", language);
    const pageAt = (name: "older" | "newer", cursor: Cursor | null) => {
      if (!cursor) return null;
      const query = new URLSearchParams(kept);
      query.set(name, `${cursor.at}.${cursor.id}`);
      return `${base}/enquiries?${query}`;
    };
    const query = kept.size > 0 ? `?${kept}` : "";
    return page(200, {
      kind: "inbox",
      ...common(
        locale,
        `/enquiries${query}`,
        erased === null
          ? noticeFrom(search)
          : erased > 0
            ? { tone: "success", key: "erase.done", values: { count: erased } }
            : notices.erasedNone,
      ),
      signedInAs: owner,
      search: {
        text: filter.text,
        status: filter.status,
        locale: language,
        total: found.total,
        newer: pageAt("newer", found.newer),
        older: pageAt("older", found.older),
        narrowed: kept.size > 0,
      },
      locales,
      enquiries: found.enquiries,
      endpoints: endpoints.shown,
      audit: trail,
    });
  }

  /**
   * A reply in the team's own mail program, to the sender, in the language they wrote in, with their
   * enquiry quoted: the conversation goes on in the team's mailbox, where the answer arrives.
   */
  function replyLink(enquiry: EnquiryRecord): string {
    const language = isLocale(enquiry.locale) ? enquiry.locale : defaultLocale;
    const t = translate(language, "admin");
    const date = new Intl.DateTimeFormat(localeTag(language), { dateStyle: "long", timeZone: "UTC" }).format(
      enquiry.createdAt,
    );
    const body = `\n\n${t("reply.quote", { date, name: enquiry.name })}\n${shortened(
      enquiryFields(enquiry).message,
      quoteLength,
    )
      .split(/\r?\n/)
      .map((line) => `> ${line}`)
      .join("\n")}\n`;
    const address = encodeURIComponent(enquiry.email).replace("%40", "@");
    return `mailto:${address}?subject=${encodeURIComponent(t("reply.subject"))}&body=${encodeURIComponent(body)}`;
  }

  /** One enquiry's page: all of it, its deliveries, its history; each view written to the audit trail. */
  async function enquiryPage(
    store: Store,
    locale: Locale,
    id: string,
    owner: string,
    saw: Saw,
    search: URLSearchParams,
  ): Promise<Answer> {
    const [found] = await store.read((db) => listEnquiries(db, id));
    if (!found) return problem(locale, 404, "enquiryMissing", true);
    await saw({ action: "view-enquiry", detail: "", enquiryId: id });
    const [history, endpoints] = await Promise.all([store.read((db) => auditTrail(db, 100, id)), endpointsNow(store)]);
    const notice = ((): Notice | undefined => {
      switch (search.get("notice")) {
        case "status":
          return { tone: "success", key: `status.now-${found.status}` };
        case "owner":
          return found.owner
            ? { tone: "success", key: "owner.now", values: { owner: found.owner } }
            : { tone: "success", key: "owner.nowNobody" };
        case "resent":
          return { tone: "success", ...resendWords(locale, "done") };
        default:
          return undefined;
      }
    })();
    return page(200, {
      kind: "enquiry",
      ...common(locale, `/enquiries/${id}`, notice),
      signedInAs: owner,
      enquiry: {
        id: found.id,
        receivedAt: found.createdAt,
        locale: found.locale,
        name: found.name,
        email: found.email,
        ...enquiryFields(found),
        status: found.status,
        owner: found.owner,
        channels: channels(found, endpoints.disabled),
        reply: replyLink(found),
      },
      team: options.allowed,
      resendTo: resendWords(locale, "to"),
      history,
    });
  }

  /**
   * Where sending an enquiry again takes it, before ("to") or after ("done"): the team's e-mail and
   * each webhook endpoint's host ("crm.example and hooks.example", as the language writes a list).
   */
  function resendWords(locale: Locale, when: "to" | "done"): Words {
    const hosts = options.webhookUrls.map(hostOf);
    if (hosts.length === 0) return { key: `resend.${when}Mail` };
    return { key: `resend.${when}`, values: { hosts: new Intl.ListFormat(localeTag(locale)).format(hosts) } };
  }

  /** The notice an action's redirect asked for (`?notice=…`), from a fixed list: nothing else is echoed. */
  function noticeFrom(search: URLSearchParams): Notice | undefined {
    const name = search.get("notice") ?? "";
    return Object.hasOwn(notices, name) ? notices[name] : undefined;
  }

  /** The step before an erasure or a re-send: what it will do, and the button that does it. */
  function ask(locale: Locale, owner: string, action: Extract<AdminView, { kind: "ask" }>["action"]) {
    const route = action.kind === "erase-address" ? "/enquiries" : `/enquiries/${action.id}`;
    return page(200, { kind: "ask", ...common(locale, route), signedInAs: owner, action });
  }

  /** One enquiry's action asked for without its confirmation: the page that asks, or the list when it is gone. */
  async function askAbout(store: Store, locale: Locale, owner: string, id: string, kind: "erase-enquiry" | "resend") {
    const [found] = await store.read((db) => listEnquiries(db, id));
    if (!found) return see(`${adminBase(locale)}/enquiries?notice=notFound`);
    const about = { id, name: found.name, receivedAt: found.createdAt };
    return ask(
      locale,
      owner,
      kind === "resend" ? { kind, ...about, to: resendWords(locale, "to") } : { kind, ...about },
    );
  }

  async function act(
    request: IncomingMessage,
    store: Store,
    locale: Locale,
    route: string,
    id: string,
    owner: string,
    client: string,
  ): Promise<Answer> {
    const base = adminBase(locale);
    const params = await form(request);
    if (!params) return { status: 400 };
    const who = { actor: owner, client, now: now() };
    const enquiryAt = `${base}/enquiries/${id}`;
    const changed = (result: Change, notice: string) =>
      result === "missing" ? see(`${base}/enquiries?notice=notFound`) : see(`${enquiryAt}?notice=${notice}`);
    switch (route) {
      case "/enquiries/:id/status": {
        const status = params.get("status") ?? "";
        if (!isEnquiryStatus(status)) return problem(locale, 400, "badChange", true);
        return changed(await store.write((db) => setStatus(db, id, status, who)), "status");
      }
      case "/enquiries/:id/owner": {
        const asked = (params.get("owner") ?? "").toLowerCase();
        const member = options.allowed.find((address) => address.toLowerCase() === asked);
        if (asked !== "" && member === undefined) return problem(locale, 400, "badChange", true);
        return changed(await store.write((db) => setOwner(db, id, member ?? "", who)), "owner");
      }
      case "/enquiries/:id/resend": {
        if (params.get("confirm") !== "yes") return askAbout(store, locale, owner, id, "resend");
        const resent = await store.resend(id, (db) =>
          record(db, { actor: owner, action: "resend", detail: "", client, enquiryId: id }, now()),
        );
        if (!resent) return see(`${base}/enquiries?notice=notFound`);
        options.onRequeued();
        return see(`${enquiryAt}?notice=resent`);
      }
      case "/enquiries/:id/erase": {
        if (params.get("confirm") !== "yes") return askAbout(store, locale, owner, id, "erase-enquiry");
        // The audit row says that an enquiry went, never whose: it must not keep what it erased.
        const ids = await store.deleteEnquiry(id, (db, erased) =>
          record(db, { actor: owner, action: "erase-enquiry", detail: String(erased.length), client }, now()),
        );
        return see(`${base}/enquiries?notice=${ids.length > 0 ? "erasedOne" : "notFound"}`);
      }
      case "/erase": {
        const email = (params.get("email") ?? "").trim();
        if (!email || email.length > 254) return problem(locale, 400, "eraseIncomplete", true);
        if (params.get("confirm") !== "yes") {
          const count = await store.read((db) => countFrom(db, email));
          if (count === 0) return see(`${base}/enquiries?notice=erasedNone`);
          return ask(locale, owner, { kind: "erase-address", email, count });
        }
        const entry = randomUUID();
        await store.deleteByEmail(email, emailBucket(email), (db, erased) =>
          record(db, { actor: owner, action: "erase", detail: String(erased.length), client }, now(), entry),
        );
        return see(`${base}/enquiries?notice=erased&entry=${entry}`);
      }
      case "/sign-out-others": {
        const sessionHash = sessionHashOf(request) ?? "";
        await store.write((db) => signOutOthers(db, sessionHash, owner, client, now()));
        return see(`${base}/enquiries?notice=othersSignedOut`);
      }
      case "/endpoints/enable": {
        const url = options.webhookUrls[Number(params.get("entry")) - 1];
        if (!url) return problem(locale, 400, "notFound", true);
        await store.enableEndpoint(url);
        await audit(store, { actor: owner, action: "enable-endpoint", detail: hostOf(url), client });
        options.onRequeued();
        return see(`${base}/enquiries?notice=enabled`);
      }
      default: {
        // "/sign-out"
        const sessionHash = sessionHashOf(request);
        if (sessionHash) await store.write((db) => signOut(db, sessionHash, owner, client, now()));
        return see(`${base}/sign-in?notice=signedOut`, { "Set-Cookie": cookie("", 0) });
      }
    }
  }

  const publicRoutes: Record<string, readonly string[]> = {
    "/sign-in": ["GET", "HEAD", "POST"],
    "/sign-in/link": ["GET", "HEAD", "POST"],
  };
  const privateRoutes: Record<string, readonly string[]> = {
    "": ["GET", "HEAD"],
    "/enquiries": ["GET", "HEAD"],
    "/enquiries.csv": ["GET", "HEAD"],
    "/enquiries/:id": ["GET", "HEAD"],
    "/enquiries/:id/status": ["POST"],
    "/enquiries/:id/owner": ["POST"],
    "/enquiries/:id/resend": ["POST"],
    "/enquiries/:id/erase": ["POST"],
    "/erase": ["POST"],
    "/endpoints/enable": ["POST"],
    "/sign-out": ["POST"],
    "/sign-out-others": ["POST"],
  };

  async function answer(request: IncomingMessage, locale: Locale, path: string, search: URLSearchParams) {
    // One enquiry's page and actions: `/enquiries/<id>` and `/enquiries/<id>/<action>`.
    const one = /^\/enquiries\/([A-Za-z0-9-]{1,64})(\/[a-z]+)?$/.exec(path);
    const id = one?.[1] ?? "";
    const route = one ? `/enquiries/:id${one[2] ?? ""}` : path;
    const methods = publicRoutes[route] ?? privateRoutes[route];
    const method = request.method ?? "GET";
    const signedInHint = sessionHashOf(request) !== undefined;
    if (!methods) return problem(locale, 404, "notFound", signedInHint);
    if (!methods.includes(method)) {
      return problem(locale, 405, "methodNotAllowed", signedInHint, { Allow: methods.join(", ") });
    }
    const writes = method === "POST";
    if (writes && crossSite(request)) return problem(locale, 403, "forbidden", signedInHint);
    const store = options.store();
    if (!store) return problem(locale, 503, "unavailable", signedInHint, { "Retry-After": "30" });
    const base = adminBase(locale);

    if (route === "/sign-in") {
      if (writes) return requestSignIn(request, store, locale);
      return page(200, { kind: "signIn", ...common(locale, "/sign-in", noticeFrom(search)) });
    }
    if (route === "/sign-in/link") {
      if (writes) return spendLink(request, store, locale);
      // The code is in the link's fragment, which reaches only the page's script.
      return page(200, { kind: "confirm", ...common(locale, "/sign-in/link") });
    }

    const sessionHash = sessionHashOf(request);
    const client = clientOf(request);
    let owner = sessionHash ? await store.read((db) => sessionOwner(db, sessionHash, now())) : null;
    if (owner && !allowed.has(owner.toLowerCase())) {
      // Taken off ADMIN_EMAILS: this request and every later one of that address find no session.
      const withdrawn = owner;
      await store.write((db) => withdraw(db, withdrawn, client, now()));
      log.info("admin: access withdrawn from an address no longer on ADMIN_EMAILS");
      owner = null;
    }
    if (!owner) {
      if (writes) return problem(locale, 401, "unauthorized", false, { "Set-Cookie": cookie("", 0) });
      return see(`${base}/sign-in?notice=required`, sessionHash ? { "Set-Cookie": cookie("", 0) } : {});
    }
    if (writes) return act(request, store, locale, route, id, owner, client);
    if (route === "") return see(`${base}/enquiries`);
    // Another page of the site may send the tab here, and the cookie goes along (the inbox and the
    // site are one site): what would be written in the trail under this person's name, or land in
    // their downloads, waits for a click on the inbox's own page.
    const fetchSite = request.headers["sec-fetch-site"];
    if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") {
      const here = `${path}${search.size > 0 ? `?${search}` : ""}`;
      const view: AdminView = {
        kind: "problem",
        ...common(locale, here, { tone: "info", key: "errors.elsewhere" }),
        signedIn: true,
        next: `${base}${here}`,
      };
      return page(200, view);
    }
    // What the person saw is written in the trail; a HEAD shows nothing.
    const signedIn = owner;
    const saw: Saw = (entry) =>
      method === "GET" ? audit(store, { ...entry, actor: signedIn, client }) : Promise.resolve();
    if (route === "/enquiries/:id") return enquiryPage(store, locale, id, owner, saw, search);
    if (route === "/enquiries.csv") {
      const records = await store.list();
      await saw({ action: "export", detail: String(records.length) });
      const day = new Date(now()).toISOString().slice(0, 10);
      return {
        status: 200,
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="enquiries-${day}.csv"`,
        },
        body: enquiriesCsv(records),
      };
    }
    return inbox(store, locale, owner, saw, search);
  }

  return {
    handle(request, response) {
      const url = new URL(request.url ?? "/", "http://x");
      const { locale, route } = adminRoute(url.pathname) ?? { locale: defaultLocale, route: "" };
      answer(request, locale, route, url.searchParams)
        .catch((error: unknown) => {
          if (!(error instanceof StorageUnavailableError)) {
            log.error("admin: request failed", { error: (error as Error).message });
          }
          return problem(locale, 503, "unavailable", false, { "Retry-After": "30" });
        })
        .then((result) => {
          if (response.headersSent || response.destroyed) return;
          const body = result.body ?? "";
          response.writeHead(result.status, {
            ...commonSecurityHeaders,
            "Cache-Control": "no-store",
            "X-Robots-Tag": "noindex, nofollow",
            ...(result.body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(body)) }),
            ...result.headers,
          });
          response.end(request.method === "HEAD" ? undefined : body);
        });
    },
    close() {
      clearInterval(prune);
      transport.close();
    },
  };
}
