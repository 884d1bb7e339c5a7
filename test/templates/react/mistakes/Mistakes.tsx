import type { PlatformEmbedEventMap } from 'platform-embed/element';

const onReady = (event: PlatformEmbedEventMap['platform-ready']) => console.log(event.detail);

export const mistakes = (
  <>
    {/* mistake: not a color scheme */}
    <platform-embed color-scheme="purple" />
    {/* mistake: a number for filters */}
    <platform-embed filters={3} />
    {/* mistake: a handler of another event */}
    <platform-embed onplatform-download={onReady} />
    {/* mistake: not a loading value */}
    <platform-embed loading="later" />
    {/* mistake: ready-timeout is a number */}
    <platform-embed ready-timeout="soon" />
    {/* mistake: a string for theme */}
    <platform-embed theme="dark" />
    {/* mistake: an unknown property */}
    <platform-embed sessionProvidr={async () => 'https://tenant.example.com/embed'} />
    {/* mistake: a number for session-endpoint */}
    <platform-embed session-endpoint={42} />
  </>
);
