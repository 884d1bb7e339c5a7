/**
 * What the chart renderer gives vega-embed (src/chat/render/chart-embed.ts): the options it
 * always passes, a loader that refuses each of its methods naming no URL, and a logger that
 * keeps a bounded number of Vega's errors and lets nothing reach the console.
 */
import { describe, expect, it, vi } from 'vitest';
import { collectingLogger, refusingLoader, safeEmbedOptions } from '../../../src/chat/render/chart-embed.js';

/** What `promise` rejected with. */
const rejection = (promise: Promise<unknown>): Promise<Error | undefined> =>
  promise.then(
    () => undefined,
    (thrown: unknown) => thrown as Error,
  );

describe('refusingLoader', () => {
  it('refuses load, sanitize, http and file, naming the method and no URL, and tells each refusal', async () => {
    const refused = vi.fn<(message: string) => void>();
    const loader = refusingLoader(refused);
    const secret = 'https://attacker.test/?rows=Paris';
    for (const [method, call] of [
      ['load', () => loader.load(secret)],
      ['sanitize', () => loader.sanitize(secret, { context: 'image' })],
      ['http', () => loader.http(secret)],
      ['file', () => loader.file('/etc/passwd')],
    ] as const) {
      const error = await rejection(call());
      expect(error).toBeInstanceOf(Error);
      expect(error?.message).toBe(
        `platform-embed charts load no URL: the chart is drawn from the result rows only (loader.${method} refused)`,
      );
      expect(error?.message).not.toContain('attacker');
      expect(error?.message).not.toContain('passwd');
      expect(refused).toHaveBeenLastCalledWith(error?.message);
    }
    expect(refused).toHaveBeenCalledTimes(4);
  });

  it('refuses without anyone told', async () => {
    expect((await rejection(refusingLoader().load('data.csv')))?.message).toContain('loader.load refused');
  });
});

describe('collectingLogger', () => {
  it("keeps Vega's errors as text, drops warnings, information and debugging, and returns itself", () => {
    const errors: string[] = [];
    const logger = collectingLogger(errors);
    expect(logger.error('Loading failed', 'data.csv', 3)).toBe(logger);
    expect(logger.warn('a warning')).toBe(logger);
    expect(logger.info('information')).toBe(logger);
    expect(logger.debug('debugging')).toBe(logger);
    expect(errors).toEqual(['Loading failed data.csv 3']);
  });

  it('reads and sets its level', () => {
    const logger = collectingLogger([]);
    expect(logger.level()).toBe(1);
    expect(logger.level(3)).toBe(logger);
    expect(logger.level()).toBe(3);
  });

  it('keeps at most 20 errors: a hostile spec can make Vega log without end', () => {
    const errors: string[] = [];
    const logger = collectingLogger(errors);
    for (let index = 0; index < 1000; index += 1) logger.error(`error ${index}`);
    expect(errors).toHaveLength(20);
    expect(errors.at(-1)).toBe('error 19');
  });
});

describe('safeEmbedOptions', () => {
  it('passes Vega-Lite, the interpreter, SVG, no actions, no style, no tooltip', () => {
    expect(safeEmbedOptions([])).toMatchObject({
      mode: 'vega-lite',
      ast: true,
      renderer: 'svg',
      actions: false,
      defaultStyle: false,
      tooltip: false,
    });
  });

  it("gives each chart its own logger and a loader whose refusals land in that chart's errors", async () => {
    const first: string[] = [];
    const second: string[] = [];
    const options = safeEmbedOptions(first);
    expect(safeEmbedOptions(second).logger).not.toBe(options.logger);
    await rejection(options.loader.sanitize('https://attacker.test/x.png'));
    options.logger.error('a bad expression');
    expect(first).toEqual([expect.stringContaining('loader.sanitize refused'), 'a bad expression']);
    expect(second).toEqual([]);
  });
});
