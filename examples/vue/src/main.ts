import { defineEmbedElement } from 'platform-embed/element';
import { createApp } from 'vue';
import App from './App.vue';
import './app.css';

defineEmbedElement(); // registers <platform-embed>
createApp(App).mount('#app');
