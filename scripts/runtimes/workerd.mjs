// `npm run test:runtimes`, the workerd leg's host: runs the bundled Worker (argv[2]) in workerd
// through miniflare on 127.0.0.1, asks it for /checks with the fakes' URLs (argv[3]) as its
// CONFIG binding, prints its answer, and disposes of workerd. A process of its own, so that what
// workerd and the Worker print is told apart from the harness's output.
import { Miniflare } from 'miniflare';

const mf = new Miniflare({
  modules: true,
  scriptPath: process.argv[2],
  compatibilityDate: '2025-09-01',
  bindings: { CONFIG: process.argv[3] },
  host: '127.0.0.1',
  port: 0,
});
try {
  const origin = await mf.ready;
  const response = await fetch(new URL('/checks', origin));
  console.log(await response.text());
} finally {
  await mf.dispose();
}
