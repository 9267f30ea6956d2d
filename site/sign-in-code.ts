// The sign-in link carries its code in the fragment (`#code=…`), which never reaches a server's logs;
// the sign-in form posts it as `code`.
export const signInCode = {
  /** The form field, and the fragment's parameter. */
  name: "code",
  /** 256 random bits, base64url. */
  pattern: /^[A-Za-z0-9_-]{43}$/,
  /** The field on the sign-in page, and the part of the page that asks for it to be pasted. */
  fieldId: "admin-code",
  entryId: "admin-code-entry",
} as const;
