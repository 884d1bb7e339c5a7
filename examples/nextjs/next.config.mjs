import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

/** @type {import('next').NextConfig} */
const config = {
  // This folder is the app's root, not the SDK's repository around it (which has a lock file too).
  turbopack: { root: here },
  outputFileTracingRoot: here,
};

export default config;
