import { useFormContext } from 'react-hook-form';
import type { AffiliationFormInput } from './affiliation-form';
import { ServiceTypesField } from '../fields/service-type-picker';

/** Step 2: at least one service ("Selecciona al menos un servicio de la lista"). */
export function StepServices({ labelledBy }: { labelledBy: string }) {
  const { control } = useFormContext<AffiliationFormInput>();
  return <ServiceTypesField control={control} labelledBy={labelledBy} />;
}
