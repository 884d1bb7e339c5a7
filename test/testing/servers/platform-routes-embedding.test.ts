/** The route table's part for embedding and the build surface. */
import { describe } from 'vitest';
import { EMBEDDING_ROUTES } from '../../../src/testing/servers/platform-routes-embedding.js';
import { itIsAPartOfTheTable } from './route-part.js';

describe('EMBEDDING_ROUTES', () => {
  itIsAPartOfTheTable(EMBEDDING_ROUTES);
});
