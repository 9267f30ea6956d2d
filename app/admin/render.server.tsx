// The team's inbox, rendered by the server at each request into `build/server/admin.js`, loaded only
// when the inbox is on: the public pages neither link nor load any of it.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AdminDocument } from "./admin-document.tsx";
import { AskPage } from "./ask-page.tsx";
import { EnquiryPage } from "./enquiry-page.tsx";
import { InboxPage } from "./inbox-page.tsx";
import { ConfirmPage, SignInPage } from "./sign-in-page.tsx";
import type { AdminView, PageProps, Translate } from "./views.ts";

export { adminStyle } from "./admin-style.ts";
/** The inbox's one script, which shows its times in the viewer's time zone: allowed by its hash there. */
export { default as localTimeScript } from "./local-time.inline.ts?inline-script";
/** The sign-in page's one script: the server allows it by its hash on that page only. */
export { default as signInScript } from "./sign-in-code.inline.ts?inline-script";
export type { AdminView };

/** A refusal or an error: what happened, and the way on. */
function ProblemPage({ view, t, stylesheet }: PageProps<"problem">) {
  return (
    <AdminDocument
      view={view}
      t={t}
      stylesheet={stylesheet}
      title={t(view.notice?.key ?? "brand", view.notice?.values)}
    >
      <p>
        <a href={view.next ?? `${view.base}/${view.signedIn ? "enquiries" : "sign-in"}`}>
          {t(view.next ? "errors.continue" : "errors.back")}
        </a>
      </p>
    </AdminDocument>
  );
}

const pages = {
  signIn: SignInPage,
  confirm: ConfirmPage,
  inbox: InboxPage,
  enquiry: EnquiryPage,
  ask: AskPage,
  problem: ProblemPage,
};

/** One inbox page as a whole document. `stylesheet` is the site's own, by its hashed path. */
export function renderAdminPage(view: AdminView, t: Translate, stylesheet: string): string {
  const Page = pages[view.kind] as (props: PageProps<AdminView["kind"]>) => ReactNode;
  return `<!DOCTYPE html>${renderToStaticMarkup(<Page view={view} t={t} stylesheet={stylesheet} />)}`;
}
