/** A word: a run of letters and digits (any script). */
export const WORD = /[\p{L}\p{N}]+/gu;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use inside HTML (highlight values are HTML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** A title reduced to its letters and digits, lowercased: `<Button>` → `button`, `loadConfig()` → `loadconfig`. */
export function bareText(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The parts of a camelCase or PascalCase word: `loadConfigFile` → `load`, `Config`, `File`;
 * an acronym stays whole (`parseHTMLString` → `parse`, `HTML`, `String`); one part when there
 * is no case change.
 */
export function camelParts(word: string): string[] {
  return word.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u);
}
