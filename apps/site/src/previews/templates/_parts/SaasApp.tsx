import { AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig } from 'remotion';
import { BrowserWindow } from './BrowserWindow';
import { clamp, mono, palette } from './ui';

/** What sets the app starters apart on screen. */
export interface SaasAppProps {
  /** Shown in the app's header, e.g. "Next.js · App Router". */
  framework: string;
  /** The file that holds the page, shown in the browser bar. */
  file: string;
  accent: string;
  /** Rounder, utility-class look, with a hint of the classes. */
  tailwind?: boolean;
}

const title = 'My first video';
const pointer = 'M1 1 L1 17 L5.5 13 L9 19.5 L11.5 18.3 L8.2 12 L14 12 Z';

/**
 * An app built from one of the framework starters, in a browser window: the visitor types a
 * title, the embedded Player previews it, and "Render video" runs a render on Lambda to 100 %.
 */
export function SaasApp({ framework, file, accent, tailwind = false }: SaasAppProps) {
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();
  const typed = title.slice(0, Math.floor(interpolate(frame, [8, 50], [0, title.length], clamp)));
  const progress = interpolate(frame, [94, 150], [0, 100], clamp);
  const pop = spring({ frame: frame - 10, fps, config: { damping: 200 } });
  const radius = tailwind ? 22 : 6;
  const row = { display: 'flex', gap: 14 } as const;
  return (
    <AbsoluteFill
      style={{ background: palette.ink, padding: '44px 84px', boxSizing: 'border-box' }}
    >
      <BrowserWindow file={file} rounded={tailwind}>
        <div
          style={{
            ...row,
            alignItems: 'center',
            padding: '22px 36px',
            fontSize: 30,
            fontWeight: 800,
          }}
        >
          <span
            style={{ width: 22, height: 22, borderRadius: tailwind ? 11 : 4, background: accent }}
          />
          {framework}
        </div>
        <div style={{ ...row, gap: 40, padding: '0 36px' }}>
          <div
            style={{ ...row, width: 380, flexDirection: 'column', fontSize: 22, color: '#334155' }}
          >
            <b>Title</b>
            <div
              style={{
                border: `2px solid ${accent}`,
                borderRadius: radius,
                padding: '12px 16px',
                fontSize: 26,
                color: '#0f172a',
              }}
            >
              {typed}
              <span style={{ opacity: frame % 30 < 15 && frame < 90 ? 1 : 0, color: accent }}>
                |
              </span>
            </div>
            <div
              style={{
                marginTop: 16,
                padding: '14px 0',
                textAlign: 'center',
                borderRadius: radius,
                background: accent,
                color: '#fff',
                fontWeight: 700,
                fontSize: 26,
                transform: `scale(${frame >= 88 && frame < 94 ? 0.94 : 1})`,
              }}
            >
              Render video
            </div>
            <span style={{ opacity: progress > 0 ? 1 : 0 }}>
              {progress < 100
                ? `Rendering on Lambda… ${Math.round(progress)} %`
                : '✓ Done: video.mp4'}
            </span>
            <Bar progress={progress / 100} colour={accent} opacity={progress > 0 ? 1 : 0} />
          </div>
          <div style={{ ...row, flex: 1, flexDirection: 'column', gap: 10 }}>
            <div
              style={{
                aspectRatio: '16 / 9',
                borderRadius: radius,
                background: palette.ink,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              <span
                style={{
                  color: '#fff',
                  fontSize: 48,
                  fontWeight: 800,
                  transform: `scale(${0.6 + pop * 0.4})`,
                }}
              >
                {typed}
              </span>
            </div>
            <Bar progress={(frame % 90) / 89} colour={accent} opacity={1} />
            {tailwind && (
              <code style={{ fontFamily: mono, fontSize: 19, color: '#0369a1' }}>
                className=&quot;rounded-2xl bg-sky-500 px-4 py-3&quot;
              </code>
            )}
          </div>
        </div>
      </BrowserWindow>
      <svg
        width={34}
        height={40}
        viewBox="0 0 17 20"
        style={{
          position: 'absolute',
          left: interpolate(frame, [55, 85], [1000, 250], clamp),
          top: interpolate(frame, [55, 85], [620, 452], clamp),
          opacity: frame > 50 && frame < 110 ? 1 : 0,
        }}
      >
        <path d={pointer} fill="#0f172a" stroke="#fff" strokeWidth={1.2} />
      </svg>
    </AbsoluteFill>
  );
}

/** A progress bar: the render's, or the embedded Player's seek bar. */
function Bar({ progress, colour, opacity }: { progress: number; colour: string; opacity: number }) {
  return (
    <div style={{ height: 10, borderRadius: 5, background: '#e2e8f0', opacity }}>
      <div
        style={{ width: `${progress * 100}%`, height: '100%', borderRadius: 5, background: colour }}
      />
    </div>
  );
}
