import { Button } from "../components/ui/button.tsx";
import { AdminDocument } from "./admin-document.tsx";
import { Breakable, dayOf } from "./labels.tsx";
import type { PageProps } from "./views.ts";

/** Before an erasure or a resend: what it will do, the button that does it, and the way back. */
export function AskPage({ view, t, stylesheet }: PageProps<"ask">) {
  const { action: asked, base } = view;
  const enquiryAt = asked.kind === "erase-address" ? `${base}/enquiries` : `${base}/enquiries/${asked.id}`;
  const named = asked.kind === "erase-address" ? {} : { name: asked.name, date: dayOf(view.locale, asked.receivedAt) };
  const [question, explanation, action] =
    asked.kind === "erase-enquiry"
      ? [t("erase.confirmOne", named), t("erase.warningOne"), `${enquiryAt}/erase`]
      : asked.kind === "erase-address"
        ? [t("erase.confirmAll", { count: asked.count, email: asked.email }), t("erase.warning"), `${base}/erase`]
        : [t("resend.confirm", named), t(asked.to.key, asked.to.values), `${enquiryAt}/resend`];
  const erases = asked.kind !== "resend";
  return (
    <AdminDocument view={view} t={t} stylesheet={stylesheet} title={question}>
      <h1>
        <Breakable text={question} />
      </h1>
      <form
        method="post"
        action={action}
        className={erases ? "admin-card admin-danger-zone" : "admin-card"}
        aria-labelledby="ask-explanation"
      >
        <p id="ask-explanation">{explanation}</p>
        <input type="hidden" name="confirm" value="yes" />
        {asked.kind === "erase-address" ? <input type="hidden" name="email" value={asked.email} /> : null}
        <div className="admin-actions">
          {erases ? (
            <button type="submit" className="admin-danger">
              {t("erase.confirmSubmit")}
            </button>
          ) : (
            <Button type="submit">{t("resend.confirmSubmit")}</Button>
          )}
          <a href={enquiryAt}>{t(erases ? "erase.keep" : "resend.keep")}</a>
        </div>
      </form>
    </AdminDocument>
  );
}
