/**
 * Names of the components the site gives MDX pages beside the theme's: the keys of
 * `docsDemos` and `docsFacts` (a test keeps them equal). The build config reads this list,
 * which cannot import the components themselves, and rejects any other name a page uses
 * without importing it.
 */
export const siteMdxComponentNames = [
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
  'CloudRunFact',
  'CloudRunPermissions',
  'CloudRunRegions',
  'FactNote',
  'LambdaFact',
  'LambdaLimits',
  'LambdaPolicy',
  'LambdaPolicyStatements',
  'LambdaRegions',
] as const;
