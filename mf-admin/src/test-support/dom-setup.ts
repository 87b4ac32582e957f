import { configure } from '@testing-library/react';

// findBy*/waitFor wait for an event, not a time: on a busy machine a screen can take more than the
// default second to draw what the API answered, so they wait up to five before failing.
configure({ asyncUtilTimeout: 5_000 });
