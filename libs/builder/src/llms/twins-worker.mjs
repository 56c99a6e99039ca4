// Worker threads do not inherit the parent's TypeScript loader on Node 20: register it here.
import { register } from 'tsx/esm/api';

register();
await import('./twins-worker.ts');
