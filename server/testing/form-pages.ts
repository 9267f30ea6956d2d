import type { FormPages } from "../contact/form-page.server.ts";

/** The contact form's no-JavaScript pages rendered from their source, for unit tests (Vitest compiles the TSX). */
export async function testFormPages(): Promise<FormPages> {
  return { render: await import("../../app/contact-pages/render.server.tsx"), stylesheet: "/assets/styles.css" };
}
