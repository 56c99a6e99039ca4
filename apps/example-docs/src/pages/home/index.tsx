import { SmartLink } from '@sitekit/theme';

const features = [
  {
    title: 'Durable by default',
    text: 'Jobs live in SQLite or Postgres, so a crash or a deploy never loses work in flight.',
  },
  {
    title: 'Retries that back off',
    text: 'Failed jobs come back with exponential backoff and jitter, up to the attempts you allow.',
  },
  {
    title: 'Typed end to end',
    text: 'The payload type you give a queue reaches every handler: no casts, no surprises.',
  },
];

const example = `import { createQueue } from 'tidepool';

const emails = createQueue<{ to: string }>('emails', { store: 'sqlite:jobs.db' });

emails.process(async (job) => sendWelcomeEmail(job.data.to));
await emails.add({ to: 'ada@example.com' });`;

/** The home page: what Tidepool is, in one screen. */
export default function Home() {
  return (
    <div className="tp-home">
      <header className="tp-hero">
        <img className="tp-hero__logo" src="/logo.svg" alt="" width="96" height="96" />
        <h1 className="tp-hero__title">Tidepool</h1>
        <p className="tp-hero__tagline">
          A tiny, typed job queue for Node.js. Durable jobs, retries with backoff and schedules, in
          one small package with no broker to run.
        </p>
        <div className="tp-hero__actions">
          <SmartLink className="tp-button tp-button--primary" href="/docs">
            Get started
          </SmartLink>
          <SmartLink className="tp-button" href="/docs/quick-start">
            Quick start
          </SmartLink>
        </div>
      </header>
      <section className="tp-features" aria-labelledby="tp-features-title">
        <h2 id="tp-features-title" className="sk-visually-hidden">
          Features
        </h2>
        {features.map((feature) => (
          <article key={feature.title} className="tp-feature">
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </article>
        ))}
      </section>
      <section className="tp-example" aria-labelledby="tp-example-title">
        <h2 id="tp-example-title">Five lines to your first job</h2>
        <pre className="tp-example__code">
          <code>{example}</code>
        </pre>
      </section>
    </div>
  );
}
