import { Form } from 'react-router';
import type { Language } from '@kokoelma/domain';
import { pathTo } from '@kokoelma/contract/site';
import { Button, InputRow } from '@kokoelma/ui';
import { useT } from '../../shared/use-t';

/**
 * A one-line search of the collection, a plain GET form to the search page (it works
 * without script): the front page's and the not-found page's.
 */
export function QuickSearch({ lang, className }: { lang: Language; className?: string }) {
  const t = useT();
  return (
    <Form method="get" action={pathTo('search', { lang })} role="search">
      <InputRow className={className}>
        <input
          type="search"
          name="q"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </InputRow>
    </Form>
  );
}
