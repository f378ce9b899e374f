import type { SearchRequest } from '@kokoelma/contract';

/** A query class: its name, whether a latency target is set for it, and its queries. */
export interface QueryClass {
  name: string;
  goal: boolean;
  variants: SearchRequest[];
}

export function queryClasses(file: string): Promise<QueryClass[]>;

/** Query classes from a real collection's own words (`--data FILE`, JSON Lines, maybe gzipped). */
export function dataQueryClasses(file: string): Promise<QueryClass[]>;
