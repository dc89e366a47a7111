import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getDocument,
  PDFWorker,
  TextLayer,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist';
import workerScript from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useFormat } from '@/i18n/format';
import { pdfWorkerScriptUrl } from '@/lib/trusted-types';
import './pdf-viewer.css';

interface OpenDocument {
  document: PDFDocumentProxy;
  /** The first page's width over its height: the shape of a page not yet read. */
  firstPageRatio: number;
}

/**
 * Reads a PDF in a worker of its own, ended with the preview. pdf.js's options keep it within the
 * CSP: no eval and no WebAssembly (the policy allows neither), and nothing fetched from anywhere:
 * a font the PDF does not embed is drawn in a system font, and images in JPEG 2000 or JBIG2 and
 * colour profiles, which need WebAssembly, are left out; the text is read all the same.
 */
function openPdf(data: ArrayBuffer) {
  // The policy lets this one same-origin script through to `new Worker` (Trusted Types).
  const port = new Worker(pdfWorkerScriptUrl(workerScript), { type: 'module' });
  const worker = PDFWorker.create({ port });
  const task = getDocument({ data, worker, isEvalSupported: false, useWasm: false });
  return {
    document: task.promise,
    close: () =>
      void task.destroy().finally(() => {
        worker.destroy();
        port.terminate();
        // The canvases the text layers measured lines on, which pdf.js keeps in <body>.
        TextLayer.cleanup();
      }),
  };
}

/** The width of an element's content box, followed as it changes; 0 until it is laid out. */
function useContentWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/** Whether an element is in its scroller's view or within one scroller's height of it. */
function useNearView(element: HTMLElement | null, scroller: HTMLElement | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || !scroller) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setNear(entry.isIntersecting);
      },
      { root: scroller, rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, scroller]);
  return near;
}

interface PdfPageProps {
  document: PDFDocumentProxy;
  pageNumber: number;
  width: number;
  ratio: number;
  scroller: HTMLElement;
  onFailure: () => void;
}

/**
 * One page: read when it first comes near the view, drawn on a canvas while it is near (the
 * bitmap is let go further away), with its text laid over the drawing from then on, to select
 * and to be read aloud.
 */
function PdfPage({ document, pageNumber, width, ratio, scroller, onFailure }: PdfPageProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [section, setSection] = useState<HTMLElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const near = useNearView(section, scroller);
  const [page, setPage] = useState<PDFPageProxy | null>(null);

  useEffect(() => {
    if (!near || page) return;
    let current = true;
    document.getPage(pageNumber).then((read) => {
      if (current) setPage(read);
    }, onFailure);
    return () => {
      current = false;
    };
  }, [near, page, document, pageNumber, onFailure]);

  const scale = page && width > 0 ? width / page.getViewport({ scale: 1 }).width : 0;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!page || !near || !canvas || scale === 0) return;
    const viewport = page.getViewport({ scale });
    // Drawn at the screen's own pixel density, so that text stays sharp on high-DPI screens.
    const density = window.devicePixelRatio || 1;
    canvas.width = Math.floor(viewport.width * density);
    canvas.height = Math.floor(viewport.height * density);
    const task = page.render({
      canvas,
      viewport,
      transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0],
    });
    let cancelled = false;
    task.promise.catch(() => {
      if (!cancelled) onFailure();
    });
    return () => {
      cancelled = true;
      task.cancel();
      canvas.width = 0;
      canvas.height = 0;
    };
  }, [page, near, scale, onFailure]);

  useEffect(() => {
    const container = textRef.current;
    if (!page || !container || scale === 0) return;
    const layer = new TextLayer({
      textContentSource: page.streamTextContent(),
      container,
      viewport: page.getViewport({ scale }),
    });
    let cancelled = false;
    layer.render().catch(() => {
      if (!cancelled) onFailure();
    });
    return () => {
      cancelled = true;
      layer.cancel();
      container.replaceChildren();
    };
  }, [page, scale, onFailure]);

  const shape = page ? page.getViewport({ scale: 1 }) : undefined;
  const style = {
    aspectRatio: shape ? `${shape.width} / ${shape.height}` : String(ratio),
    // The text layer's own stylesheet sizes every line from this factor.
    '--total-scale-factor': scale,
  } as CSSProperties;
  return (
    <section
      ref={setSection}
      className="pdf-page"
      style={style}
      aria-label={t('files.preview.page', {
        page: format.number(pageNumber),
        total: format.number(document.numPages),
      })}
    >
      {/* No bitmap until the page is drawn: a canvas's default one would be held for nothing. */}
      <canvas
        ref={canvasRef}
        className="pdf-page__drawing"
        width={0}
        height={0}
        aria-hidden="true"
      />
      <div ref={textRef} className="textLayer" />
    </section>
  );
}

/**
 * A PDF drawn by pdf.js in the page itself, not handed to the browser's viewer: its text can be
 * selected and is read by screen readers, and keys stay with the page, so Escape closes the
 * dialog around it wherever the focus is. Pages are read and drawn as they come near the view.
 */
export default function PdfViewer({ blob, name }: { blob: Blob; name: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<OpenDocument | 'failed' | null>(null);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const width = useContentWidth(scroller);
  const fail = useCallback(() => setOpened('failed'), []);

  useEffect(() => {
    let current = true;
    let pdf: ReturnType<typeof openPdf> | undefined;
    blob
      .arrayBuffer()
      .then(async (data) => {
        if (!current) return;
        pdf = openPdf(data);
        const document = await pdf.document;
        const viewport = (await document.getPage(1)).getViewport({ scale: 1 });
        if (current) setOpened({ document, firstPageRatio: viewport.width / viewport.height });
      })
      .catch(() => {
        if (current) fail();
      });
    return () => {
      current = false;
      pdf?.close();
    };
  }, [blob, fail]);

  if (opened === 'failed')
    return (
      <p className="notice notice--error" role="alert">
        {t('files.preview.failed')}
      </p>
    );
  if (!opened) return <p role="status">{t('files.preview.loading')}</p>;
  const { document, firstPageRatio } = opened;
  return (
    <div
      ref={setScroller}
      className="pdf-viewer"
      role="region"
      aria-label={t('files.preview.pages', { name })}
      // Focusable, so that the keyboard can scroll it: its pages hold no control of their own.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {scroller &&
        Array.from({ length: document.numPages }, (_, index) => (
          <PdfPage
            key={index}
            document={document}
            pageNumber={index + 1}
            width={width}
            ratio={firstPageRatio}
            scroller={scroller}
            onFailure={fail}
          />
        ))}
    </div>
  );
}
