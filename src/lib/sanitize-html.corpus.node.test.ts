// @vitest-environment node
import { expect, test } from 'vitest';
import { corpusTests } from '@/testing/rich-html';

// The edge worker's environment: no DOM at all, as on workerd.
test('there is no DOM here', () => {
  expect(typeof document).toBe('undefined');
  expect(typeof DOMParser).toBe('undefined');
});

corpusTests();
