// The sign-in page's script: the code moves from the link's fragment into the form and out of the
// address bar and history. It submits nothing, so a mail scanner that runs it signs nobody in.
import { signInCode } from "../../site/sign-in-code.ts";

const code = new URLSearchParams(location.hash.slice(1)).get(signInCode.name) ?? "";
const field = document.getElementById(signInCode.fieldId);
if (field instanceof HTMLInputElement && signInCode.pattern.test(code)) {
  field.value = code;
  document.getElementById(signInCode.entryId)?.setAttribute("hidden", "");
  history.replaceState(history.state, "", `${location.pathname}${location.search}`);
}
