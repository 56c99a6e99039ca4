import type { ReactNode } from 'react';

/**
 * What stands in a demo's place until its Player code has loaded: a box of the video's
 * size (16:9) drawn with plain HTML and CSS, plus an optional area for what goes below it.
 */
export function DemoPlaceholder({ loading, below }: { loading: boolean; below?: ReactNode }) {
  return (
    <div className="docs-demo__placeholder" aria-busy={loading}>
      <div className="docs-demo__placeholder-video">
        <span>{loading ? 'Loading the player…' : 'The player loads when you scroll here.'}</span>
      </div>
      {below}
    </div>
  );
}
