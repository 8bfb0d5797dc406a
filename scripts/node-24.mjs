// Imported first by every entry point (`import '…/scripts/node-24.mjs'`): stops a process
// started on a Node older than 24 with what to do instead (scripts/require-node.mjs).
import { requireNode } from './require-node.mjs';

requireNode(process.argv[1] ?? 'this script');
