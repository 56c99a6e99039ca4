import type { Program } from 'estree';
import { valueToEstree } from 'estree-util-value-to-estree';

/** An MDX ESM node exporting `name` with a JSON-like `value`. */
export function exportConstNode(name: string, value: unknown) {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        attributes: [],
        source: null,
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [
            {
              type: 'VariableDeclarator',
              id: { type: 'Identifier', name },
              init: valueToEstree(value),
            },
          ],
        },
      },
    ],
  };
  return { type: 'mdxjsEsm' as const, value: '', data: { estree: program } };
}

/** An MDX JSX element node (flow level) with string attributes. */
export function jsxElement(
  name: string,
  attributes: Record<string, string | number | boolean | undefined>,
  children: unknown[],
) {
  return {
    type: 'mdxJsxFlowElement' as const,
    name,
    attributes: Object.entries(attributes)
      .filter(([, v]) => v !== undefined && v !== false)
      .map(([key, v]) => ({
        type: 'mdxJsxAttribute' as const,
        name: key,
        value:
          typeof v === 'string'
            ? v
            : {
                type: 'mdxJsxAttributeValueExpression' as const,
                value: JSON.stringify(v),
                data: {
                  estree: {
                    type: 'Program',
                    sourceType: 'module',
                    body: [{ type: 'ExpressionStatement', expression: valueToEstree(v) }],
                  },
                },
              },
      })),
    children,
  };
}

/** An MDX ESM node `import * as name from 'source'`. */
export function importNamespaceNode(name: string, source: string) {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        attributes: [],
        specifiers: [{ type: 'ImportNamespaceSpecifier', local: { type: 'Identifier', name } }],
        source: { type: 'Literal', value: source },
      },
    ],
  };
  return { type: 'mdxjsEsm' as const, value: '', data: { estree: program } };
}
