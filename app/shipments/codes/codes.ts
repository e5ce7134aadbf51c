// The shipment vocabulary (spec section 3 "Shipment"): the schedule's path kinds, the
// milestone codes in the order a shipment passes them, where a position came from, and what the change
// log records. A folder of its own because db/schema.ts imports these lists for its enums: whatever
// the schema imports must never read the database (decision 013), and app/shipments/ does.

/** Spec section 3: "path direct or transhipment" (a transhipment names its via port). */
export const SHIPMENT_PATHS = ["direct", "transhipment"] as const;
export type ShipmentPath = (typeof SHIPMENT_PATHS)[number];

/**
 * The milestones (trackings), in the order cargo passes them. Derived from the spec's shipment fields
 * (commodity preparation, pickup, document deadline, cargo closing, departure, transhipment, arrival,
 * expected delivery) and its documents (export and import clearance). The same words serve air: the
 * terminal is the airport's, "loaded" is on board the aircraft.
 */
export const MILESTONE_CODES = [
	"booking_confirmed", // the forwarder confirmed the booking with the carrier
	"cargo_ready", // spec: commodity preparation date
	"picked_up", // spec: pickup date (trucking from the shipper)
	"documents_submitted", // spec: document deadline (SI/VGM, shipping documents)
	"export_cleared", // export clearance certificate issued
	"gate_in", // spec: cargo closing (received at the terminal / airport cargo terminal)
	"loaded", // on board
	"departed", // spec: departure date (ETD)
	"transhipment_arrived", // at the via port (transhipment only)
	"transhipment_departed", // left the via port on the next vessel or flight
	"arrived", // spec: ETA
	"discharged", // off the vessel or aircraft at destination
	"import_cleared", // import clearance certificate issued
	"delivered", // spec: expected delivery date (to the consignee)
] as const;
export type MilestoneCode = (typeof MILESTONE_CODES)[number];

/** Where a position came from: typed by staff, a CSV import, or the carrier's feed. */
export const POSITION_SOURCES = ["manual", "import", "carrier"] as const;
export type PositionSource = (typeof POSITION_SOURCES)[number];

/** What a change-log row is about. */
export const SHIPMENT_CHANGE_KINDS = ["schedule", "milestone", "position", "route"] as const;
export type ShipmentChangeKind = (typeof SHIPMENT_CHANGE_KINDS)[number];
