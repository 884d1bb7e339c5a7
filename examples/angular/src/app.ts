import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';
import type { EmbedError } from 'platform-embed';
import type { PlatformEmbedEventMap } from 'platform-embed/element';

@Component({
  selector: 'app-root',
  // <platform-embed> is a custom element, not an Angular component: the schema lets the template use it.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <main>
      <h1>Sales</h1>
      <p>
        <label><input type="checkbox" [checked]="dark()" (change)="dark.set(!dark())" /> Dark</label>
      </p>
      <p>
        Embed: <output data-testid="state">{{ state() }}</output>
        @if (mode()) {<span data-testid="mode"> ({{ mode() }})</span>}
        @if (lastDownload()) {<span data-testid="download"> · downloaded {{ lastDownload() }}</span>}
      </p>
      @if (failure(); as failure) {<p role="alert" data-testid="error">{{ failure.code }}: {{ failure.message }}</p>}
      <!-- The element asks this app's backend for a fresh signed URL for every load: GET /embed-session answers { url }. -->
      <platform-embed
        session-endpoint="/embed-session?dashboard=sales"
        title="Sales dashboard"
        [colorScheme]="dark() ? 'dark' : 'light'"
        (platform-ready)="onReady($event)"
        (platform-download)="onDownload($event)"
        (platform-failure)="onFailure($event)"
      ></platform-embed>
    </main>
  `,
})
export class App {
  readonly dark = signal(false);
  readonly state = signal('connecting');
  readonly mode = signal<string | undefined>(undefined);
  readonly lastDownload = signal<string | undefined>(undefined);
  readonly failure = signal<EmbedError | undefined>(undefined);

  // The template's $event of a custom element's event is an Event: each handler names what it gets.
  onReady(event: Event) {
    this.state.set('ready');
    this.mode.set((event as PlatformEmbedEventMap['platform-ready']).detail.mode);
    this.failure.set(undefined);
  }
  onDownload(event: Event) {
    this.lastDownload.set((event as PlatformEmbedEventMap['platform-download']).detail.format);
  }
  onFailure(event: Event) {
    this.failure.set((event as PlatformEmbedEventMap['platform-failure']).detail);
  }
}
