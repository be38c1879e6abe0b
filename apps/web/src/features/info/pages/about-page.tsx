import { t } from '@eventos/domain';
import { AboutCategories } from '../components/about/about-categories';
import { AboutHowItWorks } from '../components/about/about-how-it-works';
import { AboutValues } from '../components/about/about-values';
import { InfoCta } from '../components/info-cta';
import { InfoLayout } from '../components/info-layout';
import { InfoSection } from '../components/info-section';
import { InternalLink, MailLink, Paragraph, SubHeading } from '../components/info-text';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { CONTACT_EMAIL, INFO_LINKS } from '../info-constants';

const TITLE = t('pages.about.title');

/** Route '/sobre-nosotros'. */
export default function AboutPage() {
  useDocumentTitle(TITLE);
  return (
    <InfoLayout
      title={TITLE}
      subtitle="Conectamos a quienes organizan eventos con los mejores proveedores de servicios de todo el Perú."
    >
      <InfoSection id="que-es" title="¿Qué es Eventos Perú?">
        <Paragraph>
          Eventos Perú es el mercado en línea donde organizadores de eventos y proveedores de servicios se
          encuentran. Aquí puedes descubrir locales, catering, equipos audiovisuales, animación, vestuario,
          organización, ambientación y estructuras para tu boda, quinceañero, cumpleaños, aniversario de
          empresa, lanzamiento de producto o cualquier celebración.
        </Paragraph>
        <Paragraph>
          Cada proveedor tiene su propio sitio público con fotos, videos, servicios, datos de contacto y
          reseñas de sus clientes, para que elijas con confianza y sin perder tiempo.
        </Paragraph>
      </InfoSection>

      <InfoSection id="mision" title="Nuestra misión">
        <Paragraph>
          Queremos que organizar un evento en el Perú sea fácil, transparente y accesible, y que cada
          proveedor, sin importar su tamaño, pueda mostrar su trabajo y conseguir nuevos clientes, desde Lima
          hasta Arequipa, Cusco, Piura, Trujillo, Chiclayo, Iquitos, Huancayo y cada rincón del país.
        </Paragraph>
        <SubHeading>Para quienes organizan eventos</SubHeading>
        <Paragraph>
          Encuentra en un solo lugar proveedores de tu ciudad, compara propuestas y precios reales, y toma
          decisiones informadas gracias a las reseñas de otros clientes. Crear tu evento y pedir cotizaciones
          es gratis.
        </Paragraph>
        <SubHeading>Para proveedores de servicios</SubHeading>
        <Paragraph>
          Publica tu sitio web en una dirección propia (por ejemplo, eventosperu.pe/tu-empresa), muestra tu
          galería de fotos y videos, recibe solicitudes de cotización y notificaciones de eventos que buscan
          tus servicios, y sigue tus indicadores de clientes, cotizaciones y ventas. Conoce más en{' '}
          <InternalLink to={INFO_LINKS.joinAsProvider}>Soy un proveedor</InternalLink>.
        </Paragraph>
      </InfoSection>

      <AboutHowItWorks />
      <AboutCategories />
      <AboutValues />

      <InfoSection id="contacto" title="Contacto">
        <Paragraph>
          ¿Tienes preguntas, sugerencias o quieres trabajar con nosotros? Escríbenos a{' '}
          <MailLink email={CONTACT_EMAIL} />, nuestro canal oficial de contacto. Te responderemos a la
          brevedad posible.
        </Paragraph>
        <Paragraph>
          Antes de escribirnos, quizá encuentres tu respuesta en las{' '}
          <InternalLink to={INFO_LINKS.faq}>preguntas frecuentes</InternalLink>.
        </Paragraph>
      </InfoSection>

      <InfoCta
        id="empieza"
        title="¡Empieza hoy!"
        primary={{ label: 'Buscar proveedores', to: INFO_LINKS.providers }}
        secondary={{ label: 'Soy un proveedor', to: INFO_LINKS.joinAsProvider }}
      >
        Encuentra a los proveedores ideales para tu próximo evento o publica tu negocio y empieza a recibir
        solicitudes de cotización.
      </InfoCta>
    </InfoLayout>
  );
}
