import type { Readable } from 'node:stream';
import { LOGO_MESSAGES } from '../../../shared/logos.js';
import { HttpError } from '../../http/errors.js';

/**
 * The request's bytes, refused with the form's own words (413) as soon as they pass `limit`:
 * nothing larger is ever held. What is left of a refused body is read and dropped (as Fastify
 * does past its own limit), so the answer still reaches the browser.
 */
export function readUpload(payload: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= limit) return void chunks.push(chunk);
      payload.off('data', onData).off('end', onEnd).resume();
      reject(new HttpError(413, 'body_too_large', LOGO_MESSAGES.tooBig));
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    payload.on('data', onData).on('end', onEnd).on('error', reject);
  });
}
