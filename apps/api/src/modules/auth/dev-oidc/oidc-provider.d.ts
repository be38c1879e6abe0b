// Minimal typings for the parts of oidc-provider 9 we use (the package ships no types and
// @types/oidc-provider is not installed). Keep this narrow: only what dev-oidc/* calls.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionPrompt {
    name: 'login' | 'consent' | string;
    reasons: string[];
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
      [key: string]: unknown;
    };
  }

  export interface InteractionDetails {
    uid: string;
    prompt: InteractionPrompt;
    params: Record<string, unknown> & { client_id?: string };
    session?: { accountId?: string; [key: string]: unknown };
    grantId?: string;
    returnTo: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export type KoaContextWithOIDC = {
    type: string;
    body: unknown;
    status: number;
    oidc?: { client?: { clientId: string } };
  } & Record<string, unknown>;

  export type Configuration = Record<string, unknown>;

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: {
    SessionNotFound: new (...args: unknown[]) => Error & { status: number };
    [name: string]: unknown;
  };

  export default Provider;
}
