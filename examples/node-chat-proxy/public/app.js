// The chat in the browser: no secret here. The client posts to this page's own /api/chat/…,
// where the server adds the API key and the user.
import { createChatClient } from '/platform-embed/chat.js';

const chat = createChatClient({ url: '/api/chat', auth: { proxy: true } });
const form = document.getElementById('ask');
const stop = document.getElementById('stop');
const status = document.getElementById('status');
const answer = document.getElementById('answer');
const error = document.getElementById('error');
let chatId; // the thread: the next question continues it
let running;

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const question = form.elements.question.value.trim();
  if (!question || running) return;
  form.reset();
  answer.textContent = '';
  error.hidden = true;
  const run = chat.send(question, chatId ? { chatId } : {});
  running = run;
  stop.disabled = false;
  status.textContent = run.status;
  run.on('message', () => {
    status.textContent = run.status; // streaming (or reconnecting, after a dropped connection)
  });
  run.on('answer', (message) => {
    answer.textContent = message.content;
  });
  try {
    const result = await run.result();
    chatId = result.chatId;
    status.textContent = result.status; // done, or aborted
  } catch (failure) {
    status.textContent = 'failed';
    error.textContent = `${failure.code}: ${failure.message}`;
    error.hidden = false;
  } finally {
    running = undefined;
    stop.disabled = true;
  }
});
stop.addEventListener('click', () => running?.stop());
