// `import TipKit` on Linux: tips, their rules over parameters and events, the datastore that
// decides when a tip shows, and the views that show them (`TipView`, `.popoverTip`), drawn as
// iOS 17 draws them. The datastore lives in memory for the process (a preview's datastore):
// nothing is written to disk, and every location `Tips.configure` is given is accepted.
// `@Parameter` and `#Rule` are macros, as in Apple's TipKit; a rule's condition is evaluated for
// real each time a tip's status is asked for.
@_exported import Foundation
import SwiftUI

/// Makes a static property a tip parameter: its value lives in the tips datastore and rules
/// watch it. `@Parameter static var isLoggedIn: Bool = false` also declares `$isLoggedIn`, the
/// `Tips.Parameter<Bool>` that `#Rule(Self.$isLoggedIn) { $0 == true }` names.
/// - Parameter options: how the datastore keeps the value (`.transient`).
@attached(accessor)
@attached(peer, names: prefixed(`$`))
public macro Parameter(_ options: Tips.ParameterOption...) = #externalMacro(module: "TrellisMacros", type: "ParameterMacro")

/// A rule over a parameter's value: the tip may display while `predicate` holds for the
/// parameter's current value. `#Rule(Self.$isLoggedIn) { $0 == true }`.
/// - Parameters:
///   - parameter: the parameter (`Self.$name`).
///   - predicate: the condition over its value.
@freestanding(expression)
public macro Rule<Value>(_ parameter: Tips.Parameter<Value>, _ predicate: (Value) -> Bool) -> Tips.Rule
    = #externalMacro(module: "TrellisMacros", type: "RuleMacro")

/// A rule over an event's donations: the tip may display while `predicate` holds for the event.
/// `#Rule(Self.didOpen) { $0.donations.count >= 3 }`.
/// - Parameters:
///   - event: the event.
///   - predicate: the condition over the event (its `donations`).
@freestanding(expression)
public macro Rule<DonationInfo>(_ event: Tips.Event<DonationInfo>, _ predicate: (Tips.Event<DonationInfo>) -> Bool) -> Tips.Rule
    = #externalMacro(module: "TrellisMacros", type: "RuleMacro")
