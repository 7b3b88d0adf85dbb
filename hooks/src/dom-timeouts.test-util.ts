// Test set-up of the DOM projects: waits as patient as the machine is busy (CI and a loaded 2-core box).
import { configure } from '@testing-library/react';

// testing-library's 1 s default for findBy/waitFor fails lazily loaded routes and debounced models on a loaded
// machine while they are correct; 5 s still fails a test that never gets there.
configure({ asyncUtilTimeout: 5_000 });
