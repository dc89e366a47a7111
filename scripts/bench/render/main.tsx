import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { Message } from '@/api/contract/applications';
import type { JobSummary } from '@/api/contract/jobs';
import { JobCard } from '@/features/jobs/job-card';
import { jobSummary } from '@/testing/jobs';
import { MessageThread } from '@/features/messages/message-thread';
import { initI18n, loadLocaleParts } from '@/i18n/i18n';
import '@/styles/global.css';

// The benchmark's page: renders the portal's own job cards and message thread with N items and
// reports how long React took to commit them and the browser to lay them out.
const start = Date.UTC(2026, 0, 1);

function jobs(count: number): JobSummary[] {
  return Array.from({ length: count }, (_, index) =>
    jobSummary({
      id: `job-${index}`,
      slug: `job-${index}`,
      title: `Warehouse lead ${index}`,
      company: { id: 'nordvik', name: 'Nordvik Logistik AB', pageSlug: 'about', logoUrl: null },
      category: { key: 'logistics', labels: { 'en-US': 'Logistics', 'sv-SE': 'Logistik' } },
      publishedAt: new Date(start + index * 60_000).toISOString(),
      finalApplyDate: new Date(start + 40 * 86_400_000).toISOString(),
      excerpt:
        'Lead a team of twelve in our new warehouse, with forklifts, scanners and good colleagues.',
    }),
  );
}

function messages(count: number): Message[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `msg-${index}`,
    from: index % 2 ? 'candidate' : 'recruiter',
    senderName: index % 2 ? 'Alva Lind' : 'Sara Holm',
    body: `Message ${index}: thank you for your application, we would like to meet you next week.`,
    sentAt: new Date(start + index * 60_000).toISOString(),
    read: true,
  }));
}

async function measure(kind: 'jobs' | 'messages', count: number): Promise<number> {
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  const view =
    kind === 'jobs' ? (
      <ul className="job-list">
        {jobs(count).map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </ul>
    ) : (
      <MessageThread applicationId="bench" messages={messages(count)} recruiterLanguage="sv" />
    );
  const began = performance.now();
  flushSync(() => root.render(<MemoryRouter>{view}</MemoryRouter>));
  void container.getBoundingClientRect().height; // layout
  const took = performance.now() - began;
  root.unmount();
  return took;
}

declare global {
  interface Window {
    renderCost: (kind: 'jobs' | 'messages', count: number) => Promise<number>;
    renderCostReady: Promise<unknown>;
  }
}
window.renderCostReady = initI18n().then(() => loadLocaleParts('applications'));
window.renderCost = measure;
