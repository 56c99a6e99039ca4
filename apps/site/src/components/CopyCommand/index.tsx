import { useEffect, useState } from 'react';
import { copyText } from './copy-text';

type CopyState = 'idle' | 'copied' | 'failed';

const feedback: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied to clipboard',
  failed: 'Could not copy: select the command and copy it by hand',
};

/** A shell command with a copy button that confirms (visibly and to screen readers) when it worked. */
export function CopyCommand({ command, className }: { command: string; className?: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <div className={['copy-command', className].filter(Boolean).join(' ')}>
      <code className="copy-command__text">
        <span className="copy-command__prompt" aria-hidden="true">
          $
        </span>
        {command}
      </code>
      <button
        type="button"
        className="copy-command__button"
        data-state={state}
        aria-label={`Copy command: ${command}`}
        onClick={() => void copyText(command).then((ok) => setState(ok ? 'copied' : 'failed'))}
      >
        {state === 'copied' ? 'Copied!' : 'Copy'}
      </button>
      <span className="sk-visually-hidden" role="status">
        {feedback[state]}
      </span>
    </div>
  );
}
