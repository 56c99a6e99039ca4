import './SearchButton.css';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type KeyboardEvent,
} from 'react';
import { flushSync } from 'react-dom';
import type { SearchModalOptions, SearchModalProps } from '../SearchModal/types.js';

/** The lazily loaded modal module (its shape, so tests can hand in a fake). */
export interface SearchModalModule {
  SearchModal: ComponentType<SearchModalProps>;
}

/** Props of {@link SearchButton}. */
export interface SearchButtonProps extends SearchModalOptions {
  /** Visible label and accessible name. @default 'Search' */
  label?: string;
  /** Loads the modal. @default a dynamic import of the DocSearch modal module */
  loadModal?: () => Promise<SearchModalModule>;
}

type Status = 'closed' | 'opening' | 'open';

const importModal = () => import('../SearchModal/index.js');
const noSubscribe = () => () => {};
const modifierKey = () =>
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent) ? '⌘' : 'Ctrl';

/** Whether a key event comes from a place where '/' is text (inputs, text areas, editable content). */
function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

const isPrintable = (e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) =>
  e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;

/**
 * The navbar search button. It opens the search modal on click, Ctrl/⌘+K, '/' (outside
 * text fields) and on typing while it has focus (the typed text starts the query); the
 * modal's code loads on hover or focus, and nothing else of search loads before.
 */
export function SearchButton({
  label = 'Search',
  loadModal = importModal,
  ...modalOptions
}: SearchButtonProps) {
  const [{ status, query }, setState] = useState<{ status: Status; query: string }>({
    status: 'closed',
    query: '',
  });
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const key = useSyncExternalStore(noSubscribe, modifierKey, () => 'Ctrl');

  const open = useCallback(
    (initialQuery: string) => {
      setState({ status: 'opening', query: initialQuery });
      loadModal().then(
        (module) => {
          setModal(() => module.SearchModal);
          setState((s) => (s.status === 'opening' ? { ...s, status: 'open' } : s));
        },
        (error: unknown) => {
          console.error('The search modal could not be loaded.', error);
          setState({ status: 'closed', query: '' });
        },
      );
    },
    [loadModal],
  );
  const close = useCallback(() => {
    // Unmounted first: while open, the modal makes the rest of the page (this button) inert.
    flushSync(() => setState({ status: 'closed', query: '' }));
    button.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        // Not checking defaultPrevented: the modal's input handles Escape too.
        if (status === 'closed') return;
        e.preventDefault();
        close();
        return;
      }
      // Handled already (by another search button on the page, or a widget of the page).
      if (e.defaultPrevented) return;
      if (e.key?.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey)) {
        e.preventDefault();
        if (status === 'closed') open('');
        else close();
      } else if (e.key === '/' && status === 'closed' && !isEditing(e.target)) {
        e.preventDefault();
        open('');
      } else if (status === 'opening' && isPrintable(e) && !isEditing(e.target)) {
        // Keys typed while the modal's code loads are not lost: they join the query. Not
        // only while 'opening': this urgent update is replayed after a pending switch to
        // 'open' (the load's update, not yet rendered), and must still count then.
        e.preventDefault();
        setState((s) => (s.status === 'closed' ? s : { ...s, query: s.query + e.key }));
      } else if (status === 'open' && isPrintable(e) && !isEditing(e.target)) {
        // The modal is mounted but its input has not taken focus yet: hand it the key.
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
        if (!input) return;
        e.preventDefault();
        input.focus();
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setValue?.call(input, input.value + e.key);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [status, open, close]);

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    // Space and Enter press the button; '/' is the shortcut; any other character starts the query.
    if (status !== 'closed' || !isPrintable(e) || e.key === ' ' || e.key === '/') return;
    e.preventDefault();
    open(e.key);
  };
  const preload = () => void loadModal().catch(() => {});

  return (
    <>
      <button
        ref={button}
        type="button"
        className="sk-search-button"
        aria-label={label}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => open('')}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <svg
          className="sk-search-button__icon"
          width="16"
          height="16"
          viewBox="0 0 20 20"
          aria-hidden="true"
        >
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
            stroke="currentColor"
            fill="none"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className="sk-search-button__label">{label}</span>
        <span className="sk-search-button__keys" aria-hidden="true">
          <kbd>{key}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {status === 'open' && Modal && (
        <Modal {...modalOptions} initialQuery={query} onClose={close} />
      )}
    </>
  );
}
