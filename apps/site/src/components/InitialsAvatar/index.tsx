import { hashString } from '../../lib/seeded';

/** The initials of a name: first letters of its first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A generated avatar (initials on a colour derived from the name); decorative, the name is shown beside it. */
export function InitialsAvatar({ name, size = 64 }: { name: string; size?: number }) {
  const hue = hashString(name) % 360;
  return (
    <span
      className="initials-avatar"
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        fontSize: size * 0.38,
        background: `linear-gradient(135deg, hsl(${hue} 62% 34%), hsl(${(hue + 40) % 360} 62% 26%))`,
      }}
    >
      {initialsOf(name)}
    </span>
  );
}
