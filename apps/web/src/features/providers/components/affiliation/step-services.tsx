import { Controller, useFormContext } from 'react-hook-form';
import type { AffiliationFormInput } from './affiliation-form';
import { ServiceTypePicker } from '../fields/service-type-picker';

/** Step 2: at least one service ("Selecciona al menos un servicio de la lista"). */
export function StepServices({ labelledBy }: { labelledBy: string }) {
  const { control } = useFormContext<AffiliationFormInput>();
  return (
    <Controller
      name="service_type_ids"
      control={control}
      render={({ field, fieldState }) => (
        <ServiceTypePicker
          value={(field.value as number[] | undefined) ?? []}
          onChange={field.onChange}
          error={fieldState.error?.message}
          labelledBy={labelledBy}
        />
      )}
    />
  );
}
