import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from '../../components/TitleCardDemo/use-near-viewport';
import { DemoPlaceholder } from './DemoPlaceholder';

/**
 * The frame every docs demo shares: a placeholder of the final size (also what the server
 * renders) until the demo nears the viewport, then the lazily loaded stage.
 */
export function LazyStage({
  below,
  className = 'docs-demo',
  children,
}: {
  below?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div className={className} ref={ref}>
      {near ? (
        <Suspense fallback={<DemoPlaceholder loading below={below} />}>{children}</Suspense>
      ) : (
        <DemoPlaceholder loading={false} below={below} />
      )}
    </div>
  );
}
