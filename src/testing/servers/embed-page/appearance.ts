/**
 * How the fake embed page looks, as the host sets it: color scheme, theme, locale (the greeting,
 * numbers and dates) and time zone.
 *
 * @module
 * @internal
 */

import { isRecord } from '../../../internal/is-record.js';
import { renderWidgets } from './dashboard.js';
import { $ } from './dom.js';
import type { Page } from './page.js';

const DEFAULT_THEME = { primaryColor: '#4f46e5', borderRadius: '10px' };
const GREETINGS: Readonly<Record<string, string>> = {
  en: 'Hello',
  de: 'Hallo',
  fr: 'Bonjour',
  es: 'Hola',
  pt: 'Olá',
  it: 'Ciao',
  nl: 'Hallo',
  sv: 'Hej',
  ja: 'こんにちは',
  zh: '你好',
  ko: '안녕하세요',
  ar: 'مرحبا',
  hi: 'नमस्ते',
  pl: 'Cześć',
};
/** The time the fake data is as of. */
const AS_OF = new Date(Date.UTC(2024, 2, 15, 12));

/** Follows the system's scheme, so that `auto` changes with it. */
export function followSystemScheme(page: Page): void {
  page.darkQuery.addEventListener('change', () => applyScheme(page, page.state.scheme));
}

/** Applies `light`, `dark` or `auto` (the system's) and shows both what was asked and what it resolved to. */
export function applyScheme(page: Page, scheme: string): void {
  page.state.scheme = scheme;
  const resolved = scheme === 'auto' ? (page.darkQuery.matches ? 'dark' : 'light') : scheme;
  document.documentElement.dataset.scheme = resolved;
  $('scheme').textContent = scheme;
  $('scheme-resolved').textContent = resolved;
}

/** A field of an object, when the value is one; anything else reads as nothing. */
export function member(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

/** A CSS length from a theme value: a number is pixels, a non-empty string is taken as it is; else nothing. */
export function length(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return `${value}px`;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A non-empty string, else nothing (`null` and absent fields mean the default). */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * Applies a theme, reading every field tolerantly: each may be absent or `null` (the default),
 * `borderRadius` a number (pixels) or a CSS length, and the chat's colors nested
 * (`analyticsChat.backgroundColor`, `analyticsChat.chatInput.{backgroundColor,borderColor}`,
 * `chat.inputColor`). CSS custom properties set through the CSSOM: allowed under
 * `style-src 'self'`, and a value that is not valid CSS is simply ignored by the browser.
 */
export function applyTheme(theme: unknown): void {
  const style = document.documentElement.style;
  const set = (property: string, value: string | undefined) =>
    value === undefined ? style.removeProperty(property) : style.setProperty(property, value);
  set('--accent', text(member(theme, 'primaryColor')) ?? DEFAULT_THEME.primaryColor);
  set('--radius', length(member(theme, 'borderRadius')) ?? DEFAULT_THEME.borderRadius);
  const font = text(member(theme, 'font'));
  set('--font', font && `${font}, system-ui, sans-serif`);
  const analyticsChat = member(theme, 'analyticsChat');
  set('--chat-bg', text(member(analyticsChat, 'backgroundColor')));
  set('--chat-input-bg', text(member(member(analyticsChat, 'chatInput'), 'backgroundColor')));
  set('--chat-input-border', text(member(member(analyticsChat, 'chatInput'), 'borderColor')));
  set('--chat-input-color', text(member(member(theme, 'chat'), 'inputColor')));
  $('theme').textContent = JSON.stringify(theme);
}

/** The BCP 47 tag `Intl` takes for a protocol locale (which also allows `pt_BR`); en-US for one it does not know. */
export function intlLocaleOf(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale.replace(/_/g, '-'))[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

/** Applies a locale: the page's language, its greeting, and every number and date shown. */
export function applyLocale(page: Page, locale: string): void {
  const tag = intlLocaleOf(locale);
  page.state.locale = locale;
  page.state.intlLocale = tag;
  document.documentElement.lang = tag;
  $('locale').textContent = locale;
  $('greeting').textContent = GREETINGS[tag.split('-')[0]!.toLowerCase()] ?? 'Hello';
  showDates(page);
  $('formatted-number').textContent = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(
    1234567.891,
  );
  renderWidgets(page);
}

/** An IANA zone name; the bridge checked its form, and one this browser does not know is shown as such. */
export function applyTimezone(page: Page, timezone: string): void {
  page.state.timezone = timezone;
  $('timezone').textContent = timezone;
  showDates(page);
}

/** The data's date and time, in the host's locale and time zone (UTC for a zone this browser does not know). */
function showDates({ state }: Page): void {
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat(state.intlLocale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(AS_OF);
  let shown: string;
  try {
    shown = format(state.timezone);
  } catch {
    shown = `${format('UTC')} (UTC: ${state.timezone} is not a zone this browser knows)`;
  }
  $('formatted-date').textContent = shown;
}
