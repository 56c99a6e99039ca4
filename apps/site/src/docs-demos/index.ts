import type { MdxComponents } from '@sitekit/theme';
import { CurrentTimeDemo } from './CurrentTimeDemo';
import { CustomControlsDemo } from './CustomControlsDemo';
import { PlayerEventsDemo } from './PlayerEventsDemo';
import { PlayerPropsDemo } from './PlayerPropsDemo';
import { ScalingDemo } from './ScalingDemo';
import './docs-demos.css';

/**
 * Live demos docs pages use by name (`<DemoName />`, no import in the MDX). Each loads its
 * Player code only when it nears the viewport.
 */
export const docsDemos = {
  CurrentTimeDemo,
  CustomControlsDemo,
  PlayerEventsDemo,
  PlayerPropsDemo,
  ScalingDemo,
} as MdxComponents;
