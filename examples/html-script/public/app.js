// What markup cannot say: the page's controls and the embed's events. In a file of its own, so
// the Content-Security-Policy needs no 'unsafe-inline'.
const report = document.getElementById('report');
const state = document.getElementById('state');
const mode = document.getElementById('mode');
const download = document.getElementById('download');
const failure = document.getElementById('failure');

report.addEventListener('platform-ready', (event) => {
  state.textContent = 'ready';
  mode.textContent = `(${event.detail.mode})`;
  failure.hidden = true;
});
report.addEventListener('platform-download', (event) => {
  download.textContent = `· downloaded ${event.detail.format}`;
});
report.addEventListener('platform-failure', (event) => {
  failure.textContent = `${event.detail.code}: ${event.detail.message}`;
  failure.hidden = false;
});
document.getElementById('dark').addEventListener('change', (event) => {
  report.colorScheme = event.target.checked ? 'dark' : 'light';
});
