/**
 * A page's references to other files, bound on every build. The compile cache is keyed by a
 * page's text alone, yet where its links lead depends on other pages (their slugs, their
 * files), and its images' sizes and bundled paths on the image files. So the compiled output
 * keeps each reference as a mark (a string literal no author writes: it starts with NUL), and
 * `bindReferences` turns the marks into URLs, imports and sizes from the current page index
 * and files, each time the page is bundled. A cached page therefore stays right when another
 * page moves or an image changes, and one edit never recompiles every page that links to it.
 * Binding is a scan of the output for its marks: a page without any is returned as it is.
 */
import { existsSync } from 'node:fs';
import { dirname, extname, relative, resolve } from 'node:path';
import { DOCUSAURUS_THEME_MODULES } from '@sitekit/theme/head';
import { readImageSize, type ImageSize } from './image-size.js';
import type { MdxProblem } from './problems.js';

/** What a mark stands for. */
export type ReferenceKind = 'link' | 'src' | 'width' | 'height' | 'import' | 'theme';

const MARK = '\u0000sk:';

/** The mark of one reference, at its place in the page (1-based line and column). */
export const referenceMark = (kind: ReferenceKind, line: number, column: number, target: string) =>
  `${MARK}${kind}:${line}:${column}:${target}`;

/** What links are resolved with: where each page's file is, and its URL. */
export interface PageIndex {
  /** Each page's authored file (absolute path) and its URL. */
  urls: ReadonlyMap<string, string>;
  /** Folders a link is looked up in when it names no file beside the page (the docs folder, as in Docusaurus). */
  roots: readonly string[];
  /** Generated modules standing for an authored file (a post's preview → the post). */
  origins: ReadonlyMap<string, string>;
}

/** A page's compiled code with its references bound. */
export interface BoundPage {
  code: string;
  /** Links to missing files or files that are no page, missing images and imports, unknown `@theme/` modules. */
  problems: MdxProblem[];
  /** The files the code was made from (images read for their size), for the dev server to watch. */
  files: string[];
  /** Whether the code has links, which change when the page index does. */
  links: boolean;
}

// The marks as the MDX printer writes them: in a double-quoted literal, NUL as `\u0000`.
const markLiteral = /"\\u0000sk:(\w+):(\d+):(\d+):((?:[^"\\]|\\.)*)"/g;

/** The text before `?` or `#`, decoded, and the rest. */
function splitTarget(target: string): [path: string, rest: string] {
  const cut = target.search(/[?#]/);
  const path = cut === -1 ? target : target.slice(0, cut);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a stray `%` is part of the name
  }
  return [decoded, cut === -1 ? '' : target.slice(cut)];
}

/** `./x` for a file beside the module, forward slashes everywhere. */
function specifierOf(fromFile: string, target: string): string {
  const path = relative(dirname(fromFile), target).split('\\').join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * Binds the references of the compiled page `file` (absolute path). Without an index, links are
 * left as written and not checked; images and imports are bound and checked either way.
 */
export function bindReferences(code: string, file: string, index?: PageIndex): BoundPage {
  const bound: BoundPage = { code, problems: [], files: [], links: false };
  if (!code.includes('"\\u0000sk:')) return bound;
  const origin = index?.origins.get(file) ?? file;
  const imports = new Map<string, string>();
  const sizes = new Map<string, ImageSize | undefined>();
  // A preview's problems are its post's, which reports them at their place in the file.
  const problem = (line: string, column: string, message: string) =>
    origin === file &&
    bound.problems.push({ file, line: Number(line), column: Number(column), message });

  const bindLink = (target: string, line: string, column: string): string => {
    bound.links = true;
    if (!index) return target;
    const [path, rest] = splitTarget(target);
    const candidates = [
      resolve(dirname(origin), path),
      ...index.roots.map((r) => resolve(r, path)),
    ];
    const found = candidates.find((c) => existsSync(c));
    const url = found && index.urls.get(found);
    if (url) return url + rest;
    problem(
      line,
      column,
      found
        ? `Link to "${target}": ${relative(dirname(origin), found)} is not a page of the site (a draft, or a file no route is made from)`
        : `Broken link to "${target}": no such file beside the page${index.roots.length ? ' or in the docs folder' : ''}`,
    );
    return target;
  };

  const bindImage = (kind: ReferenceKind, target: string, line: string, column: string) => {
    const [path] = splitTarget(target);
    const image = resolve(dirname(origin), path);
    if (!existsSync(image)) {
      if (kind === 'src') problem(line, column, `Missing image "${target}": no such file`);
      return kind === 'src' ? JSON.stringify(target) : 'undefined';
    }
    if (kind === 'src') {
      let name = imports.get(image);
      if (!name) {
        name = `__skImage${imports.size}`;
        imports.set(image, name);
        bound.files.push(image);
      }
      return name;
    }
    if (!sizes.has(image)) sizes.set(image, readImageSize(image));
    const size = sizes.get(image);
    return size ? String(size[kind as 'width' | 'height']) : 'undefined';
  };

  const bindImport = (target: string, line: string, column: string) => {
    const [path, rest] = splitTarget(target);
    const module = resolve(dirname(origin), path);
    // Without an extension the bundler resolves it (`./Chart` → Chart.tsx) and names what is missing.
    if (extname(path) && !existsSync(module))
      problem(
        line,
        column,
        `Missing file "${target}": imported by the page, and no such file exists`,
      );
    return JSON.stringify(specifierOf(file, module) + rest);
  };

  const bindTheme = (target: string, line: string, column: string) => {
    const name = target.slice('@theme/'.length);
    if (!(DOCUSAURUS_THEME_MODULES as readonly string[]).includes(name))
      problem(line, column, unknownThemeModuleMessage(target));
    return JSON.stringify(target);
  };

  const body = code.replace(
    markLiteral,
    (_, kind: ReferenceKind, line: string, column: string, raw: string) => {
      const target = JSON.parse(`"${raw}"`) as string;
      switch (kind) {
        case 'link':
          return JSON.stringify(bindLink(target, line, column));
        case 'src':
        case 'width':
        case 'height':
          return bindImage(kind, target, line, column);
        case 'import':
          return bindImport(target, line, column);
        case 'theme':
          return bindTheme(target, line, column);
      }
    },
  );
  const header = [...imports].map(
    ([image, name]) => `import ${name} from ${JSON.stringify(specifierOf(file, image))};\n`,
  );
  bound.code = header.join('') + body;
  return bound;
}

/** `Unknown import "@theme/Nope": …`, with the modules the theme provides. */
export function unknownThemeModuleMessage(specifier: string): string {
  return `Unknown import "${specifier}": the theme provides ${DOCUSAURUS_THEME_MODULES.map((n) => `@theme/${n}`).join(', ')}`;
}
