import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { Box } from '../../../components/ui/box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CREATE_EVENT_STEPS } from '@eventos/domain';
import type { UserEventInput } from '@eventos/domain';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { focusFirstError } from '../../../lib/focus-first-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { CREATE_EVENT_STEP_TITLES } from '../components/create-event-steps';
import { StepDescription } from './step-description';
import { StepEventType } from './step-event-type';
import { StepPlaceDate } from './step-place-date';
import { StepServices } from './step-services';
import type { EventDraft } from './event-draft';
import { usePublishEvent } from './use-publish-event';
import {
  canEnterStep,
  eventDraftSchema,
  firstInvalidStep,
  firstStepWithErrors,
  formStepErrors,
  stepFields,
  stepOfField,
} from './wizard-validation';
import { WizardNav } from './wizard-nav';
import { WizardProgress } from './wizard-progress';

const STEP_HELP = [
  'Elige el tipo de evento que estás organizando.',
  'Marca los servicios que necesitas y cuéntanos algunos detalles de cada uno.',
  'Dinos dónde y cuándo será tu evento.',
  'Describe tu evento y revisa todo antes de publicarlo.',
];

/** The body's fields the API may answer errors for (`services.0.guests`, …). */
const SERVICE_FIELDS = ['service_type_id', 'guests', 'hours', 'budget_min', 'budget_max', 'notes'];
const TOP_FIELDS = [
  'event_type_id',
  'services',
  'department_id',
  'province_id',
  'district_id',
  'place',
  'date',
  'description',
];
const serverFields = (draft: EventDraft) => [
  ...TOP_FIELDS,
  ...draft.services.flatMap((_, i) => SERVICE_FIELDS.map((f) => `services.${i}.${f}`)),
];
const ALL_STEPS = Array.from({ length: CREATE_EVENT_STEPS }, (_, i) => i + 1);

export interface CreateEventWizardProps {
  step: number;
  /** The draft the form starts from (the page remounts the wizard when its storage key changes). */
  draft: EventDraft;
  /** Receives every change (the page keeps the draft in sessionStorage). */
  update: (recipe: (draft: EventDraft) => EventDraft) => void;
  storageKey: string;
  editId: number | null;
  providerId: number | null;
  suggestedServiceIds?: number[];
}

/**
 * The 4 steps with the step in the URL ('/eventos/crear/2?provider=…'): back/forward work. One
 * react-hook-form form over the four steps with the domain's schema (wizard-validation.ts):
 * «Siguiente» triggers the step's fields, «Publicar evento» submits the whole form.
 */
export function CreateEventWizard(props: CreateEventWizardProps) {
  const { step, draft: initialDraft, update, storageKey, editId, providerId, suggestedServiceIds } = props;
  const form = useForm<EventDraft, unknown, UserEventInput>({
    resolver: zodResolver(eventDraftSchema({ editId, providerId })),
    defaultValues: initialDraft,
  });
  const draft = form.watch();
  const navigate = useNavigate();
  const location = useLocation();
  const isMobile = useIsMobile();
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const paperRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const publisher = usePublishEvent({ storageKey, editId, providerId });

  // Every change goes to the page's draft (sessionStorage), as typed.
  useEffect(() => {
    const subscription = form.watch((values) => update(() => ({ ...(values as EventDraft) })));
    return () => subscription.unsubscribe();
  }, [form, update]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const goTo = (n: number) => navigate(`/eventos/crear/${n}${location.search}`);
  // Read on every render: react-hook-form only re-renders for the form state a render has read.
  const formErrors = form.formState.errors;
  const errors = attempted.has(step) ? formStepErrors(formErrors, step) : {};
  const markAttempted = (...steps: number[]) => setAttempted((s) => new Set([...s, ...steps]));
  /** The first error of the step once it is shown (lib/focus-first-error), else the step's heading. */
  const showFirstError = () =>
    requestAnimationFrame(() => {
      if (!focusFirstError(paperRef.current)) headingRef.current?.focus();
    });

  if (!canEnterStep(step, draft)) {
    return (
      <Navigate to={`/eventos/crear/${firstInvalidStep(draft, step - 1) ?? 1}${location.search}`} replace />
    );
  }

  /** Errors of `invalid` (a step) are on the form: show them there, moving to that step if needed. */
  const showStep = (invalid: number) => {
    markAttempted(...ALL_STEPS);
    if (invalid !== step) goTo(invalid);
    else showFirstError();
  };

  const next = async () => {
    if (!(await form.trigger([...stepFields(step)]))) {
      markAttempted(step);
      showFirstError();
      return;
    }
    goTo(step + 1);
  };

  const publish = form.handleSubmit(
    async (body) => {
      const error = await publisher.publish(body);
      const placed = applyServerErrors(error, form.setError, serverFields(form.getValues()));
      const invalid = placed.length > 0 ? stepOfField(placed[0]!) : null;
      if (invalid !== null) showStep(invalid);
    },
    (errors) => showStep(firstStepWithErrors(errors) ?? step),
  );

  /** A change typed on the step; once the step showed its errors they follow what is typed. */
  const set = (patch: Partial<EventDraft>) => {
    for (const [name, value] of Object.entries(patch) as Array<
      [keyof EventDraft, EventDraft[keyof EventDraft]]
    >) {
      form.setValue(name, value, { shouldDirty: true });
    }
    if (attempted.has(step)) void form.trigger([...stepFields(step)]);
  };

  return (
    <Paper ref={paperRef} variant="outlined" sx={{ p: { xs: 2, sm: 4 }, pb: 0 }}>
      <WizardProgress
        step={step}
        isMobile={isMobile}
        canEnter={(n) => canEnterStep(n, draft)}
        onStep={goTo}
      />
      <Typography ref={headingRef} tabIndex={-1} variant="h5" component="h2" sx={{ outline: 'none' }}>
        {CREATE_EVENT_STEP_TITLES[step - 1]}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>{STEP_HELP[step - 1]}</Typography>
      {step === 2 && Object.keys(errors).some((k) => k.startsWith('services.')) ? (
        <Alert severity="error" data-field-error sx={{ mb: 2 }}>
          Revisa los detalles de los servicios:{' '}
          {Object.entries(errors).find(([k]) => k.startsWith('services.'))?.[1]}
        </Alert>
      ) : null}
      {publisher.notice ? (
        <Alert severity="success" sx={{ mb: 3 }} onClose={publisher.dismissNotice}>
          {publisher.notice}
        </Alert>
      ) : null}
      <Box>
        {step === 1 ? (
          <StepEventType
            value={draft.event_type_id}
            onChange={(event_type_id) => set({ event_type_id })}
            error={errors.event_type_id}
          />
        ) : null}
        {step === 2 ? (
          <StepServices
            value={draft.services}
            onChange={(services) => set({ services })}
            errors={errors}
            suggestedIds={suggestedServiceIds}
          />
        ) : null}
        {step === 3 ? <StepPlaceDate draft={draft} onChange={set} errors={errors} /> : null}
        {step === 4 ? (
          <StepDescription
            draft={draft}
            onChange={(description) => set({ description })}
            errors={errors}
            onEditStep={goTo}
          />
        ) : null}
      </Box>
      <WizardNav
        step={step}
        onBack={() => goTo(Math.max(1, step - 1))}
        onNext={() => void next()}
        onPublish={() => void publish()}
        publishing={publisher.publishing}
        publishLabel={editId ? 'Guardar cambios' : 'Publicar evento'}
      />
    </Paper>
  );
}
