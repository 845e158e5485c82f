import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './app/router';
import { AuthProvider } from './lib/auth/AuthProvider';
import { configureAmplify } from './lib/auth/amplify';
import { loadConfig } from './lib/config';
import { I18nProvider } from './lib/i18n/I18nProvider';
import './styles/global.css';

async function boot() {
  const config = await loadConfig();
  configureAmplify(config);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider>
        <AuthProvider>
          <RouterProvider router={createRouter()} />
        </AuthProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void boot();
