import { experts } from '../../../../content/data/experts';
import { templates } from '../../../../content/data/templates';
import type { AppPage } from './registry';

/** Product and marketing pages, plus one page per template and per expert (from content/data). */
export const productPages: AppPage[] = [
  {
    path: '/player',
    file: 'player/index.tsx',
    title: 'Remotion Player',
    description:
      'Embed videos written in React into your web app with @remotion/player: change their props at runtime and control playback like a video element.',
  },
  {
    path: '/lambda',
    file: 'lambda/index.tsx',
    title: 'Remotion Lambda',
    description:
      'Render Remotion videos on AWS Lambda: many functions render parts of a video in parallel, and you pay only while they run.',
  },
  {
    path: '/templates',
    file: 'templates/index.tsx',
    title: 'Templates',
    description: 'Starter projects for Remotion: pick one and scaffold it with create-video.',
  },
  ...templates.map((t) => ({
    path: `/templates/${t.cliId}`,
    file: 'templates/TemplatePage.tsx',
    title: `${t.title} template`,
    description: t.description,
  })),
  {
    path: '/experts',
    file: 'experts/index.tsx',
    title: 'Find a Remotion expert',
    description: 'Freelancers and agencies who build with Remotion and take on client work.',
  },
  ...experts.map((e) => ({
    path: `/experts/${e.slug}`,
    file: 'experts/ExpertPage.tsx',
    title: `${e.name} – Remotion expert`,
    description: e.description,
  })),
  {
    path: '/showcase',
    file: 'showcase/index.tsx',
    title: 'Showcase',
    description: 'Projects, products and campaigns made with Remotion.',
  },
  {
    path: '/showcase/add',
    file: 'showcase/add/index.tsx',
    title: 'Add to the showcase',
    description: 'The guidelines and steps for proposing a project for the Remotion showcase.',
  },
  {
    path: '/about',
    file: 'about/index.tsx',
    title: 'About',
    description: 'Remotion’s story: the company behind the toolkit and the people who build it.',
  },
  {
    path: '/contact',
    file: 'contact/index.tsx',
    title: 'Contact',
    description:
      'How to reach the Remotion team: email, an evaluation call or the Discord community.',
  },
];
