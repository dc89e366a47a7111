import { randomId } from '@/lib/ids';

/** A multipart/form-data body encoded once: its bytes, and the Content-Type naming its boundary. */
export interface MultipartBody {
  body: Blob;
  contentType: string;
}

const CRLF = '\r\n';

// The HTML form-data encoding: a quote or line break in a name is percent-escaped, so that a
// file's name cannot end its part's header.
const escapeName = (name: string) =>
  name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

// A text part's line breaks travel as CRLF, as a browser sends a form's.
const crlfLineBreaks = (value: string) => value.replace(/\r\n|\r|\n/g, CRLF);

/**
 * Encodes a form's parts into one Blob, to be sent as is on every try. Given to axios as FormData,
 * the browser would encode the parts again, with a new random boundary, on each send, so the
 * automatic retry would repeat the Idempotency-Key with other bytes. The boundary comes from the
 * submission's key where there is one, so a resend of the same submission is byte for byte the
 * same as well; only its hyphens and hexadecimal digits are kept, up to a UUID's length, so the
 * boundary stays within the characters and the length a boundary may have.
 */
export function encodeMultipart(form: FormData, submissionKey?: string): MultipartBody {
  const id =
    (submissionKey ?? '')
      .replace(/[^a-f\d-]/gi, '')
      .slice(0, 36)
      .toLowerCase() || randomId();
  const boundary = `----portal-form-${id}`;
  const parts: BlobPart[] = [];
  for (const [name, value] of form) {
    parts.push(`--${boundary}${CRLF}Content-Disposition: form-data; name="${escapeName(name)}"`);
    if (typeof value === 'string') {
      parts.push(`${CRLF}${CRLF}${crlfLineBreaks(value)}${CRLF}`);
    } else {
      const type = value.type || 'application/octet-stream';
      parts.push(
        `; filename="${escapeName(value.name)}"${CRLF}Content-Type: ${type}${CRLF}${CRLF}`,
        value,
        CRLF,
      );
    }
  }
  parts.push(`--${boundary}--${CRLF}`);
  const contentType = `multipart/form-data; boundary=${boundary}`;
  return { body: new Blob(parts, { type: contentType }), contentType };
}
