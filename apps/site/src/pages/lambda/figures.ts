/** A figure the Remotion project publishes about Lambda rendering, with its footnote. */
export interface LambdaFigure {
  label: string;
  value: string;
  note: string;
  /** Where the measurement can be reproduced, when public. */
  source?: { label: string; href: string };
}

/** The figures of the Lambda page, in the order shown; footnote numbers follow this order. */
export const lambdaFigures: LambdaFigure[] = [
  {
    label: '80-second video rendered in',
    value: '15 s',
    note: 'Render time the project measured for its Remotion Lambda trailer. The steps to reproduce it are in the README of the trailer’s repository.',
    source: {
      label: 'remotion-dev/trailer-lambda',
      href: 'https://github.com/remotion-dev/trailer-lambda',
    },
  },
  {
    label: '2-hour video rendered in',
    value: '12 min',
    note: 'The project’s measurement for the 2hrvideo composition in the example folder of the Remotion repository, rendered with --frames-per-lambda=1080 on warm ARM64 functions with 2048 MB of memory in the us-east-1 region.',
  },
  {
    label: 'Concurrency up to',
    value: '200×',
    note: 'How many functions can run at once is also capped by the Lambda concurrency quota of your AWS account in each region.',
  },
  {
    label: 'Cost per minute of video',
    value: '≈ $0.01',
    note: 'The project’s estimate for rendering the Lambda trailer with --frames-per-lambda=12 on warm ARM64 functions with 2048 MB of memory in us-east-1. S3 storage and data transfer are not included, and neither is a Remotion company license, which some companies need.',
  },
];
