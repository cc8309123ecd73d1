/**
 * The bench's floor: the least this stack (React on the console's origin, its worker
 * and offline copy) must do to show each measured screen, so every timing is a ratio to it.
 */
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import './floor.css';
import { DestinationScreen } from './destination.tsx';
import { LoginScreen } from './login.tsx';
import { OverviewScreen } from './overview.tsx';
import { parseScreen } from './screens.ts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const currentHash = () => window.location.hash;

function Floor() {
  const hash = useSyncExternalStore(subscribe, currentHash);
  const screen = parseScreen(hash);
  if (screen.kind === 'login') return <LoginScreen />;
  // Keyed by the hash: each arrival at a screen loads its data anew (a row click too).
  return (
    <main className="screen">
      {screen.kind === 'overview' ? (
        <OverviewScreen key={hash} source={screen.source} />
      ) : screen.kind === 'destination' ? (
        <DestinationScreen key={hash} id={screen.id} source={screen.source} />
      ) : (
        <p role="alert">
          Unknown screen {JSON.stringify(screen.hash)}: use #login, #overview/snapshot, #overview/network,
          #destination/&lt;id&gt;/snapshot or #destination/&lt;id&gt;/network.
        </p>
      )}
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root.');
createRoot(root).render(<Floor />);
