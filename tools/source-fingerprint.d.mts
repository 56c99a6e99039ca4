/** Source folders and files a build reads, relative to the repository root. */
export declare const sourcePaths: string[];
/** sha256 over the paths and contents of every source file, in a stable order. */
export declare function sourceFingerprint(root: string): string;
