/**
 * The forms a service may echo an API key in, written here apart from the SDK's own definition
 * (src/http/redacted.ts), so that a test of the redaction does not check it against itself: the
 * key; without its kind prefix (`pk_live_`, `sk-live-`) when 16 characters or more remain; URL-encoded (either case of
 * hex);
 * base64, standard and URL-safe, with and without padding, of the key and of `Api-Key <key>`;
 * JSON-escaped (its string's inside, and every character as `\uXXXX`).
 */

/** The key without its kind prefix, when the rest is long enough (16) to be a secret at all. */
const bareOf = (key: string): string[] => {
  const bare = key.replace(/^(?:[a-z]+[_-])+/, '');
  return bare.length >= 16 ? [bare] : [];
};

/** Every form of `key` a browser must never see, each at least 8 characters (a shorter one is ordinary text). */
export function keyForms(key: string): string[] {
  const base64 = (text: string) => {
    const standard = Buffer.from(text).toString('base64');
    return [standard, standard.replace(/=+$/, ''), Buffer.from(text).toString('base64url')];
  };
  const urlEncoded = encodeURIComponent(key);
  const forms = [
    key,
    ...bareOf(key),
    urlEncoded,
    urlEncoded.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()),
    ...base64(key),
    ...base64(`Api-Key ${key}`),
    JSON.stringify(key).slice(1, -1),
    [...key].map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
  ];
  return [...new Set(forms)].filter((form) => form.length >= 8);
}

/** The first form of `key` that `text` holds, or undefined. */
export const keyFormIn = (text: string, key: string): string | undefined =>
  keyForms(key).find((form) => text.includes(form));
