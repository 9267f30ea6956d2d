// Accept All and Reject all share one style and size: refusing is as easy as accepting.
const base =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2 text-sm font-semibold transition-colors text-center";

export const choiceButton = `${base} bg-brand text-white hover:bg-brand-strong`;
export const outlineButton = `${base} border border-ink/25 bg-surface text-ink hover:border-ink/50 hover:bg-surface-muted`;
export const linkButton =
  "inline-flex min-h-11 items-center rounded-sm px-1 text-sm font-medium text-ink underline decoration-ink/40 underline-offset-4 hover:decoration-ink text-left";
