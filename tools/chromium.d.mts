/** Sandbox-free flags with no network beyond 127.0.0.1 (add the headless flag your launcher wants). */
export declare const chromiumFlags: string[];
/** Finds Chromium (CHROME_PATH first); fails at once with the install command when there is none. */
export declare function findChromium(): string;
