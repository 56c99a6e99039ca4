/**
 * Outputs that docs pages state, found in the page source and checked by calling the pinned
 * packages, so a wrong number on a page fails a test. Three ways to state an output:
 *
 * 1. Fence marker. In a `ts`/`tsx` fence, an expression statement followed by `// → value`:
 *      getLength('M 0 0 L 100 0'); // → 100
 *    The fence runs as a module (bare imports from the installed packages, relative ones from
 *    the page's fences by title), and each marked expression is compared with its value. A
 *    value that opens a bracket continues on the following `//` lines. `// → throws 'message'`
 *    expects an error with that message.
 * 2. Call table. A Markdown table whose first two header cells are `Call` and `Result`: the
 *    first code span of the Call cell is evaluated with the packages' runtime exports in scope,
 *    the first code span of the Result cell is the value ("Throws `message`" for an error).
 *    Further cells are prose.
 * 3. Render claim. A line "`<Star points={5} … />` renders:" (or "produces:") right before an
 *    `html` fence: the element is rendered to static markup and compared with the fence,
 *    ignoring whitespace between tags and attributes.
 *
 * Values are JavaScript literals. `…` shortens them: `190.21…` is a number whose decimal form
 * starts with `190.21`; inside a string, `…` stands for any run of characters. Numbers
 * without `…` must be exact.
 *
 * `unstatedClaims()` finds outputs written any other way, so a page can't state a value that
 * no test checks.
 */
export { checkStatedOutputs } from './check.js';
export { statedOutputs } from './source.js';
export type { CheckEnvironment, CheckResult, StatedOutput } from './types.js';
export { unstatedClaims } from './unstated.js';
export { mismatch, parseExpected } from './values.js';
