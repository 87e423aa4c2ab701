/** Every scratch folder a test file made (`scratch()` in snapshot.ts) is removed when the file ends. */
import { afterAll } from 'vitest';
import { removeScratch } from './scratch.ts';

afterAll(removeScratch);
