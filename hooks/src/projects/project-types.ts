// Research project shapes (shell-spec 3) and the port the project models call the API through.
import type { AuthEntry, PermissionEntry } from '../permission/permission-types.js';

/** A row of the user's project list (myProject). */
export interface ProjectSummary {
  id: string;
  projectName: string;
  /** Alias (short name). */
  codeName?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  targetQuantity?: number | null;
  role?: string;
  roleRight?: string;
  [field: string]: unknown;
}

/** A project menu entry: a permission entry tagged with the project it belongs to. */
export type ProjectMenuEntry = PermissionEntry & { projectId: string; children?: ProjectMenuEntry[] };

export interface ProjectDetail extends ProjectSummary {
  permission: { menu: ProjectMenuEntry[]; auth: AuthEntry[]; allAuth: AuthEntry[] };
  authOperation: string[];
}

/** The current project as kept in local storage: it belongs to one user. */
export interface StoredProject {
  userId: string;
  project: ProjectDetail;
}

export interface ProjectInput {
  projectName: string;
  codeName?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  targetQuantity?: number | null;
  description?: string | null;
}

/** What the project models need from the server; `projectTransportFromClient` adapts the SDK. */
export interface ProjectTransport {
  /** The user's projects (myProject, page size 999), optionally filtered by name on the server. */
  myProjects(projectName?: string): Promise<ProjectSummary[]>;
  getProject(projectId: string): Promise<ProjectDetail>;
  /** Creates a project; resolves to the server's success message and the new record. */
  addProject(input: ProjectInput): Promise<{ message: string; project: ProjectSummary }>;
}
