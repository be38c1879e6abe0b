// One SMTP catcher for the whole run: the e2e server delivers every mail to it
// (SMTP_URL=smtp://127.0.0.1:E2E_SMTP_PORT) and it appends each message to E2E_MAIL_FILE, which
// every worker reads (support/mail.ts). Specs in parallel workers never fight over the port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listenForMail, MAIL_CATCHER_PORT } from './support/mail';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'eventos-e2e-mail-'));
  const file = join(dir, 'mail.jsonl');
  const catcher = await listenForMail(MAIL_CATCHER_PORT, file);
  process.env.E2E_MAIL_FILE = file;
  return async () => {
    await catcher.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
