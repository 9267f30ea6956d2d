import { Component, type ReactNode } from "react";
import { reportFailure } from "./report-failure.ts";

interface BoundaryProps {
  /** What failed, in the report to the server. */
  readonly name: string;
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/** Keeps an island on the page when a part throws: shows the fallback and reports the failure. */
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
