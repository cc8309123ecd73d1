/**
 * Start-up (ARCHITECTURE.md): read the runtime config, ask who is signed in, restore that user's saved
 * snapshot into the query cache BEFORE the first render (a returning user sees the last data at once),
 * register the service worker, render.
 */
import './index.css';
import { createRoot } from 'react-dom/client';
import { configureApi, setApiEnvironment } from './api/http.ts';
import { loadConfig } from './app/load-config.ts';
import { App } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { bindQueryCache } from './features/auth/query-cache.ts';
import { completeSignIn } from './features/auth/sign-in.ts';
import { resolveStartupSession } from './features/auth/startup-session.ts';
import { loadEnvironment } from './offline/preferences.ts';
import { registerServiceWorker } from './offline/register-sw.ts';

async function start() {
  const { apiBaseUrl } = await loadConfig();
  configureApi({ baseUrl: apiBaseUrl });
  setApiEnvironment(loadEnvironment());

  const queryClient = createQueryClient();
  bindQueryCache(queryClient);
  const startup = await resolveStartupSession();
  if (startup.status === 'signed-in') await completeSignIn(startup);

  registerServiceWorker();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element.');
  createRoot(root).render(<App queryClient={queryClient} router={createAppRouter(queryClient)} />);
}

void start();
