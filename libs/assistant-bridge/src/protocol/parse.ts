import { stringMessages, type AssistantMessage, type ObjectMessage } from './messages.js';

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One reader per object message: it checks the fields and returns only the known
 * ones (like a schema's output), or null. Plain guards instead of a schema library
 * keep this out of the page's JavaScript budget.
 */
const readers: {
  [T in ObjectMessage['type']]: (m: Fields) => Extract<ObjectMessage, { type: T }> | null;
} = {
  'internal-link-click': (m) =>
    typeof m['url'] === 'string' ? { type: 'internal-link-click', url: m['url'] } : null,
  'embed-ready': (m) =>
    'widgetConfig' in m
      ? { type: 'embed-ready', widgetConfig: m['widgetConfig'] }
      : { type: 'embed-ready' },
  'internal-link-host': (m) =>
    typeof m['host'] === 'string' ? { type: 'internal-link-host', host: m['host'] } : null,
  keydown: (m) => {
    const data = m['data'];
    if (!isFields(data) || typeof data['key'] !== 'string') return null;
    return { type: 'keydown', data: { key: data['key'], metaKey: data['metaKey'] === true } };
  },
  focus: () => ({ type: 'focus' }),
  'cmd-i': () => ({ type: 'cmd-i' }),
};

const isType = (type: unknown): type is ObjectMessage['type'] =>
  typeof type === 'string' && Object.hasOwn(readers, type);

function readObject(value: unknown): ObjectMessage | null {
  if (!isFields(value) || !isType(value['type'])) return null;
  return (readers[value['type']] as (m: Fields) => ObjectMessage | null)(value);
}

/**
 * Reads `MessageEvent.data`: a plain-string message, a JSON string of an object
 * message, or the object itself. Anything else (other scripts' messages, junk,
 * malformed JSON) gives null; it never throws.
 */
export function parseMessage(data: unknown): AssistantMessage | null {
  if (typeof data === 'string') {
    const plain = stringMessages.find((m) => m === data);
    if (plain) return plain;
    if (!data.startsWith('{')) return null;
    try {
      return readObject(JSON.parse(data));
    } catch {
      return null;
    }
  }
  try {
    return readObject(data);
  } catch {
    return null; // a hostile getter on a posted object
  }
}

/** Encodes an object message as the JSON string the protocol sends. */
export const encodeMessage = (message: ObjectMessage): string => JSON.stringify(message);
