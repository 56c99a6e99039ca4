/** One stated output: where the page writes it and what it says. */
export interface StatedOutput {
  page: string;
  /** 1-based line in the page. */
  line: number;
  kind: 'fence' | 'table' | 'render';
  /** The expression (or, for a render claim, the JSX element) as written. */
  expression: string;
  /** The stated value as written. */
  expected: string;
}

/** What the checker needs from its caller: the packages, and a renderer for elements. */
export interface CheckEnvironment {
  /** Runtime exports in scope for call tables and render claims. */
  scope: Record<string, unknown>;
  /** Loads a bare import of a fence (`remotion`, `@remotion/paths`, `react/jsx-runtime`…). */
  load: (specifier: string) => unknown;
  /** Renders a React element to static HTML. */
  render: (element: unknown) => string;
}

export interface CheckResult {
  output: StatedOutput;
  /** Why the stated value is wrong; absent when it matches. */
  problem?: string;
}
