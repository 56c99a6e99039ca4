import type { MdxComponents } from '@sitekit/theme';

/**
 * Live demos docs pages use by name (`<DemoName />`, no import in the MDX). Each loads its
 * Player code only when it nears the viewport.
 */
export const docsDemos = {} as MdxComponents;
