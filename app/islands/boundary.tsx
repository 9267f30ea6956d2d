import { Component, type ReactNode } from "react";
import { reportFailure } from "./report-failure.ts";

/** Keeps an island on the page when a part throws: shows the fallback and reports the failure (as `name`). */
export class Boundary extends Component<
  { name: string; fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportFailure(this.props.name, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
