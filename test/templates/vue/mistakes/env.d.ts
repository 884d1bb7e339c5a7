/// <reference types="platform-embed/element/vue" />
