// Failures of the video metadata service, each with the status and Spanish message the API answers.
// 'not_found' and 'not_embeddable' are the user's to fix (422, shown by the web); the rest are
// upstream problems (quota, key, network, timeout) answered 502/504 without leaking details.
import { MESSAGES } from '@eventos/domain';
import { HttpError } from '../../plugins/http-errors';

export const VIDEO_MESSAGES = {
  notFound: MESSAGES['media.video.notFound'],
  notEmbeddable: MESSAGES['media.video.notEmbeddable'],
  invalidLink: MESSAGES['media.video.url'],
  upstream: MESSAGES['media.video.upstream'],
  timeout: MESSAGES['media.video.timeout'],
} as const;

export type VideoMetadataErrorCode =
  | 'not_found'
  | 'not_embeddable'
  | 'quota'
  | 'key_invalid'
  | 'timeout'
  | 'upstream';

export class VideoMetadataError extends Error {
  override name = 'VideoMetadataError';
  readonly code: VideoMetadataErrorCode;
  /** HTTP status of the upstream answer, when there was one. */
  readonly upstreamStatus: number | undefined;

  constructor(code: VideoMetadataErrorCode, detail?: string, upstreamStatus?: number, cause?: unknown) {
    super(detail ?? code, cause === undefined ? undefined : { cause });
    this.code = code;
    this.upstreamStatus = upstreamStatus;
  }
}

export function isVideoMetadataError(value: unknown): value is VideoMetadataError {
  return value instanceof VideoMetadataError;
}

/** The API answer for a metadata failure (`field` gets the message for the user's errors). */
export function videoErrorToHttp(error: VideoMetadataError, field = 'url'): HttpError {
  switch (error.code) {
    case 'not_found':
      return new HttpError(422, VIDEO_MESSAGES.notFound, { [field]: [VIDEO_MESSAGES.notFound] });
    case 'not_embeddable':
      return new HttpError(422, VIDEO_MESSAGES.notEmbeddable, { [field]: [VIDEO_MESSAGES.notEmbeddable] });
    case 'timeout':
      return new HttpError(504, VIDEO_MESSAGES.timeout);
    default:
      return new HttpError(502, VIDEO_MESSAGES.upstream);
  }
}
