import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { Root } from './app/Root.tsx';
import { bootTheme } from './theme/index.ts';

// Branding first, so the first paint is already in the client's colours.
const bootedTheme = bootTheme();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <Root bootedTheme={bootedTheme} />
  </StrictMode>,
);
