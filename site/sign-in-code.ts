/**
 * The sign-in code: the secret of an e-mailed sign-in link. The link carries it in its fragment
 * (`#code=…`), which a browser never sends to a server, so no proxy or access log sees it; the
 * sign-in page's form posts it as the field `code`. Shared by the server (server/admin/), the page
 * and its script.
 */
export const signInCode = {
  /** The form field, and the fragment's parameter. */
  name: "code",
  /** 256 random bits, base64url. */
  pattern: /^[A-Za-z0-9_-]{43}$/,
  /** The field on the sign-in page, and the part of the page that asks for it to be pasted. */
  fieldId: "admin-code",
  entryId: "admin-code-entry",
} as const;
