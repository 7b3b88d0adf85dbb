CREATE TABLE "sys_category" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"pid" text DEFAULT '0' NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"has_child" text DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"dict_name" text NOT NULL,
	"dict_code" text NOT NULL,
	"description" text,
	"type" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict_item" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"dict_id" text NOT NULL,
	"item_text" text NOT NULL,
	"item_value" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"item_color" text
);
--> statement-breakpoint
CREATE TABLE "sys_dict_version" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"update_time" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_tree_dict" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"pid" text DEFAULT '0' NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"has_child" text DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement_send" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"annt_id" text NOT NULL,
	"user_id" text NOT NULL,
	"read_flag" integer DEFAULT 0 NOT NULL,
	"read_time" timestamp(0),
	"create_time" timestamp(0) DEFAULT localtimestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"titile" text NOT NULL,
	"msg_content" text DEFAULT '' NOT NULL,
	"msg_abstract" text,
	"sender" text,
	"send_time" timestamp(0),
	"start_time" timestamp(0),
	"end_time" timestamp(0),
	"msg_category" text DEFAULT '1' NOT NULL,
	"msg_classify" text,
	"msg_color" text,
	"msg_type" text DEFAULT 'ALL' NOT NULL,
	"user_ids" text,
	"open_type" text,
	"open_page" text,
	"bus_id" text,
	"bus_type" text,
	"priority" text DEFAULT 'M' NOT NULL,
	"send_status" text DEFAULT '0' NOT NULL,
	"cancel_time" timestamp(0),
	"del_flag" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"contact" text,
	"type" text DEFAULT '1' NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"reply" text,
	"reply_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "message_classification" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"classify" text NOT NULL,
	"classify_name" text NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"classify" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"msg_color" text,
	"read_flag" integer DEFAULT 0 NOT NULL,
	"read_time" timestamp(0),
	"redirect" jsonb,
	"create_time" timestamp(0) DEFAULT localtimestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_member" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"role_right" text NOT NULL,
	"create_time" timestamp(0) DEFAULT localtimestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_menu" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"component" text NOT NULL,
	"title" text NOT NULL,
	"icon" text,
	"perms" text,
	"menu_type" text DEFAULT '1' NOT NULL,
	"hidden" integer DEFAULT 0 NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"project_name" text NOT NULL,
	"code_name" text,
	"start_time" timestamp(0),
	"end_time" timestamp(0),
	"target_quantity" integer,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "subject" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"project_id" text NOT NULL,
	"subject_no" text NOT NULL,
	"name" text NOT NULL,
	"sex" text,
	"age" integer,
	"group_name" text,
	"status" text DEFAULT '1' NOT NULL,
	"enroll_date" date
);
--> statement-breakpoint
CREATE TABLE "task" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"project_id" text,
	"title" text NOT NULL,
	"content" text,
	"assignee" text,
	"status" text DEFAULT '0' NOT NULL,
	"priority" text DEFAULT 'M' NOT NULL,
	"due_date" date
);
--> statement-breakpoint
CREATE TABLE "visit_form" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"project_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"form_id" text NOT NULL,
	"case_id" text NOT NULL,
	"detail_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"data" jsonb,
	"create_time" timestamp(0) DEFAULT localtimestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_status_cfg" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"status_id" text NOT NULL,
	"name" text NOT NULL,
	"cfg_code" text NOT NULL,
	"content" text,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_file" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	CONSTRAINT "sys_file_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "sys_depart" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"parent_id" text,
	"depart_name" text NOT NULL,
	"org_code" text NOT NULL,
	"dept_code" text NOT NULL,
	"org_category" text DEFAULT '2' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"description" text,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_login_attempt" (
	"username" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_login_ticket" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_permission" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"menu_type" text NOT NULL,
	"url" text,
	"component" text,
	"component_name" text,
	"redirect" text,
	"icon" text,
	"perms" text,
	"perms_type" text DEFAULT '1' NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"always_show" boolean DEFAULT false NOT NULL,
	"keep_alive" boolean DEFAULT false NOT NULL,
	"internal_or_external" boolean DEFAULT false NOT NULL,
	"is_route" boolean DEFAULT true NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"corner_mark_url" text,
	"app_scope" text DEFAULT '' NOT NULL,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_permission" (
	"role_id" text NOT NULL,
	"permission_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	CONSTRAINT "sys_role_permission_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"role_name" text NOT NULL,
	"role_code" text NOT NULL,
	"description" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_sign_nonce" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_tenant" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_depart" (
	"user_id" text NOT NULL,
	"dep_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	CONSTRAINT "sys_user_depart_user_id_dep_id_pk" PRIMARY KEY("user_id","dep_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" text NOT NULL,
	"role_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user_tenant" (
	"user_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	CONSTRAINT "sys_user_tenant_user_id_tenant_id_pk" PRIMARY KEY("user_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"username" text NOT NULL,
	"realname" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text,
	"email" text,
	"sex" integer,
	"birthday" text,
	"avatar" text,
	"status" integer DEFAULT 1 NOT NULL,
	"identify_flag" boolean DEFAULT false NOT NULL,
	"org_code" text,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chronic_patient" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"name" text NOT NULL,
	"sex" text,
	"birthday" date,
	"id_card" text,
	"phone" text,
	"disease_type" text,
	"status" text,
	"age" integer,
	"height" integer,
	"weight" integer,
	"last_visit" timestamp,
	"address" text,
	"area_code" text,
	"doctor_id" text,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "sys_position" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"create_by" text,
	"create_time" timestamp DEFAULT now() NOT NULL,
	"update_by" text,
	"update_time" timestamp,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"post_rank" text,
	"sort_no" integer
);
--> statement-breakpoint
CREATE TABLE "sys_super_query" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"save_code" text NOT NULL,
	"title" text NOT NULL,
	"params" text NOT NULL,
	"match_type" text DEFAULT 'and' NOT NULL,
	"create_time" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_category_tenant_code" ON "sys_category" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "sys_category_pid" ON "sys_category" USING btree ("pid");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_tenant_code" ON "sys_dict" USING btree ("tenant_id","dict_code");--> statement-breakpoint
CREATE INDEX "sys_dict_item_dict" ON "sys_dict_item" USING btree ("dict_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_item_value" ON "sys_dict_item" USING btree ("dict_id","item_value");--> statement-breakpoint
CREATE INDEX "sys_tree_dict_pid" ON "sys_tree_dict" USING btree ("tenant_id","pid");--> statement-breakpoint
CREATE UNIQUE INDEX "announcement_send_user_uq" ON "announcement_send" USING btree ("tenant_id","annt_id","user_id");--> statement-breakpoint
CREATE INDEX "announcement_send_user_idx" ON "announcement_send" USING btree ("tenant_id","user_id","read_flag");--> statement-breakpoint
CREATE INDEX "announcement_tenant_idx" ON "announcement" USING btree ("tenant_id","send_status");--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_classification_uq" ON "message_classification" USING btree ("tenant_id","classify");--> statement-breakpoint
CREATE INDEX "message_user_idx" ON "message" USING btree ("tenant_id","user_id","read_flag");--> statement-breakpoint
CREATE UNIQUE INDEX "project_member_uq" ON "project_member" USING btree ("tenant_id","project_id","user_id");--> statement-breakpoint
CREATE INDEX "project_menu_idx" ON "project_menu" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "project_tenant_idx" ON "project" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "subject_project_idx" ON "subject" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "task_tenant_idx" ON "task" USING btree ("tenant_id","assignee");--> statement-breakpoint
CREATE INDEX "visit_form_subject_idx" ON "visit_form" USING btree ("tenant_id","subject_id");--> statement-breakpoint
CREATE INDEX "workflow_status_cfg_idx" ON "workflow_status_cfg" USING btree ("tenant_id","workflow_id");--> statement-breakpoint
CREATE INDEX "sys_file_tenant" ON "sys_file" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "sys_depart_tenant_idx" ON "sys_depart" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_depart_code_uq" ON "sys_depart" USING btree ("tenant_id","dept_code");--> statement-breakpoint
CREATE INDEX "sys_permission_parent_idx" ON "sys_permission" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_code_uq" ON "sys_role" USING btree ("tenant_id","role_code");--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_sign_nonce_exp_idx" ON "sys_sign_nonce" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_uq" ON "sys_user" USING btree ("username");--> statement-breakpoint
CREATE INDEX "sys_user_phone_idx" ON "sys_user" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "chronic_patient_tenant_time" ON "chronic_patient" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "chronic_patient_tenant_id_card" ON "chronic_patient" USING btree ("tenant_id","id_card");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_position_tenant_code" ON "sys_position" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_super_query_owner_title" ON "sys_super_query" USING btree ("tenant_id","user_id","save_code","title");