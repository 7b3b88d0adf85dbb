// Workflow status configuration (shell-spec 3, 7.3) and the port it is read through.

export interface WorkflowStatusCfg {
  id?: string;
  workflowId?: string;
  statusId?: string;
  name: string;
  cfgCode: string;
  /** The table the status works on. */
  content?: string | null;
  sortNo: number;
}

/** The entries of each status id, sorted by sortNo ascending. */
export type WorkflowStatusConfig = Record<string, WorkflowStatusCfg[]>;

export interface WorkflowStatusQuery {
  workflowId: string;
  statusId: string;
  column: 'sortNo';
  order: 'asc';
}

export interface WorkflowTransport {
  statusCfgList(query: WorkflowStatusQuery): Promise<WorkflowStatusCfg[]>;
}
