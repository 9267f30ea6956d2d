import * as RadixSwitch from "@radix-ui/react-switch";
import type { ComponentPropsWithoutRef } from "react";

export type SwitchProps = Omit<ComponentPropsWithoutRef<typeof RadixSwitch.Root>, "className" | "children">;

/** An on/off switch; it needs `aria-labelledby` or `aria-label`. */
export function Switch(props: SwitchProps) {
  return (
    <RadixSwitch.Root
      {...props}
      className="group relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-ink-muted transition-colors data-[state=checked]:bg-brand disabled:cursor-not-allowed disabled:opacity-60"
    >
      <RadixSwitch.Thumb className="pointer-events-none block size-6 translate-x-0 rounded-full bg-surface shadow-thumb transition-transform data-[state=checked]:translate-x-5" />
    </RadixSwitch.Root>
  );
}
