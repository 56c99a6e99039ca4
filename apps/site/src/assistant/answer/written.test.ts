import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { citationRuns, SYSTEM_PROMPT, writeAnswer } from './written';

// A fake OpenAI-compatible endpoint on 127.0.0.1: tests never reach the network.
let server: Server;
let url: string;
let reply: { status: number; body: unknown } = { status: 200, body: {} };
const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(data) as unknown });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
});
afterAll(() => new Promise((done) => server.close(done)));

const sources = [
  { url: '/docs/audio/volume#fade-in', title: 'Volume › Fade in', quote: 'Pass a function.' },
  { url: '/docs/audio', title: 'Audio', quote: 'Add sound with <Audio>.' },
];

it('sends the question and the numbered sections, with the key as a Bearer token, and returns the text', async () => {
  reply = {
    status: 200,
    body: { choices: [{ message: { content: ' Pass a function to volume [1]. ' } }] },
  };
  const written = await writeAnswer(
    { url, model: 'small-1', apiKey: 'k-123' },
    'How do I fade music in?',
    sources,
    { code: '<Audio volume={(f) => f / 30} />' },
  );
  expect(written).toEqual({ text: 'Pass a function to volume [1].', sources });
  const request = received.at(-1)!;
  expect(request.headers.authorization).toBe('Bearer k-123');
  expect(request.body).toEqual({
    model: 'small-1',
    temperature: 0,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      {
        role: 'user',
        content:
          'Documentation sections:\n\n[1] Volume › Fade in (/docs/audio/volume#fade-in)\nPass a function.\n\n<Audio volume={(f) => f / 30} />\n\n[2] Audio (/docs/audio)\nAdd sound with <Audio>.\n\nQuestion: How do I fade music in?',
      },
    ],
  });
});

it('sends no authorization without a key (a proxy holds it)', async () => {
  reply = { status: 200, body: { choices: [{ message: { content: 'Yes [2].' } }] } };
  await writeAnswer({ url, model: 'small-1' }, 'Q?', sources);
  expect(received.at(-1)!.headers.authorization).toBeUndefined();
});

it('rejects with a reason a reader understands when the endpoint fails, replies empty or is unreachable', async () => {
  reply = { status: 401, body: { error: 'bad key' } };
  await expect(writeAnswer({ url, model: 'm' }, 'Q?', sources)).rejects.toThrow(
    'The answer model replied with HTTP 401.',
  );
  reply = { status: 200, body: { choices: [] } };
  await expect(writeAnswer({ url, model: 'm' }, 'Q?', sources)).rejects.toThrow(
    'The answer model replied without an answer.',
  );
  const closed = createServer();
  await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((done) => closed.close(done));
  await expect(
    writeAnswer({ url: `http://127.0.0.1:${port}/v1`, model: 'm' }, 'Q?', sources),
  ).rejects.toThrow('The answer model could not be reached.');
});

it('splits a written answer into text and citations of sources that exist', () => {
  expect(citationRuns('Use volume [1], see [2] and [7].', 2)).toEqual([
    'Use volume ',
    1,
    ', see ',
    2,
    ' and [7].',
  ]);
});
