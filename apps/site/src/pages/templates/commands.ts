/** The package managers create-video supports, and how each one runs it with a template flag. */
export const createCommands = [
  { manager: 'npm', command: (cliId: string) => `npx create-video@latest --${cliId}` },
  { manager: 'pnpm', command: (cliId: string) => `pnpm create video --${cliId}` },
  { manager: 'yarn', command: (cliId: string) => `yarn create video --${cliId}` },
  { manager: 'bun', command: (cliId: string) => `bun create video --${cliId}` },
] as const;
