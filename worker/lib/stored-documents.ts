/**
 * Issued documents (invoice, credit note and receipt PDFs) are made once and kept in the DOCUMENTS
 * bucket as made, under a key that ends in their SHA-256; D1 records the hash once
 * (docs/decisions/stored-documents-and-credit-notes.md). Serving reads the stored bytes and checks
 * them against that hash: a mismatch is an error, never a redraw.
 */
import { ApiError } from './envelope';

export const DOCUMENT_KINDS = ['invoices', 'credit-notes', 'receipts'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const documentErrors = {
  damaged: 'This document could not be read as it was issued. Please write to billing; nothing was changed.',
} as const;

/** The SHA-256 of `bytes` as 64 lowercase hex digits. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const documentKey = (kind: DocumentKind, id: string, hash: string) => `${kind}/${id}/${hash}.pdf`;

/** Puts `bytes` into the bucket under their hash (R2 checks the hash on upload too); answers the hash. */
export async function putDocument(
  bucket: R2Bucket,
  kind: DocumentKind,
  id: string,
  bytes: Uint8Array,
): Promise<string> {
  const hash = await sha256Hex(bytes);
  await bucket.put(documentKey(kind, id, hash), bytes, {
    sha256: hash,
    httpMetadata: { contentType: 'application/pdf' },
  });
  return hash;
}

/** The stored document whose hash D1 recorded; throws when it is missing or its bytes do not match. */
export async function readDocument(
  bucket: R2Bucket,
  kind: DocumentKind,
  id: string,
  hash: string,
): Promise<Uint8Array> {
  const object = await bucket.get(documentKey(kind, id, hash));
  if (!object) {
    console.error('Stored document missing', kind, id, hash);
    throw new ApiError(500, documentErrors.damaged);
  }
  const bytes = new Uint8Array(await object.arrayBuffer());
  if ((await sha256Hex(bytes)) !== hash) {
    console.error('Stored document does not match its hash', kind, id, hash);
    throw new ApiError(500, documentErrors.damaged);
  }
  return bytes;
}

/**
 * The document of `id`: the stored one when its hash is recorded, else made by `make`, stored, and its
 * hash recorded by `record` (which answers false when another request recorded one first: that one is
 * then read, and this one's upload removed).
 */
export async function storedOnce(
  bucket: R2Bucket,
  kind: DocumentKind,
  id: string,
  recorded: string | null,
  make: () => Promise<Uint8Array>,
  record: (hash: string) => Promise<boolean>,
  reread: () => Promise<string | null>,
): Promise<Uint8Array> {
  if (recorded) return readDocument(bucket, kind, id, recorded);
  const bytes = await make();
  const hash = await putDocument(bucket, kind, id, bytes);
  if (await record(hash)) return bytes;
  const first = await reread();
  if (first !== hash) await bucket.delete(documentKey(kind, id, hash));
  if (!first) throw new Error(`${kind} ${id}: no hash recorded after a refused record`);
  return readDocument(bucket, kind, id, first);
}

export function pdfResponse(bytes: Uint8Array, filename: string): Response {
  return new Response(bytes, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}.pdf"`,
      'cache-control': 'no-store',
    },
  });
}
