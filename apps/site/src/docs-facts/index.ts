import type { MdxComponents } from '@sitekit/theme';
import { CloudRunFact } from './CloudRunFact';
import { CloudRunPermissions } from './CloudRunPermissions';
import { CloudRunRegions } from './CloudRunRegions';
import { FactNote } from './FactNote';
import { LambdaFact } from './LambdaFact';
import { LambdaLimits } from './LambdaLimits';
import { LambdaPolicy } from './LambdaPolicy';
import { LambdaPolicyStatements } from './LambdaPolicyStatements';
import { LambdaRegions } from './LambdaRegions';
import './docs-facts.css';

/**
 * Facts of the pinned cloud packages (regions, IAM policies, permissions, limits) that docs
 * pages render by name (`<LambdaRegions />`, no import in the MDX). The values are read from
 * the installed packages at build time (`virtual:cloud-facts`) and load with the first page
 * that shows one. The build imports each into the pages that use it (see
 * app/mdx-components.ts); this catalog is what tests render them from.
 */
export const docsFacts = {
  CloudRunFact,
  CloudRunPermissions,
  CloudRunRegions,
  FactNote,
  LambdaFact,
  LambdaLimits,
  LambdaPolicy,
  LambdaPolicyStatements,
  LambdaRegions,
} as MdxComponents;
