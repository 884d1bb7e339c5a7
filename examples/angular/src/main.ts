import { bootstrapApplication } from '@angular/platform-browser';
import { defineEmbedElement } from 'platform-embed/element';
import { App } from './app';

defineEmbedElement(); // registers <platform-embed>
bootstrapApplication(App).catch((error: unknown) => console.error(error));
