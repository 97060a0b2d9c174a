import { useQuery } from '@tanstack/react-query';
import { useApi } from './api/context';

export function App() {
  const { client, transport } = useApi();
  const version = useQuery({ queryKey: ['app', 'version'], queryFn: () => client.version() });

  return (
    <main className="start">
      <div className="die" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <span key={i} />
        ))}
      </div>
      <h1>Yacht</h1>
      <p className="tagline">A dice-game trainer with an exact optimal solver.</p>
      <p className="coming">The game table is coming soon.</p>
      <footer>
        {version.isSuccess && <span>Version {version.data}</span>}
        {version.isError && <span className="error">Backend unavailable</span>}
        {version.isPending && <span>Connecting…</span>}
        <span aria-hidden="true"> · </span>
        <span>{transport === 'electron' ? 'Desktop' : 'Browser mode'}</span>
      </footer>
    </main>
  );
}
