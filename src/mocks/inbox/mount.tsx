import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { DemoInbox } from './demo-inbox';

/**
 * The inbox lives in its own root beside the app's, so it survives every route, error page and
 * dialog. It renders once the app's language is ready (the two start in parallel).
 */
export function mountDemoInbox(): void {
  if (document.getElementById('demo-inbox-root')) return;
  const container = document.createElement('div');
  container.id = 'demo-inbox-root';
  document.body.append(container);
  const render = () =>
    createRoot(container).render(
      <StrictMode>
        <I18nextProvider i18n={i18next}>
          <DemoInbox />
        </I18nextProvider>
      </StrictMode>,
    );
  if (i18next.isInitialized) render();
  else i18next.on('initialized', render);
}
