import { ArrowRight, ArrowUpRight } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { ExternalLink } from "../external-link.tsx";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "onDark" | "onDarkOutline";
export type ButtonSize = "md" | "lg";

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A trailing arrow: → for links inside the site, ↗ is added by itself to external links. */
  arrow?: boolean;
  className?: string;
  children: ReactNode;
}

const base =
  "group/button inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-[background-color,color,box-shadow] duration-(--duration-ui) disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand text-white shadow-brand hover:bg-brand-strong disabled:hover:bg-brand",
  secondary: "bg-surface text-ink ring-1 ring-line ring-inset hover:bg-surface-muted hover:ring-ink/25",
  ghost: "text-brand-strong hover:bg-brand-soft",
  onDark: "bg-accent text-night shadow-accent hover:bg-white",
  onDarkOutline: "bg-white/8 text-on-night ring-1 ring-white/35 ring-inset backdrop-blur hover:bg-white/16",
};

// 44 px tall at the default size: the comfortable target size (WCAG 2.2 SC 2.5.8 asks for 24).
const sizes: Record<ButtonSize, string> = {
  md: "h-11 px-5 text-sm",
  lg: "h-13 px-7 text-base",
};

export function buttonClass({ variant = "primary", size = "md", className = "" }: Omit<Look, "children">): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`;
}

function Content({ children, arrow, external }: { children: ReactNode; arrow?: boolean; external?: boolean }) {
  const Icon = external ? ArrowUpRight : ArrowRight;
  return (
    <>
      {children}
      {arrow || external ? (
        <Icon
          aria-hidden="true"
          className="size-4 transition-transform duration-(--duration-ui) group-hover/button:translate-x-0.5"
        />
      ) : null}
    </>
  );
}

export function Button({
  variant,
  size,
  arrow,
  className,
  children,
  type = "button",
  ...props
}: Look & Omit<ComponentProps<"button">, "children" | "className">) {
  return (
    <button type={type} className={buttonClass({ variant, size, className })} {...props}>
      <Content arrow={arrow}>{children}</Content>
    </button>
  );
}

export function ButtonLink({ to, variant, size, arrow, className, children }: Look & { to: string }) {
  return (
    <a href={to} className={buttonClass({ variant, size, className })}>
      <Content arrow={arrow}>{children}</Content>
    </a>
  );
}

/** A link off the site, in a new tab, with the new-tab hint for screen readers. */
export function ExternalButtonLink({ href, variant, size, className, children }: Look & { href: string }) {
  return (
    <ExternalLink href={href} className={buttonClass({ variant, size, className })}>
      <Content external>{children}</Content>
    </ExternalLink>
  );
}

/** A call to action that scrolls to an anchor of this page: a real link to `#target`. */
export function ScrollButton({ target, ...look }: Look & { target: string }) {
  return <ButtonLink to={`#${target}`} {...look} />;
}
