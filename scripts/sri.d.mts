/** The `<script>` file, relative to the root. */
export declare const SCRIPT_FILE: string;
/** The `integrity` value of some bytes: `sha384-<base64>`. */
export declare function integrityOf(bytes: Uint8Array | string): string;
/** A CHANGELOG with the hash stated in its newest release section (replaced, or added under the heading). */
export declare function withIntegrity(changelog: string, integrity: string): string;
/** Writes dist/platform-embed.min.js.sri under `base` (default: the project); returns the hash. */
export declare function writeSriFile(base?: string): string;
