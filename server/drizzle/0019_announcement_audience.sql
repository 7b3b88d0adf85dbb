ALTER TABLE "announcement" ADD COLUMN "depart_ids" text;
--> statement-breakpoint
ALTER TABLE "announcement" ADD COLUMN "role_ids" text;
--> statement-breakpoint
INSERT INTO "sys_dict_item" ("id", "tenant_id", "dict_id", "item_text", "item_value", "sort_order")
SELECT replace(gen_random_uuid()::text, '-', ''), d."tenant_id", d."id", v."text", v."value", v."ord"
FROM "sys_dict" d CROSS JOIN (VALUES ('DEPART', '指定部门', 3), ('ROLE', '指定角色', 4)) AS v("value", "text", "ord")
WHERE d."dict_code" = 'msg_type'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "announcement_send" ("id", "tenant_id", "annt_id", "user_id", "read_flag")
SELECT replace(gen_random_uuid()::text, '-', ''), a."tenant_id", a."id", u."id", 0
FROM "announcement" a
JOIN "sys_user" u ON u."del_flag" = 0 AND (
  u."tenant_id" = a."tenant_id"
  OR EXISTS (SELECT 1 FROM "sys_user_tenant" ut WHERE ut."user_id" = u."id" AND ut."tenant_id" = a."tenant_id")
)
WHERE a."send_status" IN ('1', '2') AND a."del_flag" = 0
  AND (a."msg_type" = 'ALL' OR (',' || coalesce(a."user_ids", '') || ',') LIKE '%,' || u."id" || ',%')
ON CONFLICT DO NOTHING;
