export { mondayOf } from './calendar/week.ts';
