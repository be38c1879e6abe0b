import { InternalLink } from '../info-text';
import { INFO_LINKS } from '../../info-constants';
import type { FaqGroupData } from './faq-types';

/** FAQ answers for event organisers (clientes). */
export const FAQ_CUSTOMERS: FaqGroupData = {
  id: 'clientes',
  title: 'Para clientes',
  items: [
    {
      id: 'como-buscar',
      question: '¿Cómo busco proveedores para mi evento?',
      answer: (
        <>
          Escribe lo que necesitas en el buscador de la página de inicio (por ejemplo, «catering», «DJ» o
          «local en Miraflores») y elige una de las sugerencias, o entra directamente a{' '}
          <InternalLink to={INFO_LINKS.providers}>Proveedores</InternalLink>. Puedes filtrar por categoría de
          servicio y por departamento, provincia o distrito, y abrir el sitio de cada proveedor para ver sus
          fotos, videos, servicios y reseñas. No necesitas una cuenta para buscar.
        </>
      ),
    },
    {
      id: 'crear-evento',
      question: '¿Cómo creo un evento?',
      answer: (
        <>
          Inicia sesión y entra a <InternalLink to={INFO_LINKS.createEvent}>Crear evento</InternalLink>. En
          cuatro pasos indicas el tipo de evento (boda, quinceañero, cumpleaños, evento corporativo…), una
          descripción con los detalles, la ubicación y la fecha, y los servicios que necesitas. La fecha debe
          ser, como mínimo, el día siguiente. Puedes revisar tus eventos en{' '}
          <InternalLink to={INFO_LINKS.myEvents}>Mis eventos</InternalLink>.
        </>
      ),
    },
    {
      id: 'pedir-cotizacion',
      question: '¿Cómo pido una cotización?',
      answer: (
        <>
          Hay dos formas: solicita una cotización directamente desde el sitio de un proveedor, o crea un
          evento para que los proveedores de los servicios que elegiste reciban una notificación y te envíen
          sus propuestas. Mientras más detallada sea la descripción de tu evento, más precisas serán las
          cotizaciones.
        </>
      ),
    },
    {
      id: 'comparar-cotizaciones',
      question: '¿Cómo comparo las cotizaciones que recibo?',
      answer: (
        <>
          Todas tus cotizaciones están en <InternalLink to={INFO_LINKS.quotations}>Cotizaciones</InternalLink>
          , con su precio, descuento, mensaje y archivo adjunto. Cada una muestra su estado: Enviada, Leída,
          En evaluación, Aceptada, Descartada, Actualizada o Archivada. Marca como «En evaluación» las que más
          te interesan, compáralas y acepta la que mejor se ajuste a tu evento. El contrato final lo acuerdas
          directamente con el proveedor.
        </>
      ),
    },
    {
      id: 'precios-igv',
      question: '¿Los precios incluyen IGV?',
      answer: (
        <>
          Depende de cada proveedor: toda cotización indica si el precio incluye o no el IGV (18 %). Para
          comparar propuestas, hazlo sobre la misma base. Por ejemplo, S/ 1,000.00 sin IGV equivalen a S/
          1,180.00 con IGV.
        </>
      ),
    },
    {
      id: 'monedas',
      question: '¿En qué moneda se cotiza?',
      answer: (
        <>
          Los proveedores pueden cotizar en soles (S/) o en dólares estadounidenses ($), con dos decimales,
          por ejemplo S/ 2,450.00 o $ 650.00. Si recibes propuestas en monedas distintas, confirma con el
          proveedor el tipo de cambio y la moneda en la que pagarás.
        </>
      ),
    },
    {
      id: 'confiable',
      question: '¿Cómo sé si un proveedor es confiable?',
      answer: (
        <>
          Revisa las reseñas de otros clientes, que califican seis criterios: precio, experiencia, calidad,
          puntualidad, amabilidad y asesoría. Mira también su galería, sus testimonios y sus respuestas a las
          reseñas. Antes de pagar un adelanto, pide que las condiciones queden por escrito y solicita el
          comprobante de pago correspondiente.
        </>
      ),
    },
  ],
};
