// A local SMTP server for e2e tests: the API's outbox worker delivers real mail to it when the
// web server runs with SMTP_URL=smtp://127.0.0.1:<port> (see playwright.config.ts webServer.env).
// Plain SMTP on localhost: STARTTLS and AUTH are disabled so nodemailer sends without TLS.
import { SMTPServer } from 'smtp-server';

export const MAIL_CATCHER_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);

export interface CapturedMail {
  to: string[];
  subject: string;
  /** Decoded text of every text/plain and text/html part. */
  text: string;
  raw: string;
}

function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const text = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Text of a MIME message (multipart or single part), good enough for nodemailer's output. */
export function mimeText(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!boundary) return decodeBody(head, body);
  return body
    .split(`--${boundary}`)
    .map((part) => part.replace(/^\r?\n/, ''))
    .filter((part) => part.trim() && !part.startsWith('--'))
    .map((part) => mimeText(part))
    .join('\n');
}

function headerValue(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
}

export interface MailCatcher {
  mails: CapturedMail[];
  /** Resolves the first mail to `to` (case-insensitive) matching `predicate`, polling until `timeoutMs`. */
  waitForMail(to: string, predicate?: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

export async function startMailCatcher(port = MAIL_CATCHER_PORT): Promise<MailCatcher> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: headerValue(raw, 'Subject'),
          text: mimeText(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    mails,
    async waitForMail(to, predicate = () => true, timeoutMs = 20_000) {
      const address = to.toLowerCase();
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.find((m) => m.to.includes(address) && predicate(m));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(
        `No llegó ningún correo a ${to} en ${timeoutMs} ms. ¿El servidor de e2e tiene SMTP_URL=smtp://127.0.0.1:${port}?`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit verification code in the affiliation mail. */
export function verificationCode(mail: CapturedMail): string {
  const code = /es:\s*(?:<[^>]+>\s*)*(\d{6})\b/.exec(mail.text)?.[1] ?? /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`El correo no trae un código de 6 dígitos:\n${mail.text}`);
  return code;
}
