// The `platform-embed` command (package.json `bin`, built to dist/cli.js): it runs on load and exports nothing.
import { runCommandLine } from './process.js';

void runCommandLine();
