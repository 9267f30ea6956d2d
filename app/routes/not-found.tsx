import { useTranslation } from "react-i18next";
import { usePagePath } from "../i18n/use-locale.ts";

// Served with status 404; its words sit at the top of their band so a slow paint does not move them.
export default function NotFoundPage() {
  const { t } = useTranslation();
  const path = usePagePath();

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center px-6 py-24 text-center">
      <p className="font-display text-7xl font-bold tracking-tight text-brand">404</p>
      <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">{t("notFound.title")}</h1>
      <p className="mt-3 text-ink-muted">{t("notFound.body")}</p>
      <a
        href={path("home")}
        className="mt-8 rounded-full bg-night px-6 py-3 font-semibold text-on-night transition-colors hover:bg-brand"
      >
        {t("notFound.returnHome")}
      </a>
      {/* The path no page answers, for whoever reads the browser's console (the file is the same for every path). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, allowed by its CSP hash */}
      <script dangerouslySetInnerHTML={{ __html: 'console.warn("404: no page at "+location.pathname)' }} />
    </section>
  );
}
