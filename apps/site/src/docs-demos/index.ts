import type { MdxComponents } from '@sitekit/theme';
import { CurrentTimeDemo } from './CurrentTimeDemo';
import { CustomControlsDemo } from './CustomControlsDemo';
import { MotionBlurDemo } from './MotionBlurDemo';
import { MotionBlurMistakeDemo } from './MotionBlurMistakeDemo';
import { NoiseDemo } from './NoiseDemo';
import { PathDemo } from './PathDemo';
import { PlayerEventsDemo } from './PlayerEventsDemo';
import { PlayerPropsDemo } from './PlayerPropsDemo';
import { ScalingDemo } from './ScalingDemo';
import { ShapeDemo } from './ShapeDemo';
import { TransitionDemo } from './TransitionDemo';
import './docs-demos.css';

/**
 * Live demos docs pages use by name (`<DemoName />`, no import in the MDX; the build imports
 * each into the pages that use it, see app/mdx-components.ts). Each loads its Player code only
 * when it nears the viewport. This catalog is what tests and stories render them from.
 */
export const docsDemos = {
  CurrentTimeDemo,
  CustomControlsDemo,
  MotionBlurDemo,
  MotionBlurMistakeDemo,
  NoiseDemo,
  PathDemo,
  PlayerEventsDemo,
  PlayerPropsDemo,
  ScalingDemo,
  ShapeDemo,
  TransitionDemo,
} as MdxComponents;
