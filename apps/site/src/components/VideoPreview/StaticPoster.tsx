import { Thumbnail } from '@remotion/player';
import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { PreviewComposition } from '../../previews/types';

type AudioWindow = Window & { AudioContext?: typeof AudioContext };

/**
 * The markup of one frame of a composition, drawn once with `Thumbnail` in a root of its own.
 * Every Thumbnail or Player tree makes its own AudioContext; a still needs none, and a page of
 * cards would otherwise hold dozens of idle contexts (machines without an audio device even log
 * an error for each). So the global is hidden for this one synchronous render.
 */
async function drawFrame(composition: PreviewComposition, frame: number): Promise<string> {
  // In the document (off screen, at the composition's size), so Thumbnail can measure its box.
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = `position:fixed;left:-100000px;top:0;width:${composition.width}px;height:${composition.height}px;`;
  document.body.append(host);
  const root = createRoot(host);
  const win = window as AudioWindow;
  const audio = win.AudioContext;
  try {
    // The context is made in the first render only, which flushSync keeps synchronous.
    win.AudioContext = undefined;
    try {
      flushSync(() =>
        root.render(
          <Thumbnail
            component={composition.component}
            compositionWidth={composition.width}
            compositionHeight={composition.height}
            durationInFrames={composition.durationInFrames}
            fps={composition.fps}
            frameToDisplay={frame}
            logLevel="error"
            style={{ width: '100%', height: '100%' }}
          />,
        ),
      );
    } finally {
      win.AudioContext = audio;
    }
    // Thumbnail shows the frame once it has measured its box (a resize observation later).
    for (let i = 0; i < 20 && !host.querySelector('.__remotion-player'); i++)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    return host.innerHTML;
  } finally {
    root.unmount();
    host.remove();
  }
}

/**
 * The poster: a still frame of the composition as plain DOM (no React tree, no timers), scaled
 * to the box it fills.
 */
export function StaticPoster({
  composition,
  frame,
  className,
}: {
  composition: PreviewComposition;
  frame: number;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    // Drawn in a task of its own: React does not flush another root while it runs effects.
    const task = setTimeout(async () => {
      const html = await drawFrame(composition, frame);
      if (cancelled) return;
      element.innerHTML = html;
      const canvas = element.querySelector<HTMLElement>('.__remotion-player');
      const outer = element.firstElementChild as HTMLElement | null;
      if (!canvas || !outer) return;
      outer.style.opacity = '1'; // Thumbnail hides the frame until it has measured its box
      outer.style.width = outer.style.height = '100%';
      canvas.style.transformOrigin = '0 0';
      const fit = () => {
        const scale = Math.min(
          element.clientWidth / composition.width,
          element.clientHeight / composition.height,
        );
        const left = (element.clientWidth - composition.width * scale) / 2;
        const top = (element.clientHeight - composition.height * scale) / 2;
        canvas.style.transform = `translate(${left}px, ${top}px) scale(${scale})`;
      };
      fit();
      observer = new ResizeObserver(fit);
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      clearTimeout(task);
      observer?.disconnect();
    };
    // The fields, not the object: a parent may pass a fresh object with the same composition.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [composition.component, composition.width, composition.height, frame]);
  return (
    <div
      ref={box}
      className={className}
      style={{ position: 'absolute', inset: 0, overflow: 'hidden' }}
    />
  );
}
