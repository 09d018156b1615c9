import type { Database } from '../db/client';
import type { Services } from '../services';

export interface OpsContext {
  db: Database;
  out: (line: string) => void;
  services: () => Services;
}

export interface OpsCommand {
  usage: string;
  summary: string;
  run(ctx: OpsContext, args: string[]): Promise<number>;
}
