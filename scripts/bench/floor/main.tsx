// The stack's floor for the benchmark: the packages every page of the portal loads (React, the
// router, i18next with its React binding, axios with axios-retry, jwt-decode) and nothing of the
// portal's own: one route that fetches the same job search as `/` and lists the titles, in the
// browser's language as the portal detects it (a detector of a few lines, as src/i18n has). What
// Lighthouse gives this page is what the stack allows a client-only app before any portal code
// runs.
import axios from 'axios';
import axiosRetry from 'axios-retry';
import i18next, { type LanguageDetectorModule } from 'i18next';
import { jwtDecode } from 'jwt-decode';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const http = axios.create({ baseURL: import.meta.env.VITE_FLOOR_API_URL, withCredentials: true });
axiosRetry(http, { retries: 2 });

const detector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => [...navigator.languages],
};

await i18next
  .use(detector)
  .use(initReactI18next)
  .init({
    fallbackLng: 'en-US',
    resources: { 'en-US': { translation: { title: 'Open jobs', found: '{{count}} jobs' } } },
  });

function signedInName() {
  const token = document.cookie.match(/(?:^|; )authtoken=([^;]+)/)?.[1];
  return token ? jwtDecode<{ name?: string }>(token).name : undefined;
}

type Job = { id: string; title: string; company?: { name?: string } };

function Home() {
  const { t } = useTranslation();
  const [jobs, setJobs] = useState<Job[]>([]);
  useEffect(() => {
    http
      .get<{ items: Job[] }>(import.meta.env.VITE_FLOOR_JOBS_PATH)
      .then((response) => setJobs(response.data.items ?? []))
      .catch(() => setJobs([]));
  }, []);
  return (
    <main>
      <p>{signedInName()}</p>
      <h1>{t('title')}</h1>
      <p>{t('found', { count: jobs.length })}</p>
      <ul>
        {jobs.map((job) => (
          <li key={job.id}>
            <h2>{job.title}</h2>
            <p>{job.company?.name}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter([{ path: '/', element: <Home /> }])} />
  </StrictMode>,
);
