import { Component, type ReactNode } from "react";
import { reportFailure } from "./report-failure.ts";

interface BoundaryProps {
  /** What failed, in the report to the server. */
  readonly name: string;
  /** What shows instead. */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/**
 * Keeps a part of an island on the page when it throws (a lazily loaded file that did not arrive,
 * a fault in its code): React would otherwise unmount the whole island. It shows the fallback
 * instead and reports the failure (app/islands/report-failure.ts).
 */
export class Boundary extends Component<BoundaryProps, { failed: boolean }> {
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
