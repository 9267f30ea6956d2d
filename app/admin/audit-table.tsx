import type { Locale } from "../../site/locales.ts";
import { Breakable, dayOf, Sentence, When } from "./labels.tsx";
import type { InboxAuditEntry, Translate } from "./views.ts";

/** What an entry says was done, with the enquiry it was about named by its sender, and linked, while it exists. */
function What({ entry, base, locale, t }: { entry: InboxAuditEntry; base: string; locale: Locale; t: Translate }) {
  const { action, detail, enquiry } = entry;
  const key =
    action === "status"
      ? `audit.status-${detail}`
      : action === "owner" && detail === ""
        ? "audit.owner-none"
        : `audit.${action}`;
  const values = {
    detail,
    owner: detail,
    // A number of things (enquiries, sessions) is a count, for the words' plural forms.
    ...(/^\d+$/.test(detail) ? { count: Number(detail) } : {}),
  };
  if (!enquiry) return <Breakable text={t(key, values)} />;
  const named = enquiry.erased ? (
    t("audit.erasedEnquiry")
  ) : (
    <a href={`${base}/enquiries/${enquiry.id}`}>
      {t("audit.enquiry", { name: enquiry.name, date: dayOf(locale, enquiry.receivedAt) })}
    </a>
  );
  return <Sentence text={(mark) => t(key, { ...values, enquiry: mark })} part={named} />;
}

/** Entries of the audit trail, newest first: when, who, what, and the client address it came from. */
export function AuditTable({
  entries,
  labelledBy,
  base,
  locale,
  t,
}: {
  entries: readonly InboxAuditEntry[];
  labelledBy: string;
  base: string;
  locale: Locale;
  t: Translate;
}) {
  return (
    // On a narrow screen each row stacks its cells, each named by its column (admin-style.ts).
    <table aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t("audit.when")}</th>
          <th scope="col">{t("audit.who")}</th>
          <th scope="col">{t("audit.what")}</th>
          <th scope="col">{t("audit.from")}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label={t("audit.when")}>
              <When locale={locale} at={entry.at} />
            </td>
            <td data-label={t("audit.who")}>
              <Breakable text={entry.actor || t("audit.nobody")} />
            </td>
            <td data-label={t("audit.what")}>
              <What entry={entry} base={base} locale={locale} t={t} />
            </td>
            <td data-label={t("audit.from")}>{entry.client || t("audit.noClient")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
