// The losing implementation stays correct, so that its benchmark figures mean something.
import { RecursiveRouter } from '../../../bench/routers/recursive-router.js';
import { runRouterSuite } from './conformance.js';

runRouterSuite('RecursiveRouter (first trie, kept for the benchmark)', <T>() => new RecursiveRouter<T>());
