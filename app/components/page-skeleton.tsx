import { useTranslation } from "react-i18next";

/** Shown while a translation namespace loads (docs/product.md): a header bar and a hero block. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="animate-pulse-soft">
      <span className="sr-only">{t("loading")}</span>
      <div className="h-16 border-b border-line bg-surface-muted" />
      <div className="h-hero bg-night-raised" />
    </div>
  );
}
