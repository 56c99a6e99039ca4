import { AbsoluteFill, interpolate, useCurrentFrame } from 'remotion';
import { clamp, font, mono, palette, templatePreview } from './_parts/ui';

/** Render jobs: when each is requested, how fast it goes, and whether it gets cancelled. */
const jobs = [
  { id: 'r_8f2a', title: 'welcome-anna.mp4', start: 0, frames: 90 },
  { id: 'r_3c91', title: 'welcome-ben.mp4', start: 20, frames: 110 },
  { id: 'r_d047', title: 'promo-square.mp4', start: 40, frames: 140, cancelAt: 105 },
  { id: 'r_77e5', title: 'welcome-chen.mp4', start: 70, frames: 95 },
];

/** The state of a job at `frame`: its progress (0 to 1) and the label the API reports. */
function status(job: (typeof jobs)[number], frame: number) {
  const end = job.cancelAt ?? Infinity;
  const progress = interpolate(
    Math.min(frame, end),
    [job.start + 8, job.start + job.frames],
    [0, 1],
    clamp,
  );
  if (frame < job.start) return null;
  if (frame >= end) return { progress, label: 'cancelled', colour: '#f87171' };
  if (progress >= 1) return { progress, label: 'done', colour: '#4ade80' };
  if (progress === 0) return { progress, label: 'queued', colour: palette.muted };
  return { progress, label: `rendering ${Math.round(progress * 100)} %`, colour: '#60a5fa' };
}

/**
 * Render Server: an Express.js server rendering on request: requests arrive on the left, and the
 * job list shows each render being queued, progressing, finishing or being cancelled.
 */
function RenderServer() {
  const frame = useCurrentFrame();
  const log = jobs.flatMap((job) => [
    { at: job.start, text: `POST /renders → 202 ${job.id}` },
    ...(job.cancelAt ? [{ at: job.cancelAt, text: `DELETE /renders/${job.id} → 200` }] : []),
  ]);
  return (
    <AbsoluteFill
      style={{
        background: palette.ink,
        fontFamily: font,
        color: palette.text,
        flexDirection: 'row',
        padding: 56,
        boxSizing: 'border-box',
        gap: 40,
      }}
    >
      <div
        style={{
          width: 470,
          background: '#020617',
          borderRadius: 16,
          padding: 28,
          fontFamily: mono,
          fontSize: 21,
          lineHeight: 1.9,
        }}
      >
        <div style={{ color: '#4ade80' }}>$ node server.js</div>
        <div style={{ color: palette.muted }}>Listening on :3000</div>
        {log
          .filter((entry) => entry.at <= frame)
          .sort((a, b) => a.at - b.at)
          .map((entry) => (
            <div key={entry.text}>{entry.text}</div>
          ))}
      </div>
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 22 }}>
        <div style={{ fontSize: 32, fontWeight: 800 }}>Render jobs</div>
        {jobs.map((job) => {
          const state = status(job, frame);
          return (
            <div
              key={job.id}
              style={{
                background: palette.panel,
                borderRadius: 14,
                padding: '18px 22px',
                opacity: state ? 1 : 0.25,
              }}
            >
              <div
                style={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  fontSize: 24,
                  marginBottom: 12,
                }}
              >
                <span>{job.title}</span>
                <span style={{ color: state?.colour ?? palette.muted }}>
                  {state?.label ?? 'not requested'}
                </span>
              </div>
              <div style={{ height: 12, borderRadius: 6, background: palette.line }}>
                <div
                  style={{
                    width: `${(state?.progress ?? 0) * 100}%`,
                    height: '100%',
                    borderRadius: 6,
                    background: state?.colour ?? palette.muted,
                  }}
                />
              </div>
            </div>
          );
        })}
      </div>
    </AbsoluteFill>
  );
}

/** Render Server: render jobs requested, progressing, done and cancelled. */
export default templatePreview(RenderServer, 6, 125);
