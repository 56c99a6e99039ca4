import { describe, expect, it } from 'vitest';
import { ContentValidationError } from '@sitekit/content-model';
import { experts } from './experts.js';
import { showcase } from './showcase.js';
import { templates } from './templates.js';
import { validateSiteData } from './validate.js';

const specTemplates = [
  'hello-world',
  'javascript',
  'blank',
  'next',
  'next-tailwind',
  'next-pages-dir',
  'react-router',
  'three',
  'still',
  'tts',
  'google-tts',
  'audiogram',
  'music-visualization',
  'skia',
  'overlay',
  'stargazer',
  'tiktok',
  'code-hike',
  'render-server',
  'recorder',
  'editor-starter',
];
const specExperts = [
  'stephen-sullivan',
  'mohit-yadav',
  'yehor-misiats',
  'benjamin-jameson',
  'karel-nagel',
  'alex-fernandez',
  'matthew-mcgillivray',
  'ray-lotmar',
  'lorenzo-bertolini',
  'antoine-caron',
  'mickael-alves',
  'pranav-kulkarni',
  'rahul-bansal',
  'pramod-kumar',
  'ayush-soni',
  'andrei-terteci',
  'sam-bowen-hughes',
  'iamshankhadeep',
  'amir-tadrisi',
];

/** Runs the validator and returns its error (or fails when there is none). */
function errorOf(data: Parameters<typeof validateSiteData>[0]): ContentValidationError {
  try {
    validateSiteData(data);
  } catch (error) {
    if (error instanceof ContentValidationError) return error;
    throw error;
  }
  throw new Error('validateSiteData() accepted invalid data');
}

describe('validateSiteData', () => {
  it('accepts the site data, which holds exactly the templates and experts of the spec', () => {
    expect(validateSiteData()).toEqual({ templates: 21, experts: 19, showcase: showcase.length });
    expect(templates.map((t) => t.cliId)).toEqual(specTemplates);
    expect(experts.map((e) => e.slug).sort()).toEqual([...specExperts].sort());
    expect(showcase.length).toBeGreaterThanOrEqual(12);
  });

  it('names the file, the entry and the field of a bad expert record', () => {
    const bad = [...experts, { ...experts[0]!, slug: 'new-expert', website: 'http://example.com' }];
    const error = errorOf({ templates, experts: bad, showcase });
    expect(error.source).toBe('content/data/experts.ts');
    expect(error.message).toContain('Invalid content/data/experts.ts');
    expect(error.problems).toEqual([
      `experts[19] (slug "new-expert") website: must be an https:// URL`,
    ]);
  });

  it('reports unknown fields, missing fields and cross-field rules', () => {
    const withoutDescription: Partial<(typeof showcase)[number]> = { ...showcase[0]! };
    delete withoutDescription.description;
    const error = errorOf({
      templates,
      experts,
      showcase: [{ ...withoutDescription, colour: 'red' }, ...showcase.slice(1)],
    });
    expect(error.source).toBe('content/data/showcase.ts');
    expect(error.problems.join('\n')).toMatch(/showcase\[0\] \(id "hackreels"\) description: /);
    expect(error.problems.join('\n')).toContain('unknown field "colour"');

    const paid = errorOf({
      templates: templates.map((t) => (t.paid ? { ...t, productUrl: undefined } : t)),
      experts,
      showcase,
    });
    expect(paid.problems).toEqual([
      'templates[20] (cliId "editor-starter") productUrl: is required for a paid template',
    ]);
  });

  it('rejects duplicate slugs, bad dates and experts without any contact', () => {
    const dup = errorOf({ templates: [...templates, templates[0]!], experts, showcase });
    expect(dup.problems).toEqual([
      'templates[21] (cliId "hello-world") cliId: duplicate, an earlier entry uses it',
    ]);

    const lonely = {
      slug: 'nobody',
      name: 'No Body',
      since: '2024-13-01',
      description: 'Builds things with video code.',
    };
    const error = errorOf({ templates, experts: [lonely], showcase });
    expect(error.problems).toEqual([
      'experts[0] (slug "nobody") since: must be a date written YYYY-MM-DD',
      'experts[0] (slug "nobody") needs at least one way to get in touch',
    ]);
  });
});
