/**
 * Shapes of the product data in this folder (templates, experts, showcase). The site's
 * pages read them; the build validates every record against zod schemas that `satisfies`
 * these types. Content is data: nothing here imports app code.
 */

/** A starter project that `create-video` can scaffold. */
export interface Template {
  /** The `create-video` flag (`--<cliId>`) and the URL slug under /templates. */
  cliId: string;
  /** Display name (`shortName` in create-video). */
  title: string;
  /** Short label used in the chooser row on the home page. */
  homePageLabel: string;
  /** One line: what the template is. */
  description: string;
  /** A few sentences: what is inside and who it suits. */
  longDescription: string;
  /** GitHub owner of the template repository. */
  org: string;
  /** GitHub repository name. */
  repo: string;
  /** Branch the repository is developed on. */
  defaultBranch: string;
  /** GitHub handle of the person who contributed the template, when it is not the core team. */
  contributor?: string;
  /** Whether create-video offers to add Tailwind CSS to this template. */
  tailwind: boolean;
  /** Paid templates are sold separately; create-video still knows their flag. */
  paid: boolean;
  /** Shown in the template chooser row of the home page. */
  featuredOnHomePage: boolean;
  /** A hosted preview of the template, when one is published. */
  previewUrl?: string;
  /** A product page for paid templates. */
  productUrl?: string;
}

/** A freelancer or agency listed in the expert directory. */
export interface Expert {
  /** URL slug under /experts. */
  slug: string;
  name: string;
  /** Personal or company website (absolute URL). */
  website?: string;
  /** Handle on X, without the @. */
  x?: string;
  /** GitHub handle. */
  github?: string;
  /** LinkedIn path such as `in/some-name/`. */
  linkedin?: string;
  email?: string;
  /** Booking link for a video call (absolute URL). */
  videocall?: string;
  /** Date the expert joined the directory, `YYYY-MM-DD`. */
  since: string;
  /** One neutral sentence about what they publicly offer. */
  description: string;
}

/** Kinds of link a showcase entry can carry. */
export type ShowcaseLinkType = 'website' | 'source_code' | 'tutorial' | 'video';

/** A project made with the toolkit, featured in the showcase. */
export interface ShowcaseItem {
  /** Stable id; the URL hash of the open item on /showcase. */
  id: string;
  title: string;
  /** One or two sentences in our words. */
  description: string;
  /** Size of the original video; its preview and the opened viewer keep this aspect. */
  width: number;
  height: number;
  /** Date the entry was added, `YYYY-MM-DD`. */
  submittedOn: string;
  author?: { name: string; url: string };
  links: { type: ShowcaseLinkType; url: string }[];
}
