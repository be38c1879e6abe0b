import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { uploadAvatar } from '../api/upload-avatar';
import { avatarMimeType, validateAvatarFile } from '../utils/avatar-file';

export const AVATAR_UPLOADED_MESSAGE = 'Foto de perfil actualizada';
const UPLOAD_FAILED = 'No se pudo subir la foto. Intenta nuevamente.';

export interface AvatarUploadState {
  /** 0…100 while uploading, null otherwise. */
  progress: number | null;
  /** Local preview (object URL) of the picture being uploaded. */
  preview: string | null;
  upload: (file: File) => Promise<void>;
}

/**
 * Picks → checks (png/jpg/jpeg, ≤ 10 MB) → uploads to 'avatars' with progress → reloads the user
 * (an avatar upload becomes the preferred picture on the server).
 */
export function useAvatarUpload(): AvatarUploadState {
  const queryClient = useQueryClient();
  const { show, showError } = useSnackbar();
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const upload = useCallback(
    async (file: File) => {
      const problem = validateAvatarFile(file);
      const mimeType = avatarMimeType(file);
      if (problem || !mimeType) {
        showError(problem);
        return;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setPreview(URL.createObjectURL(file));
      setProgress(0);
      try {
        await uploadAvatar({ file, filename: file.name, mimeType }, (f) => setProgress(Math.round(f * 100)), current.signal);
        setProgress(100);
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey() });
        show(AVATAR_UPLOADED_MESSAGE);
      } catch (error) {
        if (current.signal.aborted) return;
        // 413/415 carry the API's Spanish reason; other statuses use the generic text (SPEC §8).
        const reason = isApiError(error) && [413, 415].includes(error.status) ? error.data.error : undefined;
        showError(error, reason ?? UPLOAD_FAILED);
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setProgress(null);
          setPreview(null);
        }
      }
    },
    [queryClient, show, showError],
  );

  return { progress, preview, upload };
}
