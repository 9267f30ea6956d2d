import { languageName } from "../../site/locales.ts";
import { Button, ButtonLink } from "../components/ui/button.tsx";
import { AdminDocument } from "./admin-document.tsx";
import { AuditTable } from "./audit-table.tsx";
import { Breakable, Sentence, When } from "./labels.tsx";
import localTimeScript from "./local-time.inline.ts?inline-script";
import type { InboxEnquiry, PageProps, Translate } from "./views.ts";

type InboxView = PageProps<"inbox">["view"];

const statusChoices = ["open", "new", "answered", "closed", "all"] as const;

/** The search: words, a status and a language, sent as the list's address (a link to it shows the same). */
function SearchForm({ view, t }: { view: InboxView; t: Translate }) {
  const { search } = view;
  return (
    <search>
      <form method="get" action={`${view.base}/enquiries`} className="admin-filters">
        <div className="admin-field admin-grow">
          <label htmlFor="search-text">{t("search.text")}</label>
          <input id="search-text" name="q" type="search" defaultValue={search.text} maxLength={200} />
        </div>
        <div className="admin-field">
          <label htmlFor="search-status">{t("search.status")}</label>
          <select id="search-status" name="status" defaultValue={search.status}>
            {statusChoices.map((status) => (
              <option key={status} value={status}>
                {t(`search.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="search-language">{t("search.language")}</label>
          <select id="search-language" name="lang" defaultValue={search.locale}>
            <option value="">{t("search.anyLanguage")}</option>
            {view.locales.map((code) => (
              <option key={code} value={code}>
                {languageName(view.locale, code)}
              </option>
            ))}
          </select>
        </div>
        {search.owner ? <input type="hidden" name="owner" value={search.owner} /> : null}
        <div className="admin-actions">
          <Button type="submit">{t("search.submit")}</Button>
          {search.narrowed ? <a href={`${view.base}/enquiries`}>{t("search.clear")}</a> : null}
        </div>
      </form>
    </search>
  );
}

function EnquiryItem({ enquiry, view, t }: { enquiry: InboxEnquiry; view: InboxView; t: Translate }) {
  return (
    <li className="admin-enquiry" data-enquiry={enquiry.id}>
      <div>
        <h3>
          <a href={`${view.base}/enquiries/${enquiry.id}`}>{enquiry.name}</a>
        </h3>
        {enquiry.details.map((detail) =>
          detail.value ? (
            <p key={detail.name} className="admin-muted">
              {detail.value}
            </p>
          ) : null,
        )}
        <p className="admin-small">
          <Breakable text={enquiry.email} />
        </p>
      </div>
      <p className="admin-message admin-excerpt">{enquiry.excerpt}</p>
      <div>
        <p>
          <span className="admin-state" data-state={enquiry.status}>
            {t(`status.${enquiry.status}`)}
          </span>{" "}
          {enquiry.undelivered ? (
            <>
              <span className="admin-state" data-state="failed">
                {t("inbox.undelivered")}
              </span>{" "}
            </>
          ) : null}
          <span className="admin-small">
            <Breakable text={enquiry.owner ? t("owner.is", { owner: enquiry.owner }) : t("owner.nobody")} />
          </span>
        </p>
        <p className="admin-muted admin-small">
          <When locale={view.locale} at={enquiry.receivedAt} /> ·{" "}
          {t("inbox.language", { language: languageName(view.locale, enquiry.locale) })}
        </p>
      </div>
    </li>
  );
}

/** The list: the search, a page of the enquiries it finds, the endpoints, erasure by address and the audit trail. */
export function InboxPage({ view, t, stylesheet }: PageProps<"inbox">) {
  const { search } = view;
  return (
    <AdminDocument view={view} t={t} stylesheet={stylesheet} title={t("inbox.title")} script={localTimeScript}>
      <h1>{t("inbox.title")}</h1>
      <div className="admin-actions">
        <p className="admin-muted">
          <Breakable text={t("inbox.signedInAs", { email: view.signedInAs })} />
        </p>
        {/* A browser left signed in elsewhere (a shared computer, a lost phone) ends here. */}
        <form method="post" action={`${view.base}/sign-out-others`}>
          <Button type="submit" variant="secondary">
            {t("inbox.signOutOthers")}
          </Button>
        </form>
      </div>
      <nav className="admin-choices" aria-label={t("owner.title")}>
        {search.owners.map((owner) => (
          <a
            key={owner.choice}
            href={owner.href}
            className="admin-choice"
            aria-current={owner.choice === search.owner ? "page" : undefined}
          >
            {t(`search.owner-${owner.choice || "anyone"}`, { count: owner.fresh })}
          </a>
        ))}
      </nav>
      <SearchForm view={view} t={t} />
      <div className="admin-actions">
        <p>{t(`inbox.count-${search.status}`, { count: search.total })}</p>
        <ButtonLink to={`${view.base}/enquiries.csv`} variant="secondary">
          {t("inbox.export")}
        </ButtonLink>
      </div>
      {view.enquiries.length === 0 ? (
        <p>{t(search.narrowed ? "inbox.noMatch" : "inbox.empty")}</p>
      ) : (
        <ol className="admin-list">
          {view.enquiries.map((enquiry) => (
            <EnquiryItem key={enquiry.id} enquiry={enquiry} view={view} t={t} />
          ))}
        </ol>
      )}
      {search.newer || search.older ? (
        <nav className="admin-pages" aria-label={t("pages.label")}>
          {search.newer ? <a href={search.newer}>{t("pages.newer")}</a> : <span />}
          {search.older ? <a href={search.older}>{t("pages.older")}</a> : null}
        </nav>
      ) : null}

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
                    <Sentence
                      text={(at) => t("endpoints.disabledSince", { at, reason: endpoint.disabled?.reason })}
                      part={<When locale={view.locale} at={endpoint.disabled.at} />}
                    />
                  </span>
                  <form method="post" action={`${view.base}/endpoints/enable`} className="admin-actions">
                    <input type="hidden" name="entry" value={endpoint.entry} />
                    <Button type="submit" variant="secondary">
                      {t("endpoints.enable")}
                    </Button>
                  </form>
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
      <form
        method="post"
        action={`${view.base}/erase`}
        className="admin-card admin-danger-zone"
        aria-labelledby="erase"
      >
        <p className="admin-muted">{t("erase.intro")}</p>
        <label htmlFor="erase-email">{t("erase.email")}</label>
        <input id="erase-email" name="email" type="email" required autoComplete="off" />
        <div className="admin-actions">
          <button type="submit" className="admin-danger">
            {t("erase.submit")}
          </button>
        </div>
      </form>

      <h2 id="audit">{t("audit.title")}</h2>
      <AuditTable entries={view.audit} labelledBy="audit" base={view.base} locale={view.locale} t={t} />
    </AdminDocument>
  );
}
