/** examples/svelte in Chromium: see ./embed-example.ts. Run with `npm run test:examples`. */
import { embedExample } from './embed-example.js';

embedExample('svelte');
