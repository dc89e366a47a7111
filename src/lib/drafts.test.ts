import { afterEach, describe, expect, test, vi } from 'vitest';
import { storedText } from '@/testing/storage';
import { forgetAllDrafts, holdDraftsOfEndedSession, openDraft, setDraftOwner } from './drafts';

const anyValues = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null;

const type = (name: string, body: string) => openDraft(name, anyValues).write({ values: { body } });
const read = (name: string) => openDraft(name, anyValues).saved?.values.body ?? null;

afterEach(() => setDraftOwner(null));

describe('drafts belong to whoever typed them', () => {
  test("an anonymous visitor's drafts and each candidate's are apart", () => {
    type('apply:job-1', 'Anonymous letter');
    setDraftOwner('cand-1');
    expect(read('apply:job-1')).toBeNull();
    type('apply:job-1', 'Candidate letter');
    setDraftOwner(null);
    expect(read('apply:job-1')).toBe('Anonymous letter');
  });

  test("another candidate's login removes the previous candidate's drafts from storage", () => {
    setDraftOwner('cand-1');
    type('reply:app-1', 'Half a reply');
    setDraftOwner('cand-2');
    expect(read('reply:app-1')).toBeNull();
    expect(storedText()).not.toContain('Half a reply');
  });

  test('a form still on screen after a logout writes nothing for the next person', () => {
    setDraftOwner('cand-1');
    const open = openDraft('profile', anyValues);
    forgetAllDrafts();
    setDraftOwner(null);
    open.write({ values: { body: 'alva@example.com' } });
    expect(storedText()).not.toContain('alva@example.com');
  });

  test('logout forgets every draft, stored or held in memory after a failed write', () => {
    type('apply:job-1', 'Anonymous letter');
    setDraftOwner('cand-1');
    type('reply:app-1', 'Half a reply');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    type('profile', 'Kept in memory only');
    vi.restoreAllMocks();
    window.localStorage.setItem('cookie-choice', 'kept');

    forgetAllDrafts();

    expect(read('profile')).toBeNull();
    expect(storedText()).not.toMatch(/Anonymous letter|Half a reply/);
    expect(window.localStorage.getItem('cookie-choice')).toBe('kept');
    window.localStorage.removeItem('cookie-choice');
  });

  test('a session that ends keeps the drafts in memory for the same candidate only', () => {
    setDraftOwner('cand-1');
    type('reply:app-1', 'Half a reply');
    holdDraftsOfEndedSession();
    expect(storedText()).not.toContain('Half a reply');
    setDraftOwner(null);

    setDraftOwner('cand-1');
    expect(read('reply:app-1')).toBe('Half a reply');

    holdDraftsOfEndedSession();
    setDraftOwner('cand-2');
    expect(read('reply:app-1')).toBeNull();
    setDraftOwner('cand-1');
    expect(read('reply:app-1')).toBeNull();
  });

  test("an earlier release's unscoped drafts are removed", () => {
    window.localStorage.setItem('portal.applyDraft.job-1', '{"email":"old@example.com"}');
    window.localStorage.setItem('candidate-draft:message:app-1', 'Old reply');
    setDraftOwner(null);
    expect(storedText()).not.toMatch(/old@example.com|Old reply/);
  });
});
