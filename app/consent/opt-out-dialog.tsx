import { Dialog } from "../components/ui/dialog.tsx";
import { outlineButton } from "./button-styles.ts";
import { useConsentText } from "./consent-words.ts";

export interface OptOutDialogProps {
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly onCloseAutoFocus: (event: Event) => void;
}

/**
 * "Do not sell my personal information" (docs/product.md): a plain question with two
 * equal buttons and no dissuading text. Escape and Cancel change nothing.
 */
export default function OptOutDialog({ onConfirm, onCancel, onCloseAutoFocus }: OptOutDialogProps) {
  const t = useConsentText();
  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(open) => (open ? undefined : onCancel())}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t("optOut.title")}
      description={t("optOut.body")}
      footer={
        <div className="grid w-full grid-cols-2 gap-3">
          <button type="button" className={outlineButton} onClick={onCancel}>
            {t("optOut.cancel")}
          </button>
          <button type="button" className={outlineButton} onClick={onConfirm}>
            {t("optOut.confirm")}
          </button>
        </div>
      }
    />
  );
}
