import { AdminDocument } from "./admin-document.tsx";
import { dayOf } from "./labels.tsx";
import type { AdminView, Translate } from "./views.ts";

// Its words are the "admin" translations, which the server passes in as `t`.

type EraseView = Extract<AdminView, { kind: "erase" }>;

/** The step before an erasure: what will go, the button that erases it, and the way back. */
export function ErasePage({ view, t, stylesheet }: { view: EraseView; t: Translate; stylesheet: string }) {
  const { target, base } = view;
  const [question, action, back] =
    target.kind === "enquiry"
      ? [
          t("erase.confirmOne", { name: target.name, date: dayOf(view.locale, target.receivedAt) }),
          `${base}/enquiries/${target.id}/erase`,
          `${base}/enquiries/${target.id}`,
        ]
      : [t("erase.confirmAll", { count: target.count, email: target.email }), `${base}/erase`, `${base}/enquiries`];
  return (
    <AdminDocument view={view} t={t} stylesheet={stylesheet} title={question} signedIn>
      <h1>{question}</h1>
      <form method="post" action={action} className="admin-card admin-danger-zone" aria-labelledby="erase-warning">
        <p id="erase-warning">{t("erase.warning")}</p>
        <input type="hidden" name="confirm" value="yes" />
        {target.kind === "address" ? <input type="hidden" name="email" value={target.email} /> : null}
        <div className="admin-actions">
          <button type="submit" className="admin-danger">
            {t("erase.confirmSubmit")}
          </button>
          <a href={back}>{t("erase.keep")}</a>
        </div>
      </form>
    </AdminDocument>
  );
}
