import { defineStorySuite } from './define-suite.ts';
import { viewports } from './stories.ts';

defineStorySuite(viewports.mobile);
