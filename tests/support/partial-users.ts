// Users holding exactly the permission codes a test names (a role of their own in tenant 1000): the authorisation
// matrix needs users with SOME permissions, not only none or all.
import { PASSWORD, type Envelope, type TestServer } from './test-server.js';

let seq = 0;

/** A signed-in user of tenant 1000 whose one role grants `codes` (buttons by their perms code). */
export async function userWithCodes(
  server: TestServer,
  adminToken: string,
  label: string,
  codes: Iterable<string>,
): Promise<string> {
  return (await roleUserWithCodes(server, adminToken, label, codes)).token;
}

export interface RoleUser {
  token: string;
  userId: string;
  username: string;
  /** The user's one role in tenant 1000. */
  roleId: string;
}

/** userWithCodes, answering the user's id, name and role too (data rules are given to the role). */
export async function roleUserWithCodes(
  server: TestServer,
  adminToken: string,
  label: string,
  codes: Iterable<string>,
): Promise<RoleUser> {
  seq += 1;
  const username = `p${seq}_${label.replace(/[^A-Za-z0-9]/g, '').slice(0, 12)}`.toLowerCase();
  const add = await server.call('POST', '/sys/user/add', {
    token: adminToken,
    body: { username, realname: `部分权限${seq}`, password: PASSWORD },
  });
  if (!(add.json() as Envelope).success) throw new Error(`add ${username}: ${add.body}`);
  const [user] = await server.sql<{ id: string }>('select id from sys_user where username = $1', [username]);
  const roleId = `role-${username}`;
  await server.sql(`insert into sys_role (id, tenant_id, role_name, role_code) values ($1, '1000', $2, $1)`, [
    roleId,
    `部分权限${seq}`,
  ]);
  await server.sql(
    `insert into sys_role_permission (role_id, permission_id, tenant_id)
       select $1, id, '1000' from sys_permission where perms = any($2::text[]) and del_flag = 0`,
    [roleId, [...codes]],
  );
  await server.sql(`insert into sys_user_role (user_id, role_id, tenant_id) values ($1, $2, '1000')`, [
    user!.id,
    roleId,
  ]);
  return { token: await server.login(username), userId: user!.id, username, roleId };
}
