import { Fragment } from "react";
import { type Locale, languageName } from "../../site/locales.ts";
import { Button, ButtonLink } from "../components/ui/button.tsx";
import { AdminDocument } from "./admin-document.tsx";
import { AuditTable } from "./audit-table.tsx";
import { Breakable, Sentence, When } from "./labels.tsx";
import localTimeScript from "./local-time.inline.ts?inline-script";
import type { Channel, PageProps, Translate } from "./views.ts";

const statuses = ["new", "answered", "closed"] as const;

function ChannelLine({ channel, locale, t }: { channel: Channel; locale: Locale; t: Translate }) {
  const { state } = channel;
  const name = channel.name.kind === "mail" ? t("inbox.mail") : t("inbox.webhook", { host: channel.name.host });
  const label =
    state.kind === "delivered" ? (
      <Sentence text={(at) => t("inbox.delivered", { at })} part={<When locale={locale} at={state.at} />} />
    ) : state.kind === "retrying" ? (
      <Sentence
        text={(at) => t("inbox.retrying", { attempts: state.attempts, at })}
        part={<When locale={locale} at={state.at} />}
      />
    ) : state.kind === "failed" || state.kind === "sending" ? (
      t(`inbox.${state.kind}`, { attempts: state.attempts })
    ) : (
      t(`inbox.${state.kind}`)
    );
  const error = "error" in state ? state.error : null;
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

/** A card to choose one among a few, each a button that posts it: the current one shows pressed. */
function Choices({
  title,
  id,
  action,
  current,
  choices,
}: {
  title: string;
  /** The field's name, and its card's heading's id. */
  id: string;
  action: string;
  current: string;
  choices: readonly { value: string; label: string }[];
}) {
  return (
    <section className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form method="post" action={action} className="admin-choices" aria-labelledby={`${id}-title`}>
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="submit"
            name={id}
            value={choice.value}
            className="admin-choice"
            aria-pressed={choice.value === current}
          >
            <Breakable text={choice.label} />
          </button>
        ))}
      </form>
    </section>
  );
}

/** One enquiry: all of it, the reply, its status and owner, its deliveries, its history and its erasure. */
export function EnquiryPage({ view, t, stylesheet }: PageProps<"enquiry">) {
  const { enquiry, base } = view;
  const at = `${base}/enquiries/${enquiry.id}`;
  return (
    <AdminDocument view={view} t={t} stylesheet={stylesheet} title={enquiry.name} script={localTimeScript}>
      <p>
        <a href={`${base}/enquiries`}>{t("enquiry.back")}</a>
      </p>
      <h1>{enquiry.name}</h1>
      <p>
        <span className="admin-state" data-state={enquiry.status}>
          {t(`status.${enquiry.status}`)}
        </span>{" "}
        <Breakable text={enquiry.owner ? t("owner.is", { owner: enquiry.owner }) : t("owner.nobody")} />
      </p>
      <div className="admin-detail">
        <section className="admin-card" aria-labelledby="message">
          <dl className="admin-facts">
            <dt>{t("enquiry.from")}</dt>
            <dd>
              <a href={`mailto:${enquiry.email}`}>
                <Breakable text={enquiry.email} />
              </a>
            </dd>
            {enquiry.details.map((detail) => (
              <Fragment key={detail.name}>
                <dt>{t(`fields.${detail.name}`)}</dt>
                <dd>{detail.value}</dd>
              </Fragment>
            ))}
            <dt>{t("enquiry.received")}</dt>
            <dd>
              <When locale={view.locale} at={enquiry.receivedAt} />
            </dd>
            <dt>{t("search.language")}</dt>
            <dd>{languageName(view.locale, enquiry.locale)}</dd>
          </dl>
          <h2 id="message">{t("enquiry.message")}</h2>
          <p className="admin-message">{enquiry.message}</p>
          <div className="admin-actions">
            <ButtonLink to={enquiry.reply}>{t("reply.submit")}</ButtonLink>
          </div>
          <p className="admin-small admin-muted">{t("reply.hint")}</p>
        </section>

        <div>
          <Choices
            title={t("status.title")}
            id="status"
            action={`${at}/status`}
            current={enquiry.status}
            choices={statuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          />
          <Choices
            title={t("owner.title")}
            id="owner"
            action={`${at}/owner`}
            current={enquiry.owner}
            choices={[
              ...view.team.map((member) => ({
                value: member,
                label: member === view.signedInAs ? t("owner.you", { owner: member }) : member,
              })),
              { value: "", label: t("owner.nobodyChoice") },
            ]}
          />
        </div>

        <div>
          <section className="admin-card" aria-labelledby="delivery">
            <h2 id="delivery">{t("inbox.delivery")}</h2>
            <ul className="admin-channels">
              {enquiry.channels.map((channel) => (
                <ChannelLine
                  key={channel.name.kind === "mail" ? "mail" : channel.name.host}
                  channel={channel}
                  locale={view.locale}
                  t={t}
                />
              ))}
            </ul>
            <form method="post" action={`${at}/resend`} className="admin-actions">
              <Button type="submit" variant="secondary" aria-describedby="resend-to">
                {t("resend.submit")}
              </Button>
            </form>
            <p id="resend-to" className="admin-small admin-muted">
              {t(view.resendTo.key, view.resendTo.values)}
            </p>
          </section>

          <section className="admin-card" aria-labelledby="notes">
            <h2 id="notes">{t("notes.title")}</h2>
            {enquiry.notes.length === 0 ? <p className="admin-muted">{t("notes.none")}</p> : null}
            {enquiry.notes.map((note) => (
              <article key={`${note.at}${note.author}`} className="admin-note">
                <p className="admin-small admin-muted">
                  <Breakable text={note.author} /> · <When locale={view.locale} at={note.at} />
                </p>
                <p className="admin-message">{note.text}</p>
              </article>
            ))}
            <form method="post" action={`${at}/notes`}>
              <label htmlFor="note-text">{t("notes.add")}</label>
              <p id="note-hint" className="admin-small admin-muted">
                {t("notes.hint", { limit: view.noteLimit })}
              </p>
              <textarea
                id="note-text"
                name="text"
                rows={3}
                required
                maxLength={view.noteLimit}
                aria-describedby="note-hint"
              />
              <div className="admin-actions">
                <Button type="submit" variant="secondary">
                  {t("notes.submit")}
                </Button>
              </div>
            </form>
          </section>

          <h2 id="history">{t("enquiry.history")}</h2>
          {view.history.length === 0 ? (
            <p className="admin-muted">{t("enquiry.noHistory")}</p>
          ) : (
            <AuditTable entries={view.history} labelledBy="history" base={base} locale={view.locale} t={t} />
          )}
        </div>

        <section className="admin-card admin-danger-zone" aria-labelledby="erase-title">
          <h2 id="erase-title">{t("erase.zone")}</h2>
          <form method="post" action={`${at}/erase`} className="admin-actions">
            <button type="submit" className="admin-danger">
              {t("erase.this")}
            </button>
          </form>
          <form method="post" action={`${base}/erase`} className="admin-actions">
            <input type="hidden" name="email" value={enquiry.email} />
            <button type="submit" className="admin-danger" data-outline="">
              {t("erase.everything")}
            </button>
          </form>
          <p className="admin-small admin-muted">{t("erase.asks")}</p>
        </section>
      </div>
    </AdminDocument>
  );
}
