// Public entry of the mail module: what other modules may use (docs/decisions/134-module-public-entries.md).
export { createTransport, mailEvents, queueMail, sendPendingMail, type MailLogger } from './mailer';
export { findProviderAddresses } from './mail.repository';
