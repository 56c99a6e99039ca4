import { expect, it } from 'vitest';
import {
  bestQuote,
  defaultKeys,
  hasTerm,
  idfFrom,
  rowKeys,
  tableQuote,
  termsOf,
  weigh,
} from './passages';
import { analyzeQuestion } from './question';
import { testPassage } from './test-page';

const idf = idfFrom({
  records: 1000,
  df: { damping: 5, spring: 20, bounce: 0, fade: 10, title: 30, render: 40, queue: 8, limit: 12 },
});
const passage = testPassage;

it('quotes the whole sentences that hold the question’s words, never cut mid-sentence', () => {
  const q = analyzeQuestion('What does damping do in spring?');
  const text =
    'The config object has four fields. Damping slows the spring down: higher damping means less bounce. Mass makes it heavier, and it is the third field. Stiffness makes it faster.';
  expect(bestQuote(text, q, idf)).toBe(
    'Damping slows the spring down: higher damping means less bounce. Mass makes it heavier, and it is the third field. Stiffness makes it faster.',
  );
});

it('weighs the share of the question a passage holds by how telling each word is', () => {
  const q = analyzeQuestion('What does damping do in spring?');
  const both = weigh(passage({ text: 'Damping slows it.' }), q, idf, 1);
  expect(both.coverage).toBe(1);
  const common = weigh(passage({ pageTitle: 'Other', headings: '', text: 'A spring.' }), q, idf, 1);
  expect(common.coverage).toBeGreaterThan(0);
  expect(common.coverage).toBeLessThan(0.5);
  expect(both.score).toBeGreaterThan(common.score);
});

it('counts a word the docs never use as the rarest, so an off-topic question covers little', () => {
  const q = analyzeQuestion('Why does my spring bounce?');
  expect(weigh(passage({ text: 'A spring animates.' }), q, idf, 1).coverage).toBeLessThan(0.5);
});

it('ranks reference pages above posts for the same words', () => {
  const q = analyzeQuestion('damping spring');
  const doc = weigh(passage({ text: 'Damping.' }), q, idf, 1);
  const post = weigh(passage({ text: 'Damping.', pageType: 'post' }), q, idf, 1);
  expect(doc.score).toBeGreaterThan(post.score);
});

it('matches a question word to its inflections in the section (`fade` → `Fading in`)', () => {
  const q = analyzeQuestion('How do I fade in a title?');
  const section = passage({
    pageTitle: 'Transitions',
    headings: 'Fading in and out',
    text: 'A title.',
  });
  expect(weigh(section, q, idf, 1).coverage).toBe(1);
});

it('ranks a heading that holds the question’s words side by side above one that holds them apart', () => {
  const q = analyzeQuestion('render queue limit');
  const together = passage({ pageTitle: 'Lambda', headings: 'Render queue limit', text: 'Text.' });
  const apart = passage({
    pageTitle: 'Lambda',
    headings: 'Limit the queue of a render',
    text: 'Text.',
  });
  expect(weigh(together, q, idf, 1).score).toBeGreaterThan(weigh(apart, q, idf, 1).score);
});

it('does not end a quote on a sentence that announces what follows', () => {
  const q = analyzeQuestion('What does damping do?');
  const text =
    'Damping is rarely what you want at its default, so set it: Low · bouncy; high · calm.';
  expect(bestQuote(text, q, idf, 1)).toBe(text);
});

it('does not split a sentence at a colon before a value', () => {
  const q = analyzeQuestion('How wide is the spring?');
  const text = "The most common spring: style={{ width: '100%' }}. Other text about nothing.";
  expect(bestQuote(text, q, idf, 1)).toBe("The most common spring: style={{ width: '100%' }}.");
});

it('matches a name the reader capitalizes as written, not as a typo of a docs word', () => {
  const [name] = analyzeQuestion('Upload to Vimeo').terms.slice(1);
  const [typo] = analyzeQuestion('Upload to vimeo').terms.slice(1);
  const docs = termsOf('Upload the video.');
  expect(hasTerm(docs, name!)).toBe(false);
  expect(hasTerm(docs, typo!)).toBe(true);
});

const optionsTable =
  "SlideProps, all optional: Option · Type · Default · Description; direction · SlideDirection · 'from-left' · The edge the scene comes from.; enterStyle · React.CSSProperties · — · Extra CSS.";

it('reads the names a section’s table rows document, header included', () => {
  expect(rowKeys(optionsTable)).toEqual(['Option', 'direction', 'enterStyle']);
  expect(rowKeys('No table here; just a sentence.')).toEqual([]);
  expect([...defaultKeys(optionsTable)]).toEqual(['option', 'direction', 'enterstyle']);
  // Without a default column, a table states no defaults.
  expect([...defaultKeys('Event · When; play · Playback started.')]).toEqual([]);
});

it('ranks the table that states a default above a section that uses the words, for a default question', () => {
  const idf = idfFrom({ records: 1000, df: { default: 50, direction: 20, slide: 10 } });
  const options = passage({ pageTitle: 'slide()', headings: 'Options', text: optionsTable });
  const story = passage({
    pageTitle: 'slide()',
    headings: 'Story pages',
    text: 'Try each direction on two scenes; the default timing is linear.',
  });
  const asks = analyzeQuestion('What is the default direction of slide()?');
  expect(weigh(options, asks, idf, 2).score).toBeGreaterThan(weigh(story, asks, idf, 2).score);
  // Without `default`, a row is not a heading: the sentence that uses the words is as good.
  const other = analyzeQuestion('How do I change the direction of slide()?');
  expect(weigh(options, other, idf, 2).score).toBeLessThanOrEqual(
    weigh(story, other, idf, 2).score,
  );
});

it('ranks a section whose heading names what a which-question asks for above one naming the rest', () => {
  const idf = idfFrom({ records: 1000, df: { event: 30, ref: 30, player: 30, subscribe: 30 } });
  const q = analyzeQuestion('Which events can I subscribe to on the Player ref?');
  const events = passage({
    pageTitle: '<Player>',
    headings: 'Events',
    text: 'Subscribe with the ref.',
  });
  const ref = passage({ pageTitle: '<Player>', headings: 'Ref', text: 'Subscribe to events.' });
  expect(weigh(events, q, idf, 2).score).toBeGreaterThan(weigh(ref, q, idf, 2).score);
});

const propsTable =
  'Prop · Type · Default · Description; from · number · 0 · Frame at which the children appear. Must be finite; may be negative.; durationInFrames · number · Infinity · How many frames the children stay mounted.; name · string · — · Label in the timeline. A ref points to the wrapper <div>.';

it('quotes the table that lists what a which-question asks for, from its header, in whole rows', () => {
  // The header's first column names what is asked for: the rows follow, a semicolon inside a
  // cell does not end a row, and the last row ends with its own sentence, not the prose after.
  expect(tableQuote(propsTable, ['prop'])).toBe(
    'Prop · Type · Default · Description; from · number · 0 · Frame at which the children appear. Must be finite; may be negative.; durationInFrames · number · Infinity · How many frames the children stay mounted.; name · string · — · Label in the timeline.',
  );
  // A table that does not list it is not quoted.
  expect(tableQuote(propsTable, ['event'])).toBeUndefined();
  expect(tableQuote('No table here; just a sentence.', ['prop'])).toBeUndefined();
  expect(tableQuote(propsTable, [])).toBeUndefined();
  // The table that lists it, not the section's first.
  const two = `${propsTable} The ref fires events. Event · When; play · Playback started.; pause · Playback paused.`;
  expect(tableQuote(two, ['event'])).toBe(
    'Event · When; play · Playback started.; pause · Playback paused.',
  );
});

it('quotes a table through the row a which-question names, with the sentence that introduces it', () => {
  const table =
    'Pass one object. Option · Type · Description; src · string · The file to convert.; container · string · The output container.; codec · string · The codec.';
  expect(tableQuote(table, ['container'])).toBe(table);
  // When the header and the rows before do not fit, the named row opens the quote.
  expect(tableQuote(table, ['container'], 80)).toBe(
    'container · string · The output container.; codec · string · The codec.',
  );
});

it('quotes the sentence that states a figure when the question asks for a quantity', () => {
  const text =
    'A render is cut into chunks, and each chunk renders in its own function. The concurrency guide explains the trade-offs. A render is cut into at most 200 chunks.';
  const asks = analyzeQuestion('What is the max number of chunks of a render?');
  expect(bestQuote(text, asks, idf, 1)).toBe('A render is cut into at most 200 chunks.');
  // Without a quantity asked for, the section's opening states the point.
  const other = analyzeQuestion('Why is a render cut into chunks?');
  expect(bestQuote(text, other, idf, 1)).toBe(
    'A render is cut into chunks, and each chunk renders in its own function.',
  );
});

it('lets the index’s rank break a near tie, but not outweigh a clearly better section', () => {
  const q = analyzeQuestion('damping spring');
  const first = weigh(passage({ text: 'Damping.', rank: 0 }), q, idf, 10);
  const last = weigh(passage({ text: 'Damping.', rank: 9 }), q, idf, 10);
  expect(first.score).toBeGreaterThan(last.score);
  const better = weigh(passage({ headings: 'Damping', text: 'Damping.', rank: 9 }), q, idf, 10);
  expect(better.score).toBeGreaterThan(first.score);
});
