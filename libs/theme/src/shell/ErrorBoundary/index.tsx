import { Component, type ErrorInfo, type ReactNode } from 'react';
import { runtimeMessages as messages } from '@sitekit/content-model/messages';

/** The messages of an error and its causes, outermost first. */
export function errorChain(error: unknown): string[] {
  const chain: string[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < 10) {
    chain.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/** The crash page: what happened, the error chain joined by "Cause:", and a way to try again. */
export function CrashPage({
  error,
  onTryAgain,
}: {
  /** The error caught; its message and every `cause` are listed, joined by "Cause:". */
  error: unknown;
  /** Clears the error and renders the page again ("Try again"). */
  onTryAgain: () => void;
}) {
  return (
    <div className="sk-container sk-crash" role="alert">
      <h1>{messages.crashTitle}</h1>
      <button type="button" className="sk-button" onClick={() => onTryAgain()}>
        {messages.tryAgain}
      </button>
      <pre className="sk-crash__details">
        {errorChain(error).join(`\n\n${messages.causeSeparator}\n`)}
      </pre>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** Renders the fallback; defaults to the crash page. */
  fallback?: (props: { error: unknown; tryAgain: () => void }) => ReactNode;
  /** Told of every error caught (e.g. to recover from a chunk that failed to load). */
  onError?: (error: unknown) => void;
}

/** Catches rendering errors below it: normal or crashed; "Try again" clears the error. */
export class ErrorBoundary extends Component<Props, { error: unknown; crashed: boolean }> {
  override state = { error: undefined as unknown, crashed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, crashed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
    this.props.onError?.(error);
  }

  readonly tryAgain = () => this.setState({ error: undefined, crashed: false });

  override render() {
    if (!this.state.crashed) return this.props.children;
    const fallback =
      this.props.fallback ??
      (({ error, tryAgain }) => <CrashPage error={error} onTryAgain={tryAgain} />);
    return fallback({ error: this.state.error, tryAgain: this.tryAgain });
  }
}
