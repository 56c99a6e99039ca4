/** A table cell's content, for both the React table and its Markdown: text, or inline code. */
export type FactCell = { text: string } | { code: string };

export const text = (value: string): FactCell => ({ text: value });
export const code = (value: string): FactCell => ({ code: value });
