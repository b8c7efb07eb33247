DROP INDEX "business"."companies_capital_index";--> statement-breakpoint
CREATE INDEX "companies_capital_search_index" ON "business"."companies" USING btree ("capital_rials" DESC NULLS FIRST,"id","search_key");--> statement-breakpoint
CREATE INDEX "persons_id_search_index" ON "business"."persons" USING btree ("id","search_key");--> statement-breakpoint
CREATE INDEX "products_id_search_index" ON "business"."products" USING btree ("id","search_key");