import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { isExternal, redirectTable, resolveRedirect } from "../../site/redirects.ts";
import { config } from "../config.ts";

const table = redirectTable(config);

/**
 * docs/product.md: the "Redirecting..." screen, which replaces the location with the target of a
 * legacy or blog path. The server answers these paths with a 301 before this ever renders; this
 * covers navigation inside the app and static hosts without redirect rules.
 */
export default function RedirectScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const target = resolveRedirect(table, pathname) ?? "/";

  useEffect(() => {
    if (isExternal(target)) window.location.replace(target);
    else void navigate(target, { replace: true });
  }, [navigate, target]);

  return (
    <p role="status" className="mx-auto max-w-3xl px-6 py-24 text-center text-ink-muted">
      {t("redirecting")}
    </p>
  );
}
