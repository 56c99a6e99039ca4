import { SmartLink } from '@sitekit/theme';
import { CopyCommand } from '../../components/CopyCommand';
import { ExternalLink } from '../../components/ExternalLink';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { lambdaFigures } from './figures';

/** /lambda: what rendering on AWS Lambda gives, with the project's published figures and their footnotes. */
export default function LambdaPage() {
  return (
    <div className="product-page">
      <PageHeader
        eyebrow="@remotion/lambda"
        title="Render videos at scale on AWS Lambda"
        lead="Remotion Lambda splits a video into chunks, renders them in many AWS Lambda functions at once and joins the result into one file in S3. No render servers to run, and nothing to pay while nothing renders."
      >
        <SmartLink className="home-button home-button--primary" href="/docs/lambda/setup">
          Get started with Lambda
        </SmartLink>
        <SmartLink className="home-button" href="/docs/lambda">
          Read the Lambda docs
        </SmartLink>
        <ExternalLink className="home-button" href="https://www.remotion.pro/license">
          Licensing
        </ExternalLink>
      </PageHeader>

      <Section
        title="Published figures"
        intro="What the Remotion project reports for its own test renders."
      >
        <dl className="stat-grid">
          {lambdaFigures.map((figure, i) => (
            <div key={figure.label} className="stat">
              <dt>{figure.label}</dt>
              <dd>
                {figure.value}
                <sup>
                  <a
                    href={`#lambda-note-${i + 1}`}
                    id={`lambda-ref-${i + 1}`}
                    aria-label={`Footnote ${i + 1}`}
                  >
                    {i + 1}
                  </a>
                </sup>
              </dd>
            </div>
          ))}
        </dl>
        <p className="note">
          These figures depend on settings. Your render times and costs vary with the composition,
          the memory of the function, the number of frames each function renders, the region and
          whether functions are already warm.
        </p>
      </Section>

      <Section title="What serverless rendering gives you">
        <ul className="card-grid card-grid--3">
          <li className="card">
            <h3>Speed through parallelism</h3>
            <p>
              Each function renders its own slice of the frames at the same time as the others,
              instead of one machine rendering every frame in turn.
            </p>
          </li>
          <li className="card">
            <h3>Scale without servers</h3>
            <p>
              Start many renders at the same time without provisioning machines; AWS runs the
              functions on demand.
            </p>
          </li>
          <li className="card">
            <h3>Pay per use</h3>
            <p>
              Lambda bills for the time functions run. When nothing renders, no function runs and
              there is no compute to pay for.
            </p>
          </li>
        </ul>
      </Section>

      <Section title="How it works">
        <ol className="steps">
          <li>
            Deploy a render function to your AWS account:
            <CopyCommand command="npx remotion lambda functions deploy" />
          </li>
          <li>
            Upload your Remotion project as a site to S3:
            <CopyCommand command="npx remotion lambda sites create src/index.ts" />
          </li>
          <li>
            Start renders from the command line with <code>npx remotion lambda render</code>, or
            from your backend with <code>renderMediaOnLambda()</code>, and follow them with{' '}
            <code>getRenderProgress()</code>.
          </li>
        </ol>
      </Section>

      <section className="footnotes" aria-labelledby="lambda-notes-title">
        <h2 id="lambda-notes-title">Notes</h2>
        <ol>
          {lambdaFigures.map((figure, i) => (
            <li key={figure.label} id={`lambda-note-${i + 1}`}>
              {figure.note}{' '}
              {figure.source && (
                <>
                  Source:{' '}
                  <ExternalLink href={figure.source.href}>{figure.source.label}</ExternalLink>.{' '}
                </>
              )}
              <a href={`#lambda-ref-${i + 1}`} aria-label={`Back to figure ${i + 1}`}>
                ↩
              </a>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
