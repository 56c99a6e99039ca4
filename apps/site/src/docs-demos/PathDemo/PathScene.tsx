import type { ComponentType } from 'react';
import type { PathHelper } from './samples';
import {
  CutPathScene,
  EvolvePathScene,
  InterpolatePathScene,
  ReversePathScene,
  WarpPathScene,
} from './scenes/animate';
import type { SceneProps } from './scenes/frame';
import {
  NormalizePathScene,
  ParsePathScene,
  ReduceInstructionsScene,
  SerializeInstructionsScene,
} from './scenes/instructions';
import {
  GetBoundingBoxScene,
  GetInstructionIndexAtLengthScene,
  GetLengthScene,
  GetPointAtLengthScene,
  GetTangentAtLengthScene,
} from './scenes/measure';
import { OverviewScene } from './scenes/overview';
import { GetPartsScene, GetSubpathsScene } from './scenes/pieces';
import {
  ExtendViewBoxScene,
  ResetPathScene,
  ScalePathScene,
  TranslatePathScene,
} from './scenes/transform';

const scenes: Record<PathHelper, ComponentType<SceneProps>> = {
  overview: OverviewScene,
  cutPath: CutPathScene,
  evolvePath: EvolvePathScene,
  extendViewBox: ExtendViewBoxScene,
  getBoundingBox: GetBoundingBoxScene,
  getInstructionIndexAtLength: GetInstructionIndexAtLengthScene,
  getLength: GetLengthScene,
  getParts: GetPartsScene,
  getPointAtLength: GetPointAtLengthScene,
  getSubpaths: GetSubpathsScene,
  getTangentAtLength: GetTangentAtLengthScene,
  interpolatePath: InterpolatePathScene,
  normalizePath: NormalizePathScene,
  parsePath: ParsePathScene,
  reduceInstructions: ReduceInstructionsScene,
  resetPath: ResetPathScene,
  reversePath: ReversePathScene,
  scalePath: ScalePathScene,
  serializeInstructions: SerializeInstructionsScene,
  translatePath: TranslatePathScene,
  warpPath: WarpPathScene,
};

/** Props of the path demo's composition. */
export interface PathSceneProps extends Record<string, unknown> {
  helper: PathHelper;
  /** The path to work on (demos with a path of their own ignore it). */
  d: string;
}

/** The path demo's silent composition: one small scene per function of `@remotion/paths`. */
export function PathScene({ helper, d }: PathSceneProps) {
  const Scene = scenes[helper];
  return <Scene d={d} />;
}
