// `import CoreSpotlight` on Linux: the app's items in Spotlight's on-device index — the items and
// their attributes (`CSSearchableItem`, `CSSearchableItemAttributeSet`), the index that adds and
// deletes them (`CSSearchableIndex`), queries over it (`CSSearchQuery`), and the activity types
// and keys by which Spotlight opens the app on an item (`CSSearchableItemActionType`).
//
// A preview has no Spotlight: indexing is available and succeeds, the items are kept in memory
// for the process (SpotlightIndexStore.swift), and a query finds them with a subset of
// Spotlight's query language (SpotlightQuery.swift). Nobody taps a result, so no activity of
// `CSSearchableItemActionType` ever arrives.
//
// Apple's CoreSpotlight brings Foundation and UniformTypeIdentifiers (its attribute sets are made
// of a `UTType`); this module re-exports both.
@_exported import Foundation
@_exported import UniformTypeIdentifiers
