CREATE INDEX "companies_search_key_index" ON "business"."companies" USING hash ("search_key");--> statement-breakpoint
CREATE INDEX "persons_search_key_index" ON "business"."persons" USING hash ("search_key");--> statement-breakpoint
CREATE INDEX "products_search_key_index" ON "business"."products" USING hash ("search_key");