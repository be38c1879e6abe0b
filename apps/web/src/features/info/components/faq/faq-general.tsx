import { InternalLink } from '../info-text';
import { INFO_LINKS } from '../../info-constants';
import type { FaqGroupData } from './faq-types';

/** FAQ answers about the account and privacy (both audiences). */
export const FAQ_GENERAL: FaqGroupData = {
  id: 'cuenta-y-privacidad',
  title: 'Cuenta y privacidad',
  items: [
    {
      id: 'iniciar-sesion',
      question: '¿Cómo inicio sesión?',
      answer: (
        <>
          Con tu cuenta de una red social o servicio compatible (por ejemplo, Google o Facebook). No necesitas
          crear una contraseña nueva: solo recibimos tu nombre, tu correo electrónico y tu foto de perfil.
        </>
      ),
    },
    {
      id: 'privacidad',
      question: '¿Qué hacen con mis datos personales?',
      answer: (
        <>
          Los usamos solo para prestarte el servicio: tu cuenta, tus eventos y tus cotizaciones. Cuando pides
          una cotización, el proveedor recibe los datos de tu evento y el contacto necesario para responderte.
          No vendemos tus datos, y puedes ejercer tus derechos de acceso, rectificación, cancelación y
          oposición cuando quieras. Más detalles en la{' '}
          <InternalLink to={INFO_LINKS.privacy}>Política de privacidad</InternalLink>.
        </>
      ),
    },
  ],
};
