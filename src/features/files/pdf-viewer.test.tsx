import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { loadLocaleParts } from '@/i18n/i18n';
import PdfViewer from './pdf-viewer';

// pdf.js is mocked at its module boundary: jsdom has no canvas, no worker and no layout. Each
// page's text layer writes the page's one line, as pdf.js's would.
const pdfjs = vi.hoisted(() => ({
  getDocument: vi.fn(),
  destroyTask: vi.fn(() => Promise.resolve()),
  getPage: vi.fn(),
}));

vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/assets/pdf.worker.mjs' }));

vi.mock('pdfjs-dist', () => ({
  getDocument: pdfjs.getDocument,
  PDFWorker: { create: () => ({ destroy: vi.fn() }) },
  TextLayer: class {
    static cleanup = vi.fn();
    private readonly container: HTMLElement;
    private readonly text: string;
    constructor({
      container,
      textContentSource,
    }: {
      container: HTMLElement;
      textContentSource: string;
    }) {
      this.container = container;
      this.text = textContentSource;
    }
    render() {
      const line = document.createElement('span');
      line.textContent = this.text;
      this.container.append(line);
      return Promise.resolve();
    }
    cancel() {}
  },
}));

const fakePage = (pageNumber: number) => ({
  getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
  streamTextContent: () => `The text of page ${pageNumber}`,
  render: () => ({ promise: Promise.resolve(), cancel: vi.fn() }),
});

/** The pages the scroller reports near its view: the test says which, as the browser would. */
const observed = new Map<Element, (entries: { isIntersecting: boolean }[]) => void>();
const bringNear = (element: Element) =>
  act(() => observed.get(element)?.([{ isIntersecting: true }]));

const workers: { url: string; terminate: ReturnType<typeof vi.fn> }[] = [];

beforeAll(() => loadLocaleParts('applications'));

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
      observe(element: Element) {
        observed.set(element, this.report);
      }
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(
        private readonly report: (entries: { contentRect: { width: number } }[]) => void,
      ) {}
      observe() {
        this.report([{ contentRect: { width: 600 } }]);
      }
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'Worker',
    class {
      terminate = vi.fn();
      constructor(public url: string) {
        workers.push(this);
      }
    },
  );
  pdfjs.getPage.mockImplementation((pageNumber: number) => Promise.resolve(fakePage(pageNumber)));
});

afterEach(() => {
  observed.clear();
  workers.length = 0;
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function openDocument(numPages: number) {
  pdfjs.getDocument.mockReturnValue({
    promise: Promise.resolve({ numPages, getPage: pdfjs.getPage }),
    destroy: pdfjs.destroyTask,
  });
}

// jsdom's Blob has no arrayBuffer(), which every browser has.
const pdfBlob = () =>
  Object.assign(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
    arrayBuffer: () => Promise.resolve(new ArrayBuffer(8)),
  });

describe('PdfViewer', () => {
  test('labels the pages, reads only the pages near the view, and hides the drawing', async () => {
    openDocument(12);
    render(<PdfViewer blob={pdfBlob()} name="Long CV.pdf" />);

    const pages = await screen.findByRole('region', { name: 'Pages of Long CV.pdf' });
    expect(pages).toHaveAttribute('tabindex', '0');
    const second = within(pages).getByRole('region', { name: 'Page 2 of 12' });
    expect(within(pages).getAllByRole('region')).toHaveLength(12);
    // The first page is read once for its shape; no other page is read before it comes near.
    expect(pdfjs.getPage.mock.calls).toEqual([[1]]);

    bringNear(second);
    expect(await within(second).findByText('The text of page 2')).toBeInTheDocument();
    expect(pdfjs.getPage.mock.calls).toEqual([[1], [2]]);
    expect(screen.queryByText('The text of page 12')).not.toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- a canvas has no role to find it by
    expect(second.querySelector('canvas')).toHaveAttribute('aria-hidden', 'true');
  });

  test('reads the PDF with eval and WebAssembly off, in a worker of this origin that ends with it', async () => {
    openDocument(1);
    const { unmount } = render(<PdfViewer blob={pdfBlob()} name="CV.pdf" />);
    await screen.findByRole('region', { name: 'Page 1 of 1' });
    expect(pdfjs.getDocument).toHaveBeenCalledWith(
      expect.objectContaining({ isEvalSupported: false, useWasm: false }),
    );
    expect(workers.map(({ url }) => url)).toEqual(['/assets/pdf.worker.mjs']);

    unmount();
    expect(pdfjs.destroyTask).toHaveBeenCalled();
    await vi.waitFor(() => expect(workers[0]?.terminate).toHaveBeenCalled());
  });

  test('a PDF that cannot be read (damaged, or locked with a password) says so', async () => {
    pdfjs.getDocument.mockImplementation(() => ({
      promise: Promise.reject(new Error('No password given')),
      destroy: pdfjs.destroyTask,
    }));
    render(<PdfViewer blob={pdfBlob()} name="Locked.pdf" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the file…');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be shown. Try again later.',
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
