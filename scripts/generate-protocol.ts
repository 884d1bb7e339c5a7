/**
 * `npm run generate`: writes src/protocol/generated.ts from the catalog, src/chat/generated.ts
 * from the chat stream line's schema (the validators, scripts/protocol-codegen.ts and
 * scripts/chat-codegen.ts), src/chat/generated-tool-shapes.ts from the tools' schemas
 * (scripts/tool-shapes-codegen.ts), and the tables of events
 * and actions into the marked regions of README.md and docs/ (scripts/protocol-docs.ts). With
 * `--check` (what `npm run build` runs) it writes nothing and fails when any is stale, so CI
 * cannot ship validators that disagree with the schemas, nor docs that disagree with both.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAT_GENERATED_PATH, generateChatModule } from './chat-codegen.js';
import { syncGeneratedFile } from './generated-file.mjs';
import { GENERATED_PATH, generateProtocolModule } from './protocol-codegen.js';
import { syncDocs } from './protocol-docs.js';
import { generateToolShapesModule, TOOL_SHAPES_PATH } from './tool-shapes-codegen.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const module = syncGeneratedFile({
  file: join(root, GENERATED_PATH),
  path: GENERATED_PATH,
  source: generateProtocolModule(),
  check,
});
const chat = syncGeneratedFile({
  file: join(root, CHAT_GENERATED_PATH),
  path: CHAT_GENERATED_PATH,
  source: generateChatModule(),
  check,
});
const tools = syncGeneratedFile({
  file: join(root, TOOL_SHAPES_PATH),
  path: TOOL_SHAPES_PATH,
  source: generateToolShapesModule(),
  check,
});
process.exitCode = Math.max(module, chat, tools, syncDocs(root, check));
