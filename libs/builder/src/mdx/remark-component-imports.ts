import type { Program } from 'estree';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** Where a page's component comes from: a component name → the module exporting it by that name. */
export type ComponentImports = Readonly<Record<string, string>>;

/**
 * Imports, into each page, the site's components the page uses and does not import or define
 * itself (`<LiveDemo />` → `import { LiveDemo } from '<module>'`), so a component's code ships
 * with the pages that use it rather than with every page. For `<A.B>`, `A` is imported.
 */
export function remarkComponentImports(imports: ComponentImports = {}) {
  return (tree: Root) => {
    const bound = new Set<string>();
    const used = new Set<string>();
    visit(tree, (node) => {
      if (node.type === 'mdxjsEsm') {
        for (const name of declaredNames(node.data?.estree as Program | undefined)) bound.add(name);
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const name = node.name?.split('.')[0];
        if (name && Object.hasOwn(imports, name)) used.add(name);
      }
    });
    const wanted = [...used].filter((name) => !bound.has(name)).sort();
    if (wanted.length === 0) return;
    const program: Program = {
      type: 'Program',
      sourceType: 'module',
      body: wanted.map((name) => ({
        type: 'ImportDeclaration',
        attributes: [],
        specifiers: [
          {
            type: 'ImportSpecifier',
            imported: { type: 'Identifier', name },
            local: { type: 'Identifier', name },
          },
        ],
        source: { type: 'Literal', value: imports[name]! },
      })),
    };
    tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree: program } } as never);
  };
}

/** The names a page's ESM block binds: its imports' locals and its exported declarations. */
function declaredNames(program: Program | undefined): string[] {
  const names: string[] = [];
  for (const statement of program?.body ?? []) {
    if (statement.type === 'ImportDeclaration')
      for (const specifier of statement.specifiers) names.push(specifier.local.name);
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'VariableDeclaration') {
      for (const d of declaration.declarations)
        if (d.id.type === 'Identifier') names.push(d.id.name);
    } else if (
      (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') &&
      declaration.id
    )
      names.push(declaration.id.name);
  }
  return names;
}
