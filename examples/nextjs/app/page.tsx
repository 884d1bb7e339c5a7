import { Chat } from './chat';

export default function Page() {
  return (
    <main>
      <h1>Ask the analytics agent</h1>
      <Chat />
    </main>
  );
}
