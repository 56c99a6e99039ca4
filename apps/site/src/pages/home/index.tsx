import { Section } from '../../components/Section';
import { TitleCardDemo } from '../../components/TitleCardDemo';
import { CommunitySection } from './CommunitySection';
import { Hero } from './Hero';
import { LicenseSection } from './LicenseSection';
import { ReactSection } from './ReactSection';
import { ScaleSection } from './ScaleSection';
import { ShowcaseTeaser } from './ShowcaseTeaser';
import { StudioSection } from './StudioSection';
import { TemplateRow } from './TemplateRow';

/** The landing page: what the toolkit is, a live demo, and where to go next. */
export default function HomePage() {
  return (
    <div className="home">
      <Hero />
      <TemplateRow />
      <div className="product-page">
        <ReactSection />
        <Section
          title="Try it: a video you can edit"
          intro="This is a real Remotion composition playing in the Player. Change the text or the colour and the video follows."
        >
          <TitleCardDemo initialText="Make videos programmatically" />
        </Section>
        <StudioSection />
        <ScaleSection />
        <ShowcaseTeaser />
        <LicenseSection />
        <CommunitySection />
      </div>
    </div>
  );
}
