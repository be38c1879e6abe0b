import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import { Box } from '../../../components/ui/box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BLOG_LIMITS,
  BLOG_STATUSES,
  BLOG_STATUS_LABELS,
  BlogPostInputSchema,
  previewMarkdown,
  type BlogCategory,
  type BlogEditablePost,
  type BlogPostInput,
  type BlogPostInputParsed,
} from '@eventos/domain';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { blogGraphQL } from '../api/blog-graphql';
import { BlogContent } from './blog-content';
import { CoverField } from './cover-field';
import { FormTextField } from '../../../components/forms/form-text-field';
import { applyServerErrors } from '../../../lib/form-errors';

type Field = keyof BlogPostInput;
const FIELDS: readonly Field[] = ['title', 'slug', 'excerpt', 'contentMarkdown', 'seoTitle', 'seoDescription', 'categorySlug', 'tags', 'coverUploadId', 'status', 'publishAt'];

export function formValues(post: BlogEditablePost | null): BlogPostInput {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    contentMarkdown: post?.contentMarkdown ?? '',
    seoTitle: post?.seoTitle ?? '',
    seoDescription: post?.seoDescription ?? '',
    categorySlug: post?.category?.slug ?? '',
    tags: post?.tags.map((t) => t.name) ?? [],
    coverUploadId: post?.coverUploadId ?? null,
    status: post?.status ?? 'draft',
    publishAt: post?.status === 'scheduled' ? post.publishedAt : null,
  };
}

/** ISO → the value of <input type="datetime-local"> in the browser's time zone, and back. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export interface BlogPostFormProps {
  post: BlogEditablePost | null;
  categories: BlogCategory[];
  /** Saves; rejects with the service's error when it refuses fields (they go next to the fields). */
  onSubmit: (values: BlogPostInputParsed) => Promise<void>;
  onDelete?: () => void;
}

/** The editor: Markdown with live preview (rendered and sanitised by the server), cover, SEO, category, tags and status. */
export function BlogPostForm({ post, categories, onSubmit, onDelete }: BlogPostFormProps) {
  const [coverUrl, setCoverUrl] = useState<string | null>(post?.cover?.url ?? null);
  const [uploading, setUploading] = useState(false);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const { control, register, handleSubmit, setError, setFocus, setValue, formState } = useForm<BlogPostInput, unknown, BlogPostInputParsed>({
    resolver: zodResolver(BlogPostInputSchema),
    defaultValues: formValues(post),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;
  const markdown = useWatch({ control, name: 'contentMarkdown' }) ?? '';
  const status = useWatch({ control, name: 'status' });
  const debounced = useDebouncedValue(markdown, 400);
  const preview = useQuery({
    queryKey: ['blog', 'preview', debounced],
    queryFn: () => previewMarkdown(blogGraphQL, debounced),
    enabled: debounced.trim().length > 0,
    placeholderData: keepPreviousData,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const [first] = applyServerErrors(error, setError, FIELDS);
      if (first) setFocus(first as Field);
    }
  });

  const previewPane = (
    <Paper variant="outlined" sx={{ p: 2, minHeight: 320, overflow: 'auto' }} aria-label="Vista previa" aria-live="polite">
      {debounced.trim() ? (
        <BlogContent html={preview.data ?? ''} />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>La vista previa aparecerá aquí mientras escribes.</Typography>
      )}
    </Paper>
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
      <TextField label="Título" required {...register('title')} error={Boolean(errors.title)} helperText={errors.title?.message} slotProps={{ htmlInput: { maxLength: BLOG_LIMITS.title } }} />
      <TextField
        label="Dirección (slug)"
        {...register('slug')}
        error={Boolean(errors.slug)}
        helperText={errors.slug?.message ?? 'Vacío: se genera a partir del título. Ejemplo: como-elegir-un-local'}
      />
      <TextField
        label="Resumen"
        required
        multiline
        minRows={2}
        {...register('excerpt')}
        error={Boolean(errors.excerpt)}
        helperText={errors.excerpt?.message ?? `Aparece en la lista del blog y al compartir (máximo ${BLOG_LIMITS.excerpt} caracteres).`}
      />

      <Box>
        <Tabs value={tab} onChange={(_e, v: 'write' | 'preview') => setTab(v)} sx={{ display: { md: 'none' }, mb: 1 }}>
          <Tab value="write" label="Escribir" />
          <Tab value="preview" label="Vista previa" />
        </Tabs>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box sx={{ display: { xs: tab === 'write' ? 'block' : 'none', md: 'block' } }}>
            <TextField
              label="Contenido (Markdown)"
              required
              multiline
              minRows={14}
              fullWidth
              {...register('contentMarkdown')}
              error={Boolean(errors.contentMarkdown)}
              helperText={errors.contentMarkdown?.message ?? '## Subtítulo, **negrita**, *cursiva*, [enlace](/proveedores), listas con - y tablas.'}
              slotProps={{ htmlInput: { spellCheck: true } }}
            />
          </Box>
          <Box sx={{ display: { xs: tab === 'preview' ? 'block' : 'none', md: 'block' } }}>{previewPane}</Box>
        </Box>
      </Box>

      <Controller
        control={control}
        name="coverUploadId"
        render={({ fieldState }) => (
          <CoverField
            url={coverUrl}
            error={fieldState.error?.message}
            onBusyChange={setUploading}
            onUploaded={({ id, url }) => {
              setCoverUrl(url);
              setValue('coverUploadId', id, { shouldDirty: true });
            }}
            onRemove={() => {
              setCoverUrl(null);
              setValue('coverUploadId', null, { shouldDirty: true });
            }}
          />
        )}
      />

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="categorySlug" select label="Categoría" required>
          {categories.map((c) => (
            <MenuItem key={c.slug} value={c.slug}>
              {c.name}
            </MenuItem>
          ))}
        </FormTextField>
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              freeSolo
              options={[]}
              value={field.value ?? []}
              onChange={(_e, value) => field.onChange(value.map((v) => String(v).trim()).filter(Boolean))}
              renderInput={(params) => (
                <TextField
                  {...params}
                  name={field.name}
                  inputRef={field.ref}
                  label="Etiquetas"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? `Escribe y pulsa Enter (hasta ${BLOG_LIMITS.tags}).`}
                />
              )}
            />
          )}
        />
      </Box>

      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextField label="Título SEO" {...register('seoTitle')} error={Boolean(errors.seoTitle)} helperText={errors.seoTitle?.message ?? `Opcional; para Google y redes (máximo ${BLOG_LIMITS.seoTitle}).`} />
        <TextField
          label="Descripción SEO"
          multiline
          minRows={2}
          {...register('seoDescription')}
          error={Boolean(errors.seoDescription)}
          helperText={errors.seoDescription?.message ?? `Opcional; si está vacía se usa el resumen (máximo ${BLOG_LIMITS.seoDescription}).`}
        />
      </Box>

      <Box>
        <FormLabel id="estado-articulo">Estado</FormLabel>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <RadioGroup row aria-labelledby="estado-articulo" name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
              {BLOG_STATUSES.map((s) => (
                <FormControlLabel key={s} value={s} control={<Radio />} label={BLOG_STATUS_LABELS[s]} />
              ))}
            </RadioGroup>
          )}
        />
        {status === 'scheduled' ? (
          <Controller
            control={control}
            name="publishAt"
            render={({ field, fieldState }) => (
              <TextField
                type="datetime-local"
                label="Publicar el"
                name={field.name}
                inputRef={field.ref}
                value={toLocalInput(field.value)}
                onChange={(e) => field.onChange(fromLocalInput(e.target.value))}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ mt: 1, maxWidth: 320 }}
              />
            )}
          />
        ) : null}
      </Box>

      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting || uploading}>
          {status === 'published' ? 'Publicar' : 'Guardar'}
        </Button>
        {onDelete ? (
          <Button color="error" onClick={onDelete} disabled={isSubmitting}>
            Eliminar artículo
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
