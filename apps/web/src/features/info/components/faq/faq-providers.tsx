import { InternalLink } from '../info-text';
import { INFO_LINKS } from '../../info-constants';
import type { FaqGroupData } from './faq-types';

/** FAQ answers for service providers (proveedores). */
export const FAQ_PROVIDERS: FaqGroupData = {
  id: 'proveedores',
  title: 'Para proveedores',
  items: [
    {
      id: 'como-afiliarse',
      question: '¿Cómo afilio mi negocio?',
      answer: (
        <>
          Entra a <InternalLink to={INFO_LINKS.joinAsProvider}>Soy un proveedor</InternalLink>, inicia sesión
          y completa el formulario de afiliación con el nombre de tu empresa, la dirección de tu sitio, tus
          servicios, tus datos de contacto y tu ubicación. Al terminar tendrás tu sitio público en una
          dirección propia, por ejemplo eventosperu.pe/tu-empresa.
        </>
      ),
    },
    {
      id: 'verificacion-correo',
      question: '¿Cómo verifico mi correo electrónico?',
      answer: (
        <>
          Durante la afiliación te enviamos un código al correo de contacto que registraste. Escríbelo en la
          Plataforma para confirmar que el correo es tuyo. Si no lo recibes en unos minutos, revisa la carpeta
          de spam o correo no deseado y usa la opción para reenviar el código.
        </>
      ),
    },
    {
      id: 'planes',
      question: '¿Qué planes existen y qué incluyen?',
      answer: (
        <>
          El plan Básico te permite aparecer en el buscador con la información esencial de tu negocio. El plan
          Business añade sitio web propio, fotos de portada, cotizaciones, notificaciones de eventos, galería
          de fotos y videos, y testimonios de clientes. Puedes solicitar el cambio de plan desde tu sitio.
        </>
      ),
    },
    {
      id: 'editar-sitio',
      question: '¿Cómo edito mi sitio?',
      answer: (
        <>
          Inicia sesión con la misma cuenta con la que afiliaste tu negocio y abre tu sitio: como propietario,
          verás la opción para activar el modo de edición. Desde allí puedes cambiar las fotos de portada, el
          logotipo, el nombre de la empresa, el texto de presentación, los servicios, los datos de contacto,
          la galería y los testimonios.
        </>
      ),
    },
    {
      id: 'fotos',
      question: '¿Qué fotos puedo subir?',
      answer: (
        <>
          Se aceptan imágenes en formato PNG, JPG o JPEG, de al menos 600 × 400 px si son horizontales (o 400
          × 600 px si son verticales). Puedes seleccionar hasta 5 fotos por vez. Las imágenes muy grandes se
          optimizan automáticamente a 1920 px en su lado mayor para que tu sitio cargue rápido.
        </>
      ),
    },
    {
      id: 'videos',
      question: '¿Cómo agrego videos de YouTube?',
      answer: (
        <>
          Copia el enlace del video en YouTube (sirven los formatos youtube.com/watch, youtu.be, shorts, live
          y embed) y pégalo en la opción para agregar videos de tu galería. Verás una vista previa con la
          imagen, el título y la descripción; pulsa Confirmar para guardarlo. La descripción se guarda con un
          máximo de 500 caracteres.
        </>
      ),
    },
    {
      id: 'recibir-solicitudes',
      question: '¿Cómo recibo solicitudes de cotización?',
      answer: (
        <>
          Con el plan Business recibes las solicitudes que te envían los clientes desde tu sitio y
          notificaciones de eventos que buscan tus servicios. Responde con tu precio, la moneda, si incluye
          IGV, un mensaje y, si quieres, un PDF con el detalle. Podrás ver tus indicadores de clientes,
          cotizaciones, conversión y ventas.
        </>
      ),
    },
  ],
};
