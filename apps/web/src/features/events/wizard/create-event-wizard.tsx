import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CREATE_EVENT_STEPS } from '@eventos/domain';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { focusFirstError } from '../../../lib/focus-first-error';
import { CREATE_EVENT_STEP_TITLES } from '../components/create-event-steps';
import { StepDescription } from './step-description';
import { StepEventType } from './step-event-type';
import { StepPlaceDate } from './step-place-date';
import { StepServices } from './step-services';
import type { EventDraft } from './event-draft';
import { usePublishEvent } from './use-publish-event';
import { canEnterStep, firstInvalidStep, validateStep } from './wizard-validation';
import { WizardNav } from './wizard-nav';
import { WizardProgress } from './wizard-progress';

const STEP_HELP = [
  'Elige el tipo de evento que estás organizando.',
  'Marca los servicios que necesitas y cuéntanos algunos detalles de cada uno.',
  'Dinos dónde y cuándo será tu evento.',
  'Describe tu evento y revisa todo antes de publicarlo.',
];

export interface CreateEventWizardProps {
  step: number;
  draft: EventDraft;
  update: (recipe: (draft: EventDraft) => EventDraft) => void;
  storageKey: string;
  editId: number | null;
  providerId: number | null;
  suggestedServiceIds?: number[];
}

/** The 4 steps with the step in the URL ('/eventos/crear/2?provider=…'): back/forward work. */
export function CreateEventWizard(props: CreateEventWizardProps) {
  const { step, draft, update, storageKey, editId, providerId, suggestedServiceIds } = props;
  const navigate = useNavigate();
  const location = useLocation();
  const isMobile = useIsMobile();
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const paperRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const publisher = usePublishEvent({ storageKey, editId, providerId });

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const goTo = (n: number) => navigate(`/eventos/crear/${n}${location.search}`);
  const errors = attempted.has(step) ? validateStep(step, draft) : {};
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

  const next = () => {
    if (Object.keys(validateStep(step, draft)).length > 0) {
      markAttempted(step);
      showFirstError();
      return;
    }
    goTo(step + 1);
  };

  const publish = () => {
    const invalid = firstInvalidStep(draft);
    if (invalid !== null) {
      markAttempted(...Array.from({ length: CREATE_EVENT_STEPS }, (_, i) => i + 1));
      if (invalid !== step) goTo(invalid);
      else showFirstError();
      return;
    }
    void publisher.publish(draft);
  };

  const set = (patch: Partial<EventDraft>) => update((d) => ({ ...d, ...patch }));

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
        onNext={next}
        onPublish={publish}
        publishing={publisher.publishing}
        publishLabel={editId ? 'Guardar cambios' : 'Publicar evento'}
      />
    </Paper>
  );
}
