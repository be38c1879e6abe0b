// HTML of the development identity provider: the sign-in form ("Nombre", "Correo
// electrónico", "Ingresar") and the error page. Plain, accessible Spanish HTML, no scripts.
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;
background:#f4f5f7;color:#1f2933}main{max-width:420px;margin:48px auto;padding:32px;background:#fff;border-radius:12px;
box-shadow:0 2px 8px rgba(0,0,0,.12)}h1{font-size:1.5rem;margin:0 0 8px}p{line-height:1.5}label{display:block;
font-weight:600;margin:16px 0 6px}input{width:100%;padding:12px;font-size:1rem;border:1px solid #7b8794;border-radius:8px}
input:focus{outline:3px solid #1565c0;outline-offset:1px}.error{color:#b00020;font-size:.95rem;margin:6px 0 0}
button{margin-top:24px;width:100%;padding:12px;font-size:1rem;font-weight:600;color:#fff;background:#1565c0;border:0;
border-radius:8px;cursor:pointer}button:hover,button:focus{background:#0d47a1}a{color:#1565c0}.note{font-size:.9rem;color:#52606d}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} · Eventos Perú</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface LoginFormState {
  uid: string;
  basePath: string;
  name?: string;
  email?: string;
  errors?: { name?: string; email?: string };
}

export function loginPage(state: LoginFormState): string {
  const { uid, basePath, errors = {} } = state;
  const field = (id: 'name' | 'email', label: string, type: string, autocomplete: string, value = '') => {
    const error = errors[id];
    const errorId = `${id}-error`;
    return `<label for="${id}">${label}</label>
<input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" required maxlength="120"
 value="${escapeHtml(value)}"${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
${error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : ''}`;
  };
  const summary =
    errors.name || errors.email
      ? '<p class="error" role="alert">Revisa los datos marcados e intenta nuevamente.</p>'
      : '';
  return page(
    'Iniciar sesión',
    `<h1>Iniciar sesión</h1>
<p class="note">Proveedor de identidad de desarrollo: escribe tu nombre y tu correo para continuar.</p>
${summary}
<form method="post" action="${basePath}/interaction/${escapeHtml(uid)}/login" novalidate>
${field('name', 'Nombre', 'text', 'name', state.name)}
${field('email', 'Correo electrónico', 'email', 'email', state.email)}
<button type="submit">Ingresar</button>
</form>
<p><a href="${basePath}/interaction/${escapeHtml(uid)}/abort">Cancelar y volver</a></p>`,
  );
}

export function errorPage(message: string, backHref = '/login'): string {
  return page(
    'Ha ocurrido un problema',
    `<h1>Ha ocurrido un problema</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(backHref)}">Volver a iniciar sesión</a></p>`,
  );
}
