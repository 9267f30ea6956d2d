import type { ReactNode } from "react";
import { localeDefinition } from "../../site/locales.ts";
import { Button } from "../components/ui/button.tsx";
import { Wordmark } from "../components/wordmark.tsx";
import { HtmlDocument } from "../html-document.ts";
import { adminStyle } from "./admin-style.ts";
import { Breakable } from "./labels.tsx";
import type { AdminView, Notice, Translate } from "./views.ts";

// Its words are the "admin" translations, which the server passes in as `t`.

/** The notice at the top of a page: a status for good news, an alert for a refusal. */
export function NoticeLine({ notice, t }: { notice: Notice; t: Translate }) {
  return (
    <p className="admin-notice" data-tone={notice.tone} role={notice.tone === "error" ? "alert" : "status"}>
      <Breakable text={t(notice.key, notice.values)} />
    </p>
  );
}

/** One action: a button that posts one hidden value, as the browser does with no script. */
export function ActionForm({
  action,
  name,
  value,
  size,
  children,
}: {
  action: string;
  name: string;
  value: string | number;
  size?: "md" | "lg";
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} className="admin-actions">
      <input type="hidden" name={name} value={value} />
      <Button type="submit" variant={size === "lg" ? "primary" : "secondary"} size={size}>
        {children}
      </Button>
    </form>
  );
}

/**
 * Every inbox page: the site's wordmark and stylesheet, the other language, and (signed in) a
 * sign-out button. Every action is a form the browser posts itself; a page's script only helps
 * (the sign-in code, the inbox's times in the viewer's zone).
 */
export function AdminDocument({
  view,
  t,
  stylesheet,
  title,
  signedIn,
  children,
}: {
  view: AdminView;
  t: Translate;
  stylesheet: string;
  title: string;
  signedIn: boolean;
  children: ReactNode;
}) {
  return (
    <HtmlDocument
      lang={view.locale}
      head={
        <>
          <meta name="robots" content="noindex, nofollow" />
          <title>{`${title} · ${t("brand")}`}</title>
          <link rel="stylesheet" href={stylesheet} />
          <style>{adminStyle}</style>
        </>
      }
    >
      <header className="admin-bar">
        <span className="admin-brand">
          <Wordmark />
          <span className="admin-muted">{t("brand")}</span>
        </span>
        <nav aria-label={t("language")}>
          {view.otherLanguages.map((other) => (
            <a key={other.locale} href={other.href} lang={other.locale} hrefLang={other.locale}>
              {localeDefinition(other.locale).name}
            </a>
          ))}
          {signedIn ? (
            <form method="post" action={`${view.base}/sign-out`}>
              <Button type="submit" variant="secondary">
                {t("inbox.signOut")}
              </Button>
            </form>
          ) : null}
        </nav>
      </header>
      <main className="admin">
        {view.notice ? <NoticeLine notice={view.notice} t={t} /> : null}
        {children}
      </main>
    </HtmlDocument>
  );
}
