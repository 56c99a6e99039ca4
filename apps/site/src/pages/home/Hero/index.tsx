import { SmartLink, useSiteConfig } from '@sitekit/theme';
import { CopyCommand } from '../../../components/CopyCommand';

/** The top of the home page: the tagline as the page's h1, a lead, the create command. */
export function Hero() {
  const { tagline } = useSiteConfig();
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <h1 id="home-title" className="home-hero__title">
        {tagline}
      </h1>
      <p className="home-hero__lead">
        Write videos as React components. Preview them in the browser, parametrize them with data
        and render them to MP4 on your machine, on a server or on serverless infrastructure.
      </p>
      <CopyCommand command="npx create-video@latest" className="home-hero__command" />
      <div className="home-hero__actions">
        <SmartLink className="home-button home-button--primary" href="/docs">
          Get started
        </SmartLink>
        <SmartLink className="home-button" href="/docs/api">
          API reference
        </SmartLink>
      </div>
    </section>
  );
}
