/**
 * The sign-in page's one script (app/admin/sign-in-page.tsx): it moves the code from the link's
 * fragment into the form, hides the field that asks for it to be pasted, and takes the code out of
 * the address bar and the history. It submits nothing: the person presses the button, so a mail
 * scanner that opens the link and runs its script signs nobody in.
 */
import { signInCode } from "../../site/sign-in-code.ts";

const code = new URLSearchParams(location.hash.slice(1)).get(signInCode.name) ?? "";
const field = document.getElementById(signInCode.fieldId);
if (field instanceof HTMLInputElement && signInCode.pattern.test(code)) {
  field.value = code;
  document.getElementById(signInCode.entryId)?.setAttribute("hidden", "");
  history.replaceState(history.state, "", `${location.pathname}${location.search}`);
}
