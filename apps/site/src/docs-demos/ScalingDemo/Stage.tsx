import type { PlayerRef } from '@remotion/player';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { DemoPlayer } from '../_shared/DemoPlayer';

/** The heavy part of ScalingDemo. */
export default function Stage({
  widthPercent,
  fixedHeight,
}: {
  widthPercent: number;
  fixedHeight: boolean;
}) {
  const player = useRef<PlayerRef>(null);
  const [scale, setScale] = useState<number | null>(null);

  useEffect(() => {
    const current = player.current;
    if (!current) return;
    setScale(current.getScale());
    const onScale = (e: { detail: { scale: number } }) => setScale(e.detail.scale);
    current.addEventListener('scalechange', onScale);
    return () => current.removeEventListener('scalechange', onScale);
  }, []);

  const style = useMemo<CSSProperties>(
    () =>
      fixedHeight ? { width: '100%', height: 300, backgroundColor: '#475569' } : { width: '100%' },
    [fixedHeight],
  );

  return (
    <div>
      <div className="docs-demo__resizable" style={{ width: `${widthPercent}%` }}>
        <DemoPlayer ref={player} controls style={style} />
      </div>
      <p className="docs-demo__time-small">
        Composition 1280×720 · <code>getScale()</code> = {scale === null ? '…' : scale.toFixed(3)}
      </p>
    </div>
  );
}
