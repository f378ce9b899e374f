import styled from '@emotion/styled';
import { theme } from '@kokoelma/ui';
import { CodeBlock } from './code-block';
import type { EndpointDoc } from './curl-examples';
import { useT } from '../../shared/use-t';

const { space } = theme;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li + li {
    margin-top: ${space.l}px;
  }
  & h3 {
    margin: 0 0 ${space.xs}px;
    font-size: ${theme.fontSizes.large};
    overflow-wrap: anywhere;
  }
  & p {
    margin: ${space.xs}px 0;
  }
`;

/**
 * The endpoints of the API, made from the route definitions the server runs (a test
 * checks the same list against the OpenAPI document), each with a curl example.
 */
export function EndpointList({ endpoints }: { endpoints: readonly EndpointDoc[] }) {
  const t = useT();
  return (
    <List>
      {endpoints.map((endpoint) => (
        <li key={endpoint.name}>
          <h3>
            <code translate="no">{`${endpoint.method} ${endpoint.path}`}</code>
          </h3>
          <p>{t(`developers.endpoint.${endpoint.name}`)}</p>
          <p>
            {t(
              endpoint.key === 'open'
                ? 'developers.endpoints.noKey'
                : endpoint.key === 'optional'
                  ? 'developers.endpoints.keyOptional'
                  : 'developers.endpoints.keyNeeded',
            )}
          </p>
          <CodeBlock translate="no">{endpoint.curl}</CodeBlock>
        </li>
      ))}
    </List>
  );
}
