import type { Expert } from '../../../../../content/data/types';

/** One way to reach an expert, ready to render as a link. */
export interface ExpertContact {
  kind: 'website' | 'x' | 'github' | 'linkedin' | 'email' | 'videocall';
  label: string;
  href: string;
}

/** The expert's public contact links, in a fixed order. */
export function contactsOf(expert: Expert): ExpertContact[] {
  const out: ExpertContact[] = [];
  if (expert.website) out.push({ kind: 'website', label: 'Website', href: expert.website });
  if (expert.x) out.push({ kind: 'x', label: 'X', href: `https://x.com/${expert.x}` });
  if (expert.github)
    out.push({ kind: 'github', label: 'GitHub', href: `https://github.com/${expert.github}` });
  if (expert.linkedin)
    out.push({
      kind: 'linkedin',
      label: 'LinkedIn',
      href: `https://www.linkedin.com/${expert.linkedin}`,
    });
  if (expert.email) out.push({ kind: 'email', label: 'Email', href: `mailto:${expert.email}` });
  if (expert.videocall)
    out.push({ kind: 'videocall', label: 'Book a call', href: expert.videocall });
  return out;
}

/** "August 2022" from `2022-08-15`, independent of the reader's time zone. */
export function formatSince(since: string): string {
  return new Date(`${since}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}
