import { InfoSection } from '../info-section';
import { BulletList, Paragraph, SubHeading } from '../info-text';

/** Terms §7–§10: cotizaciones, planes, propiedad intelectual, reseñas. */
export function TermsPartTwo() {
  return (
    <>
      <InfoSection id="cotizaciones" title="7. Cotizaciones y contratación">
        <Paragraph>
          Eventos Perú es un intermediario tecnológico: facilita que Clientes y Proveedores se encuentren, que
          el Cliente describa su evento y que el Proveedor envíe su Cotización. Eventos Perú no presta los
          servicios para eventos, no es parte del contrato que celebren Cliente y Proveedor ni actúa como su
          agente o representante.
        </Paragraph>
        <BulletList
          items={[
            'El contrato de prestación de servicios se celebra directamente entre el Cliente y el Proveedor, quienes acuerdan libremente sus condiciones, forma de pago, adelantos y penalidades.',
            'Cada Cotización indica la moneda, soles (S/) o dólares estadounidenses ($), y si el precio incluye o no el Impuesto General a las Ventas (IGV, 18 %). El Proveedor es el único responsable de los precios, descuentos y condiciones que ofrece.',
            'Una Cotización puede incluir un mensaje y un archivo adjunto (por ejemplo, un PDF con el detalle). El Proveedor puede enviar una versión actualizada mientras el Cliente no la haya aceptado o descartado.',
            'El Cliente puede marcar una Cotización como en evaluación, aceptarla o descartarla. Aceptar una Cotización en la Plataforma expresa interés en contratar; el acuerdo definitivo se formaliza entre las partes.',
            'Los comprobantes de pago (boleta o factura) los emite el Proveedor conforme a la normativa tributaria vigente.',
          ]}
        />
      </InfoSection>

      <InfoSection id="planes" title="8. Planes para proveedores">
        <Paragraph>Los Proveedores pueden afiliarse a uno de los siguientes planes:</Paragraph>
        <SubHeading>Plan Básico</SubHeading>
        <Paragraph>
          Permite figurar en el buscador de la Plataforma con la información esencial del negocio: nombre
          comercial, logotipo, servicios, ubicación y datos de contacto.
        </Paragraph>
        <SubHeading>Plan Business</SubHeading>
        <Paragraph>Además de lo anterior, habilita las siguientes funciones:</Paragraph>
        <BulletList
          items={[
            'Sitio web propio con dirección personalizada.',
            'Fotos de portada.',
            'Recepción de solicitudes y envío de cotizaciones.',
            'Notificaciones de eventos publicados por Clientes que buscan sus servicios.',
            'Galería de fotos y videos.',
            'Testimonios de clientes.',
          ]}
        />
        <Paragraph>
          Las funciones, precios, periodicidad y medios de pago de cada plan se informan en la Plataforma
          antes de su contratación. El Proveedor puede solicitar el cambio de plan en cualquier momento; los
          cambios se aplican según las condiciones informadas al momento de la solicitud. Eventos Perú podrá
          modificar las funciones o precios de los planes comunicándolo con anticipación razonable, sin
          afectar los periodos ya pagados.
        </Paragraph>
      </InfoSection>

      <InfoSection id="propiedad-intelectual" title="9. Contenido y propiedad intelectual">
        <Paragraph>
          La marca Eventos Perú, el diseño, el software, los textos propios y demás elementos de la Plataforma
          son de titularidad de Eventos Perú o de sus licenciantes y están protegidos por las normas de
          propiedad intelectual. No está permitido copiarlos, modificarlos ni explotarlos sin autorización
          previa y por escrito.
        </Paragraph>
        <Paragraph>
          Cada Usuario conserva la titularidad del Contenido que publica (fotos, videos, logotipos, textos y
          testimonios) y garantiza que tiene los derechos necesarios para hacerlo, incluida la autorización de
          las personas que aparecen en las imágenes. Al publicarlo, otorga a Eventos Perú una licencia no
          exclusiva, gratuita, por el plazo en que el Contenido permanezca publicado y válida en todo el
          mundo, para alojarlo, reproducirlo, adaptarlo técnicamente (por ejemplo, redimensionar imágenes) y
          mostrarlo dentro de la Plataforma y en su promoción.
        </Paragraph>
        <Paragraph>
          Los videos se insertan desde YouTube y se rigen también por los términos de ese servicio. Si
          consideras que un Contenido infringe tus derechos, escríbenos indicando el enlace y el fundamento de
          tu solicitud; lo revisaremos y, de corresponder, lo retiraremos.
        </Paragraph>
      </InfoSection>

      <InfoSection id="resenas" title="10. Reseñas y política de contenido">
        <Paragraph>
          Los Clientes pueden calificar a los Proveedores según seis criterios (precio, experiencia, calidad,
          puntualidad, amabilidad y asesoría) y escribir una reseña sobre su experiencia. Para publicarla
          deben aceptar la Política de Contenido, que establece que las reseñas:
        </Paragraph>
        <BulletList
          items={[
            'Deben basarse en una experiencia real y reciente con el Proveedor.',
            'No pueden contener insultos, lenguaje discriminatorio, amenazas ni datos personales de terceros (teléfonos, direcciones, documentos).',
            'No pueden incluir publicidad, enlaces a otros negocios ni contenido ajeno al servicio calificado.',
            'No pueden ser publicadas por el propio Proveedor, sus trabajadores o competidores, ni a cambio de un pago o beneficio.',
          ]}
        />
        <Paragraph>
          El Proveedor puede responder públicamente a cada reseña de forma respetuosa. Eventos Perú no
          modifica el contenido de las reseñas, pero podrá retirar las que incumplan esta política, previa
          revisión. Las opiniones expresadas en reseñas y testimonios son responsabilidad exclusiva de sus
          autores.
        </Paragraph>
      </InfoSection>
    </>
  );
}
