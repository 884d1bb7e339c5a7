import { defineEmbedElement } from 'platform-embed/element';
import { mount } from 'svelte';
import App from './App.svelte';
import './app.css';

defineEmbedElement(); // registers <platform-embed>
export default mount(App, { target: document.getElementById('app')! });
