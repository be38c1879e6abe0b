import { LANDING_MESSAGES } from '@eventos/domain';
import { LandingLinks, usePopularLandings } from '../../landings';
import { HomeSection } from './home-section';

/** «Búsquedas populares»: links to the landings of the top categories in the top departments. */
export function HomePopularLandings() {
  const { data } = usePopularLandings();
  if (!data || data.length === 0) return null;
  return (
    <HomeSection id="busquedas-populares" title={LANDING_MESSAGES.popularTitle} subtitle={LANDING_MESSAGES.popularSubtitle}>
      <nav aria-label={LANDING_MESSAGES.popularTitle}>
        <LandingLinks links={data} />
      </nav>
    </HomeSection>
  );
}
