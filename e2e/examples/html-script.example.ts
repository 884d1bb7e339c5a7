/** examples/html-script in Chromium: see ./embed-example.ts. Run with `npm run test:examples`. */
import { embedTest, runExample } from './embed-example.js';

embedTest(runExample('html-script'), { sessionRoute: '/embed-session' });
