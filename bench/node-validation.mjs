/**
 * Validation throughput, in Node: how many messages per second `parseEventMessage` (from the
 * built dist/protocol.js, as users import it) gets through on the corpus of bench/corpus.mjs,
 * against two baselines run in the same rounds on the same messages:
 *
 * - a hand-written check of the same rules (bench/hand-check.mjs): what validation costs
 *   without a schema library. The figure with the target: the SDK's throughput ÷ the
 *   baseline's, at least `minThroughputRatio`;
 * - `JSON.parse(JSON.stringify(message))`: a copy of the kind postMessage's structured clone
 *   makes, i.e. the cost of the data simply passing through (information: the SDK's time per
 *   message ÷ the copy's).
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildCorpus, CORPUS_MIX } from './corpus.mjs';
import { figure, target } from './figures.mjs';
import { handCheckEvent } from './hand-check.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Messages per second of `run` over the corpus: whole passes until at least `minMs` went by,
 * so fast and slow contenders are timed over a span long enough for the clock. The last
 * result is returned, so the work cannot be optimised away.
 */
function throughput(run, corpus, minMs) {
  let messages = 0;
  let last;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (let i = 0; i < corpus.length; i++) last = run(corpus[i]);
    messages += corpus.length;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  return { rate: (messages / elapsed) * 1000, last };
}

/**
 * Microseconds per message of `parse` for each group of the corpus (each valid kind, each
 * refusal reason), measured once after the rounds: where the time goes, for results.json.
 */
function costPerGroup(parse, corpus, minMs) {
  const groups = new Map();
  for (const message of corpus) {
    const result = parse(message);
    const key = result.ok ? result.message.type.slice('platform:event:'.length) : result.reason;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(message);
  }
  return Object.fromEntries(
    [...groups].map(([key, messages]) => [key, Number((1e6 / throughput(parse, messages, minMs).rate).toFixed(2))]),
  );
}

/** Throws unless the hand-written check accepts and refuses exactly what the SDK does, for the same reasons. */
function assertSameVerdicts(parse, corpus) {
  corpus.forEach((message, index) => {
    const sdk = parse(message);
    const hand = handCheckEvent(message);
    if (
      sdk.ok !== hand.ok ||
      sdk.reason !== hand.reason ||
      (sdk.ok && JSON.stringify(sdk.message) !== JSON.stringify(hand.message))
    ) {
      throw new Error(
        `corpus message ${index}: the SDK says ${sdk.ok ? 'ok' : sdk.reason}, the hand-written check ${hand.ok ? 'ok' : hand.reason}: ${JSON.stringify(message)}`,
      );
    }
  });
}

/**
 * Runs `warmupRounds + rounds` rounds; in each, every contender runs for `minMs`, in an order
 * that rotates from round to round. Resolves to two figures: the SDK against the hand-written
 * check, the ratio being the SDK's messages per second ÷ the baseline's (target: at least
 * `minThroughputRatio`), and, for information, against the JSON copy, the ratio being the
 * SDK's time per message ÷ the copy's.
 */
export async function measureValidation({
  rounds,
  warmupRounds,
  validation: { corpusSize, minMs, minThroughputRatio },
}) {
  const { parseEventMessage } = await import(pathToFileURL(join(root, 'dist', 'protocol.js')).href);
  const corpus = buildCorpus(corpusSize);
  assertSameVerdicts(parseEventMessage, corpus);

  const contenders = {
    sdk: parseEventMessage,
    hand: handCheckEvent,
    json: (message) => JSON.parse(JSON.stringify(message)),
  };
  const names = Object.keys(contenders);
  const rates = { sdk: [], hand: [], json: [] };
  for (let index = 0; index < warmupRounds + rounds; index++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(index + k) % names.length];
      const { rate } = throughput(contenders[name], corpus, minMs);
      if (index >= warmupRounds) rates[name].push(rate);
    }
  }

  const sdk = { label: 'parseEventMessage (dist/protocol.js)', rounds: rates.sdk };
  const valid = corpus.filter((message) => parseEventMessage(message).ok).length;
  const mix = `${corpus.length} messages, ${valid} valid (all ${CORPUS_MIX.kinds.length} kinds), ${corpus.length - valid} invalid (every reason)`;
  const costRatio = (baseline) => rates.sdk.map((rate, i) => baseline[i] / rate);
  const throughputRatio = (baseline) => rates.sdk.map((rate, i) => rate / baseline[i]);
  return [
    figure({
      id: 'validation-vs-hand-check',
      title: 'Validation (Node) vs hand-written check, ratio of throughputs',
      unit: 'msg/s',
      sdk: { ...sdk, label: `${sdk.label} on ${mix}` },
      baseline: { label: 'hand-written check of the same rules (bench/hand-check.mjs)', rounds: rates.hand },
      ratioRounds: throughputRatio(rates.hand),
      ratioOf: 'throughput',
      target: target('ratio', '>=', minThroughputRatio),
      digits: 0,
      details: {
        corpusMix: CORPUS_MIX,
        corpusSize: corpus.length,
        validMessages: valid,
        minMsPerContenderPerRound: minMs,
        sdkMicrosecondsPerMessageByGroup: costPerGroup(parseEventMessage, corpus, minMs / 2),
      },
    }),
    figure({
      id: 'validation-vs-json-copy',
      title: '  vs JSON.parse(JSON.stringify(message))',
      unit: 'msg/s',
      sdk,
      baseline: { label: 'JSON.parse(JSON.stringify(message))', rounds: rates.json },
      ratioRounds: costRatio(rates.json),
      digits: 0,
    }),
  ];
}
