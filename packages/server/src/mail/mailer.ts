/** One email. `kind` names the template (`activation`, `password_reset`, ...), for logs and tests. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  kind: string;
}

/** Sends email: over SMTP when configured, else into the outbox table. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Releases connections; called when the app closes. */
  close?(): Promise<void>;
}
