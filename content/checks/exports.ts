import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { readerCompilerOptions } from './fences.js';

/** One public export of a package entry point. */
export interface PublicExport {
  /** The import specifier: the package name, or a subpath such as `remotion/no-react`. */
  entry: string;
  name: string;
  /** `value` for runtime exports (functions, components, constants), `type` for type-only ones. */
  kind: 'value' | 'type';
}

/**
 * Lists the public exports of package entry points as TypeScript sees them from a
 * reader's project (the `types` of each `exports` condition), so runtime and type
 * exports are both counted, re-exports included.
 */
export function listPublicExports(entries: string[], rootDir: string): PublicExport[] {
  const dir = join(rootDir, '.cache/exports');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'probe.ts');
  writeFileSync(
    file,
    entries.map((e, i) => `import * as m${i} from '${e}';\nexport { m${i} };\n`).join(''),
  );
  const program = ts.createProgram([file], readerCompilerOptions);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`Could not read ${file}`);
  const found: PublicExport[] = [];
  const imports = source.statements.filter(ts.isImportDeclaration);
  imports.forEach((declaration, i) => {
    const entry = entries[i] ?? '';
    const symbol = checker.getSymbolAtLocation(declaration.moduleSpecifier);
    if (!symbol) throw new Error(`Cannot resolve the types of "${entry}": is it installed?`);
    for (const exported of checker.getExportsOfModule(symbol)) {
      if (exported.name === 'default' || exported.name.startsWith('__')) continue;
      const target =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const kind = target.flags & ts.SymbolFlags.Value ? 'value' : 'type';
      found.push({ entry, name: exported.name, kind });
    }
  });
  return found.sort((a, b) => a.entry.localeCompare(b.entry) || a.name.localeCompare(b.name));
}
