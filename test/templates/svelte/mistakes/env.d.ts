/// <reference types="platform-embed/element/svelte" />
