import { signInCode } from "../../site/sign-in-code.ts";
import { Button } from "../components/ui/button.tsx";
import { AdminDocument } from "./admin-document.tsx";
import signInScript from "./sign-in-code.inline.ts?inline-script";
import type { PageProps } from "./views.ts";

/** Asking for a link: one address. The answer is the same whether or not the address may sign in. */
export function SignInPage({ view, t, stylesheet }: PageProps<"signIn">) {
  const problem = view.emailProblem === true;
  return (
    <AdminDocument view={view} t={t} stylesheet={stylesheet} title={t("signIn.title")}>
      <h1>{t("signIn.title")}</h1>
      <p className="admin-muted">{t("signIn.intro")}</p>
      <form method="post" action={`${view.base}/sign-in`} className="admin-card" noValidate>
        <label htmlFor="admin-email">{t("signIn.email")}</label>
        <input
          id="admin-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={view.email ?? ""}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "admin-email-problem" : undefined}
        />
        {problem ? (
          <p id="admin-email-problem" className="admin-error">
            {t("signIn.invalidEmail")}
          </p>
        ) : null}
        <div className="admin-actions">
          <Button type="submit">{t("signIn.submit")}</Button>
        </div>
      </form>
    </AdminDocument>
  );
}

/**
 * What a sign-in link opens: a form that spends its code, filled in by sign-in-code.inline.ts or pasted.
 * Opening the link spends nothing, so a mail scanner that follows it cannot use it up.
 */
export function ConfirmPage({ view, t, stylesheet }: PageProps<"confirm">) {
  return (
    <AdminDocument view={view} t={t} stylesheet={stylesheet} title={t("confirm.title")} script={signInScript}>
      <h1>{t("confirm.title")}</h1>
      <p className="admin-muted">{t("confirm.intro")}</p>
      <form method="post" action={`${view.base}/sign-in/link`} className="admin-card">
        <div id={signInCode.entryId}>
          <label htmlFor={signInCode.fieldId}>{t("confirm.code")}</label>
          <p id="admin-code-hint" className="admin-small admin-muted">
            {t("confirm.codeHint")}
          </p>
          <input
            id={signInCode.fieldId}
            name={signInCode.name}
            type="text"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-describedby="admin-code-hint"
          />
        </div>
        <div className="admin-actions">
          <Button type="submit" size="lg">
            {t("confirm.submit")}
          </Button>
        </div>
      </form>
    </AdminDocument>
  );
}
