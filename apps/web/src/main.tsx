import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/app-routes';
import { i18n, initI18n } from './lib/i18n';
import { applyDocumentLocale, initialLocale } from './lib/locale-preference';
import { loadUiLocale } from './lib/ui-locale';
import './app/global.css';

async function start() {
  const locale = initialLocale();
  const [antdLocale] = await Promise.all([loadUiLocale(locale), initI18n(locale)]);
  applyDocumentLocale(locale, i18n.t('app.name'));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers locale={locale} antdLocale={antdLocale}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
}

void start();
