import type { SearchRequest } from '@kokoelma/contract';

/** A query class: its name, whether a latency target is set for it, and its queries. */
export interface QueryClass {
  name: string;
  goal: boolean;
  variants: SearchRequest[];
}

export function queryClasses(file: string): Promise<QueryClass[]>;
