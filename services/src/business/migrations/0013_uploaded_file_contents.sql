CREATE TABLE "business"."uploaded_file_contents" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business"."uploaded_file_contents" ADD CONSTRAINT "uploaded_file_contents_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "business"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;