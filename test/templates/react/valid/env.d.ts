/// <reference types="platform-embed/element/jsx" />
