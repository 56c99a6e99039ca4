import type { PageHead } from '@sitekit/content-model';

/** A page's head data from its frontmatter (docs and posts alike). */
export function headOf(fm: {
  title: string;
  description?: string | undefined;
  image?: string | undefined;
  no_ai?: boolean;
  keywords?: string[] | undefined;
}): PageHead {
  return {
    title: fm.title,
    ...(fm.description ? { description: fm.description } : {}),
    ...(fm.image ? { image: fm.image } : {}),
    ...(fm.no_ai ? { noAi: true } : {}),
    ...(fm.keywords?.length ? { keywords: fm.keywords } : {}),
  };
}
