import { usePopularLandings } from '../api/get-landing';
import { LandingLinks } from './landing-links';

/** The home's popular landings (top categories in the departments with most providers); nothing until loaded. */
export function PopularLandings() {
  const { data } = usePopularLandings();
  if (!data || data.length === 0) return null;
  return <LandingLinks links={data} />;
}
