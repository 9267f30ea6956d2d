import { type Locale, localeTag } from "../../site/locales.ts";
import { Button, ButtonLink } from "../components/ui/button.tsx";
import { ActionForm, AdminDocument } from "./admin-document.tsx";
import localTimeScript from "./local-time.inline.ts?inline-script";
import { localTimeAttribute } from "./local-time.ts";
import type { AdminView, Channel, InboxEnquiry, Translate } from "./views.ts";

// Its words are the "admin" translations, which the server passes in as `t`.

type InboxView = Extract<AdminView, { kind: "inbox" }>;

/**
 * A moment in the team's language, written in UTC and named so; the page's script shows it in the
 * viewer's own time zone (local-time.inline.ts). 24-hour in Spanish.
 */
function When({ locale, at }: { locale: Locale; at: number }) {
  const format = new Intl.DateTimeFormat(localeTag(locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
    ...(locale === "es" ? { hourCycle: "h23" as const } : {}),
  });
  return (
    <time dateTime={new Date(at).toISOString()} {...{ [localTimeAttribute]: "" }}>
      {`${format.format(at)} UTC`}
    </time>
  );
}

const momentMark = "\u0001at\u0001";

/** A translated line with a moment in it: its `{{at}}` is `<When>`. */
function LineAt({ text, locale, at }: { text: (at: string) => string; locale: Locale; at: number }) {
  const [before, after] = text(momentMark).split(momentMark);
  return (
    <>
      {before}
      <When locale={locale} at={at} />
      {after}
    </>
  );
}

function ChannelLine({ channel, locale, t }: { channel: Channel; locale: Locale; t: Translate }) {
  const { state } = channel;
  const name = channel.name.kind === "mail" ? t("inbox.mail") : t("inbox.webhook", { host: channel.name.host });
  const label =
    state.kind === "delivered" ? (
      <LineAt text={(at) => t("inbox.delivered", { at })} locale={locale} at={state.at} />
    ) : state.kind === "retrying" ? (
      <LineAt text={(at) => t("inbox.retrying", { attempts: state.attempts, at })} locale={locale} at={state.at} />
    ) : state.kind === "failed" ? (
      t("inbox.failed", { attempts: state.attempts })
    ) : (
      t(`inbox.${state.kind}`)
    );
  const error = state.kind === "retrying" || state.kind === "failed" ? state.error : null;
  return (
    <li>
      <strong>{name}</strong>{" "}
      <span className="admin-state" data-state={state.kind}>
        {label}
      </span>
      {error ? <p className="admin-small admin-muted">{t("inbox.lastError", { error })}</p> : null}
    </li>
  );
}

function EnquiryItem({ enquiry, view, t }: { enquiry: InboxEnquiry; view: InboxView; t: Translate }) {
  const languageName = new Intl.DisplayNames([localeTag(view.locale)], { type: "language", fallback: "code" });
  return (
    <li className="admin-enquiry" data-enquiry={enquiry.id}>
      <div>
        <h3>{enquiry.name}</h3>
        <p>
          <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
        </p>
        <p className="admin-muted">{enquiry.organization}</p>
        <p className="admin-muted">
          <When locale={view.locale} at={enquiry.receivedAt} /> ·{" "}
          {t("inbox.language", { language: languageName.of(enquiry.locale) })}
        </p>
      </div>
      <p className="admin-message">{enquiry.message}</p>
      <div>
        <ul className="admin-channels" aria-label={t("inbox.delivery")}>
          {enquiry.channels.map((channel) => (
            <ChannelLine
              key={channel.name.kind === "mail" ? "mail" : channel.name.host}
              channel={channel}
              locale={view.locale}
              t={t}
            />
          ))}
        </ul>
        <ActionForm action={`${view.base}/enquiries/resend`} name="id" value={enquiry.id}>
          {t("inbox.resend")}
        </ActionForm>
      </div>
    </li>
  );
}

/** The inbox: every enquiry with its delivery per channel, the endpoints, erasure and the audit trail. */
export function InboxPage({ view, t, stylesheet }: { view: InboxView; t: Translate; stylesheet: string }) {
  return (
    <AdminDocument view={view} t={t} stylesheet={stylesheet} title={t("inbox.title")} signedIn>
      <h1>{t("inbox.title")}</h1>
      <p className="admin-muted">{t("inbox.signedInAs", { email: view.signedInAs })}</p>
      <div className="admin-actions">
        <p>{t("inbox.count", { count: view.enquiries.length })}</p>
        <ButtonLink to={`${view.base}/enquiries.csv`} variant="secondary">
          {t("inbox.export")}
        </ButtonLink>
      </div>
      {view.enquiries.length === 0 ? (
        <p>{t("inbox.empty")}</p>
      ) : (
        <ol className="admin-list">
          {view.enquiries.map((enquiry) => (
            <EnquiryItem key={enquiry.id} enquiry={enquiry} view={view} t={t} />
          ))}
        </ol>
      )}

      <h2>{t("endpoints.title")}</h2>
      {view.endpoints.length === 0 ? (
        <p className="admin-muted">{t("endpoints.none")}</p>
      ) : (
        <ul className="admin-list">
          {view.endpoints.map((endpoint) => (
            <li key={endpoint.entry} className="admin-card">
              <code>{t("endpoints.name", { host: endpoint.host, entry: endpoint.entry })}</code>{" "}
              {endpoint.disabled ? (
                <>
                  <span className="admin-state" data-state="disabled">
                    <LineAt
                      text={(at) => t("endpoints.disabledSince", { at, reason: endpoint.disabled?.reason })}
                      locale={view.locale}
                      at={endpoint.disabled.at}
                    />
                  </span>
                  <ActionForm action={`${view.base}/endpoints/enable`} name="entry" value={endpoint.entry}>
                    {t("endpoints.enable")}
                  </ActionForm>
                </>
              ) : (
                <span className="admin-state" data-state="delivered">
                  {t("endpoints.active")}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}

      <h2 id="erase">{t("erase.title")}</h2>
      <form method="post" action={`${view.base}/erase`} className="admin-card" aria-labelledby="erase">
        <p className="admin-muted">{t("erase.intro")}</p>
        <label htmlFor="erase-email">{t("erase.email")}</label>
        <input id="erase-email" name="email" type="email" required autoComplete="off" />
        <label className="admin-check">
          <input type="checkbox" name="confirm" value="yes" required /> {t("erase.confirm")}
        </label>
        <div className="admin-actions">
          <Button type="submit">{t("erase.submit")}</Button>
        </div>
      </form>

      <h2 id="audit">{t("audit.title")}</h2>
      <div className="admin-scroll">
        <table aria-labelledby="audit">
          <thead>
            <tr>
              <th scope="col">{t("audit.when")}</th>
              <th scope="col">{t("audit.who")}</th>
              <th scope="col">{t("audit.what")}</th>
              <th scope="col">{t("audit.from")}</th>
            </tr>
          </thead>
          <tbody>
            {view.audit.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <When locale={view.locale} at={entry.at} />
                </td>
                <td>{entry.actor || t("audit.nobody")}</td>
                <td>
                  {t(`audit.${entry.action}`, {
                    detail: entry.detail,
                    // A number of things (enquiries, sessions) is a count, for the words' plural forms.
                    ...(/^\d+$/.test(entry.detail) ? { count: Number(entry.detail) } : {}),
                  })}
                </td>
                <td>{entry.client || t("audit.noClient")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own script, allowed by its hash */}
      <script dangerouslySetInnerHTML={{ __html: localTimeScript }} />
    </AdminDocument>
  );
}
