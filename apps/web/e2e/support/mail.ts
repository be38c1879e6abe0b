// A local SMTP server for e2e tests: the API's outbox worker delivers real mail to it when the
// web server runs with SMTP_URL=smtp://127.0.0.1:<port> (see playwright.config.ts webServer.env).
// Plain SMTP on localhost: STARTTLS and AUTH are disabled so nodemailer sends without TLS.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
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

/**
 * RFC 2047 encoded words in headers ('=?UTF-8?Q?Nuevo_evento?=') → text. Whitespace between two
 * adjacent encoded words is dropped (§6.2): nodemailer splits long subjects into several words
 * on folded lines ('…cotizaci=C3=B3n?=\r\n =?UTF-8?Q?=3A_Boda?=' is '…cotización: Boda').
 */
export function decodeHeader(value: string): string {
  const joined = value.replace(/(=\?[\w-]+\?[QB]\?[^?]*\?=)\s+(?==\?[\w-]+\?[QB]\?[^?]*\?=)/gi, '$1');
  return joined.replace(
    /=\?([\w-]+)\?([QB])\?([^?]*)\?=/gi,
    (_, _charset: string, enc: string, text: string) => {
      if (enc.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    },
  );
}

/** A message as delivered: recipients from the envelope, subject decoded (folded lines joined). */
export function parseMail(to: string[], raw: string): CapturedMail {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const subject =
    /^Subject:\s*((?:.*)(?:\r?\n[ \t].*)*)/im.exec(head)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  return {
    to: to.map((t) => t.toLowerCase()),
    subject: decodeHeader(subject.trim()),
    text: mimeText(raw),
    raw,
  };
}

export interface MailCatcher {
  mails: CapturedMail[];
  /** Resolves the first mail to `to` (case-insensitive) matching `predicate`, polling until `timeoutMs`. */
  waitForMail(
    to: string,
    predicate?: (mail: CapturedMail) => boolean,
    timeoutMs?: number,
  ): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** Polls `list()` for the first mail to `to` matching `predicate`. */
async function waitIn(
  list: () => CapturedMail[],
  to: string,
  predicate: (mail: CapturedMail) => boolean,
  timeoutMs: number,
  where: string,
): Promise<CapturedMail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = list().find((m) => m.to.includes(address) && predicate(m));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No llegó ningún correo a ${to} en ${timeoutMs} ms (${where}).`);
}

/**
 * Starts an SMTP catcher on `port`. With `file`, every message is also appended to it as one JSON
 * line ({ to, raw }): the global setup (e2e/global-setup.ts) runs one such catcher for the whole run.
 */
export async function listenForMail(port: number, file?: string): Promise<MailCatcher> {
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
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push(parseMail(to, raw));
        if (file) appendFileSync(file, `${JSON.stringify({ to, raw })}\n`);
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
    waitForMail: (to, predicate = () => true, timeoutMs = 30_000) =>
      waitIn(
        () => mails,
        to,
        predicate,
        timeoutMs,
        `¿el servidor de e2e tiene SMTP_URL=smtp://127.0.0.1:${port}?`,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The mail the e2e server delivers. Under the Playwright config, the global setup's catcher holds
 * the port and writes every message to E2E_MAIL_FILE: read that. Without it (a spec run on its
 * own against a server of your own), start a catcher on the port, waiting while another holds it.
 */
export async function startMailCatcher(port = MAIL_CATCHER_PORT): Promise<MailCatcher> {
  const file = process.env.E2E_MAIL_FILE;
  if (file) {
    const read = (): CapturedMail[] =>
      existsSync(file)
        ? readFileSync(file, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as { to: string[]; raw: string })
            .map((m) => parseMail(m.to, m.raw))
        : [];
    return {
      get mails() {
        return read();
      },
      waitForMail: (to, predicate = () => true, timeoutMs = 30_000) =>
        waitIn(read, to, predicate, timeoutMs, `archivo ${file}`),
      close: async () => undefined,
    };
  }
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      return await listenForMail(port);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EADDRINUSE' || Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** The 6-digit verification code in the affiliation mail. */
export function verificationCode(mail: CapturedMail): string {
  const code = /es:\s*(?:<[^>]+>\s*)*(\d{6})\b/.exec(mail.text)?.[1] ?? /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`El correo no trae un código de 6 dígitos:\n${mail.text}`);
  return code;
}
