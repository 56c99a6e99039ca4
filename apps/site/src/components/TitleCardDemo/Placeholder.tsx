import type { TitleCardProps } from './props';

/**
 * What stands in the Player's place until its code has loaded: the card at rest,
 * drawn with plain HTML and CSS at the same size, so nothing shifts when the
 * Player arrives.
 */
export function Placeholder({
  title,
  accent,
  subtitle,
  loading,
}: TitleCardProps & { loading: boolean }) {
  return (
    <div className="title-demo__placeholder" aria-busy={loading}>
      <div className="title-demo__placeholder-card" style={{ ['--demo-accent' as string]: accent }}>
        <span className="title-demo__placeholder-title">{title}</span>
        <span className="title-demo__placeholder-bar" />
        <span className="title-demo__placeholder-subtitle">{subtitle}</span>
      </div>
      <p className="title-demo__readout">
        {loading ? 'Loading the player…' : 'The player loads when you scroll here.'}
      </p>
    </div>
  );
}
