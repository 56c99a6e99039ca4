/**
 * A compiled page's imports, pointed at dependency modules the bundler built: the build serves
 * each page module as it is, outside the bundler, so what the page imports (the JSX runtime,
 * the site's components, its images) comes from small modules built with the app, each
 * re-exporting the names a page takes from one module. Pages that take the same names share
 * one, and a page loads nothing it does not use.
 */
import { dirname, isAbsolute, resolve } from 'node:path';
import { initSync, parse } from 'es-module-lexer';
import { parseAst } from 'vite';

initSync();

/** What a dependency module re-exports: one module's names (sorted), or its namespace (`*`). */
export interface Dependency {
  module: string;
  names: string[];
}

/** One import (or `export … from`) of a page, and where it sits in the code. */
export interface PageImport extends Dependency {
  /** The specifier's place, without its quotes. */
  start: number;
  end: number;
  /** For `import * as N` (and a default beside it): the statement's place and its new text. */
  statement?: { start: number; end: number; text: (url: string) => string };
}

/** The key a dependency module is known by. */
export const dependencyKey = (d: Dependency) => `${d.module}\n${d.names.join(',')}`;

type Node = { type: string; [key: string]: unknown };
type Name = { type: 'Identifier'; name: string } | { type: 'Literal'; value: string };
const nameOf = (n: Name) => (n.type === 'Identifier' ? n.name : n.value);

/** The module an import names, resolved like the bundler would from the page's folder. */
export function moduleOf(specifier: string, file: string): string {
  return specifier.startsWith('.') && !isAbsolute(specifier)
    ? resolve(dirname(file), specifier)
    : specifier;
}

/**
 * The static imports of a compiled page (and its `export … from`), in order. Only the import
 * statements are parsed, not the page. A dynamic `import()` of a relative path is an error:
 * served from the assets folder, it would resolve elsewhere.
 */
export function pageImports(code: string, file: string): PageImport[] {
  const [imports] = parse(code, file);
  const found: PageImport[] = [];
  for (const entry of imports) {
    if (entry.d > -1 && entry.n?.startsWith('.'))
      throw new Error(
        `${file}: \`import(${JSON.stringify(entry.n)})\` is not supported in a page; import it statically`,
      );
    if (entry.d !== -1 || entry.n === undefined) continue;
    const text = code.slice(entry.ss, entry.se);
    const [node] = (parseAst(text, { lang: 'js' }) as unknown as { body: Node[] }).body;
    if (!node) continue;
    const module = moduleOf(entry.n, file);
    const at = { start: entry.s, end: entry.e };
    if (node.type === 'ExportAllDeclaration')
      throw new Error(
        `${file}: \`export * from ${JSON.stringify(entry.n)}\` is not supported in a page; export the names one by one`,
      );
    const specifiers = (node.specifiers ?? []) as (Node & {
      local: Name;
      imported?: Name;
    })[];
    const namespace = specifiers.find((s) => s.type === 'ImportNamespaceSpecifier');
    if (namespace) {
      const local = nameOf(namespace.local);
      const withDefault = specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
      found.push({
        module,
        names: ['*'],
        ...at,
        statement: {
          start: entry.ss,
          end: entry.se,
          text: (url) =>
            `import ${local} from ${JSON.stringify(url)};` +
            (withDefault ? ` const ${nameOf(withDefault.local)} = ${local}.default;` : ''),
        },
      });
      continue;
    }
    const names = specifiers.map((s) =>
      s.type === 'ImportDefaultSpecifier'
        ? 'default'
        : nameOf((node.type === 'ExportNamedDeclaration' ? s.local : s.imported) ?? s.local),
    );
    found.push({ module, names: [...new Set(names)].sort(), ...at });
  }
  return found;
}

/** The code a dependency module is made of. */
export function dependencySource(dep: Dependency): string {
  const from = JSON.stringify(dep.module);
  if (dep.names[0] === '*')
    return `import * as namespace from ${from};\nexport default namespace;\n`;
  const names = dep.names.map((n) => (/^[A-Za-z_$][\w$]*$/.test(n) ? n : JSON.stringify(n)));
  return names.length ? `export { ${names.join(', ')} } from ${from};\n` : `import ${from};\n`;
}

/** The page's code with each import's specifier replaced by its dependency module's URL. */
export function rewriteImports(
  code: string,
  imports: readonly PageImport[],
  urlOf: (dep: Dependency) => string,
): string {
  let out = '';
  let at = 0;
  for (const found of imports) {
    const url = urlOf(found);
    if (found.statement) {
      out += code.slice(at, found.statement.start) + found.statement.text(url);
      at = found.statement.end;
    } else {
      out += code.slice(at, found.start) + url;
      at = found.end;
    }
  }
  return out + code.slice(at);
}
