ALTER TABLE "ref_rail_line_stations" DROP CONSTRAINT "ref_rail_line_stations_line_id_ref_rail_lines_id_fk";
--> statement-breakpoint
ALTER TABLE "ref_rail_line_stations" DROP CONSTRAINT "ref_rail_line_stations_telecode_ref_stations_telecode_fk";
