import { useTranslation } from "react-i18next";
import { ScrollButton } from "../../components/ui/button.tsx";
import { studios } from "./studios.ts";

/** A jump list to the six studios, so a visitor who wants one does not scroll past five. */
export function StudioIndex() {
  const { t } = useTranslation("platform");
  return (
    <nav aria-label={t("studioIndex.label")} className="border-b border-line bg-surface">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-2 px-6 py-6">
        {studios.map(({ key, id }) => (
          <li key={key}>
            <ScrollButton target={id} variant="secondary">
              {t(`studios.${key}.name`)}
            </ScrollButton>
          </li>
        ))}
      </ul>
    </nav>
  );
}
