/** What `sitekit build` prints when a build fails, in its own process or in a build server. */
export function reportBuildFailure(error: unknown): void {
  console.error(error instanceof Error ? error.message : error);
  console.error('The build failed; the previously published site was left as it was.');
}
