// The tenants with a home page of their own besides 1423892807230000001 (shell-spec 2.5): the console picks the home
// by them and the server lets only the platform department read platform-wide figures.

/** 仁和医院: its home is the outpatient and follow-up overview of its own clinic. */
export const CLINIC_HOME_TENANT_ID = '2000';
/** 平台运营部: the platform department; its home shows every tenant's figures. */
export const PLATFORM_DEPARTMENT_TENANT_ID = '3000';
/** The permission a platform-department user needs for the platform-wide figures. */
export const PLATFORM_OVERVIEW_PERMISSION = 'platform:tenant:overview';
