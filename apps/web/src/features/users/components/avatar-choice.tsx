import Avatar from '@mui/material/Avatar';
import { Box } from '../../../components/ui/box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import type { SessionUser } from '../../../lib/session';
import { useUpdateAvatarPreference } from '../api/update-avatar';
import type { AvatarChoice as Choice } from '../api/update-avatar';
import { AVATAR_UPLOADED_MESSAGE } from '../hooks/use-avatar-upload';

function OptionLabel({ src, title, note }: { src: string | null | undefined; title: string; note: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}>
      <Avatar src={src ?? undefined} alt="" sx={{ width: 44, height: 44 }} />
      <Box>
        <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{title}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      </Box>
    </Box>
  );
}

/** Which picture to show: the social account's or the uploaded one (PUT user/{id}/avatar). */
export function AvatarChoice({ user }: { user: SessionUser }) {
  const { show, showError } = useSnackbar();
  const mutation = useUpdateAvatarPreference(user.id);
  const value: Choice = user.avatar_preferred === 'uploaded' ? 'uploaded' : 'social';
  const selected = mutation.isPending && mutation.variables ? mutation.variables : value;

  const onChange = (choice: Choice) => {
    if (choice === value) return;
    mutation.mutate(choice, {
      onSuccess: () => show(AVATAR_UPLOADED_MESSAGE),
      onError: (error) => showError(error, 'No se pudo cambiar la foto de perfil. Intenta nuevamente.'),
    });
  };

  return (
    <FormControl component="fieldset" disabled={mutation.isPending} sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        ¿Qué foto quieres mostrar?
      </FormLabel>
      <RadioGroup name="avatar_preferred" value={selected} onChange={(e) => onChange(e.target.value as Choice)}>
        <FormControlLabel
          value="social"
          control={<Radio />}
          label={
            <OptionLabel
              src={user.avatar_social}
              title="Foto de tu red social"
              note={user.avatar_social ? 'La de tu cuenta con la que ingresas' : 'Tu cuenta no tiene foto'}
            />
          }
        />
        <FormControlLabel
          value="uploaded"
          disabled={!user.avatar_uploaded}
          control={<Radio />}
          label={
            <OptionLabel
              src={user.avatar_uploaded_thumbnail ?? user.avatar_uploaded}
              title="Foto subida"
              note={user.avatar_uploaded ? 'La que subiste a Eventos Perú' : 'Aún no subiste una foto'}
            />
          }
        />
      </RadioGroup>
    </FormControl>
  );
}
