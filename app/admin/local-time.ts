/** Marks a `<time>` the inbox's script shows in the viewer's time zone (app/admin/local-time.inline.ts). */
export const localTimeAttribute = "data-local-time";
