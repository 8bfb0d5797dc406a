import { apiProject } from './vitest.config.ts';
import { timedTestFiles } from './test/db-differs.mjs';

// The api suites that measure time or load the machine on purpose (test/db-differs.mjs TIMED):
// one file at a time, after every other project (group 1; the others are group 0), so no
// other suite runs beside them on the machine's two cores.
export default apiProject({
  name: 'api-timed',
  include: timedTestFiles(),
  sequence: { groupOrder: 1 },
  maxWorkers: 1,
});
