/**
 * Sending an image its sender already fetched and checked (images.ts, screenshot.ts): the bytes
 * with their sniffed type, the connection the sender looked up. Refused here, before anything is
 * stored or sent: a destination this kind of link cannot take. The destination is resolved now
 * ('last', defaults), so a retry goes where the user meant; then the outbox delivers it exactly
 * once (lib/outbox/kinds/upload/upload-job.ts) and records it (history.ts), so Undo removes it. A leaf.
 */
import { imageTitle } from '../../lib/images/caption';
import type { ImageType } from '../../lib/images/sniff';
import type { Connection, Result, UploadJob, UploadRecord, UploadStage } from '../../lib/model/types';
import { uploadRefusal } from '../../lib/outbox';
import { render } from '../../lib/i18n/ui-text';
import { sendQuick } from './send';
import type { Services } from './services';

/** Bytes that passed lib/images/checks (type sniffed, size within the limit). */
export interface CheckedImage {
  bytes: ArrayBuffer;
  contentType: ImageType;
}

type StageFn = (stage: UploadStage) => void;

export async function deliverUpload(
  services: Services,
  connection: Connection,
  image: CheckedImage,
  job: Pick<UploadJob, 'destination' | 'source' | 'jobId'>,
  onStage: StageFn,
): Promise<Result<UploadRecord>> {
  const destination = await services.destination(connection, job.destination);
  if (!destination.ok) return destination;
  const refusal = uploadRefusal(destination.value, connection.kind);
  if (refusal) return { ok: false, error: render(refusal) };
  const payload: UploadJob = { ...job, connectionId: connection.id, destination: destination.value, ...image };
  const result = await sendQuick('upload', imageTitle(job.source), connection, payload, (part) =>
    onStage(part === 1 ? 'uploading' : 'captioning'),
  );
  if (result.ok) onStage('done');
  return result as Result<UploadRecord>;
}
