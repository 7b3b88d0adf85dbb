// The registry: merges every handlers/<tag>.ts map into one operationId → Handler map (add an import and a list entry).
import type { HandlerMap } from '../core/index.js';
import { handlers as auth } from './auth.js';
import { handlers as permission } from './permission.js';
import { handlers as depart } from './depart.js';
import { handlers as health } from './health.js';
import { handlers as system } from './system.js';
import { handlers as message } from './message.js';
import { handlers as announcement } from './announcement.js';
import { handlers as project } from './project.js';
import { handlers as workflow } from './workflow.js';
import { handlers as cache } from './cache.js';
import { handlers as im } from './im.js';
import { handlers as feedback } from './feedback.js';
import { handlers as task } from './task.js';
import { handlers as subject } from './subject.js';
import { handlers as dict } from './dict.js';
import { handlers as user } from './user.js';
import { handlers as category } from './category.js';
import { handlers as check } from './check.js';
import { handlers as report } from './report.js';
import { handlers as upload } from './upload.js';
import { handlers as importExport } from './import-export.js';
import { handlers as superQuery } from './super-query.js';
import { handlers as area } from './area.js';
import { handlers as role } from './role.js';
import { handlers as dashboard } from './dashboard.js';
import { handlers as doctor } from './doctor.js';
import { handlers as tenant } from './tenant.js';
import { handlers as quartzJob } from './quartz-job.js';
import { handlers as dynamicForm } from './dynamic-form/index.js';
import { handlers as healthArticle } from './health-article.js';
import { handlers as supplyOrder } from './supply-order.js';
import { handlers as supply } from './supply.js';
import { handlers as donationApplication } from './donation-application.js';

const maps: Array<[string, HandlerMap]> = [
  ['auth', auth],
  ['permission', permission],
  ['depart', depart],
  ['health', health],
  ['system', system],
  ['message', message],
  ['announcement', announcement],
  ['project', project],
  ['workflow', workflow],
  ['cache', cache],
  ['im', im],
  ['feedback', feedback],
  ['task', task],
  ['subject', subject],
  ['dict', dict],
  ['user', user],
  ['category', category],
  ['check', check],
  ['report', report],
  ['upload', upload],
  ['import-export', importExport],
  ['super-query', superQuery],
  ['area', area],
  ['role', role],
  ['dashboard', dashboard],
  ['doctor', doctor],
  ['tenant', tenant],
  ['quartz-job', quartzJob],
  ['dynamic-form', dynamicForm],
  ['health-article', healthArticle],
  ['supply-order', supplyOrder],
  ['supply', supply],
  ['donation-application', donationApplication],
];

function merge(entries: Array<[string, HandlerMap]>): HandlerMap {
  const out: HandlerMap = {};
  const owner = new Map<string, string>();
  for (const [file, map] of entries) {
    for (const [operationId, handler] of Object.entries(map)) {
      const prior = owner.get(operationId);
      if (prior)
        throw new Error(
          `operation ${operationId} is answered by both handlers/${prior}.ts and handlers/${file}.ts`,
        );
      owner.set(operationId, file);
      out[operationId] = handler;
    }
  }
  return out;
}

export const handlers: HandlerMap = merge(maps);
