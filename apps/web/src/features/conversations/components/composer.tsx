import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Box } from '../../../components/ui/box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { MESSAGE_MAX_LENGTH, SendMessageSchema, ct, type SendMessageInput } from '@eventos/domain';
import { useSnackbar } from '../../../components/feedback/snackbar-context';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSendMessage } from '../api/conversations-api';
import { MESSAGE_FILE_ACCEPT, messageFileError, uploadMessageFile } from '../api/upload-message-file';
import { QuickRepliesMenu } from './quick-replies-menu';

const EMPTY_MESSAGE = { body: '', attachment: null };

/**
 * Text (≤ 2,000 characters) and one attachment; Enter sends, Shift+Enter breaks the line. A
 * react-hook-form form with the domain's SendMessageSchema (docs/decisions/139-one-form-pattern.md):
 * its one message («Escribe un mensaje…», the length) goes under the text.
 */
export function Composer({ threadId, isProvider }: { threadId: number; isProvider: boolean }) {
  const form = useForm<z.input<typeof SendMessageSchema>, unknown, SendMessageInput>({
    resolver: zodResolver(SendMessageSchema),
    defaultValues: EMPTY_MESSAGE,
  });
  const body = form.watch('body') ?? '';
  const attachment = form.watch('attachment') ?? null;
  const error = form.formState.errors.body?.message ?? form.formState.errors.attachment?.message ?? null;
  // Read at render: react-hook-form only keeps the form state a render has read up to date.
  const submitted = form.formState.isSubmitted;
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const send = useSendMessage(threadId);
  const snackbar = useSnackbar();

  const submit = form.handleSubmit(
    (message) =>
      send.mutate(message, {
        onSuccess: () => form.reset(EMPTY_MESSAGE),
        onError: (e) => {
          // All of the API's field messages under the text, the composer's one field.
          if (applyServerErrors(e, form.setError, ['body'], { into: 'body' }).length > 0)
            textRef.current?.focus();
          snackbar.showError(e);
        },
      }),
    () => textRef.current?.focus(),
  );
  const setAttachment = (file: SendMessageInput['attachment']) =>
    form.setValue('attachment', file ?? null, { shouldValidate: submitted });

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = messageFileError(file);
    if (problem) {
      snackbar.show(problem, { color: 'error' });
      return;
    }
    setProgress(0);
    try {
      setAttachment(await uploadMessageFile(file, { onProgress: setProgress }));
    } catch (e) {
      snackbar.showError(e);
    } finally {
      setProgress(null);
    }
  };

  const insert = (text: string) => {
    const current = form.getValues('body') ?? '';
    form.setValue('body', (current ? `${current}\n${text}` : text).slice(0, MESSAGE_MAX_LENGTH), {
      shouldValidate: submitted,
    });
    textRef.current?.focus();
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Escribir mensaje"
      onSubmit={(e) => void submit(e)}
      sx={{ borderTop: 1, borderColor: 'divider', p: 1.5, bgcolor: 'background.paper' }}
    >
      {progress !== null ? <LinearProgress variant="determinate" value={progress} sx={{ mb: 1 }} /> : null}
      {attachment ? (
        <Chip
          icon={<AttachFileIcon />}
          label={attachment.filename ?? 'archivo'}
          onDelete={() => setAttachment(null)}
          sx={{ mb: 1, maxWidth: '100%' }}
          data-testid="composer-attachment"
        />
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
        {isProvider ? <QuickRepliesMenu onInsert={insert} /> : null}
        <Tooltip title={ct('conversations.composer.attach')}>
          <IconButton
            aria-label={ct('conversations.composer.attach')}
            onClick={() => input.current?.click()}
            disabled={progress !== null}
          >
            <AttachFileIcon />
          </IconButton>
        </Tooltip>
        <input
          ref={input}
          type="file"
          hidden
          accept={MESSAGE_FILE_ACCEPT}
          data-testid="composer-file"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <Controller
          control={form.control}
          name="body"
          render={({ field }) => (
            <TextField
              inputRef={(el: HTMLTextAreaElement | null) => {
                textRef.current = el;
                field.ref(el);
              }}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  void submit();
                }
              }}
              placeholder={ct('conversations.composer.placeholder')}
              multiline
              maxRows={6}
              size="small"
              fullWidth
              error={Boolean(error)}
              helperText={
                error ??
                (body.length > MESSAGE_MAX_LENGTH * 0.8 ? `${body.length}/${MESSAGE_MAX_LENGTH}` : undefined)
              }
              slotProps={{
                htmlInput: {
                  maxLength: MESSAGE_MAX_LENGTH,
                  'aria-label': ct('conversations.composer.placeholder'),
                },
              }}
            />
          )}
        />
        <Tooltip title={ct('conversations.composer.send')}>
          <span>
            <IconButton
              type="submit"
              color="primary"
              aria-label={ct('conversations.composer.send')}
              disabled={send.isPending || progress !== null}
            >
              <SendIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
}
