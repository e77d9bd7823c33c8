// How Spotlight opens the app on a result: an `NSUserActivity` of one of these types, whose
// `userInfo` holds the item's identifier or the query typed. Apple's strings.
import Foundation

/// The activity type of opening an item the app indexed (`onContinueUserActivity`).
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
/// The key of the item's unique identifier in that activity's `userInfo`.
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
/// The activity type of continuing a search in the app.
public let CSQueryContinuationActionType = "com.apple.corespotlightquery"
/// The key of the text searched for in that activity's `userInfo`.
public let CSSearchQueryString = "kCSSearchQueryString"
/// The key of the action's identifier, for an item's custom action.
public let CSActionIdentifier = "kCSActionIdentifier"
