import { useId, useRef } from 'react';
import type { ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import type { SessionUser } from '../../../lib/session';
import { getUserDisplayName } from '../../../lib/session';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import { AVATAR_ACCEPT } from '../utils/avatar-file';

/** The current picture, "Subir foto" and the upload progress bar. */
export function AvatarUploader({ user }: { user: SessionUser }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const { progress, preview, upload } = useAvatarUpload();
  const uploading = progress !== null;
  // All bytes sent: the server is making the sizes (thumbnail, md, hq).
  const processing = progress !== null && progress >= 100;
  const name = getUserDisplayName(user);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again fires change again
    if (file) void upload(file);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5 }}>
      <Avatar
        src={preview ?? user.avatar ?? undefined}
        alt={`Foto de perfil de ${name}`}
        data-testid="current-avatar"
        sx={{
          width: 120,
          height: 120,
          fontSize: 48,
          fontWeight: 700,
          bgcolor: 'secondary.main',
          opacity: uploading ? 0.6 : 1,
          transition: 'opacity 200ms',
        }}
      >
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{name}</Typography>
        {user.email ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        ) : null}
      </Box>
      <input ref={inputRef} type="file" accept={AVATAR_ACCEPT} hidden onChange={onChange} aria-hidden="true" tabIndex={-1} />
      <Button
        variant="outlined"
        startIcon={<PhotoCameraOutlinedIcon />}
        onClick={() => inputRef.current?.click()}
        disabled={uploading}
      >
        Subir foto
      </Button>
      {uploading ? (
        <Box sx={{ width: '100%' }}>
          <LinearProgress
            variant={processing ? 'indeterminate' : 'determinate'}
            value={progress}
            aria-labelledby={progressId}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography id={progressId} variant="body2" sx={{ mt: 0.75, color: 'text.secondary' }}>
            {processing ? 'Procesando foto…' : `Subiendo foto… ${progress} %`}
          </Typography>
        </Box>
      ) : (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Imágenes .png, .jpg o .jpeg de hasta 10 MB.
        </Typography>
      )}
    </Box>
  );
}
