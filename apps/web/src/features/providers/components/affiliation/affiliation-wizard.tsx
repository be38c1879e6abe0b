import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Box } from '../../../../components/ui/box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@eventos/domain';
import type { CreateProviderInput } from '@eventos/domain';
import { useSnackbar } from '../../../../components/feedback/snackbar-context';
import { focusFirstErrorSoon } from '../../../../lib/focus-first-error';
import { applyServerErrors } from '../../../../lib/form-errors';
import { SESSION_QUERY_KEY } from '../../../../lib/session';
import { createProvider, validateEmailCode } from '../../api/affiliation-api';
import { checkSlugAvailability } from '../../api/check-slug-availability';
import { providerKeys } from '../../api/provider-keys';
import {
  AFFILIATION_DEFAULTS,
  AFFILIATION_FORM_STEPS,
  AffiliationFormSchema,
  affiliationDefaults,
  stepOfField,
} from './affiliation-form';
import type { AffiliatingUser, AffiliationField, AffiliationFormInput, AffiliationFormOutput } from './affiliation-form';
import { AffiliationActions } from './affiliation-actions';
import { AffiliationStepper } from './affiliation-stepper';
import { ContactFields } from './contact-fields';
import { StepCompany } from './step-company';
import { applyCodeServerError, useCodeForm } from './code-form';
import { StepConfirm } from './step-confirm';
import type { CodeState } from './step-confirm';
import { StepLogo } from './step-logo';
import { StepServices } from './step-services';
import { useSlugCheck } from './use-slug-check';

const LAST = AFFILIATION_FORM_STEPS.length - 1;

/**
 * The affiliation stepper (SPEC §2): company and slug → services → contact → logo → e-mail code,
 * then POST providers and the new site. One react-hook-form form with the shared schema.
 */
export function AffiliationWizard({ user, siteSuffix = '' }: { user?: AffiliatingUser | null; siteSuffix?: string }) {
  const form = useForm<AffiliationFormInput, unknown, AffiliationFormOutput>({
    resolver: zodResolver(AffiliationFormSchema),
    defaultValues: affiliationDefaults(user),
    mode: 'onTouched',
  });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { show, showError } = useSnackbar();
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [logoUrl, setLogoUrl] = useState<string | null>(null);
  const [codeState, setCodeState] = useState<CodeState | null>(null);
  const codeForm = useCodeForm();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const paperRef = useRef<HTMLFormElement>(null);
  const firstRender = useRef(true);
  const [slug, email] = useWatch({ control: form.control, name: ['slug', 'email'] });
  const slugCheck = useSlugCheck(slug ?? '');
  const step = AFFILIATION_FORM_STEPS[active] ?? AFFILIATION_FORM_STEPS[0]!;

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // New step: focus its heading and bring the stepper back into view.
    headingRef.current?.focus({ preventScroll: true });
    const top = paperRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) paperRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [active]);

  useEffect(() => {
    // Errors shown by "Siguiente" go away as soon as the field is fixed.
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name as AffiliationField).error) void form.trigger(name as AffiliationField);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const slugIsFree = async (): Promise<boolean> => {
    try {
      const result = await checkSlugAvailability(form.getValues('slug'));
      if (result.available) return true;
      form.setError('slug', { message: result.message ?? MESSAGES['providers.slug.reserved'] });
    } catch (error) {
      showError(error);
    }
    return false;
  };

  const next = async () => {
    setBusy(true);
    try {
      const valid = await form.trigger(step.fields);
      if (!valid || (step.key === 'company' && !(await slugIsFree()))) {
        focusFirstErrorSoon(() => paperRef.current);
        return;
      }
      setActive((i) => Math.min(LAST, i + 1));
    } finally {
      setBusy(false);
    }
  };

  const showServerErrors = (error: unknown) => {
    const placed = applyServerErrors(error, form.setError, Object.keys(AFFILIATION_DEFAULTS));
    const firstStep = Math.min(LAST, ...placed.map(stepOfField));
    if (firstStep < LAST) setActive(firstStep);
    focusFirstErrorSoon(() => paperRef.current);
  };

  const create = async (values: AffiliationFormOutput, preregisterId: number) => {
    const { department_id: _d, province_id: _p, ...rest } = values;
    const body: CreateProviderInput = { ...rest, preregister_id: preregisterId };
    try {
      const provider = await createProvider(body);
      queryClient.setQueryData(providerKeys.bySlug(provider.slug), { provider, redirectSlug: null });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      show('¡Listo! Tu sitio ya está publicado.');
      navigate(`/${provider.slug}${siteSuffix}`, { replace: true });
    } catch (error) {
      showServerErrors(error);
      showError(error, 'No pudimos crear tu sitio. Intenta nuevamente.');
    }
  };

  // The code's own form first (ADR 139), then the whole affiliation form with its preregister_id.
  const finish = codeForm.handleSubmit(
    async ({ code }) => {
      setBusy(true);
      try {
        let preregisterId: number;
        try {
          preregisterId = (await validateEmailCode(code)).preregister_id;
        } catch (error) {
          applyCodeServerError(codeForm, error);
          focusFirstErrorSoon(() => paperRef.current);
          showError(error);
          return;
        }
        await form.handleSubmit(
          (values) => create(values, preregisterId),
          (errors) => {
            const first = Object.keys(errors)[0];
            if (first) setActive(stepOfField(first));
            focusFirstErrorSoon(() => paperRef.current);
          },
        )();
      } finally {
        setBusy(false);
      }
    },
    () => focusFirstErrorSoon(() => paperRef.current),
  );

  const headingId = `paso-${step.key}`;
  return (
    <FormProvider {...form}>
      <Paper
        ref={paperRef}
        component="form"
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          void (active === LAST ? finish() : next());
        }}
        variant="outlined"
        sx={{ display: 'flex', flexDirection: 'column', scrollMarginTop: 80 }}
      >
        <Box sx={{ px: { xs: 2.5, sm: 4 }, pt: { xs: 2.5, sm: 3.5 }, pb: { xs: 2, sm: 3 }, borderBottom: 1, borderColor: 'divider' }}>
          <AffiliationStepper active={active} />
        </Box>
        <Box sx={{ px: { xs: 2.5, sm: 4 }, py: { xs: 3, sm: 4 }, flex: 1 }}>
          <Typography
            ref={headingRef}
            id={headingId}
            tabIndex={-1}
            variant="h4"
            component="h2"
            sx={{ outline: 'none', fontSize: { xs: '1.35rem', sm: '1.6rem' }, mb: 0.75 }}
          >
            {step.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3.5 }}>{step.description}</Typography>
          {step.key === 'company' ? <StepCompany slugCheck={slugCheck} /> : null}
          {step.key === 'services' ? <StepServices labelledBy={headingId} /> : null}
          {step.key === 'contact' ? (
            <ContactFields
              control={form.control}
              setValue={form.setValue}
              withWebsite
              confirmsEmail
              validateOnChange={form.formState.isSubmitted || Boolean(form.formState.errors.location_id)}
            />
          ) : null}
          {step.key === 'logo' ? (
            <StepLogo logoUrl={logoUrl} onLogoUrl={setLogoUrl} onBusyChange={setUploading} />
          ) : null}
          {step.key === 'confirm' ? (
            <StepConfirm
              email={String(email ?? '').trim().toLowerCase()}
              codeState={codeState}
              onCodeSent={setCodeState}
              codeForm={codeForm}
            />
          ) : null}
        </Box>
        <AffiliationActions
          active={active}
          last={LAST}
          busy={busy}
          blocked={uploading}
          logoPending={step.key === 'logo' && !logoUrl}
          onBack={() => setActive((i) => Math.max(0, i - 1))}
        />
      </Paper>
    </FormProvider>
  );
}
