import { makeStar } from '@remotion/shapes';
import { AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig } from 'remotion';
import { hashString, seededRandom } from '../../lib/seeded';
import { clamp, font, palette, templatePreview } from './_parts/ui';

const star = makeStar({ points: 5, innerRadius: 62, outerRadius: 140, cornerRadius: 14 });
const syllables = ['ka', 'ro', 'mi', 'ten', 'vo', 'li', 'sa', 'dev', 'no', 'pix', 'ju', 're'];
const random = seededRandom(hashString('stargazer'));
const pick = () => syllables[Math.floor(random() * syllables.length)] ?? 'ka';
/** Made-up GitHub handles, the same on every render. */
const people = Array.from({ length: 24 }, () => ({
  handle: `${pick()}${pick()}${Math.floor(random() * 90) + 10}`,
  hue: Math.floor(random() * 360),
}));
const rowHeight = 76;

/**
 * Stargazer: a celebration of a repository's stars: the count climbs to 1,000 beside a spinning
 * star while the people who starred it scroll past, each with an avatar.
 */
function Stargazer() {
  const frame = useCurrentFrame();
  const { fps, durationInFrames } = useVideoConfig();
  const count = Math.round(interpolate(frame, [0, durationInFrames - 30], [976, 1000], clamp));
  const pop = spring({ frame: frame - (durationInFrames - 30), fps, config: { damping: 8 } });
  const scroll = interpolate(frame, [0, durationInFrames], [0, rowHeight * 14]);
  return (
    <AbsoluteFill
      style={{ background: '#0d1117', fontFamily: font, color: palette.text, flexDirection: 'row' }}
    >
      <div
        style={{
          width: 620,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 18,
        }}
      >
        <svg
          viewBox="-150 -150 300 300"
          width={280}
          height={280}
          style={{ transform: `rotate(${frame * 1.5}deg) scale(${1 + pop * 0.15})` }}
        >
          <path
            d={star.path}
            transform={`translate(${-star.width / 2} ${-star.height / 2})`}
            fill="#facc15"
          />
        </svg>
        <div style={{ fontSize: 110, fontWeight: 900, fontVariantNumeric: 'tabular-nums' }}>
          {count.toLocaleString('en-US')}
        </div>
        <div style={{ fontSize: 30, color: palette.muted }}>stars on your-org/your-repo</div>
      </div>
      <div
        style={{
          flex: 1,
          position: 'relative',
          overflow: 'hidden',
          borderLeft: `2px solid ${palette.line}`,
        }}
      >
        <div style={{ position: 'absolute', left: 48, right: 48, top: 40 - scroll }}>
          {people.map((person, i) => (
            <div
              key={i}
              style={{
                height: rowHeight,
                display: 'flex',
                alignItems: 'center',
                gap: 20,
                fontSize: 30,
              }}
            >
              <span
                style={{
                  width: 54,
                  height: 54,
                  borderRadius: 27,
                  background: `hsl(${person.hue} 70% 55%)`,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontWeight: 800,
                  color: '#0d1117',
                }}
              >
                {person.handle.slice(0, 1).toUpperCase()}
              </span>
              <span style={{ fontWeight: 700 }}>@{person.handle}</span>
              <span style={{ color: '#facc15' }}>★ starred</span>
            </div>
          ))}
        </div>
      </div>
    </AbsoluteFill>
  );
}

/** Stargazer: a star count climbing to 1,000 beside a scroll of stargazers. */
export default templatePreview(Stargazer, 5, 130);
