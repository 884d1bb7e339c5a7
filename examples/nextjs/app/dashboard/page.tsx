import { Report } from './report';

export default function Page() {
  return (
    <main>
      <h1>Sales</h1>
      <Report />
    </main>
  );
}
