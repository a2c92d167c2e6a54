import '@trove/react/styles.css';
import './site.css';
import { RouterProvider } from '@tanstack/react-router';
import { ToastProvider, TroveProvider } from '@trove/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './app/queryClient';
import { createSiteRouter } from './app/router';
import { troveClient } from './app/troveClient';

const router = createSiteRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

createRoot(container).render(
  <StrictMode>
    <TroveProvider client={troveClient} queryClient={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </TroveProvider>
  </StrictMode>,
);
