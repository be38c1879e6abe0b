import { ExpandableText } from '../../../../components/ui/expandable-text';
import { ServiceCategoryChips } from '../../../../components/ui/service-category-chip';
import { useProviderSite } from '../../hooks/provider-site-context';
import { toCategories } from '../../utils/provider-format';
import { IntroEditor, ServicesEditor } from './owner-tools';
import { EditableSection } from './editable-section';

/** "Acerca de": the introductory text (expandable), edited in place by the owner. */
export function AboutSection() {
  const { provider, owner, editing } = useProviderSite();
  const text = provider.introductory_text?.trim() ?? '';
  return (
    <EditableSection
      id="acerca"
      title={`Acerca de ${provider.company_name}`}
      hidden={!text && !owner}
      view={
        text ? (
          <ExpandableText text={text} maxLength={420} />
        ) : (
          <p className="MuiTypography-root MuiTypography-body1 site-body1 site-muted">
            {editing
              ? 'Aún no hay una descripción. Usa «Editar» y cuenta a tus clientes qué haces y qué te hace diferente.'
              : 'Aún no hay una descripción. Activa «Editar sitio» y cuenta a tus clientes qué haces y qué te hace diferente.'}
          </p>
        )
      }
      editors={[{ key: 'intro', label: 'Editar', render: (close) => <IntroEditor provider={provider} onDone={close} /> }]}
    />
  );
}

/** "Servicios": category chips with the service names, edited in place by the owner. */
export function ServicesSection() {
  const { provider } = useProviderSite();
  const categories = toCategories(provider.servicesTypes ?? []);
  return (
    <EditableSection
      id="servicios"
      title="Servicios"
      view={
        categories.length ? (
          <ServiceCategoryChips categories={categories} showServices />
        ) : (
          <p className="MuiTypography-root MuiTypography-body1 site-body1 site-muted">Sin servicios registrados.</p>
        )
      }
      editors={[
        {
          key: 'services',
          label: 'Editar',
          render: (close) => <ServicesEditor provider={provider} onDone={close} labelledBy="servicios-titulo" />,
        },
      ]}
    />
  );
}
