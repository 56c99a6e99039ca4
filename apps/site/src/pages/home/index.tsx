import { SmartLink, useSiteConfig } from '@sitekit/theme';

/** The landing page: what the toolkit is and where to start. */
export default function HomePage() {
  const { tagline } = useSiteConfig();
  return (
    <div className="home">
      <section className="home-hero">
        <h1 className="home-hero__title">{tagline}</h1>
        <p className="home-hero__lead">
          Write videos as React components. Preview them in the browser, parametrize them with data
          and render them to MP4 on your machine, on a server or on serverless infrastructure.
        </p>
        <div className="home-hero__actions">
          <SmartLink className="home-button home-button--primary" href="/docs">
            Get started
          </SmartLink>
          <SmartLink className="home-button" href="/docs/api">
            API reference
          </SmartLink>
        </div>
        <pre className="home-hero__command" aria-label="Command to create a new video project">
          <code>npx create-video@latest</code>
        </pre>
      </section>
    </div>
  );
}
