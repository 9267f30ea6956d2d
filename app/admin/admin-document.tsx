import type { ReactNode } from "react";
import { localeDefinition } from "../../site/locales.ts";
import { Button } from "../components/ui/button.tsx";
import { Wordmark } from "../components/wordmark.tsx";
import { HtmlDocument } from "../html-document.ts";
import { adminStyle } from "./admin-style.ts";
import { Breakable } from "./labels.tsx";
import type { AdminView, Translate } from "./views.ts";

/** Every inbox page: wordmark, other language, sign-out. Every action is a form; a page's script only helps. */
export function AdminDocument({
  view,
  t,
  stylesheet,
  title,
  script,
  children,
}: {
  view: AdminView;
  t: Translate;
  stylesheet: string;
  title: string;
  /** The page's one script, from the build, which the server allows by its hash. */
  script?: string;
  children: ReactNode;
}) {
  const { notice } = view;
  const signedIn = "signedInAs" in view || (view.kind === "problem" && view.signedIn);
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
        {/* A status for good news, an alert for a refusal. */}
        {notice ? (
          <p className="admin-notice" data-tone={notice.tone} role={notice.tone === "error" ? "alert" : "status"}>
            <Breakable text={t(notice.key, notice.values)} />
          </p>
        ) : null}
        {children}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own script, allowed by its hash */}
        {script ? <script dangerouslySetInnerHTML={{ __html: script }} /> : null}
      </main>
    </HtmlDocument>
  );
}
