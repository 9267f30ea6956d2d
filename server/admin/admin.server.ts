/** The team's inbox at `/admin` and `/es/admin`: docs/enquiries.md, docs/decisions/0011-team-inbox.md. */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { parseCookie, stringifySetCookie } from "cookie";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { AdminView, Notice, Words } from "../../app/admin/views.ts";
import { isStrictEmail } from "../../site/contact-schema.ts";
import { cspValue } from "../../site/content-security-policy.ts";
import { defaultLocale, type Locale, localeFromPath, locales, localeTag } from "../../site/locales.ts";
import { commonSecurityHeaders } from "../../site/security-headers.ts";
import { signInCode } from "../../site/sign-in-code.ts";
import type { ServerConfig } from "../config.server.ts";
import { enquiriesCsv, hostOf } from "../contact/export.server.ts";
import { smtpTransport, teamTime } from "../contact/mail.server.ts";
import { requestLocale, translate } from "../contact/messages.server.ts";
import { addressBucket, clientAddressOf, emailBucket } from "../contact/request.server.ts";
import { log } from "../log.server.ts";
import { listEnquiries } from "../storage/operations.server.ts";
import { type EnquiryStatus, enquiryStatuses, StorageUnavailableError, type Store } from "../storage/store.server.ts";
import {
  type AuditAction,
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
import { adminBase } from "./admin-paths.ts";
import {
  addNote,
  type Change,
  type Cursor,
  countFrom,
  enquiryFields,
  findEnquiries,
  newCounts,
  noteLimit,
  notesOf,
  setOwner,
  setStatus,
} from "./inbox-operations.server.ts";
import { channels, noticeFrom, notices, ownerFilters, replyLink, searchFrom } from "./inbox-views.server.ts";

export const linkLifetimeMs = 15 * 60_000;
export const sessionLifetimeMs = 12 * 3_600_000;
const limit = (bucket: string, max: number) => ({ bucket, max, windowMs: 15 * 60_000 });
export const sessionCookie = "__Host-keystub-admin";
const formLimit = 4096;
/** A note at its limit, each character URL-encoded at its longest (a 4-byte one as 12), fits. */
const noteFormLimit = noteLimit * 12 + 1024;
const pageSize = 25;

interface AdminParts {
  /** The inbox's renderer: `build/server/admin.js`, or app/admin/render.server.tsx in tests. */
  readonly render: typeof import("../../app/admin/render.server.tsx");
  readonly stylesheet: string;
  readonly store: () => Store | undefined;
  /** The server's own origins when it listens on loopback only (see contact-function.server.ts). */
  readonly ownOrigins: ReadonlySet<string>;
  readonly onRequeued: () => void;
}

/** A path's language; `/admin` itself, where no language was chosen yet, answers in the browser's. */
const localeOf = (request: Request) =>
  request.path === adminBase(defaultLocale)
    ? requestLocale(request.headers["accept-language"])
    : localeFromPath(request.path);
const searchOf = (request: Request) => new URL(request.originalUrl, "http://x").searchParams;
const formOf = (request: Request) => new URLSearchParams(typeof request.body === "string" ? request.body : "");

/** What a signed-in team member's request works with; `id`: the enquiry the path names, or "". */
function visit(request: Request, store: Store, locale: Locale, actor: string, client: string) {
  function entry(action: AuditAction, detail = "", enquiryId?: string) {
    return { actor, client, action, detail, enquiryId };
  }
  // A view is audited, unless it was a HEAD.
  const saw = (action: AuditAction, detail: string, enquiryId?: string) =>
    request.method === "GET"
      ? store.write((db) => record(db, entry(action, detail, enquiryId), Date.now()))
      : undefined;
  const { id = "" } = request.params as { id?: string };
  const [search, form, base] = [searchOf(request), formOf(request), adminBase(locale)];
  return { store, locale, base, owner: actor, client, entry, saw, search, form, id };
}
type Visit = ReturnType<typeof visit>;

const hash = (secret: string) => createHash("sha256").update(secret).digest("base64url");
const newSecret = () => randomBytes(32).toString("base64url");

interface Answer {
  readonly status: number;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

export function createAdmin(config: ServerConfig, options: AdminParts) {
  const now = Date.now;
  const team = config.ADMIN_EMAILS ?? [];
  // The inbox's public origin: its links, and the one origin its forms may come from.
  const siteUrl = config.ADMIN_URL ?? config.publicConfig.SITE_URL;
  const webhookUrls = config.WEBHOOK_URLS;
  const allowed = new Set(team.map((address) => address.toLowerCase()));
  const siteOrigin = new URL(siteUrl).origin;
  const clientOf = clientAddressOf(config.TRUST_PROXY);
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
  const transport = smtpTransport(config.SMTP_URL ?? "", 10_000);
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
  function tooMany({ retryAfterSeconds }: { retryAfterSeconds: number }, key: string, view: AdminView): Answer {
    const notice: Notice = { tone: "error", key, values: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) } };
    return page(429, { ...view, notice }, { "Retry-After": String(retryAfterSeconds) });
  }

  function see(location: string, extra: Record<string, string> = {}): Answer {
    return { status: 303, headers: { Location: location, ...extra } };
  }

  function problem(locale: Locale, status: number, key: string, signedIn: boolean, extra?: Record<string, string>) {
    // The only number a problem names is the notes' limit.
    const notice: Notice = { tone: "error", key: `errors.${key}`, values: { limit: noteLimit } };
    return page(status, { kind: "problem", ...common(locale, "/enquiries", notice), signedIn }, extra);
  }

  /** Also refused: a client that sends neither Sec-Fetch-Site nor Origin (every browser sends one). */
  function crossSite(request: IncomingMessage): boolean {
    const fetchSite = request.headers["sec-fetch-site"];
    const origin = request.headers.origin;
    if (fetchSite === undefined && origin === undefined) return true;
    if (fetchSite !== undefined && fetchSite !== "same-origin") return true;
    return origin !== undefined && origin !== siteOrigin && !options.ownOrigins.has(origin);
  }

  function sessionHashOf(request: IncomingMessage): string | undefined {
    const value = parseCookie(request.headers.cookie ?? "")[sessionCookie];
    return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? hash(value) : undefined;
  }

  /** Whether a request carries a session cookie: its problem pages offer the inbox rather than sign-in. */
  const hinted = (request: IncomingMessage) => sessionHashOf(request) !== undefined;

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

  function mail(to: string, subject: string, text: string, what: string): void {
    transport
      .sendMail({
        from: config.CONTACT_FROM,
        to,
        subject,
        text,
        headers: { "Auto-Submitted": "auto-generated" },
      })
      .then(() => log.info(`admin: ${what} mailed`))
      .catch((error: Error) => log.error(`admin: the ${what} could not be mailed`, { error: error.message }));
  }

  const inboxUrl = (locale: Locale) => `${siteUrl.replace(/\/+$/, "")}${adminBase(locale)}`;

  function sendLink(email: string, locale: Locale, code: string): void {
    const t = translate(locale, "admin");
    // The code in the fragment: a browser never sends it, so no server or proxy logs it.
    const link = `${inboxUrl(locale)}/sign-in/link#${signInCode.name}=${code}`;
    mail(email, t("mail.subject"), t("mail.body", { link, code, button: t("confirm.submit") }), "sign-in link");
  }

  async function tellOwner(store: Store, id: string, member: string, by: string): Promise<void> {
    const [found] = await store.read((db) => listEnquiries(db, id));
    if (!found) return;
    const language = config.TEAM_LANGUAGE;
    const t = translate(language, "admin");
    const values = {
      by,
      name: found.name,
      received: teamTime(found.createdAt, config),
      link: `${inboxUrl(language)}/enquiries/${id}`,
    };
    mail(member, t("assigned.subject", values), t("assigned.body", values), "assignment");
  }

  async function requestSignIn(request: Request, store: Store, locale: Locale): Promise<Answer> {
    const params = formOf(request);
    const email = (params.get("email") ?? "").trim();
    if (!isStrictEmail(email)) {
      return page(400, { kind: "signIn", ...common(locale, "/sign-in"), email, emailProblem: true });
    }
    const token = newSecret();
    const mayLink = allowed.has(email.toLowerCase());
    const at = now();
    const result = await store.write((db) =>
      requestLink(db, {
        limits: [
          limit(`admin-link:${emailBucket(email)}`, 5),
          limit(`admin-link:${addressBucket(clientOf(request))}`, 20),
        ],
        ...(mayLink ? { link: { tokenHash: hash(token), email, expiresAt: at + linkLifetimeMs } } : {}),
        now: at,
      }),
    );
    if (result.kind === "rateLimited") {
      return tooMany(result, "signIn.rateLimited", { kind: "signIn", ...common(locale, "/sign-in"), email });
    }
    // The mail goes out after the answer, so an allowed address is not answered later than another.
    if (mayLink) setImmediate(() => sendLink(email, locale, token));
    return see(`${adminBase(locale)}/sign-in?notice=sent`);
  }

  async function spendLink(request: Request, store: Store, locale: Locale): Promise<Answer> {
    const params = formOf(request);
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
        limits: [limit(`admin-spend:${addressBucket(client)}`, 20)],
        now: at,
      }),
    );
    if (result.kind === "rateLimited") {
      return tooMany(result, "confirm.rateLimited", { kind: "confirm", ...common(locale, "/sign-in/link") });
    }
    if (result.kind === "refused") {
      log.info("admin: sign-in refused", { reason: result.reason });
      return see(`${adminBase(locale)}/sign-in?notice=invalidLink`);
    }
    log.info("admin: signed in");
    return see(`${adminBase(locale)}/enquiries`, { "Set-Cookie": cookie(session, sessionLifetimeMs / 1000) });
  }

  async function inbox({ store, locale, base, owner, saw, search }: Visit): Promise<Answer> {
    const asked = searchFrom(search, owner);
    if (!asked) return problem(locale, 400, "badSearch", true);
    const { filter, from, language } = asked;
    const [found, fresh] = await Promise.all([
      store.read((db) => findEnquiries(db, { filter, size: pageSize, from })),
      store.read((db) => newCounts(db, owner)),
    ]);
    await saw("view", String(found.enquiries.length));
    // How many an erasure took, from its entry in the trail: the address names the entry, not the count.
    const erased =
      search.get("notice") === "erased"
        ? await store.read((db) => erasedBy(db, search.get("entry") ?? "", owner))
        : null;
    const [trail, endpoints] = await Promise.all([
      store.read((db) => auditTrail(db, 100)),
      store.read((db) => endpointStates(db, webhookUrls)),
    ]);
    const kept = new URLSearchParams();
    if (filter.text) kept.set("q", filter.text);
    if (filter.status !== "open") kept.set("status", filter.status);
    if (language) kept.set("lang", language);
    /** The list's address with the filters kept, and `name` set to `value` unless it is "". */
    const list = (name = "", value = "") => {
      const query = new URLSearchParams(kept);
      if (value) query.set(name, value);
      return `/enquiries${query.size > 0 ? `?${query}` : ""}`;
    };
    // The owner's choices keep the other filters; the search form and the pages keep the owner's.
    const owners = ownerFilters.map((choice) => {
      return { choice, href: `${base}${list("owner", choice)}`, fresh: fresh[choice || "anyone"] };
    });
    if (asked.owner) kept.set("owner", asked.owner);
    const pageAt = (name: "older" | "newer", cursor: Cursor | null) =>
      cursor && `${base}${list(name, `${cursor.at}.${cursor.id}`)}`;
    return page(200, {
      kind: "inbox",
      ...common(
        locale,
        list(),
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
        owner: asked.owner,
        owners,
      },
      locales,
      enquiries: found.enquiries,
      endpoints: endpoints.map(({ url, disabled }, index) => ({ entry: index + 1, host: hostOf(url), disabled })),
      audit: trail,
    });
  }

  async function enquiryPage({ store, locale, id, owner, saw, search }: Visit): Promise<Answer> {
    const [found] = await store.read((db) => listEnquiries(db, id));
    if (!found) return problem(locale, 404, "enquiryMissing", true);
    await saw("view-enquiry", "", id);
    const [history, notes] = await Promise.all([
      store.read((db) => auditTrail(db, 100, id)),
      store.read((db) => notesOf(db, id)),
    ]);
    // What the action that led here did, by the notice its redirect named.
    const done = new Map<string | null, Words>([
      ["status", { key: `status.now-${found.status}` }],
      ["owner", found.owner ? { key: "owner.now", values: { owner: found.owner } } : { key: "owner.nowNobody" }],
      ["resent", resendWords(locale, "done")],
      ["note", { key: "notes.added" }],
    ]).get(search.get("notice"));
    const notice: Notice | undefined = done && { tone: "success", ...done };
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
        channels: channels(found),
        reply: replyLink(found),
        notes,
      },
      noteLimit,
      team,
      resendTo: resendWords(locale, "to"),
      history,
    });
  }

  function resendWords(locale: Locale, when: "to" | "done"): Words {
    const hosts = webhookUrls.map(hostOf);
    if (hosts.length === 0) return { key: `resend.${when}Mail` };
    return { key: `resend.${when}`, values: { hosts: new Intl.ListFormat(localeTag(locale)).format(hosts) } };
  }

  function ask({ locale, owner }: Visit, action: Extract<AdminView, { kind: "ask" }>["action"]) {
    const route = action.kind === "erase-address" ? "/enquiries" : `/enquiries/${action.id}`;
    return page(200, { kind: "ask", ...common(locale, route), signedInAs: owner, action });
  }

  async function askAbout(at: Visit, kind: "erase-enquiry" | "resend") {
    const [found] = await at.store.read((db) => listEnquiries(db, at.id));
    if (!found) return see(`${at.base}/enquiries?notice=notFound`);
    const about = { id: at.id, name: found.name, receivedAt: found.createdAt };
    return ask(at, kind === "resend" ? { kind, ...about, to: resendWords(at.locale, "to") } : { kind, ...about });
  }

  const who = (at: Visit) => ({ actor: at.owner, client: at.client, now: now() });
  function changed(at: Visit, result: Change, notice: string): Answer {
    if (result === "missing") return see(`${at.base}/enquiries?notice=notFound`);
    return see(`${at.base}/enquiries/${at.id}?notice=${notice}`);
  }

  async function changeStatus(at: Visit): Promise<Answer> {
    const status = at.form.get("status") as EnquiryStatus;
    if (!enquiryStatuses.includes(status)) return problem(at.locale, 400, "badChange", true);
    return changed(at, await at.store.write((db) => setStatus(db, at.id, status, who(at))), "status");
  }

  async function changeOwner(at: Visit): Promise<Answer> {
    const asked = (at.form.get("owner") ?? "").toLowerCase();
    const member = team.find((address) => address.toLowerCase() === asked);
    if (asked !== "" && member === undefined) return problem(at.locale, 400, "badChange", true);
    const result = await at.store.write((db) => setOwner(db, at.id, member ?? "", who(at)));
    // Given by a colleague, the new owner hears of it; not someone who takes it or clears it.
    if (result === "changed" && member && member.toLowerCase() !== at.owner.toLowerCase()) {
      setImmediate(() => tellOwner(at.store, at.id, member, at.owner).catch(() => {}));
    }
    return changed(at, result, "owner");
  }

  async function leaveNote(at: Visit): Promise<Answer> {
    const text = (at.form.get("text") ?? "").trim();
    if (!text || [...text].length > noteLimit) return problem(at.locale, 400, "note", true);
    const added = await at.store.write((db) => addNote(db, at.id, text, who(at)));
    return changed(at, added ? "changed" : "missing", "note#notes");
  }

  async function resend(at: Visit): Promise<Answer> {
    if (at.form.get("confirm") !== "yes") return askAbout(at, "resend");
    const resent = await at.store.resend(at.id, (db) => record(db, at.entry("resend", "", at.id), now()));
    if (resent) options.onRequeued();
    return changed(at, resent ? "changed" : "missing", "resent");
  }

  async function eraseEnquiry(at: Visit): Promise<Answer> {
    if (at.form.get("confirm") !== "yes") return askAbout(at, "erase-enquiry");
    // The audit row says that an enquiry went, never whose: it must not keep what it erased.
    const ids = await at.store.deleteEnquiry(at.id, (db, erased) =>
      record(db, at.entry("erase-enquiry", String(erased.length)), now()),
    );
    return see(`${at.base}/enquiries?notice=${ids.length > 0 ? "erasedOne" : "notFound"}`);
  }

  async function eraseAddress(at: Visit): Promise<Answer> {
    const email = (at.form.get("email") ?? "").trim();
    if (!email || email.length > 254) return problem(at.locale, 400, "eraseIncomplete", true);
    if (at.form.get("confirm") !== "yes") {
      const count = await at.store.read((db) => countFrom(db, email));
      if (count === 0) return see(`${at.base}/enquiries?notice=erasedNone`);
      return ask(at, { kind: "erase-address", email, count });
    }
    const entry = randomUUID();
    await at.store.deleteByEmail(email, emailBucket(email), (db, erased) =>
      record(db, at.entry("erase", String(erased.length)), now(), entry),
    );
    return see(`${at.base}/enquiries?notice=erased&entry=${entry}`);
  }

  async function enableEndpoint(at: Visit): Promise<Answer> {
    const url = webhookUrls[Number(at.form.get("entry")) - 1];
    if (!url) return problem(at.locale, 400, "notFound", true);
    await at.store.enableEndpoint(url);
    await at.store.write((db) => record(db, at.entry("enable-endpoint", hostOf(url)), now()));
    options.onRequeued();
    return see(`${at.base}/enquiries?notice=enabled`);
  }

  async function signOutHere(at: Visit, request: Request): Promise<Answer> {
    const sessionHash = sessionHashOf(request);
    if (sessionHash) await at.store.write((db) => signOut(db, sessionHash, at.owner, at.client, now()));
    return see(`${at.base}/sign-in?notice=signedOut`, { "Set-Cookie": cookie("", 0) });
  }

  async function signOutElsewhere(at: Visit, request: Request): Promise<Answer> {
    const sessionHash = sessionHashOf(request) ?? "";
    await at.store.write((db) => signOutOthers(db, sessionHash, at.owner, at.client, now()));
    return see(`${at.base}/enquiries?notice=othersSignedOut`);
  }

  async function exportCsv(at: Visit): Promise<Answer> {
    const records = await at.store.list();
    await at.saw("export", String(records.length));
    const day = new Date(now()).toISOString().slice(0, 10);
    return {
      status: 200,
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="enquiries-${day}.csv"`,
      },
      body: enquiriesCsv(records, undefined, at.locale),
    };
  }

  const reply =
    (make: (request: Request, locale: Locale) => Promise<Answer>): RequestHandler =>
    (request, response) => {
      const locale = localeOf(request);
      void make(request, locale)
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
    };

  /** A route's handler: a write must come from the inbox's own pages, and the store must be open. */
  const withStore = (make: (request: Request, store: Store, locale: Locale) => Promise<Answer>) =>
    reply(async (request, locale) => {
      if (request.method === "POST" && crossSite(request)) return problem(locale, 403, "forbidden", hinted(request));
      const store = options.store();
      if (!store) return problem(locale, 503, "unavailable", hinted(request), { "Retry-After": "30" });
      return make(request, store, locale);
    });

  /** Without a session, a read is sent to sign in and a write refused; a HEAD is not audited. */
  const signedIn = (make: (at: Visit, request: Request) => Promise<Answer>) =>
    withStore(async (request, store, locale) => {
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
        if (request.method === "POST")
          return problem(locale, 401, "unauthorized", false, { "Set-Cookie": cookie("", 0) });
        return see(`${adminBase(locale)}/sign-in?notice=required`, sessionHash ? { "Set-Cookie": cookie("", 0) } : {});
      }
      return make(visit(request, store, locale, owner, client), request);
    });

  /** An audited view opened from another page of the site (cookie sent along) waits for a click here. */
  const view = (make: (at: Visit) => Promise<Answer>) =>
    signedIn(async (at, request) => {
      const fetchSite = request.headers["sec-fetch-site"];
      if (fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none") return make(at);
      const here = `${request.path.slice(at.base.length)}${at.search.size > 0 ? `?${at.search}` : ""}`;
      return page(200, {
        kind: "problem",
        ...common(at.locale, here, { tone: "info", key: "errors.elsewhere" }),
        signedIn: true,
        next: `${at.base}${here}`,
      });
    });

  // Exact paths (case and trailing slash count); other methods answer 405, other paths 404.
  const router = express.Router({ caseSensitive: true, strict: true });
  // An enquiry's id as it is stored, written without escapes.
  router.param("id", (request, _response, next, id: string) =>
    next(/^[A-Za-z0-9-]{1,64}$/.test(id) && !request.path.includes("%") ? undefined : "route"),
  );
  const route = (path: string, get?: RequestHandler, post?: RequestHandler, limit = formLimit) => {
    const readForm = express.text({ type: () => true, limit });
    for (const locale of locales) {
      const chain = router.route(`${adminBase(locale)}${path}`);
      if (get) chain.get(get);
      if (post) chain.post(readForm, post);
      const allow = [...(get ? ["GET", "HEAD"] : []), ...(post ? ["POST"] : [])].join(", ");
      chain.all(
        reply(async (request, locale) => problem(locale, 405, "methodNotAllowed", hinted(request), { Allow: allow })),
      );
    }
  };
  const page200 = (view: (locale: Locale, request: Request) => AdminView) =>
    withStore(async (request, _store, locale) => page(200, view(locale, request)));
  route(
    "/sign-in",
    page200((locale, request) => ({ kind: "signIn", ...common(locale, "/sign-in", noticeFrom(searchOf(request))) })),
    withStore(requestSignIn),
  );
  // The code is in the link's fragment, which reaches only the page's script.
  route(
    "/sign-in/link",
    page200((locale) => ({ kind: "confirm", ...common(locale, "/sign-in/link") })),
    withStore(spendLink),
  );
  route(
    "",
    signedIn(async (at) => see(`${at.base}/enquiries`)),
  );
  route("/enquiries", view(inbox));
  route("/enquiries.csv", view(exportCsv));
  route("/enquiries/:id", view(enquiryPage));
  route("/enquiries/:id/status", undefined, signedIn(changeStatus));
  route("/enquiries/:id/owner", undefined, signedIn(changeOwner));
  route("/enquiries/:id/notes", undefined, signedIn(leaveNote), noteFormLimit);
  route("/enquiries/:id/resend", undefined, signedIn(resend));
  route("/enquiries/:id/erase", undefined, signedIn(eraseEnquiry));
  route("/erase", undefined, signedIn(eraseAddress));
  route("/endpoints/enable", undefined, signedIn(enableEndpoint));
  route("/sign-out", undefined, signedIn(signOutHere));
  route("/sign-out-others", undefined, signedIn(signOutElsewhere));
  router.use(reply(async (request, locale) => problem(locale, 404, "notFound", hinted(request))));
  // A form too large or unreadable: body-parser's error carries its status.
  router.use((error: { status?: number }, request: Request, response: Response, next: NextFunction) => {
    const refused = reply(async (_, locale) => problem(locale, error.status ?? 400, "badChange", hinted(request)));
    refused(request, response, next);
  });

  return {
    router,
    close() {
      clearInterval(prune);
      transport.close();
    },
  };
}
