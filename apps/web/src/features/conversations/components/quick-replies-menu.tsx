import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  MESSAGE_MAX_LENGTH,
  QUICK_REPLY_TITLE_MAX,
  QuickReplySchema,
  ct,
  type QuickReplyInput,
  type QuickReplyOut,
} from '@eventos/domain';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { useDeleteQuickReply, useQuickReplies, useSaveQuickReply } from '../api/conversations-api';

function QuickReplyForm({ reply, onDone }: { reply: QuickReplyOut | null; onDone: () => void }) {
  const save = useSaveQuickReply();
  const snackbar = useSnackbar();
  const { register, handleSubmit, formState } = useForm<QuickReplyInput>({
    resolver: zodResolver(QuickReplySchema),
    defaultValues: { title: reply?.title ?? '', body: reply?.body ?? '' },
    shouldFocusError: true,
  });
  const submit = handleSubmit((input) =>
    save.mutate({ id: reply?.id, input }, { onSuccess: onDone, onError: (e) => snackbar.showError(e) }),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5, mt: 1 }}>
      <TextField
        {...register('title')}
        label="Título"
        size="small"
        error={Boolean(formState.errors.title)}
        helperText={formState.errors.title?.message}
        slotProps={{ htmlInput: { maxLength: QUICK_REPLY_TITLE_MAX } }}
      />
      <TextField
        {...register('body')}
        label="Texto"
        multiline
        minRows={3}
        error={Boolean(formState.errors.body)}
        helperText={formState.errors.body?.message}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onDone}>Cancelar</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Guardar
        </Button>
      </Box>
    </Box>
  );
}

/** The provider's saved replies: one click inserts one in the composer; "Administrar" creates and edits. */
export function QuickRepliesMenu({ onInsert }: { onInsert: (text: string) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [managing, setManaging] = useState(false);
  const [editing, setEditing] = useState<QuickReplyOut | 'new' | null>(null);
  const replies = useQuickReplies(true);
  const remove = useDeleteQuickReply();
  const list = replies.data ?? [];
  const label = ct('conversations.quickReplies');
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={(e) => setAnchor(e.currentTarget)}>
          <BoltIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxWidth: 340 } } }}>
        {list.length === 0 ? (
          <Typography sx={{ px: 2, py: 1, color: 'text.secondary', whiteSpace: 'normal' }}>{ct('conversations.quickReplies.empty')}</Typography>
        ) : (
          list.map((r) => (
            <MenuItem
              key={r.id}
              onClick={() => {
                onInsert(r.body);
                setAnchor(null);
              }}
              sx={{ whiteSpace: 'normal' }}
            >
              <ListItemText primary={r.title} secondary={r.body.length > 80 ? `${r.body.slice(0, 79)}…` : r.body} />
            </MenuItem>
          ))
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setManaging(true);
          }}
        >
          Administrar respuestas rápidas
        </MenuItem>
      </Menu>
      <Dialog open={managing} onClose={() => setManaging(false)} fullWidth maxWidth="sm">
        <DialogTitle>{label}</DialogTitle>
        <DialogContent>
          {editing ? (
            <QuickReplyForm reply={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          ) : (
            <>
              {list.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>{ct('conversations.quickReplies.empty')}</Typography>
              ) : (
                <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
                  {list.map((r) => (
                    <Box component="li" key={r.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 1, borderBottom: 1, borderColor: 'divider' }}>
                      <ListItemText primary={r.title} secondary={r.body} sx={{ m: 0 }} />
                      <IconButton aria-label={`Editar ${r.title}`} onClick={() => setEditing(r)}>
                        <EditOutlinedIcon />
                      </IconButton>
                      <IconButton aria-label={`Eliminar ${r.title}`} onClick={() => remove.mutate(r.id)}>
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Box>
                  ))}
                </Box>
              )}
            </>
          )}
        </DialogContent>
        {editing ? null : (
          <DialogActions>
            <Button onClick={() => setManaging(false)}>Cerrar</Button>
            <Button variant="contained" onClick={() => setEditing('new')}>
              Nueva respuesta
            </Button>
          </DialogActions>
        )}
      </Dialog>
    </>
  );
}
