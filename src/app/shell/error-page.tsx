import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button, buttonClass } from '@/components/button/button';
import { paths } from '@/config/paths';
import { checkForNewBuild, isChunkLoadError, reloadIntoNewBuild } from '@/lib/build-check';
import { NoConnectionNote } from '@/components/status-page/status-page';
import { AppLoading } from './navigation-pending';
import { NotFoundPage } from './not-found-page';
import { SiteLogo } from './site-logo';

/**
 * The generic error page: the logo (home), a 160 px header band, 'Oops!' and the
 * translated errorDisplayPage text. Every fatal or unhandled error in a route lands here;
 * a 404 thrown by a loader shows the not-found page instead.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const recovering = useNewBuildRecovery(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useOwnDocumentTitle(recovering ? null : notFound ? t('titles.notFound') : t('titles.error'));
  if (recovering) return <AppLoading />;
  if (notFound) {
    return (
      <main id="main" tabIndex={-1} className="container layout__main">
        <NotFoundPage />
      </main>
    );
  }
  return <GenericErrorPage error={error} />;
}

/**
 * The shell, which names every other page in the tab (app-shell's useDocumentTitle), is what this
 * page replaces: it names itself, or the tab would keep the title of the page before.
 */
function useOwnDocumentTitle(title: string | null) {
  const { t } = useTranslation();
  useEffect(() => {
    if (title) document.title = `${title} – ${t('app.name')}`;
  }, [title, t]);
}

/**
 * A lazy route whose code could not be loaded usually means a new build was deployed and the old
 * chunks are gone: check builds/latest.json and, if a newer build is there, load this URL as a new
 * document. Otherwise (the chunk is missing for good, or the loop guard stops a second reload)
 * the 'try again' page shows — never a blank page. True while that is being decided.
 */
function useNewBuildRecovery(error: unknown): boolean {
  const chunkError = isChunkLoadError(error);
  const [deciding, setDeciding] = useState(chunkError);
  useEffect(() => {
    if (!chunkError) return;
    let active = true;
    void checkForNewBuild().then((newer) => {
      if (!active) return;
      if (newer && reloadIntoNewBuild(window.location.href)) return; // the document is being replaced
      setDeciding(false);
    });
    return () => {
      active = false;
    };
  }, [chunkError, error]);
  return chunkError && deciding;
}

function GenericErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div className="error-page">
      <header className="error-page__band">
        <div className="container">
          <SiteLogo />
        </div>
      </header>
      <main id="main" className="container error-page__body status-page">
        <h1>{t('errors.oops')}</h1>
        <p>{t('errors.errorDisplayPage')}</p>
        <NoConnectionNote error={error} />
        <div className="cluster">
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
          <Link className={buttonClass('secondary')} to={paths.home()} reloadDocument>
            {t('errors.toHome')}
          </Link>
        </div>
      </main>
    </div>
  );
}
