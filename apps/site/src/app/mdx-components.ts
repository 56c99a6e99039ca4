/**
 * The components the site gives MDX pages beside the theme's, which pages use by name
 * (`<NoiseDemo />`, no import in the MDX): name → its module, relative to the app's folder.
 * The build imports each into the pages that use it, so a demo's or a fact's code loads with
 * those pages only; a page using any other name without importing it fails the build. The
 * build config reads this list, which cannot import the components themselves.
 */
const demos = [
  'CurrentTimeDemo',
  'CustomControlsDemo',
  'MotionBlurDemo',
  'MotionBlurMistakeDemo',
  'NoiseDemo',
  'PathDemo',
  'PlayerEventsDemo',
  'PlayerPropsDemo',
  'ScalingDemo',
  'ShapeDemo',
  'TransitionDemo',
];
const facts = [
  'CloudRunFact',
  'CloudRunPermissions',
  'CloudRunRegions',
  'FactNote',
  'LambdaFact',
  'LambdaLimits',
  'LambdaPolicy',
  'LambdaPolicyStatements',
  'LambdaRegions',
];

export const siteMdxComponents: Readonly<Record<string, string>> = Object.fromEntries([
  ...demos.map((name) => [name, `./src/docs-demos/${name}/index.tsx`]),
  ...facts.map((name) => [name, `./src/docs-facts/${name}/index.tsx`]),
]);
