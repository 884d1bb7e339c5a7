/**
 * What the `<script>` file (`dist/platform-embed.min.js`, the global `PlatformEmbed`) holds:
 * the root entry — the protocol, the host controller and the errors — with its validators
 * generated ahead of time, so no zod and no schema library runs in the page. Nothing is
 * registered or defined on the page when the file loads beyond the `PlatformEmbed` global.
 *
 * @module
 */

export * from './index.js';
