import { Children, isValidElement, type ReactNode } from 'react';

/**
 * The author's words about one row of a facts table (a policy statement, a permission),
 * written as its child: `<FactNote name="Storage">Uploading sites…</FactNote>`. The table
 * places it in the row of that name; on its own it renders its text.
 */
export function FactNote({ children }: { name: string; children?: ReactNode }) {
  return <>{children}</>;
}

/** The notes among a facts table's children, by row name. */
export function notesOf(children: ReactNode): Map<string, ReactNode> {
  const notes = new Map<string, ReactNode>();
  Children.forEach(children, (child) => {
    if (!isValidElement<{ name?: unknown; children?: ReactNode }>(child)) return;
    const { name } = child.props;
    if (typeof name === 'string') notes.set(name, child.props.children);
  });
  return notes;
}
