/**
 * The e-mail that carries a 6-digit verification code: it says what the code is for (confirming
 * the e-mail of a business being affiliated, or recovering an unlinked site), how long it lasts
 * and what to do if the reader did not ask for it. Built here so the wording lives with the other
 * Spanish messages; the API queues it (apps/api/src/modules/providers/email-codes.service.ts).
 */

export type CodeMailPurpose = 'affiliation' | 'claim';

export interface CodeMailInput {
  code: string;
  /** Minutes the code stays valid. */
  minutes: number;
  /** Claim: the name of the site being recovered. */
  siteName?: string;
}

export interface CodeMail {
  subject: string;
  text: string;
  html: string;
}

const BRAND = 'Eventos Perú';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export function verificationCodeMail(purpose: CodeMailPurpose, { code, minutes, siteName }: CodeMailInput): CodeMail {
  const site = siteName?.trim() || 'tu sitio';
  const parts =
    purpose === 'claim'
      ? {
          subject: `Código para recuperar «${site}» en ${BRAND}`,
          intro: `Alguien con una cuenta de ${BRAND} pidió recuperar el sitio «${site}», que tiene este correo como contacto. Si fuiste tú, ingresa este código en la página del sitio para vincularlo a tu cuenta:`,
          ignore: 'Si no lo pediste, ignora este mensaje: el sitio seguirá como está y nadie podrá recuperarlo sin este código.',
        }
      : {
          subject: `Confirma tu correo para afiliar tu negocio a ${BRAND}`,
          intro: `Estás afiliando tu negocio a ${BRAND}. Para confirmar que este correo es tuyo, ingresa este código en la página de afiliación:`,
          ignore: `Si no estás afiliando un negocio a ${BRAND}, ignora este mensaje: sin este código nadie puede usar tu correo.`,
        };
  const validity = `El código vence en ${minutes} minutos y solo sirve para este trámite.`;
  const signature = `El equipo de ${BRAND}`;
  const text = ['Hola:', '', parts.intro, '', code, '', validity, parts.ignore, '', signature].join('\n');
  const html =
    `<p>Hola:</p><p>${escapeHtml(parts.intro)}</p>` +
    `<p style="font-size:24px;font-weight:700;letter-spacing:6px">${code}</p>` +
    `<p>${escapeHtml(validity)}</p><p>${escapeHtml(parts.ignore)}</p><p>${signature}</p>`;
  return { subject: parts.subject, text, html };
}
